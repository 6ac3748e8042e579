// What `tafel replay` checks the records against when it is given a run's folder (or the
// records file inside one): the runs the folder says it played, so that a record deleted,
// added or given twice is found, not only one that plays differently.
import { existsSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { UsageError } from '../core/errors.js';
import { readJsonFile } from '../core/files.js';
import { findGame, resolveOptions } from '../games/registry.js';
import { TOURNAMENT_FILES } from '../report/tournament-folder.js';
import type { RunSummary } from '../sim/merge.js';
import { FORMAT } from '../sim/record.js';
import { formatMismatch, formatOf } from '../records/record-parse.js';
import type { Expected, ExpectedRun } from '../records/replay-ledger.js';
import type { TournamentSummary } from '../tournament/run.js';
import { resolveTournament } from '../tournament/load.js';

interface ReplayTarget {
  /** The records file to read. */
  readonly file: string;
  /** Undefined for a records file of no folder: its records are checked one by one. */
  readonly expected?: Expected;
}

// A `tafel play --out` folder's files (see execute.ts and run-folder.ts).
const RUN_RECORDS = 'records.jsonl';
const RUN_SUMMARY = 'summary.json';

/** The records file `path` names, and what its folder says was played. */
export function replayTarget(path: string): ReplayTarget {
  const folder = isFolder(path) ? path : ownFolder(path);
  if (folder === undefined) return { file: path };
  if (existsSync(join(folder, TOURNAMENT_FILES.resolved))) return tournamentTarget(folder);
  if (existsSync(join(folder, RUN_RECORDS))) return runTarget(folder);
  throw new UsageError(
    `${path} holds neither ${RUN_RECORDS} (tafel play --out) nor ${TOURNAMENT_FILES.resolved} (tafel tournament): name a run's folder or a records file`,
  );
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false; // told when the file is read
  }
}

/** The folder of a run whose records file `path` is, if it is one. */
function ownFolder(path: string): string | undefined {
  const folder = dirname(path);
  const name = basename(path);
  if (name === RUN_RECORDS && existsSync(join(folder, RUN_SUMMARY))) return folder;
  if (name === TOURNAMENT_FILES.records && existsSync(join(folder, TOURNAMENT_FILES.resolved))) return folder;
  return undefined;
}

/** `tafel play --out`: one run, which its summary describes once the run has ended. */
function runTarget(folder: string): ReplayTarget {
  const file = join(folder, RUN_RECORDS);
  const summaryFile = join(folder, RUN_SUMMARY);
  // A run stopped before its summary: its records must still be its first games.
  if (!existsSync(summaryFile)) return { file, expected: { runs: [], where: file } };
  const summary = readJsonFile(summaryFile) as RunSummary;
  const version = formatOf(summary);
  if (version !== FORMAT) throw new UsageError(`${summaryFile} ${formatMismatch(version)}`);
  let run: ExpectedRun;
  try {
    const entrants = summary.entrants.map((e) => e.bot);
    const plan = {
      game: summary.game,
      options: resolveOptions(findGame(summary.game), { ...summary.options }),
      entrants,
      games: summary.games,
      seed: summary.seed,
      deals: summary.deals,
      seating: summary.seating,
      ...(summary.iterations !== undefined ? { iterations: summary.iterations } : {}),
      ...(summary.budgetMs !== undefined ? { budgetMs: summary.budgetMs } : {}),
    };
    run = { label: 'the run', plan, games: summary.games };
  } catch (e) {
    const why = e instanceof UsageError ? e.message : 'it is not the summary of a run';
    throw new UsageError(`${summaryFile} cannot be read as the run's summary: ${why}`);
  }
  return { file, expected: { runs: [run], where: summaryFile } };
}

/** `tafel tournament`: every table of every event, as many games each as the summary
 * says it played (a run stopped before its summary: the first games of each, no gap). */
function tournamentTarget(folder: string): ReplayTarget {
  const file = join(folder, TOURNAMENT_FILES.records);
  const resolvedFile = join(folder, TOURNAMENT_FILES.resolved);
  const summaryFile = join(folder, TOURNAMENT_FILES.summary);
  const tournament = resolveTournament(readJsonFile(resolvedFile), resolvedFile);
  const summary = existsSync(summaryFile) ? (readJsonFile(summaryFile) as TournamentSummary) : undefined;
  const runs = tournament.events.flatMap((event, e) =>
    event.tables.map((table, t): ExpectedRun => {
      const label = `event '${event.title}' table ${t + 1}`;
      if (!summary) return { label, plan: table.plan };
      // Events after a stop were not reached: none of their games were played.
      return { label, plan: table.plan, games: summary.events?.[e]?.tables?.[t]?.games ?? 0 };
    }),
  );
  return { file, expected: { runs, where: summary ? summaryFile : resolvedFile } };
}
