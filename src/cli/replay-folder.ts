// What `tafel replay` checks the records against when it is given a run's folder (or the
// records file inside one): the runs the folder says it played, so that a record deleted,
// added or given twice is found, not only one that plays differently.
import { existsSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { UsageError } from '../core/errors.js';
import { readRunKey } from '../core/run-key.js';
import { readJsonFile } from '../core/files.js';
import { findGame, resolveOptions } from '../games/registry.js';
import { TOURNAMENT_FILES } from '../report/tournament-folder.js';
import type { Plan } from '../sim/plan.js';
import { FORMAT, type GameRecord } from '../sim/record.js';
import { lines } from '../records/record-source.js';
import { MAX_RECORD_BYTES } from '../records/record-lines.js';
import type { Tournament } from '../tournament/event.js';
import type { SprtRule, SprtSummary } from '../tournament/sprt.js';
import { type PlaySummary, playSummary, playTitle, tableEvent, tableTournament } from '../tournament/table-event.js';
import { versioned } from './schema-id.js';
import { formatMismatch, formatOf } from '../records/record-parse.js';
import type { Expected, ExpectedRun } from '../records/replay-ledger.js';
import type { TournamentSummary } from '../tournament/run.js';
import { resolveTournament } from '../tournament/load.js';

interface ReplayTarget {
  /** The records file to read. */
  readonly file: string;
  /** Undefined for a records file of no folder: its records are checked one by one. */
  readonly expected?: Expected;
  /** A sealed run's secret key, kept in its folder. */
  readonly key?: string;
  /** The folder's summary.json, when it has one, and how it is made again from the
   * records (replay-summary.ts). */
  readonly summary?: WrittenSummary;
}

export interface WrittenSummary {
  readonly kind: 'play' | 'tournament';
  readonly file: string;
  /** summary.json as read. */
  readonly value: unknown;
  /** What the run played, as runTournament plays it: the tournament, or a play's table. */
  readonly tournament: Tournament;
  /** The summary.json the run would have written from that tournament's summary. */
  shape(summary: TournamentSummary): object;
}

// A `tafel play --out` folder's files (see execute.ts and run-folder.ts).
const RUN_RECORDS = 'records.jsonl';
const RUN_SUMMARY = 'summary.json';

/** The records file `path` names, and what its folder says was played. */
export function replayTarget(path: string): ReplayTarget {
  const folder = isFolder(path) ? path : ownFolder(path);
  if (folder === undefined) return { file: path };
  const key = readRunKey(folder);
  const keyed = key === undefined ? {} : { key };
  if (existsSync(join(folder, TOURNAMENT_FILES.resolved))) return { ...tournamentTarget(folder, key), ...keyed };
  if (existsSync(join(folder, RUN_RECORDS))) return { ...runTarget(folder, key), ...keyed };
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
function runTarget(folder: string, key: string | undefined): ReplayTarget {
  const file = join(folder, RUN_RECORDS);
  const summaryFile = join(folder, RUN_SUMMARY);
  // A run stopped before its summary: its records must still be its first games.
  if (!existsSync(summaryFile)) return { file, expected: { runs: [], where: file } };
  const summary = readJsonFile(summaryFile) as PlaySummary;
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
      ...(key !== undefined ? { key } : {}),
      seating: summary.seating,
      ...(summary.iterations !== undefined ? { iterations: summary.iterations } : {}),
      ...(summary.budgetMs !== undefined ? { budgetMs: summary.budgetMs } : {}),
    };
    run = { label: 'the run', plan, games: summary.games };
  } catch (e) {
    const why = e instanceof UsageError ? e.message : 'it is not the summary of a run';
    throw new UsageError(`${summaryFile} cannot be read as the run's summary: ${why}`);
  }
  return { file, expected: { runs: [run], where: summaryFile }, summary: playWritten(summaryFile, summary, run.plan, file) };
}

/** A play's summary as its table's event makes it again: the plan the summary names (as
 * many games as it played, one more when it stopped early, so that the table stays
 * unfinished), with its bots from outside tafel as its first record names them. */
function playWritten(file: string, summary: PlaySummary, played: Plan, records: string): WrittenSummary {
  const games = summary.complete ? summary.games : summary.games + 1;
  const sources = firstRecord(records)?.sources;
  const plan: Plan = { ...played, games, ...(sources?.some((s) => s) ? { guests: { sources } } : {}) };
  const { sprt } = summary as { sprt?: SprtSummary };
  // An sprt run looked every so often; one look at its end gives the same verdict,
  // unless it stopped early, when it looked at no unfinished round.
  const rule: SprtRule | undefined = sprt && {
    rule: 'sprt',
    ...{ elo0: sprt.elo0, elo1: sprt.elo1, alpha: sprt.alpha, beta: sprt.beta },
    every: games,
    maxGames: games,
  };
  const event = tableEvent(plan, playTitle(plan), rule);
  return {
    kind: 'play',
    file,
    value: summary,
    tournament: tableTournament(event, event.title),
    shape: (t) => {
      const [e] = t.events;
      return versioned('play', rule ? { ...e.tables[0], sprt: e.sprt } : playSummary(e));
    },
  };
}

/** The first record of a records file, if it has one that parses. */
function firstRecord(file: string): GameRecord | undefined {
  const line = lines(file, Math.min(statSync(file).size, MAX_RECORD_BYTES))();
  try {
    return line === undefined ? undefined : (JSON.parse(line) as GameRecord);
  } catch {
    return undefined; // replay names what is wrong with it
  }
}

/** `tafel tournament`: every table of every event, as many games each as the summary
 * says it played (a run stopped before its summary: the first games of each, no gap). */
function tournamentTarget(folder: string, key: string | undefined): ReplayTarget {
  const file = join(folder, TOURNAMENT_FILES.records);
  const resolvedFile = join(folder, TOURNAMENT_FILES.resolved);
  const summaryFile = join(folder, TOURNAMENT_FILES.summary);
  const tournament = folderTournament(folder, key);
  const summary = existsSync(summaryFile) ? (readJsonFile(summaryFile) as TournamentSummary) : undefined;
  const runs = tournament.events.flatMap((event, e) =>
    event.tables.map((table, t): ExpectedRun => {
      const label = `event '${event.title}' table ${t + 1}`;
      if (!summary) return { label, plan: table.plan };
      // Events after a stop were not reached: none of their games were played.
      return { label, plan: table.plan, games: summary.events?.[e]?.tables?.[t]?.games ?? 0 };
    }),
  );
  const written: WrittenSummary | undefined = summary && {
    kind: 'tournament',
    file: summaryFile,
    value: summary,
    tournament,
    shape: (t) => versioned('tournament', t),
  };
  return { file, expected: { runs, where: summary ? summaryFile : resolvedFile }, ...(written ? { summary: written } : {}) };
}

/** The tournament a run folder played, from its tournament.json and, when it was sealed,
 * its key (`key`, read from the folder when not given). */
export function folderTournament(folder: string, key = readRunKey(folder)): Tournament {
  const resolvedFile = join(folder, TOURNAMENT_FILES.resolved);
  const resolved = resolveTournament(readJsonFile(resolvedFile), resolvedFile);
  // A sealed run's key is kept beside its file, never in it: every table was dealt from it.
  return key === undefined ? resolved : withKey(resolved, key);
}

/** The tournament with every table's plan keyed, as the sealed run played it. */
function withKey(t: Tournament, key: string): Tournament {
  const events = t.events.map((e) => ({ ...e, tables: e.tables.map((table) => ({ ...table, plan: { ...table.plan, key } })) }));
  return { ...t, events };
}
