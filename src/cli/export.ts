// `tafel export <run> --csv <dir>`: a play --out or tournament folder as two CSV files,
// standings.csv (summary.json's standings) and games.csv (every game's result by seat,
// from the records, read as a stream so a run of any size exports in flat memory).
import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { UsageError } from '../core/errors.js';
import { checkInputFile } from '../core/files.js';
import { openRecordFile } from '../core/disk.js';
import { parseJsonText } from '../core/json-text.js';
import { findGame } from '../games/registry.js';
import { planOf } from '../records/record-plan.js';
import { MAX_RECORD_BYTES, eachLine } from '../records/record-lines.js';
import { runKey } from '../records/replay-ledger.js';
import {
  GAMES_HEAD,
  type GamePlace,
  STANDINGS_HEAD,
  csvLine,
  gameRows,
  playStandings,
  tournamentStandings,
} from '../report/csv.js';
import { dealSize, seatingOf } from '../sim/plan.js';
import type { GameRecord } from '../sim/record.js';
import type { TournamentSummary } from '../tournament/run.js';
import type { PlaySummary } from '../tournament/table-event.js';
import { folder } from './args.js';
import type { Io } from './io.js';
import { prepareOut } from './out.js';
import { type WrittenSummary, replayTarget } from './replay-folder.js';

const FILES = { standings: 'standings.csv', games: 'games.csv' };

export function registerExport(program: Command, io: Io): void {
  program
    .command('export')
    .description("write a run's standings and every game's result as CSV")
    .argument('<run>', 'a run folder: tafel play --out, or tafel tournament')
    .requiredOption('--csv <dir>', `the folder to write ${FILES.standings} and ${FILES.games} to`, folder('--csv'))
    .action(async (run: string, flags: { csv: string }) => {
      if (!existsSync(run))
        throw new UsageError(`${run}: no such folder: name a run folder (tafel play --out, or tafel tournament)`);
      const { file, summary } = replayTarget(run);
      if (!summary) {
        throw new UsageError(
          `${run} has no summary.json: name the folder of a run that ended (tafel play --out, or tafel tournament)`,
        );
      }
      checkInputFile(file);
      const dir = prepareOut('--csv', flags.csv, Object.values(FILES));
      const standings = openRecordFile(join(dir, FILES.standings), 'w');
      standings.append([csvLine(STANDINGS_HEAD), ...standingLines(summary)]);
      standings.close();
      if (standings.failure) throw standings.failure;
      const games = openRecordFile(join(dir, FILES.games), 'w');
      games.append([csvLine(GAMES_HEAD)]);
      const place = placeOf(summary);
      let rows: string[] = [];
      await eachLine(createReadStream(file), file, MAX_RECORD_BYTES, (line, n) => {
        if (line.trim() === '') return;
        const where = `${file} line ${n}`;
        const record = parseJsonText(line, where) as GameRecord;
        rows.push(...gameRows(record, place(record, where)));
        // Written a few thousand rows at a time: flat memory, few writes.
        if (rows.length >= 4096) {
          games.append(rows);
          rows = [];
        }
      });
      games.append(rows);
      games.close();
      if (games.failure) throw games.failure;
      io.err(`${FILES.standings} and ${FILES.games} written to ${dir}\n`);
    });
}

function standingLines(written: WrittenSummary): string[] {
  if (written.kind === 'tournament') return tournamentStandings(written.value as TournamentSummary);
  return playStandings(written.value as PlaySummary, written.tournament.events[0].title);
}

/** Where each record was played: its table is found by its run (game, seed, deal set and
 * entrants), and each seat's entrant by the table's seating. */
function placeOf(written: WrittenSummary): (record: GameRecord, where: string) => GamePlace {
  const tables = new Map(
    written.tournament.events.flatMap((event) =>
      event.tables.map((table, t) => [runKey(table.plan), { event, table: t + 1, ...table }] as const),
    ),
  );
  return (record, where) => {
    const game = findGame(record.game);
    const found = record.run && tables.get(runKey(planOf(record, record.run, game)));
    if (!found || !record.run)
      throw new UsageError(`${where} is not a game of this run: tafel replay ${where.split(' line')[0]} says why`);
    const { plan, members, event } = found;
    const teams = game.teams ?? 0;
    const n = plan.entrants.length;
    const seats = seatingOf(n, record.run.index, plan.seating, teams, dealSize(plan));
    const entrants = seats.map((e) => event.entrants[members[teams ? e % teams : e]].label);
    return { event: event.title, table: found.table, entrants };
  };
}
