// Runs a plan: batches go to a runner (worker threads, or a queue of worker processes)
// or stay in this thread for one worker; results merge in plan order as they arrive, and
// memory stays flat for any run length.
import { availableParallelism } from 'node:os';
import { modulesOf } from '../games/play-registry.js';
import type { BatchResult, BatchTask } from './batch.js';
import { inThreadPlayer } from './in-thread.js';
import { Merger, type RunSummary } from './merge.js';
import type { Plan } from './plan.js';
import { type LazyStart, lazyPoolRunner } from './lazy-pool.js';
import { type BatchRunner, poolRunner } from './runner.js';
import { isStopped, stopFlagOf } from './stop-flag.js';

interface RunOptions {
  /** Worker threads, started at once; 1 plays in this thread. Default: the number of
   * cores. Ignored when a runner is given (withRunner's threads start only when the play
   * repays them: the CLI's way). */
  readonly workers?: number;
  /** Games per batch; results do not depend on it. */
  readonly batchSize?: number;
  /** Keep every game's record and hand them over in plan order. */
  readonly onRecords?: (lines: readonly string[]) => void;
  readonly onProgress?: (played: number, total: number) => void;
  /** Every batch's per-game rows, in plan order (sweeps pair points game by game). */
  readonly onBatch?: (batch: BatchResult) => void;
  /** Where batches are played (see withRunner), kept open for the next run; a pool of
   * `workers` threads is made anew if absent. */
  readonly runner?: BatchRunner;
  /** Stops the run after the games under way (see stop-flag.ts); the summary covers
   * what was played. */
  readonly signal?: AbortSignal;
  /** A merger to fold into, made for the whole plan of which this is a later stretch
   * (a tournament table played round by round); made anew if absent. */
  readonly merger?: Merger;
}

export function defaultWorkers(): number {
  return availableParallelism();
}

/** The most games a batch may hold. A batch is held whole until it is merged, in arrays
 * made for all its games up front (56 to 296 bytes a game, measured) and with --out their
 * records (0.6 to 3.6 KB a game), and a run keeps 2 batches per thread under way: at this
 * cap a Klaverjassen batch with records is some 0.4 GB. 20 times the largest default batch
 * (5,000), where the messaging already costs nothing next to the games. */
export const MAX_BATCH_SIZE = 100_000;

/** Enough batches to keep every worker busy and the progress bar moving, few enough
 * that the messaging costs nothing next to the games. */
export function defaultBatchSize(games: number, workers: number): number {
  return Math.max(1, Math.min(5000, Math.ceil(games / (workers * 16))));
}

/** Batch k covers games [k·size, (k+1)·size) of the plan's seeded games, cut to the
 * stretch asked for: a later stretch of the same plan (a tournament's next round, a
 * resumed run) cuts its batches where the whole run would, so a queue finds the very
 * batches it played before. */
export function batchTasks(plan: Plan, size: number, keepRecords: boolean): { count: number; at(i: number): BatchTask } {
  const first = plan.first ?? 0;
  const end = first + plan.games;
  const cell = Math.floor(first / size);
  // A registered game's module goes with every task, for the threads that import it.
  const modules = modulesOf(plan.game);
  return {
    count: plan.games === 0 ? 0 : Math.ceil(end / size) - cell,
    at(i) {
      const start = Math.max(first, (cell + i) * size);
      const count = Math.min(end, (cell + i + 1) * size) - start;
      return modules.length ? { plan, start, count, keepRecords, modules } : { plan, start, count, keepRecords };
    },
  };
}

export async function runPlan(plan: Plan, opts: RunOptions = {}): Promise<RunSummary> {
  const workers = Math.max(1, opts.workers ?? defaultWorkers());
  const runner = opts.runner ?? (workers > 1 ? poolRunner(workers) : undefined);
  const size = opts.batchSize ?? defaultBatchSize(plan.games, runner?.slots ?? 1);
  const keepRecords = opts.onRecords !== undefined;
  const merger = opts.merger ?? new Merger(plan);
  // Tasks are made as they are needed, so a run of 10^12 games starts at once and memory
  // does not grow with the number of batches.
  const tasks = batchTasks(plan, size, keepRecords);
  // Every batch carries the flag: a stopped one returns the games it finished, and the
  // run ends with it, so what is merged is always a prefix of the whole run's games.
  const stop = stopFlagOf(opts.signal);
  const task = (i: number): BatchTask => ({ ...tasks.at(i), stop: stop.flag });
  const before = merger.played;
  const fold = (result: BatchResult) => {
    merger.add(result);
    opts.onBatch?.(result);
    if (result.records) opts.onRecords?.(result.records);
    opts.onProgress?.(merger.played - before, plan.games);
  };

  const pending = new Map<number, Promise<BatchResult>>();
  try {
    if (!runner) {
      const here = inThreadPlayer();
      for (let i = 0; i < tasks.count && !isStopped(stop.flag); i++) {
        const result = await here.play(task(i));
        fold(result);
        if (result.count < tasks.at(i).count) break;
      }
      return merger.summary();
    }
    let next = 0;
    const launch = () => {
      while (next < tasks.count && pending.size < runner.window && !isStopped(stop.flag) && !runner.broken) {
        const running = runner.run(task(next));
        running.catch(() => undefined); // a failure surfaces when its turn to merge comes
        pending.set(next, running);
        next++;
      }
    };
    launch();
    for (let i = 0; i < tasks.count && pending.has(i); i++) {
      let result: BatchResult;
      try {
        result = await pending.get(i)!;
      } catch (error) {
        if (runner.broken) break; // the caller reports it; what was merged stands
        throw error;
      }
      pending.delete(i);
      fold(result);
      // Stopped midway: the batches after it stopped too, and would leave a gap.
      if (result.count < tasks.at(i).count) break;
      runner.merged?.(tasks.at(i));
      launch();
    }
    return merger.summary();
  } finally {
    // Batches still under way (the run stopped, or failed) are stopped and awaited: a
    // pool closed under them would get answers it no longer expects, and throw.
    stop.raise();
    if (!runner?.broken) await Promise.allSettled(pending.values());
    stop.release();
    if (runner && !opts.runner) await runner.close();
  }
}

/** Runs `work` with one runner for all its plans, so that many short runs (a sweep's
 * points) do not each pay for starting the workers: the one `open` gives when it is set
 * (a queue of worker processes: the caller knows its transport, see src/queue/open.ts),
 * else `workers` threads, started when the play is long enough to repay them (see
 * lazy-pool.ts), or with one worker, only for plans whose decisions may take seconds. */
export async function withRunner<T>(
  where: { workers: number; open?: () => Promise<BatchRunner>; lazyStart?: LazyStart },
  work: (runner: BatchRunner | undefined) => Promise<T>,
): Promise<T> {
  let runner: BatchRunner | undefined;
  if (where.open) runner = await where.open();
  // One worker too: a plan whose decisions may take seconds plays on a thread of its own.
  else if (where.workers >= 1) runner = lazyPoolRunner(where.workers, where.lazyStart);
  try {
    return await work(runner);
  } finally {
    await runner?.close();
  }
}
