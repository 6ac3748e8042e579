// A run's games as the viewer lists them, read from its folder: a `tafel play --out` folder
// (records.jsonl) or a tournament's (games.jsonl, every match's games in one file). In a
// tournament a game belongs to match M (its tables counted over every event in order, as
// `tafel compare DIR#M` counts them) when it is of that table's game, seed, deal set,
// seating and options and seats its lineup as the table seats it at that index. A
// `tafel serve` session's folder has no summary: each of its games is game 0 of a run of
// its own (seed, seed + 1, …), listed in the order played.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError } from '../core/errors.js';
import { readJsonFile } from '../core/files.js';
import { parseJsonText } from '../core/json-text.js';
import { MAIN_DEALS } from '../core/seeds.js';
import { findGame } from '../games/registry.js';
import { lines } from '../records/record-source.js';
import { parseRecord } from '../records/record-parse.js';
import { PERSON } from '../../bots/person.js';
import { TOURNAMENT_FILES } from '../report/tournament-folder.js';
import type { RunSummary } from '../sim/merge.js';
import { seatingOf } from '../sim/plan.js';
import type { GameRecord } from '../sim/record.js';
import type { TournamentSummary } from '../tournament/run.js';

/** One game of the run, as its index row needs it. Its record is kept without its
 * decisions (a run of 70,000 games would not fit otherwise): `withDecisions` reads them
 * again, for the games whose pages are written. */
export interface ListedGame {
  /** The match (table) from 1 in a tournament; 0 in a play run. */
  readonly match: number;
  /** The game's index in its run or match. */
  readonly index: number;
  /** Its line in the records file, from 1. */
  readonly line: number;
  /** The number of its decisions. */
  readonly decisions: number;
  /** The record, its `actions` left empty. */
  readonly record: GameRecord;
}

/** A match (a play run's one, a tournament's table) as the index heads it. */
interface ViewedMatch {
  readonly title: string;
  /** Its entrants' labels, in entrant order. */
  readonly labels: readonly string[];
  /** Whether lower scores are the better (Gesjaakt, Fatima). */
  readonly lower: boolean;
  /** What its games are matched against; none for a session of tafel serve. */
  readonly summary?: RunSummary;
}

export interface RunGames {
  readonly folder: string;
  readonly kind: 'play' | 'tournament' | 'session';
  /** By match from 1 (a play run: one, named by its lineup). */
  readonly matches: readonly ViewedMatch[];
  readonly games: readonly ListedGame[];
  /** The records file. */
  readonly file: string;
}

/** Every game of the folder's run, in file order; `match` keeps only that match's.
 * `summary`: the run's summary when summary.json is not written yet (a report's links). */
export function readRunGames(folder: string, match?: number, summary?: unknown): RunGames {
  if (!existsSync(folder) || !statSync(folder).isDirectory()) throw new UsageError(`${folder}: no such folder`);
  const tournament = existsSync(join(folder, TOURNAMENT_FILES.resolved));
  const recordsFile = join(folder, tournament ? TOURNAMENT_FILES.records : 'records.jsonl');
  const summaryFile = join(folder, 'summary.json');
  if (!existsSync(recordsFile)) {
    throw new UsageError(
      `${folder} holds neither records.jsonl (tafel play --out) nor ${TOURNAMENT_FILES.resolved} (tafel tournament): name a run's folder`,
    );
  }
  if (summary === undefined && !existsSync(summaryFile)) {
    const session = !tournament && sessionGames(folder, recordsFile, match);
    if (session) return session;
    throw new UsageError(`${folder} has no summary.json: finish the run (--resume) and view it then`);
  }
  const matches = tournament
    ? tablesOf((summary ?? readJsonFile(summaryFile)) as TournamentSummary)
    : [playMatch((summary ?? readJsonFile(summaryFile)) as RunSummary)];
  if (match !== undefined && (match < 1 || match > matches.length)) {
    const which = matches.length === 1 ? 'its only match is 1' : `name one of 1 to ${matches.length}`;
    throw new UsageError(`--match ${match}: ${folder} has ${matches.length} match${matches.length === 1 ? '' : 'es'}: ${which}`);
  }
  const games: ListedGame[] = [];
  const taken = matches.map(() => new Set<number>());
  const next = lines(recordsFile, statSync(recordsFile).size);
  for (let line = next(), at = 1; line !== undefined; line = next(), at++) {
    if (line.trim() === '') continue;
    const record = parseRecord(parseJsonText(line, `${recordsFile} line ${at}`), `${recordsFile} line ${at}`);
    const m = matches.findIndex((t, i) => belongs(record, t.summary!) && !taken[i].has(record.run!.index));
    if (m < 0) continue; // a game of no table the summary lists (a stopped run's last batch)
    taken[m].add(record.run!.index);
    if (match === undefined || match === m + 1) {
      const listed = { match: tournament ? m + 1 : 0, index: record.run!.index, line: at, decisions: record.actions.length };
      games.push({ ...listed, record: { ...record, actions: [] } });
    }
  }
  return { folder, kind: tournament ? 'tournament' : 'play', matches, games, file: recordsFile };
}

