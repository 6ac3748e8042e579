// A run's games given back by its records, in the schedule's order, as the batches that
// played them gave them: scores, wins, placings, forfeits and, for a game with figures,
// each seat's counts (the record's decisions applied from its seed: records keep no
// counts). What --resume builds on and what replay recomputes a summary from. The file is
// read in chunks, a line at a time, so a run of any length is read in flat memory.
import { closeSync, openSync, readSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { UsageError } from '../core/errors.js';
import { parseJsonText } from '../core/json-text.js';
import { findGame } from '../games/registry.js';
import { CAPPED, type ForfeitNote, rowWidth } from '../sim/batch.js';
import { placesOf } from '../sim/places.js';
import { dealSize, seatingOf } from '../sim/plan.js';
import { FORMAT, type GameRecord } from '../sim/record.js';
import type { Replayed } from '../tournament/run.js';
import type { Tournament } from '../tournament/event.js';
import { formatMismatch, formatOf } from './record-parse.js';
import { applyRecorded } from './replay-compare.js';

const CHUNK = 1 << 20;

/** The games of the first `bytes` of `file` for the tournament `t`: at most `games` of
 * them, taken in the order runTournament asks for them. */
export function recordSource(file: string, bytes: number, games: number, t: Tournament): Replayed {
  const next = lines(file, bytes);
  let line = 0;
  return {
    take(event, table, start, count) {
      if (line >= games) return undefined;
      const { plan } = t.events[event].tables[table];
      const n = plan.entrants.length;
      const game = findGame(plan.game);
      const teams = game.teams ?? 0;
      const kinds = game.figures?.counts.length ?? 0;
      const deal = dealSize(plan);
      const width = rowWidth(n);
      const rows = new Float64Array(count * width);
      const places = new Float64Array(count * n);
      const counts = kinds ? new Float64Array(count * n * kinds) : undefined;
      const forfeits: ForfeitNote[] = [];
      let taken = 0;
      for (; taken < count && line < games; taken++) {
        const text = next();
        if (text === undefined) break;
        const where = `${file} line ${line + 1}`;
        line++;
        // Checked to be JSON by the reader's caller (resume-check.ts, replay), not yet
        // for its depth.
        const record = parseJsonText(text, where) as GameRecord;
        const version = formatOf(record);
        if (version !== FORMAT) throw new UsageError(`${where} ${formatMismatch(version)}`);
        const index = start + taken;
        if (record.game !== plan.game || record.run?.index !== index || record.run.seed !== plan.seed) {
          throw new UsageError(
            `${where} is not game ${index} of this run's ${plan.game} table: the records are not this run's, in its order`,
          );
        }
        const seats = seatingOf(n, index, plan.seating, teams, deal);
        const { scores, wins, standing, capped, forfeit } = record.result;
        if (!standing) throw new UsageError(`${where} has no standing: it was not written by this version of tafel`);
        const placed = placesOf(standing, forfeit ? forfeit.seat : -1, teams);
        const seatCounts = counts ? applyRecorded(game, plan.options, record).counts : undefined;
        for (let s = 0; s < n; s++) {
          const e = seats[s];
          if (record.lineup[s] !== plan.entrants[e]) {
            throw new UsageError(`${where} seats ${record.lineup[s]} where this run seats ${plan.entrants[e]}`);
          }
          rows[taken * width + e] = scores[s];
          rows[taken * width + n + e] = wins[s];
          places[taken * n + e] = placed[s];
          if (counts && seatCounts) {
            for (let c = 0; c < kinds; c++) counts[(taken * n + e) * kinds + c] = seatCounts[s * kinds + c];
          }
        }
        rows[taken * width + 2 * n] = capped ? CAPPED : 0;
        if (forfeit) {
          // The forfeit came at the decision after the last one the record holds.
          const decision = record.actions.length + 1;
          forfeits.push({ index, entrant: seats[forfeit.seat], seat: forfeit.seat, decision, reason: forfeit.reason });
        }
      }
      if (taken === 0) return undefined;
      const cut = (a: Float64Array, per: number) => (taken === count ? a : a.slice(0, taken * per));
      return {
        start,
        count: taken,
        rows: cut(rows, width),
        places: cut(places, n),
        forfeits,
        ...(counts ? { counts: cut(counts, n * kinds) } : {}),
      };
    },
  };
}

/** A reader of the first `bytes` of `file`, one line per call, undefined at the end. */
export function lines(file: string, bytes: number): () => string | undefined {
  let fd = bytes > 0 ? openSync(file, 'r') : undefined;
  // A chunk may end inside a character: the decoder keeps its first bytes for the next.
  const decoder = new StringDecoder('utf8');
  let position = 0;
  let pending = '';
  let queue: string[] = [];
  let head = 0;
  return () => {
    while (head >= queue.length) {
      if (fd === undefined) return undefined;
      if (position >= bytes) {
        closeSync(fd);
        fd = undefined;
        return undefined;
      }
      const chunk = Buffer.alloc(Math.min(CHUNK, bytes - position));
      readSync(fd, chunk, 0, chunk.length, position);
      position += chunk.length;
      queue = (pending + decoder.write(chunk)).split('\n');
      pending = queue.pop()!;
      head = 0;
    }
    return queue[head++];
  };
}
