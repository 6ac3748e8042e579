// Where batches are played: worker threads of this process (a piscina pool), or worker
// processes on other machines behind a queue (src/queue). runPlan hands either the same
// batch tasks and merges what comes back in plan order, so the results are the same.
import type { Piscina } from 'piscina';
import type { BatchResult, BatchTask } from './batch.js';
import { createPool } from './pool.js';

export interface BatchRunner {
  /** Plays a batch somewhere; the same task gives the same bytes wherever it runs. */
  run(task: BatchTask): Promise<BatchResult>;
  /** The task's result is merged and its records written: a queue may forget it. */
  merged?(task: BatchTask): void;
  /** How many batches it plays at once: the default batch size keeps them busy. */
  readonly slots: number;
  /** How many batches runPlan keeps under way (bounded, so memory stays flat). */
  readonly window: number;
  /** Set once the runner can play no more (its queue was lost): the run then stops as
   * if stopped by the user, with what it merged so far, and the caller says why. */
  readonly broken?: Error;
  close(): Promise<void>;
}

/** A batch whose worker thread died (killed, out of memory) is played again on the
 * thread piscina starts in its place. A batch is pure, so the rerun gives the same bytes,
 * and only the result that arrives is merged: nothing is counted twice. A batch that
 * fails every time is a real error and surfaces. */
const ATTEMPTS = 3;

/** Runs batches on `pool` (made for `workers` threads when a number is given). */
export function poolRunner(
  pool: Piscina | number,
  onRetry?: (start: number, error: unknown) => void,
): BatchRunner & { readonly pool: Piscina } {
  const own = typeof pool === 'number';
  const piscina = own ? createPool(pool) : pool;
  const slots = piscina.options.maxThreads;
  const run = (task: BatchTask, left = ATTEMPTS): Promise<BatchResult> =>
    (piscina.run(task) as Promise<BatchResult>).catch((error: unknown) => {
      if (left <= 1) throw error;
      onRetry?.(task.start, error);
      return run(task, left - 1);
    });
  return {
    pool: piscina,
    run: (task) => run(task),
    slots,
    window: slots * 2,
    close: async () => {
      if (own) await piscina.destroy();
    },
  };
}
