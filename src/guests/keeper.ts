// The keeper: one thread per playing thread, which starts that thread's guests and
// watches them. A playing thread waiting in Atomics.wait or a blocking read has its event
// loop stopped and would never hear a guest's 'exit' or 'error'; the keeper hears them,
// writes "dead" into the guest's flag with the reason on its status port, and so wakes
// the waiting thread at once. Decisions pass it by, through pipes the playing thread
// reads and writes itself; the keeper kills a program whose decision outlives its limit.
import { parentPort } from 'node:worker_threads';
import { ANSWERED, DEAD, bump } from './flag.js';
import { type ToKeeper, firstLine } from './messages.js';
import { Program } from './program.js';

type Open = Extract<ToKeeper, { t: 'open' }>;

const kept = new Map<number, Program>();

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

async function stop(id: number, hard: boolean): Promise<void> {
  // Kept until it is stopped, dead or not: its pipe ends are the playing thread's until
  // then, and closed by the stop.
  await kept.get(id)?.stop(hard);
  kept.delete(id);
}

parentPort!.on('message', (message: ToKeeper) => {
  switch (message.t) {
    case 'open':
      try {
        kept.set(message.id, new Program(message.launch, message.flag, (reason) => dead(message, reason)));
      } catch (e) {
        dead(message, `cannot be started: ${firstLine(e)}`);
      }
      break;
    case 'stop':
      void stop(message.id, message.hard);
      break;
    case 'close':
      void Promise.all([...kept.keys()].map((id) => stop(id, false))).then(() => parentPort!.postMessage('closed'));
      break;
  }
});
