// Plays one plan the way a person at a terminal wants it: a progress bar, Ctrl-C or
// SIGTERM (see stop.ts) stop cleanly after the batches under way, records stream to a
// folder when asked.
import { openRunFolder } from '../report/run-folder.js';
import type { RunSummary } from '../sim/merge.js';
import type { Plan } from '../sim/plan.js';
import { progressBar } from '../sim/progress.js';
import { queueOpener } from '../queue/open.js';
import { runPlan, withRunner } from '../sim/run.js';
import type { Stop } from './stop.js';

/** The files a run writes in its `--out` folder. */
export const RUN_FILES = ['records.jsonl', 'summary.json'];

interface Execution {
  readonly summary: RunSummary;
  readonly elapsedMs: number;
  /** The folder the records and summary went to, if any. */
  readonly folder?: string;
  /** What could not be written, in one line; the figures are whole regardless. */
  readonly writeFailure?: string;
  /** Why the run stopped before its end when its queue was lost. */
  readonly queueLost?: Error;
}

export async function execute(
  plan: Plan,
  opts: {
    workers: number;
    batchSize?: number;
    queue?: string;
    keepQueue?: boolean;
    stop: Stop;
    say: (message: string) => void;
  },
  /** A folder already checked with prepareOut. */
  out?: string,
): Promise<Execution> {
  const folder = out ? openRunFolder(out) : undefined;
  const bar = progressBar();
  const started = performance.now();
  let summary: RunSummary;
  let queueLost: Error | undefined;
  try {
    summary = await withRunner({ workers: opts.workers, open: queueOpener({ ...opts, onQueue: opts.say }) }, async (runner) => {
      const played = await runPlan(plan, {
        workers: opts.workers,
        batchSize: opts.batchSize,
        runner,
        onRecords: folder?.writeRecords,
        onProgress: bar.update,
        signal: opts.stop.signal,
      });
      queueLost = runner?.broken;
      return played;
    });
  } finally {
    bar.finish();
  }
  folder?.writeSummary(summary);
  const elapsedMs = performance.now() - started;
  return {
    summary,
    elapsedMs,
    ...(folder ? { folder: folder.path } : {}),
    ...(folder?.failure ? { writeFailure: folder.failure } : {}),
    ...(queueLost ? { queueLost } : {}),
  };
}
