// One side of a comparison: a `tafel play --out` folder, or one table of a tournament's
// folder written `DIR#3` (the third table, counted over every event in order: in a file
// of matches, match 3). What it gives is the table's summary and where its records are.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError } from '../core/errors.js';
import { readJsonFile } from '../core/files.js';
import { plural } from '../core/words.js';
import { formatMismatch, formatOf } from '../records/record-parse.js';
import { TOURNAMENT_FILES } from '../report/tournament-folder.js';
import type { RunSummary } from '../sim/merge.js';
import { FORMAT } from '../sim/record.js';
import type { TournamentSummary } from '../tournament/run.js';

// A `tafel play --out` folder's files (see cli/execute.ts).
const RUN_RECORDS = 'records.jsonl';
const RUN_SUMMARY = 'summary.json';

export interface RunSide {
  /** The run as the user named it (`results/v1`, `results/t#2`). */
  readonly name: string;
  readonly summary: RunSummary;
  /** The records file that holds its games. */
  readonly records: string;
  /** A tournament's table: its records share the file with other tables'. */
  readonly table?: { readonly number: number; readonly title: string };
}

/** The run `operand` names, read and checked; a usage error of one line if it is none. */
export function openRun(operand: string): RunSide {
  const { path, table } = splitOperand(operand);
  if (!existsSync(path)) throw new UsageError(`${operand}: no such folder`);
  if (!statSync(path).isDirectory()) throw new UsageError(`${operand} is a file: name a run's folder (tafel play --out DIR)`);
  if (existsSync(join(path, TOURNAMENT_FILES.resolved))) return tournamentTable(operand, path, table);
  if (table !== undefined) throw new UsageError(`${operand}: ${path} is not a tournament's folder, so it has no table ${table}`);
  if (!existsSync(join(path, RUN_RECORDS))) {
    throw new UsageError(
      `${operand} holds neither ${RUN_RECORDS} (tafel play --out) nor ${TOURNAMENT_FILES.resolved} (tafel tournament): name a run's folder`,
    );
  }
  const summary = readSummary(join(path, RUN_SUMMARY), operand) as RunSummary;
  checkRunSummary(summary, join(path, RUN_SUMMARY));
  return { name: operand, summary, records: join(path, RUN_RECORDS) };
}

/** `DIR#N`: the folder and the table's number; a path that exists as written is a path. */
function splitOperand(operand: string): { path: string; table?: number } {
  const hash = operand.lastIndexOf('#');
  if (hash < 0 || existsSync(operand)) return { path: operand };
  const number = operand.slice(hash + 1);
  if (!/^\d+$/.test(number) || Number(number) < 1) {
    throw new UsageError(`${operand}: a tournament's table is named by its number from 1, e.g. ${operand.slice(0, hash)}#1`);
  }
  return { path: operand.slice(0, hash), table: Number(number) };
}

function readSummary(file: string, operand: string): unknown {
  if (!existsSync(file)) {
    throw new UsageError(
      `${operand} has no ${RUN_SUMMARY}: the run was stopped before its end; finish it (--resume) and compare then`,
    );
  }
  const summary = readJsonFile(file);
  const version = formatOf(summary);
  if (version !== FORMAT) throw new UsageError(`${file} ${formatMismatch(version)}`);
  return summary;
}

/** Enough of a summary's shape to read it by: a folder holding something else is refused. */
function checkRunSummary(summary: RunSummary, file: string): void {
  const fine =
    typeof summary.game === 'string' &&
    typeof summary.seed === 'number' &&
    typeof summary.deals === 'string' &&
    typeof summary.games === 'number' &&
    Array.isArray(summary.entrants) &&
    summary.entrants.every((e) => typeof e?.bot === 'string');
  if (!fine) throw new UsageError(`${file} is not the summary of a run (tafel play --out writes one)`);
}

/** Table `table` of a tournament's folder; without one, what to write instead. */
function tournamentTable(operand: string, path: string, table: number | undefined): RunSide {
  const summaryFile = join(path, TOURNAMENT_FILES.summary);
  const summary = readSummary(summaryFile, operand) as TournamentSummary;
  const tables = (summary.events ?? []).flatMap((e) =>
    (e.tables ?? []).map((t, i) => ({ summary: t, title: `${e.title}, table ${i + 1}` })),
  );
  if (tables.length === 0) throw new UsageError(`${summaryFile} lists no table of a tournament`);
  const listed = tables.length === 1 ? `${path}#1` : `${path}#1 to ${path}#${tables.length}`;
  if (table === undefined) {
    throw new UsageError(`${operand} is a tournament's folder of ${plural(tables.length, 'table')}: name one, ${listed}`);
  }
  if (table > tables.length)
    throw new UsageError(`${operand}: the tournament has ${plural(tables.length, 'table')}: name one of ${listed}`);
  const chosen = tables[table - 1];
  checkRunSummary(chosen.summary, summaryFile);
  return {
    name: operand,
    summary: chosen.summary,
    records: join(path, TOURNAMENT_FILES.records),
    table: { number: table, title: chosen.title },
  };
}
