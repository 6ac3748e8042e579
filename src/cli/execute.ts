// Plays one plan the way a person at a terminal wants it: a progress bar, Ctrl-C or
// SIGTERM (see stop.ts) stop cleanly after the batches under way, records stream to a
// folder when asked.
import { openRunFolder } from '../report/run-folder.js';
import type { RunSummary } from '../sim/merge.js';
import type { Plan } from '../sim/plan.js';
import { progressBar } from '../sim/progress.js';
import { queueOpener } from '../queue/open.js';
import { runPlan, withRunner } from '../sim/run.js';
import type { BatchRunner } from '../sim/runner.js';
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

/** Where and how a terminal run is played. */
interface ExecuteOptions {
  readonly workers: number;
  readonly batchSize?: number;
  readonly queue?: string;
  readonly keepQueue?: boolean;
  readonly stop: Stop;
  readonly say: (message: string) => void;
}

/** What the games are played with: runPlan's and runTournament's options alike. */
interface Playing {
  readonly workers: number;
  readonly batchSize?: number;
  readonly runner?: BatchRunner;
  readonly onRecords?: (lines: readonly string[]) => void;
  readonly onProgress: (played: number, total: number) => void;
  readonly signal: AbortSignal;
}

export function execute(
  plan: Plan,
  opts: ExecuteOptions,
  /** A folder already checked with prepareOut. */
  out?: string,
): Promise<Execution> {
  return executeWith(
    opts,
    out,
    (playing) => runPlan(plan, playing),
    (summary) => summary,
  );
}

/** Plays what `play` plays as a terminal run (execute's, or a one-table tournament's for
 * --sprt): on threads or the queue, under a progress bar, records streamed to `out`, and
 * at the end the summary `summaryOf` makes of the result written there. */
export async function executeWith<T>(
  opts: ExecuteOptions,
  out: string | undefined,
  play: (playing: Playing) => Promise<T>,
  summaryOf: (result: T) => RunSummary,
): Promise<Execution & { readonly result: T }> {
  const folder = out ? openRunFolder(out) : undefined;
  const bar = progressBar();
  const started = performance.now();
  let result: T;
  let queueLost: Error | undefined;
  try {
    result = await withRunner({ workers: opts.workers, open: queueOpener({ ...opts, onQueue: opts.say }) }, async (runner) => {
      const played = await play({
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
  const summary = summaryOf(result);
  folder?.writeSummary(summary);
  const elapsedMs = performance.now() - started;
  return {
    result,
    summary,
    elapsedMs,
    ...(folder ? { folder: folder.path } : {}),
    ...(folder?.failure ? { writeFailure: folder.failure } : {}),
    ...(queueLost ? { queueLost } : {}),
  };
}
