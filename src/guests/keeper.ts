// The keeper: one thread per playing thread, which starts that thread's guests and
// watches them. A playing thread waiting in Atomics.wait has its event loop stopped and
// would never hear a guest's 'exit' or 'error'; the keeper hears them, writes "dead"
// into the guest's flag with the reason on its status port, and so wakes the waiting
// thread at once. Decisions pass it by: a bot file's port to port, a program's lines
// through pipes the playing thread reads and writes itself; the keeper kills a program
// whose decision outlives its limit.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, parentPort } from 'node:worker_threads';
import { ANSWERED, DEAD, bump } from './flag.js';
import { type ToKeeper, firstLine } from './messages.js';
import { Program } from './program.js';

type Open = Extract<ToKeeper, { t: 'open' }>;

interface Kept {
  stop(hard: boolean): Promise<void>;
}

const guestThread = join(dirname(fileURLToPath(import.meta.url)), 'guest-thread.js');
const kept = new Map<number, Kept>();

/** Marks a guest dead with its reason and wakes whoever waits for it. */
function dead(open: Open, reason: string): void {
  try {
    open.status.postMessage(reason);
  } catch {
    // the playing thread has closed its end: nobody waits
  }
  const flag = new Int32Array(open.flag);
  Atomics.store(flag, DEAD, 1);
  bump(flag, ANSWERED);
  open.status.close();
}

function openFile(open: Open): Kept {
  const thread = new Worker(guestThread, {
    workerData: { file: open.file, flag: open.flag, port: open.port },
    transferList: [open.port],
    resourceLimits: {
      maxOldGenerationSizeMb: open.memoryMb,
      // The young generation counts towards a thread's heap too: a small share of it.
      maxYoungGenerationSizeMb: Math.max(4, Math.min(32, Math.floor(open.memoryMb / 8))),
    },
    // A bot's console output goes to tafel's stderr, never into its stdout (tables, JSON).
    stdout: true,
    stderr: false,
  });
  // Written through, not piped: a pipe from a thread that is terminated is never undone.
  thread.stdout.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  let stopping = false;
  let crash: string | undefined;
  thread.on('error', (e: Error & { code?: string }) => {
    crash =
      e.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? `ran out of memory (its limit is ${open.memoryMb} MB; --bot-memory-mb)`
        : `crashed: ${firstLine(e)}`;
  });
  thread.on('exit', (code) => {
    kept.delete(open.id);
    if (!stopping) dead(open, crash ?? `exited with code ${code}`);
  });
  return {
    stop: async () => {
      stopping = true;
      await thread.terminate();
    },
  };
}

function openProgram(open: Open): Kept {
  // The decisions' port is not needed: the playing thread speaks to the program itself.
  open.port.close();
  // Kept until it is stopped, dead or not: its pipe ends are the playing thread's until
  // then, and closed by the stop.
  const program = new Program(open.cmd!, open.cwd!, open.flag, (reason) => dead(open, reason));
  return {
    stop: async (hard) => {
      await program.stop(hard);
      kept.delete(open.id);
    },
  };
}

parentPort!.on('message', (message: ToKeeper) => {
  switch (message.t) {
    case 'open':
      try {
        kept.set(message.id, message.file !== undefined ? openFile(message) : openProgram(message));
      } catch (e) {
        dead(message, `cannot be started: ${firstLine(e)}`);
      }
      break;
    case 'stop':
      void kept.get(message.id)?.stop(message.hard);
      break;
    case 'close':
      void Promise.all([...kept.values()].map((k) => k.stop(false))).then(() => parentPort!.postMessage('closed'));
      break;
  }
});
