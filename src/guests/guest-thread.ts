// A bot file's own thread (started by the keeper, with a heap limit): it imports the
// file (top-level await works here), says whether it is a bot, and then serves the
// playing thread synchronously: wait on the flag, read the port, answer, notify. It
// never returns to its event loop while it serves, so a decision costs no task.
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { pathToFileURL } from 'node:url';
import { type MessagePort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import { type LoadedBot, readBotFile } from './bot-shape.js';
import { ANSWERED, ASKED, bump } from './flag.js';
import { BotHost } from './host.js';
import { type Answer, type Failure, type ToGuest, firstLine } from './messages.js';

interface GuestData {
  readonly file: string;
  readonly flag: SharedArrayBuffer;
  readonly port: MessagePort;
}

const { file, flag: shared, port } = workerData as GuestData;
// Out of the bot's reach: it may import node:worker_threads too, and would find its
// port and flag there (it could only confuse its own answers, but it need not).
const threads = createRequire(import.meta.url)('node:worker_threads') as { workerData: unknown };
threads.workerData = null;
syncBuiltinESMExports();

const flag = new Int32Array(shared);

function send(answer: Answer): void {
  try {
    port.postMessage(answer);
  } catch {
    // An answer that is not plain data (a function, a symbol): say so instead.
    const shown = 'action' in answer ? String(answer.action as unknown).slice(0, 80) : '?';
    port.postMessage({ n: answer.n, fault: `answered with ${shown}, which is not plain data` });
  }
  bump(flag, ANSWERED);
}

function loadFailure(e: unknown): Failure {
  const err = e as { name?: string; code?: string } | null;
  if (err?.name === 'SyntaxError') return { kind: 'syntax', message: firstLine(e) };
  return { kind: 'load', message: firstLine(e) };
}

/** Serves requests until told to stop. */
function serve(host: BotHost): void {
  let seen = 0;
  for (;;) {
    Atomics.wait(flag, ASKED, seen);
    seen = Atomics.load(flag, ASKED);
    for (let m = receiveMessageOnPort(port); m; m = receiveMessageOnPort(port)) {
      const note = m.message as ToGuest;
      switch (note.t) {
        case 'create': {
          const why = host.create(note);
          send(why === undefined ? { n: note.n, ok: true } : { n: note.n, error: why });
          break;
        }
        case 'start':
          host.start(note);
          break;
        case 'act': {
          let answer: Answer;
          try {
            answer = { n: note.n, action: host.act(note.seat, note.view, note.legal) };
          } catch (e) {
            answer = { n: note.n, error: e instanceof Error ? e.message : String(e) };
          }
          send(answer);
          break;
        }
        case 'end':
          host.end(note);
          send({ n: note.n, ok: true });
          break;
        case 'stop':
          port.close();
          return;
      }
    }
  }
}

let loaded: LoadedBot | undefined;
try {
  const module: unknown = await import(pathToFileURL(file).href);
  try {
    loaded = readBotFile(module);
  } catch (e) {
    send({ n: 0, failed: { kind: 'shape', message: firstLine(e) } });
  }
} catch (e) {
  send({ n: 0, failed: loadFailure(e) });
}
if (loaded) {
  send({ n: 0, ready: loaded.info });
  serve(new BotHost(loaded));
}
