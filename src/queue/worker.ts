// `tafel worker`: takes batches from the queue and plays them on this machine's worker
// threads until stopped. The games run on the threads, so this thread stays free to keep
// the jobs' locks renewed; a worker killed midway stops renewing them, and the queue's
// stalled-job check hands its batches to another worker after the lock runs out.
import { type Job, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { BatchTask } from '../sim/batch.js';
import { createPool } from '../sim/pool.js';
import { QUEUE_NAME, connectionOf, parseQueueAddress } from './address.js';
import { checkReachable } from './reach.js';
import { Watch } from './watch.js';
import { RESULT_TTL_S, resultKey, toWire } from './wire.js';

interface WorkerOptions {
  readonly queue: string;
  readonly workers: number;
  /** How long a batch's lock lasts unrenewed: how soon a killed worker's batches go to
   * another worker. */
  readonly lockMs: number;
  readonly signal: AbortSignal;
  readonly say: (line: string) => void;
}

interface WorkerTally {
  batches: number;
  games: number;
  /** Why the worker stopped without reporting the batches in hand: its Redis had gone. */
  lost?: string;
}

/** How long a stopping worker waits for a Redis that does not answer. */
const STOP_PATIENCE_MS = 1000;

export async function runWorker(opts: WorkerOptions): Promise<WorkerTally> {
  const address = parseQueueAddress(opts.queue);
  await checkReachable(address);
  const pool = createPool(opts.workers);
  const tally: WorkerTally = { batches: 0, games: 0 };
  const results = new Redis({ ...connectionOf(address), maxRetriesPerRequest: null });
  results.on('error', () => undefined); // the worker's own connection reports the same
  const play = async (job: Job<BatchTask>) => {
    const result = toWire(await pool.run(job.data));
    await results.set(resultKey(job.id!), result, 'EX', RESULT_TTL_S);
    return result.length;
  };
  const worker = new Worker<BatchTask, number>(QUEUE_NAME, play, {
    connection: connectionOf(address),
    // Two batches a thread: one waits in the pool while the other's result is stored, so
    // the threads never stand idle between batches.
    concurrency: 2 * opts.workers,
    lockDuration: opts.lockMs,
    stalledInterval: Math.max(100, Math.floor(opts.lockMs / 2)),
    // A batch is pure, so playing it again after a crash is always safe.
    maxStalledCount: 10,
    autorun: false,
  });
  worker.on('completed', (job) => {
    tally.batches++;
    tally.games += job.data.count;
  });
  worker.on('failed', (job, error) => {
    if (!job) return;
    const next = job.attemptsMade < (job.opts.attempts ?? 1) ? 'the queue gives it another try' : 'it has had every try';
    opts.say(`batch ${job.id} failed here (${error.message.split('\n')[0]}): ${next}\n`);
  });
  worker.on('stalled', (jobId) => opts.say(`batch ${jobId} was left by a worker that stopped: it is played again\n`));
  let lastError = '';
  worker.on('error', (error) => {
    const line = error.message.split('\n')[0];
    if (line !== lastError) opts.say(`queue: ${line}\n`);
    lastError = line;
  });
  const stopped = new Promise<void>((resolve) =>
    opts.signal.aborted ? resolve() : opts.signal.addEventListener('abort', () => resolve(), { once: true }),
  );
  const running = worker.run();
  // A Redis gone before the worker is ready keeps it waiting: a stop ends the wait.
  await Promise.race([worker.waitUntilReady(), stopped]);
  if (!opts.signal.aborted)
    opts.say(
      `playing batches from ${address.url} on ${opts.workers} thread${opts.workers === 1 ? '' : 's'} (Ctrl-C stops after the batches in hand)\n`,
    );
  await stopped;
  // close() waits for the batches in hand to finish and be reported: to a Redis that has
  // gone, for ever. Then the worker stops without them, as a killed one would: their
  // locks run out, and another worker plays them.
  const watch = new Watch(address, STOP_PATIENCE_MS);
  const closed = worker.close().then(() => running);
  const lost = await Promise.race([closed.then(() => undefined), watch.lost]);
  watch.stop();
  if (lost !== undefined) {
    tally.lost = lost;
    void worker.disconnect().catch(() => undefined);
  }
  await pool.destroy();
  results.disconnect();
  return tally;
}
