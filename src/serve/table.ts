// The main thread's side of the table's thread (seat-worker.ts): starts it, hands it a
// game, passes the person's choices to the waiting seat, and stops it. The worker loads
// the compiled build, as the pool's do (src/sim/pool.ts).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel, Worker } from 'node:worker_threads';
import type { Plan } from '../sim/plan.js';
import { type FromTable, SLOT, type SeatData, type ToTable } from './messages.js';

function workerFile(): string {
  const here = fileURLToPath(import.meta.url);
  const beside = join(dirname(here), 'seat-worker.js');
  if (here.endsWith('.js') && existsSync(beside)) return beside;
  // Running from src/serve/table.ts (tests): the build's, two folders up.
  const built = join(dirname(here), '..', '..', 'dist', 'src', 'serve', 'seat-worker.js');
  if (!existsSync(built)) throw new Error(`no compiled table thread at ${built}: run 'npm run build' first`);
  return built;
}

export class Table {
  private readonly worker: Worker;
  private readonly flag = new Int32Array(new SharedArrayBuffer(8));
  private readonly answers = new MessageChannel();
  private closing?: Promise<void>;
  private exited = false;

  constructor(plan: Plan, seat: number, hear: (message: FromTable) => void) {
    const data: SeatData = { plan, seat, flag: this.flag.buffer as SharedArrayBuffer, answers: this.answers.port2 };
    this.worker = new Worker(workerFile(), { workerData: data, transferList: [this.answers.port2] });
    this.worker.on('message', hear);
    this.worker.on('error', (e) => hear({ t: 'failed', message: e.message }));
    this.worker.once('exit', () => (this.exited = true));
  }

  /** Plays the game of run seed `seed` (its game 0). */
  play(seed: number): void {
    Atomics.store(this.flag, SLOT.STOP, 0);
    this.send({ t: 'play', seed });
  }

  /** The person's choice: the index of a legal action of the turn the seat waits on. */
  answer(choice: number): void {
    this.answers.port1.postMessage({ choice });
    this.wake();
  }

  /** Drops the game under way (if any), ends the bots from outside tafel, and the thread. */
  close(): Promise<void> {
    this.closing ??= new Promise<void>((done) => {
      if (this.exited) return done(); // it failed and is gone already
      Atomics.store(this.flag, SLOT.STOP, 1);
      this.wake();
      this.worker.once('exit', () => done());
      this.worker.on('message', (m: FromTable) => void (m.t === 'closed' && void this.worker.terminate()));
      this.send({ t: 'close' });
      this.answers.port1.close();
    });
    return this.closing;
  }

  private wake(): void {
    Atomics.add(this.flag, SLOT.ANSWERED, 1);
    Atomics.notify(this.flag, SLOT.ANSWERED);
  }

  private send(message: ToTable): void {
    this.worker.postMessage(message);
  }
}
