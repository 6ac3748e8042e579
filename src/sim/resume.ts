// Resuming a run: the records an interrupted run wrote give back its games. A last line
// cut by the crash is dropped (and cut from the file), the rest must be this run's games
// in the schedule's order; each becomes the row the batch that played it gave.
import { closeSync, openSync, readFileSync, statSync, truncateSync } from 'node:fs';
import { UsageError } from '../core/errors.js';
import { findGame } from '../games/registry.js';
import { CAPPED, type ForfeitNote, rowWidth } from './batch.js';
import { placesOf } from './places.js';
import { seatingOf } from './plan.js';
import type { GameRecord } from './record.js';
import type { Replayed } from './tournament-run.js';
import type { Tournament } from './tournament.js';

/** Reads `file`, cuts a broken last line off it, and returns its games for the run. */
export function replayedFrom(file: string, t: Tournament): { replayed: Replayed; games: number } {
  let text = '';
  try {
    if (statSync(file).size > 0) text = readFileSync(file, 'utf8');
  } catch {
    text = ''; // no records yet: the run starts from its first game
  }
  let end = text.lastIndexOf('\n') + 1; // a line without its newline was cut
  let lines = text.slice(0, end).split('\n').slice(0, -1);
  const last = lines.at(-1);
  if (last !== undefined && !parses(last)) {
    // A torn write can leave a newline inside a partly written line, too.
    lines = lines.slice(0, -1);
    end = lines.reduce((sum, l) => sum + Buffer.byteLength(l) + 1, 0);
  }
  const bytes = Buffer.byteLength(text.slice(0, end));
  if (bytes !== Buffer.byteLength(text)) truncateSync(file, bytes);
  closeSync(openSync(file, 'a'));
  let at = 0;
  const replayed: Replayed = {
    take(event, table, start, count) {
      if (at >= lines.length) return undefined;
      const { plan } = t.events[event].tables[table];
      const n = plan.entrants.length;
      const teams = findGame(plan.game).teams ?? 0;
      const width = rowWidth(n);
      const taken = Math.min(count, lines.length - at);
      const rows = new Float64Array(taken * width);
      const places = new Float64Array(taken * n);
      const forfeits: ForfeitNote[] = [];
      for (let k = 0; k < taken; k++) {
        const line = at + k + 1;
        const record = JSON.parse(lines[at + k]) as GameRecord;
        const index = start + k;
        const key = record.run?.tableKey ?? record.lineup.join(',');
        if (record.game !== plan.game || record.run?.index !== index || record.run.seed !== plan.seed || !key) {
          throw new UsageError(
            `${file} line ${line} is not game ${index} of this run's ${plan.game} table: resume a folder this tournament file started`,
          );
        }
        const seats = seatingOf(n, index, plan.seating, teams);
        const { scores, wins, standing, capped, forfeit } = record.result;
        if (!standing) throw new UsageError(`${file} line ${line} has no standing: it was not written by a tournament`);
        const placed = placesOf(standing, forfeit ? forfeit.seat : -1, teams);
        for (let s = 0; s < n; s++) {
          const e = seats[s];
          if (record.lineup[s] !== plan.entrants[e]) {
            throw new UsageError(`${file} line ${line} seats ${record.lineup[s]} where this run seats ${plan.entrants[e]}`);
          }
          rows[k * width + e] = scores[s];
          rows[k * width + n + e] = wins[s];
          places[k * n + e] = placed[s];
        }
        rows[k * width + 2 * n] = capped ? CAPPED : 0;
        if (forfeit) forfeits.push({ index, entrant: seats[forfeit.seat], reason: forfeit.reason });
      }
      at += taken;
      return { start, count: taken, rows, places, forfeits };
    },
  };
  return { replayed, games: lines.length };
}

function parses(line: string): boolean {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
}
