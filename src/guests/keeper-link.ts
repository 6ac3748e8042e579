// This thread's keeper (see keeper.ts), started with the first guest and unref'd, so it
// never keeps a process alive: opening a guest, stopping it, closing them all.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel, Worker } from 'node:worker_threads';
import { newFlag } from './flag.js';
import { killGroup } from './kill.js';
import type { Line } from './line.js';
import { ProgramLine } from './program-line.js';
import type { Hello, ToKeeper } from './messages.js';
import type { Launch } from './messages.js';

/** Module state: this thread's one keeper, the ids of its guests and whether the
 * process's exit kills them: a thread has one keeper for all its guests (keeper.ts). */
let keeper: Worker | undefined;
let ids = 0;
let killsOnExit = false;
const open = new Map<number, Line>();

function keeperFile(): string {
  const here = fileURLToPath(import.meta.url);
  const beside = join(dirname(here), 'keeper.js');
  if (here.endsWith('.js') && existsSync(beside)) return beside;
  // Running from src/guests/keeper-link.ts (tests): the build's, two folders up.
  const built = join(dirname(here), '..', '..', 'dist', 'src', 'guests', 'keeper.js');
  if (!existsSync(built)) throw new Error(`no compiled keeper at ${built}: run 'npm run build' first`);
  return built;
}

function keeperThread(): Worker {
  if (!keeper) {
    // The keeper opens a program's pipe ends for this thread, which uses them until the
    // keeper closes them: a thread that tracks its files would warn, and close them
    // (whatever they are by then) as it ended.
    keeper = new Worker(keeperFile(), { trackUnmanagedFds: false });
    keeper.unref();
    // A keeper that fails leaves its guests' waits to their limits; the next guest
    // starts a new one.
    keeper.on('error', () => {});
    keeper.on('exit', () => {
      keeper = undefined;
    });
    // A thread's 'exit' is not heard when it is terminated, so the keeper cannot end its
    // programs as the process ends: this thread kills them, by the ids the keeper wrote.
    if (!killsOnExit) process.once('exit', killPrograms);
    killsOnExit = true;
  }
  return keeper;
}

/** Starts a guest greeted with `hello` (`host`: tafel's bot file host, whose lines add
 * to the protocol); wait for its start with `line.await(0, …)`. */
export function openGuest(launch: Launch, hello: Hello, host: boolean): Line {
  const id = ++ids;
  const flag = newFlag();
  const status = new MessageChannel();
  const message: ToKeeper = { t: 'open', id, launch, flag, status: status.port2 };
  keeperThread().postMessage(message, [status.port2]);
  const line = new ProgramLine(id, flag, status.port1, hello, host, launch.readMs);
  open.set(id, line);
  return line;
}

/** Stops a guest: at once (`hard`: it overran its time), or as a program likes to end
 * (EOF on its stdin, a kill after a grace). */
export function stopGuest(line: Line, hard: boolean): void {
  open.delete(line.id);
  line.close();
  keeper?.postMessage({ t: 'stop', id: line.id, hard } satisfies ToKeeper);
}

function killPrograms(): void {
  for (const line of open.values()) killGroup(line.pid);
}

/** Stops every guest of this thread and the keeper. */
export async function closeAll(): Promise<void> {
  const k = keeper;
  if (!k) return;
  for (const line of open.values()) line.close();
  open.clear();
  await new Promise<void>((done) => {
    k.once('message', () => done());
    k.once('exit', () => done());
    k.postMessage({ t: 'close' } satisfies ToKeeper);
  });
  keeper = undefined;
  await k.terminate();
}
