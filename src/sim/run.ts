// Runs a plan: batches go to worker threads (or stay in this thread for one worker),
// results merge in plan order as they arrive, and memory stays flat for any run length.
import { availableParallelism } from 'node:os';
import { type BatchResult, type BatchTask, runBatch } from './batch.js';
import { Merger, type RunSummary } from './merge.js';
import type { Plan } from './plan.js';
import { createPool } from './pool.js';
import type { Piscina } from 'piscina';

export interface RunOptions {
  /** Worker threads; 1 plays in this thread. Default: the number of cores. */
  readonly workers?: number;
  /** Games per batch; results do not depend on it. */
  readonly batchSize?: number;
  /** Keep every game's record and hand them over in plan order. */
  readonly onRecords?: (lines: readonly string[]) => void;
  readonly onProgress?: (played: number, total: number) => void;
  /** Every batch's per-game rows, in plan order (sweeps pair points game by game). */
  readonly onBatch?: (batch: BatchResult) => void;
  /** A pool to run on (see withPool), kept open for the next run; made anew if absent. */
  readonly pool?: Piscina;
  /** Stops the run after the batches under way; the summary covers what was played. */
  readonly signal?: AbortSignal;
  /** Told when a batch is played again because its worker died. */
  readonly onRetry?: (start: number, error: unknown) => void;
  /** A merger to fold into, made for the whole plan of which this is a later stretch
   * (a tournament table played round by round); made anew if absent. */
  readonly merger?: Merger;
}

export function defaultWorkers(): number {
  return availableParallelism();
}

/** Enough batches to keep every worker busy and the progress bar moving, few enough
 * that the messaging costs nothing next to the games. */
export function defaultBatchSize(games: number, workers: number): number {
  return Math.max(1, Math.min(5000, Math.ceil(games / (workers * 16))));
}

export async function runPlan(plan: Plan, opts: RunOptions = {}): Promise<RunSummary> {
  const workers = Math.max(1, opts.workers ?? defaultWorkers());
  const size = opts.batchSize ?? defaultBatchSize(plan.games, workers);
  const keepRecords = opts.onRecords !== undefined;
  const merger = opts.merger ?? new Merger(plan);
  // Tasks are made as they are needed, so a run of 10^12 games starts at once and memory
  // does not grow with the number of batches.
  const first = plan.first ?? 0;
  const taskCount = Math.ceil(plan.games / size);
  const taskAt = (i: number): BatchTask => {
    const done = i * size;
    return { plan, start: first + done, count: Math.min(size, plan.games - done), keepRecords };
  };
  const before = merger.played;
  const fold = (result: BatchResult) => {
    merger.add(result);
    opts.onBatch?.(result);
    if (result.records) opts.onRecords?.(result.records);
    opts.onProgress?.(merger.played - before, plan.games);
  };

  if (workers === 1) {
    for (let i = 0; i < taskCount; i++) {
      if (opts.signal?.aborted) break;
      fold(runBatch(taskAt(i)));
      // Let signals and timers through between batches.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    return merger.summary();
  }

  const pool = opts.pool ?? createPool(workers);
  try {
    const pending = new Map<number, Promise<BatchResult>>();
    const inFlight = workers * 2; // bounded, so memory does not grow with the run
    let next = 0;
    const launch = () => {
      while (next < taskCount && pending.size < inFlight && !opts.signal?.aborted) {
        const running = runOnPool(pool, taskAt(next), opts.onRetry);
        running.catch(() => undefined); // a failure surfaces when its turn to merge comes
        pending.set(next, running);
        next++;
      }
    };
    launch();
    for (let i = 0; i < taskCount && pending.has(i); i++) {
      const result = await pending.get(i)!;
      pending.delete(i);
      fold(result);
      launch();
    }
    return merger.summary();
  } finally {
    if (!opts.pool) await pool.destroy();
  }
}

/** A batch whose worker thread died (killed, out of memory) is played again on the
 * thread piscina starts in its place. A batch is pure, so the rerun gives the same bytes,
 * and only the result that arrives is merged: nothing is counted twice. A batch that
 * fails every time is a real error and surfaces. */
const ATTEMPTS = 3;

function runOnPool(pool: Piscina, task: BatchTask, onRetry?: (start: number, error: unknown) => void): Promise<BatchResult> {
  const attempt = (left: number): Promise<BatchResult> =>
    (pool.run(task) as Promise<BatchResult>).catch((error: unknown) => {
      if (left <= 1) throw error;
      onRetry?.(task.start, error);
      return attempt(left - 1);
    });
  return attempt(ATTEMPTS);
}

/** Runs `work` with one pool for all its plans, so that many short runs (a sweep's
 * points) do not each pay for starting the workers. With one worker, no pool. */
export async function withPool<T>(workers: number, work: (pool: Piscina | undefined) => Promise<T>): Promise<T> {
  if (workers <= 1) return work(undefined);
  const pool = createPool(workers);
  try {
    return await work(pool);
  } finally {
    await pool.destroy();
  }
}
