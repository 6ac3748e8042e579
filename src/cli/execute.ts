// Plays one plan the way a person at a terminal wants it: a progress bar, Ctrl-C or
// SIGTERM (see stop.ts) stop cleanly after the batches under way, records stream to a
// folder when asked.
import { openRunFolder } from '../report/run-folder.js';
import type { RunSummary } from '../sim/merge.js';
import type { Plan } from '../sim/plan.js';
import { progressBar } from '../sim/progress.js';
import { queueOpener } from '../queue/open.js';
import { withRunner } from '../sim/run.js';
import { type EventSummary, runTournament } from '../tournament/run.js';
import { type PlaySummary, playSummary, playTitle, tableEvent, tableTournament } from '../tournament/table-event.js';
import type { BatchRunner } from '../sim/runner.js';
import type { Stop } from './stop.js';
import { versioned } from './schema-id.js';

/** A play's page, written in its `--out` folder once the figures are whole. */
export const PLAY_REPORT = 'report.html';

/** The files a run writes in its `--out` folder. */
export const RUN_FILES = ['records.jsonl', 'summary.json', PLAY_REPORT];

interface Execution<S extends RunSummary = RunSummary> {
  readonly summary: S;
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

/** Plays a plan as `play` does: its table as a one-table tournament event (see
 * table-event.ts), so the run is folded, rated and judged as a tournament's match is.
 * The summary is the table's, with the event's verdicts. */
export async function execute(
  plan: Plan,
  opts: ExecuteOptions,
  /** A folder already checked with prepareOut. */
  out?: string,
): Promise<Execution<PlaySummary> & { readonly event: EventSummary }> {
  const event = tableEvent(plan, playTitle(plan));
  const { result, ...run } = await executeWith(
    opts,
    out,
    async (playing) => (await runTournament(tableTournament(event, event.title), playing)).events[0],
    (e) => versioned('play', playSummary(e)),
  );
  return { ...run, event: result };
}

/** Plays what `play` plays as a terminal run (execute's, or a one-table tournament's for
 * --sprt): on threads or the queue, under a progress bar, records streamed to `out`, and
 * at the end the summary `summaryOf` makes of the result written there. */
export async function executeWith<T, S extends RunSummary>(
  opts: ExecuteOptions,
  out: string | undefined,
  play: (playing: Playing) => Promise<T>,
  summaryOf: (result: T) => S,
): Promise<Execution<S> & { readonly result: T }> {
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
