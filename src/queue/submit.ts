// The submitting side of a queued run: runPlan hands it batch tasks as it would a pool of
// threads; each becomes a BullMQ job that any `tafel worker` may play. The queue's events
// say when it is finished, and its result is read where the worker stored it (wire.ts).
// Jobs and results are kept until the result is merged (so a submitter killed midway
// finds them again when the run is resumed) and removed then: nothing of a run outlives
// it in the queue.
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { ExitError } from '../core/errors.js';
import type { BatchResult, BatchTask } from '../sim/batch.js';
import type { BatchRunner } from '../sim/runner.js';
import { QUEUE_NAME, type QueueAddress, connectionOf, parseQueueAddress } from './address.js';
import { checkReachable } from './reach.js';
import { Watch } from './watch.js';
import { fromWire, jobIdOf, resultKey } from './wire.js';

/** Worker threads the default batch size assumes are taking batches: a batch costs a few
 * ms of messaging, so batches are larger than a pool's (see defaultBatchSize). */
const SLOTS = 4;
/** Batches kept in the queue at once: enough for many machines' threads, few enough that
 * the results waiting to be merged stay small. */
const WINDOW = 64;
/** How long Redis may be out of reach before the run stops (TAFEL_QUEUE_PATIENCE_MS). */
const patienceMs = () => Number(process.env.TAFEL_QUEUE_PATIENCE_MS) || 10_000;
/** Tries a batch gets (a worker that throws on it, or dies with it) before the run fails. */
const ATTEMPTS = 4;

interface QueueOptions {
  /** Leave the run's jobs and results in the queue: a later run of the same batches then
   * takes them from there instead of playing them. */
  readonly keep?: boolean;
  /** Told what the workers are to be started with. */
  readonly say?: (message: string) => void;
}

export async function openQueue(text: string, { keep = false, say }: QueueOptions = {}): Promise<BatchRunner> {
  const address = parseQueueAddress(text);
  await checkReachable(address);
  const runner = new QueueRunner(address, keep);
  await runner.ready();
  say?.(`batches go to the queue at ${address.url}: each machine that plays them runs tafel worker --queue ${address.url}\n`);
  return runner;
}

class QueueRunner implements BatchRunner {
  readonly slots = SLOTS;
  readonly window = WINDOW;
  broken?: Error;
  private readonly queue: Queue;
  private readonly events: QueueEvents;
  /** Reads and deletes the results the workers store. */
  private readonly store: Redis;
  private readonly watch: Watch;
  /** Jobs this run added and has not yet removed. */
  private readonly outstanding = new Set<string>();
  /** Removals under way (a set, so a long run does not keep one per batch). */
  private readonly removals = new Set<Promise<boolean>>();
  private readonly lost: Promise<never>;

  constructor(
    address: QueueAddress,
    private readonly keep: boolean,
  ) {
    const connection = connectionOf(address);
    this.queue = new Queue(QUEUE_NAME, { connection });
    this.events = new QueueEvents(QUEUE_NAME, { connection });
    // Reconnecting is BullMQ's business; a lost server is the watch's, told once.
    this.queue.on('error', () => undefined);
    this.events.on('error', () => undefined);
    // Every batch under way waits on both (BullMQ's waitUntilFinished listens on each).
    this.queue.setMaxListeners(WINDOW + 10);
    this.events.setMaxListeners(2 * WINDOW + 10);
    this.store = new Redis({ ...connection, maxRetriesPerRequest: null });
    this.store.on('error', () => undefined);
    this.watch = new Watch(address, patienceMs());
    this.lost = this.watch.lost.then((why) => {
      this.broken = new ExitError(`lost the queue at ${address.url} (${why})`, 2);
      throw this.broken;
    });
    this.lost.catch(() => undefined);
  }

  async ready(): Promise<void> {
    await Promise.all([this.queue.waitUntilReady(), this.events.waitUntilReady()]);
  }

  async run(task: BatchTask): Promise<BatchResult> {
    return Promise.race([this.lost, this.play(task)]);
  }

  private async play({ stop: _inThisProcess, ...task }: BatchTask): Promise<BatchResult> {
    // The stop flag is memory of this process: a worker elsewhere plays the batch whole.
    const jobId = jobIdOf(task);
    this.outstanding.add(jobId);
    for (;;) {
      // A job of that id already there (this run was started before and killed) is kept
      // as it is: its result, stored or to come, is this batch's.
      const job = await this.queue.add('batch', task, {
        jobId,
        attempts: ATTEMPTS,
        backoff: { type: 'fixed', delay: 200 },
        removeOnComplete: false,
        removeOnFail: false,
      });
      // One that failed every try in an earlier run gets its tries again.
      if ((await job.getState()) === 'failed') await job.retry('failed');
      try {
        await job.waitUntilFinished(this.events);
      } catch (e) {
        if (this.broken) throw this.broken;
        const why = (e as Error).message.split('\n')[0];
        throw new ExitError(
          `games ${task.start}–${task.start + task.count - 1} failed on every try (${ATTEMPTS}) in the workers: ${why}`,
          1,
        );
      }
      const stored = await this.store.getBuffer(resultKey(jobId));
      if (stored) return fromWire(stored);
      // Finished, but its result is gone (it expired, or a run of the very same batches
      // merged and removed it first): the batch is played again.
      await this.queue.remove(jobId);
    }
  }

  merged(task: BatchTask): void {
    if (this.keep) this.outstanding.delete(jobIdOf(task));
    else void this.forget(jobIdOf(task));
  }

  private forget(jobId: string): Promise<boolean> {
    this.outstanding.delete(jobId);
    const removal = Promise.all([this.queue.remove(jobId), this.store.del(resultKey(jobId))]).then(
      async ([removed]) => removed === 1 || (await this.queue.getJobState(jobId)) === 'unknown',
      () => false,
    );
    this.removals.add(removal);
    void removal.finally(() => this.removals.delete(removal));
    return removal;
  }

  async close(): Promise<void> {
    this.watch.stop();
    if (!this.broken) {
      // A run that ended early (stopped, or a batch that failed) takes its jobs with it.
      // One a worker holds right now cannot be removed yet: it is tried again while the
      // worker finishes it, for a while.
      let left = this.keep ? [] : [...this.outstanding];
      for (let tries = 0; left.length > 0 && tries < 50; tries++) {
        if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 100));
        const removed = await Promise.all(left.map((jobId) => this.forget(jobId)));
        left = left.filter((_, i) => !removed[i]);
      }
      await Promise.all(this.removals);
      await Promise.all([this.events.close(), this.queue.close()]);
      this.store.disconnect();
    } else {
      // Nothing to wait for from a server that is gone: BullMQ's own closing would wait
      // on it for ever.
      this.store.disconnect();
      for (const part of [this.events, this.queue]) part.disconnect().catch(() => undefined);
    }
  }
}
