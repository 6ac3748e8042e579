// The games of one side of a comparison, as the compared entrant played them: its score,
// its win share and whether it forfeited, by game index, read from the run's records.
// A tournament's records file holds every table's games: a record is this table's when it
// is of its game, seed, deal set, seating and options and seats its lineup as the table
// seats it at that index.
import { createReadStream } from 'node:fs';
import { UsageError } from '../core/errors.js';
import { parseJsonText } from '../core/json-text.js';
import { MAIN_DEALS, dealSeeds } from '../core/seeds.js';
import { findGame } from '../games/registry.js';
import { MAX_RECORD_BYTES, eachLine } from '../records/record-lines.js';
import { formatMismatch, formatOf } from '../records/record-parse.js';
import { seatingOf } from '../sim/plan.js';
import { FORMAT, type GameRecord } from '../sim/record.js';
import type { RunSide } from './run-side.js';

export interface SideResults {
  /** Games per deal: the distinct rotations under duplicate seating, else 1. */
  readonly perDeal: number;
  readonly score: Float64Array;
  readonly win: Float64Array;
  /** 1 where the compared side forfeited the game (its score does not count). */
  readonly forfeited: Uint8Array;
  /** 1 where the game has its record. */
  readonly present: Uint8Array;
}

/** Reads the games of `side` for the entrant at `position` (from 0). */
export async function readResults(side: RunSide, position: number): Promise<SideResults> {
  const { summary } = side;
  const game = findGame(summary.game);
  const n = summary.entrants.length;
  const teams = game.teams ?? 0;
  const duplicate = summary.seating === 'duplicate';
  const perDeal = duplicate ? (summary.gamesPerDeal ?? n) : 1;
  const games = summary.games;
  const out: SideResults = {
    perDeal,
    score: new Float64Array(games),
    win: new Float64Array(games),
    forfeited: new Uint8Array(games),
    present: new Uint8Array(games),
  };
  const labels = summary.entrants.map((e) => e.bot);
  const options = JSON.stringify(summary.options);
  // A keyed run's deal seeds need its key, which no folder keeps: its records are not checked.
  const seedOf = summary.keyed ? undefined : dealSeeds(summary.seed, summary.deals);
  const ownSide = (entrant: number) => (teams ? entrant % teams === position % teams : entrant === position);
  const read = (line: string, at: number) => {
    if (line.trim() === '') return;
    const where = `${side.records} line ${at}`;
    const record = parseJsonText(line, where) as GameRecord;
    const version = formatOf(record);
    if (version !== FORMAT) throw new UsageError(`${where} ${formatMismatch(version)}`);
    const index = record.run?.index;
    const mine =
      record.game === summary.game &&
      typeof index === 'number' &&
      index < games &&
      record.run!.seed === summary.seed &&
      (record.run!.deals ?? MAIN_DEALS) === summary.deals &&
      (record.run!.seating ?? 'rotate') === summary.seating &&
      JSON.stringify(record.options) === options &&
      Array.isArray(record.lineup) &&
      record.lineup.length === n;
    const seats = mine ? seatingOf(n, index, summary.seating, teams, duplicate ? perDeal : n) : [];
    if (!mine || seats.some((e, s) => record.lineup[s] !== labels[e])) {
      if (side.table) return; // another table's game
      throw new UsageError(
        `${where} is not a game of the run its summary describes: the folder's records and summary do not belong together`,
      );
    }
    if (out.present[index]) return; // a table played twice over (identical matches): its first
    if (seedOf && record.seed !== seedOf(Math.floor(index / perDeal))) {
      throw new UsageError(`${where}: game ${index} was not dealt from its deal's seed, so it cannot be paired by deal`);
    }
    const seat = seats.indexOf(position);
    out.present[index] = 1;
    out.score[index] = record.result.scores[seat];
    out.win[index] = record.result.wins[seat];
    const forfeit = record.result.forfeit;
    if (forfeit && ownSide(seats[forfeit.seat])) out.forfeited[index] = 1;
  };
  await eachLine(createReadStream(side.records), side.records, MAX_RECORD_BYTES, read);
  return out;
}
