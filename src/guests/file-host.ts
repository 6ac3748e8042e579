// tafel's host for a bot file: a small program that speaks the line protocol of
// docs/protocol.md on its stdin and stdout and serves the bot file named by its argument,
// so that a bot file plays in the sandbox exactly as a program does. It runs as
// `node --max-old-space-size=<mb> file-host.js <file>`, tafel's kit beside it. Its lines
// add a little to the protocol, which only tafel reads from its own host: a refusal's
// `failure` (syntax, load, shape or create), `threw` for an act that threw, `fault`
// for an answer that is no plain data, and a line after each `end`. Lines are read and written synchronously: a
// decision costs no turn of an event loop.
import { readSync, writeSync } from 'node:fs';
import { Console } from 'node:console';
import { pathToFileURL } from 'node:url';
import { type LoadedBot, readBotFile } from './bot-shape.js';
import { BotHost } from './host.js';
import { firstLine } from './messages.js';
import type { Params } from '../core/bot.js';
import type { Action } from '../core/game.js';

// The bot's console and process.stdout write to stderr, its log: stdout is the protocol's.
const log = new Console({ stdout: process.stderr, stderr: process.stderr });
Object.defineProperty(globalThis, 'console', { value: log, configurable: true, writable: true });
Object.defineProperty(process, 'stdout', { get: () => process.stderr, configurable: true });

const CHUNK = 64 * 1024;
const chunk = Buffer.allocUnsafe(CHUNK);
/** Module state: what stdin has sent past the last line read; this program reads one
 * stdin, line by line, for its whole life. */
let rest = Buffer.alloc(0);

/** The next line of stdin, or undefined at its end. */
function readLine(): string | undefined {
  for (;;) {
    const end = rest.indexOf(10);
    if (end >= 0) {
      const line = rest.toString('utf8', 0, end);
      rest = rest.subarray(end + 1);
      if (line.trim() !== '') return line;
      continue;
    }
    let read: number;
    try {
      read = readSync(0, chunk, 0, CHUNK, null);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EAGAIN') continue;
      return undefined;
    }
    if (read === 0) return undefined;
    rest = Buffer.concat([rest, chunk.subarray(0, read)]);
  }
}

function send(message: object): void {
  const bytes = Buffer.from(`${JSON.stringify(message)}\n`);
  for (let at = 0; at < bytes.length;) at += writeSync(1, bytes, at);
}

/** The answer to a decision: the action as JSON, or why it cannot be sent. */
function answer(action: Action): object {
  let text: string | undefined;
  try {
    text = JSON.stringify(action);
  } catch {
    text = undefined;
  }
  if (text === undefined) return { fault: `answered with ${String(action as unknown).slice(0, 80)}, which is not plain data` };
  return { action };
}

/** Loads the bot file, or says why it cannot be. */
async function load(file: string): Promise<LoadedBot | { failure: string; reason: string }> {
  let module: unknown;
  try {
    module = await import(pathToFileURL(file).href);
  } catch (e) {
    return { failure: (e as Error | null)?.name === 'SyntaxError' ? 'syntax' : 'load', reason: firstLine(e) };
  }
  try {
    return readBotFile(module);
  } catch (e) {
    return { failure: 'shape', reason: firstLine(e) };
  }
}

interface Message {
  readonly type?: string;
  readonly [field: string]: unknown;
}

/** Serves the session: hello, then games, until stdin ends. */
async function serve(file: string): Promise<void> {
  const first = readLine();
  if (first === undefined) return;
  const hello = JSON.parse(first) as Message;
  const loaded = await load(file);
  if ('failure' in loaded) return send({ type: 'refuse', ...loaded });
  const host = new BotHost(loaded);
  if (hello.game !== null) {
    const why = host.create({
      params: hello.params as Params,
      game: { id: hello.game as string, options: hello.options as never },
    });
    if (why !== undefined) return send({ type: 'refuse', failure: 'create', reason: why });
  }
  send({ type: 'ready', ...loaded.info });
  let seat = 0;
  for (let line = readLine(); line !== undefined; line = readLine()) {
    const message = JSON.parse(line) as Message;
    switch (message.type) {
      case 'start':
        seat = message.seat as number;
        host.start({
          seat,
          players: message.players as number,
          seed: message.seed as number,
          budgetMs: (message.budgetMs as number | null) ?? Infinity,
          iterations: (message.iterations as number | null) ?? Infinity,
        });
        break;
      case 'act': {
        let reply: object;
        try {
          reply = answer(host.act(seat, message.observation, message.legal as Action[]));
        } catch (e) {
          reply = { threw: e instanceof Error ? e.message : String(e) };
        }
        send(reply);
        break;
      }
      case 'end':
        host.end({
          scores: message.scores as number[],
          wins: message.wins as number[],
          ...(message.forfeit ? { forfeit: message.forfeit as never } : {}),
        });
        send({ type: 'ended' });
        break;
    }
  }
}

await serve(process.argv[2]);
// Whatever the bot left running (a timer, a socket) ends with the session.
process.exit(0);