/** The games `wanted` picks, in file order, each with its decisions read again and handed
 * to `visit`, until it returns false. */
export function eachWithDecisions(run: RunGames, wanted: (g: ListedGame) => boolean, visit: (g: ListedGame) => boolean): void {
  const byLine = new Map(run.games.filter(wanted).map((g) => [g.line, g]));
  let left = byLine.size;
  const next = lines(run.file, statSync(run.file).size);
  for (let line = next(), at = 1; line !== undefined && left > 0; line = next(), at++) {
    const g = byLine.get(at);
    if (!g) continue;
    left--;
    const record = parseRecord(parseJsonText(line, `${run.file} line ${at}`), `${run.file} line ${at}`);
    if (!visit({ ...g, record })) return;
  }
}
/** A folder of tafel serve: its records, each the game of a run of its own, with a
 * person's seat; undefined when the records are not such a session's. */
function sessionGames(folder: string, file: string, match: number | undefined): RunGames | undefined {
  const games: ListedGame[] = [];
  const next = lines(file, statSync(file).size);
  for (let line = next(), at = 1; line !== undefined; line = next(), at++) {
    if (line.trim() === '') continue;
    const record = parseRecord(parseJsonText(line, `${file} line ${at}`), `${file} line ${at}`);
    if (!record.lineup.includes(PERSON)) return undefined;
    games.push({ match: 0, index: games.length, line: at, decisions: record.actions.length, record: { ...record, actions: [] } });
  }
  if (games.length === 0) return undefined;
  if (match !== undefined && match !== 1)
    throw new UsageError(`--match ${match}: ${folder} is one session of tafel serve: its only match is 1`);
  const first = games[0].record;
  const lower = findGame(first.game).betterScore === 'lower';
  const labels = [...new Set(games.flatMap((g) => g.record.lineup))];
  return {
    folder,
    kind: 'session',
    matches: [{ title: `a session of tafel serve: ${first.lineup.join(' · ')}`, labels, lower }],
    games,
    file,
  };
}

function viewed(title: string, summary: RunSummary): ViewedMatch {
  return { title, labels: summary.entrants.map((e) => e.bot), lower: summary.betterScore === 'lower', summary };
}

function playMatch(summary: RunSummary): ViewedMatch {
  return viewed(summary.entrants.map((e) => e.bot).join(' · '), summary);
}

function tablesOf(summary: TournamentSummary): ViewedMatch[] {
  return (summary.events ?? []).flatMap((e) =>
    (e.tables ?? []).map((t, i) => viewed(`${e.title}, table ${i + 1}`, t as RunSummary)),
  );
}

/** Whether `record` is a game of the run `s` summarises, seated as it seats that index. */
function belongs(record: GameRecord, s: RunSummary): boolean {
  const run = record.run;
  const n = s.entrants.length;
  if (!run || record.game !== s.game || run.index >= s.games || run.seed !== s.seed || record.lineup.length !== n) return false;
  if ((run.deals ?? MAIN_DEALS) !== s.deals || (run.seating ?? 'rotate') !== s.seating) return false;
  if (JSON.stringify(record.options) !== JSON.stringify(s.options)) return false;
  const teams = findGame(s.game).teams ?? 0;
  const seats = seatingOf(n, run.index, s.seating, teams, s.seating === 'duplicate' ? (s.gamesPerDeal ?? n) : n);
  return seats.every((e, seat) => record.lineup[seat] === s.entrants[e].bot);
}
