// Runs a plan: batches go to worker threads (or stay in this thread for one worker),
// results merge in plan order as they arrive, and memory stays flat for any run length.
import { availableParallelism } from 'node:os';
import { type BatchResult, type BatchTask, runBatch } from './batch.js';
import { Merger, type RunSummary } from './merge.js';
import type { Plan } from './plan.js';
import { createPool } from './pool.js';

export interface RunOptions {
  /** Worker threads; 1 plays in this thread. Default: the number of cores. */
  readonly workers?: number;
  /** Games per batch; results do not depend on it. */
  readonly batchSize?: number;
  /** Keep every game's record and hand them over in plan order. */
  readonly onRecords?: (lines: readonly string[]) => void;
  readonly onProgress?: (played: number, total: number) => void;
  /** Stops the run after the batches under way; the summary covers what was played. */
  readonly signal?: AbortSignal;
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
  const merger = new Merger(plan);
  const tasks: BatchTask[] = [];
  for (let start = 0; start < plan.games; start += size) {
    tasks.push({ plan, start, count: Math.min(size, plan.games - start), keepRecords });
  }
  const fold = (result: BatchResult) => {
    merger.add(result);
    if (result.records) opts.onRecords?.(result.records);
    opts.onProgress?.(merger.played, plan.games);
  };

  if (workers === 1) {
    for (const task of tasks) {
      if (opts.signal?.aborted) break;
      fold(runBatch(task));
      // Let signals and timers through between batches.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    return merger.summary();
  }

  const pool = createPool(workers);
  try {
    const pending = new Map<number, Promise<BatchResult>>();
    const inFlight = workers * 2; // bounded, so memory does not grow with the run
    let next = 0;
    const launch = () => {
      while (next < tasks.length && pending.size < inFlight && !opts.signal?.aborted) {
        const running = pool.run(tasks[next]) as Promise<BatchResult>;
        running.catch(() => undefined); // a failure surfaces when its turn to merge comes
        pending.set(next, running);
        next++;
      }
    };
    launch();
    for (let i = 0; i < tasks.length && pending.has(i); i++) {
      const result = await pending.get(i)!;
      pending.delete(i);
      fold(result);
      launch();
    }
    return merger.summary();
  } finally {
    await pool.destroy();
  }
}
