// Resuming a run: the records an interrupted run wrote give back its games. What the
// crash left unfinished is dropped (and cut from the file), the rest must match their
// checksums (resume-check.ts) and be this run's games in the schedule's order; each
// becomes the row the batch that played it gave. The file is read in chunks, a line at
// a time, so a run of any length resumes in flat memory.
import { closeSync, existsSync, openSync, readSync, statSync, truncateSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { diskError, openRecordFile } from '../core/disk.js';
import { UsageError } from '../core/errors.js';
import { parseJsonText } from '../core/json-text.js';
import { findGame } from '../games/registry.js';
import { CAPPED, type ForfeitNote, rowWidth } from '../sim/batch.js';
import { placesOf } from '../sim/places.js';
import { dealSize, seatingOf } from '../sim/plan.js';
import { FORMAT, type GameRecord } from '../sim/record.js';
import { formatMismatch, formatOf } from './record-parse.js';
import { MAX_RECORD_BYTES } from './record-lines.js';
import { keptRecords, parses } from './resume-check.js';
import type { Replayed } from '../tournament/run.js';
import type { Tournament } from '../tournament/load.js';

const CHUNK = 1 << 20;

/** Reads `file` (the records; their checksums in `sumsFile`), cuts off what a crash may
 * have left unfinished, and returns its games for the run, and what the user should hear.
 * Records that were changed refuse the resume (see resume-check.ts). */
export function replayedFrom(
  file: string,
  sumsFile: string,
  t: Tournament,
  maxLineBytes = MAX_RECORD_BYTES,
): { replayed: Replayed; games: number; note?: string } {
  checkFormat(file);
  const {
    bytes: kept,
    games,
    sumsBytes,
    adopt,
    note,
  } = keptRecords(file, sumsFile, (size) => keptBytes(file, size), maxLineBytes);
  cutTo(file, kept);
  if (sumsBytes !== undefined) cutTo(sumsFile, sumsBytes);
  if (adopt) {
    const sums = openRecordFile(sumsFile, 'a');
    sums.append([adopt.replace(/\n$/, '')]);
    sums.close();
    if (sums.failure) throw sums.failure;
  }
  const next = lines(file, kept);
  let line = 0;
  const replayed: Replayed = {
    take(event, table, start, count) {
      if (line >= games) return undefined;
      const { plan } = t.events[event].tables[table];
      const n = plan.entrants.length;
      const teams = findGame(plan.game).teams ?? 0;
      const deal = dealSize(plan);
      const width = rowWidth(n);
      const taken = Math.min(count, games - line);
      const rows = new Float64Array(taken * width);
      const places = new Float64Array(taken * n);
      const forfeits: ForfeitNote[] = [];
      for (let k = 0; k < taken; k++) {
        const where = `${file} line ${line + k + 1}`;
        // Checked to be JSON already (resume-check.ts), not yet for its depth.
        const record = parseJsonText(next()!, where) as GameRecord;
        const version = formatOf(record);
        if (version !== FORMAT) throw new UsageError(`${where} ${formatMismatch(version)}`);
        const index = start + k;
        if (record.game !== plan.game || record.run?.index !== index || record.run.seed !== plan.seed) {
          throw new UsageError(
            `${where} is not game ${index} of this run's ${plan.game} table: resume a folder this tournament file started`,
          );
        }
        const seats = seatingOf(n, index, plan.seating, teams, deal);
        const { scores, wins, standing, capped, forfeit } = record.result;
        if (!standing) throw new UsageError(`${where} has no standing: it was not written by a tournament`);
        const placed = placesOf(standing, forfeit ? forfeit.seat : -1, teams);
        for (let s = 0; s < n; s++) {
          const e = seats[s];
          if (record.lineup[s] !== plan.entrants[e]) {
            throw new UsageError(`${where} seats ${record.lineup[s]} where this run seats ${plan.entrants[e]}`);
          }
          rows[k * width + e] = scores[s];
          rows[k * width + n + e] = wins[s];
          places[k * n + e] = placed[s];
        }
        rows[k * width + 2 * n] = capped ? CAPPED : 0;
        if (forfeit) {
          // The forfeit came at the decision after the last one the record holds.
          const decision = record.actions.length + 1;
          forfeits.push({ index, entrant: seats[forfeit.seat], seat: forfeit.seat, decision, reason: forfeit.reason });
        }
      }
      line += taken;
      return { start, count: taken, rows, places, forfeits };
    },
  };
  return { replayed, games, ...(note ? { note } : {}) };
}

/** The bytes of `file` up to the end of its last whole record: a line without its newline
 * was cut, and so was a last line that does not parse (a torn write can hold a newline). */
function keptBytes(file: string, size: number): number {
  if (size === 0) return 0;
  const fd = openSync(file, 'r');
  try {
    // A record is far shorter than the tail read here (the longest games write some 200 KB).
    const length = Math.min(size, 8 * CHUNK);
    const tail = Buffer.alloc(length);
    readSync(fd, tail, 0, length, size - length);
    const last = tail.lastIndexOf(0x0a);
    if (last < 0) return size === length ? 0 : size; // one long partial line, or nothing readable
    const before = tail.lastIndexOf(0x0a, last - 1);
    const lastLine = tail.subarray(before + 1, last).toString('utf8');
    const end = size - length + last + 1;
    return parses(lastLine) ? end : size - length + before + 1;
  } finally {
    closeSync(fd);
  }
}

/** Refuses records of another format before anything is cut or checked: an older tafel
 * derived other seeds (and may have kept other checksums). Its first whole line tells. */
function checkFormat(file: string): void {
  if (!existsSync(file) || statSync(file).size === 0) return;
  const first = lines(file, Math.min(statSync(file).size, MAX_RECORD_BYTES))();
  if (first === undefined || !parses(first)) return; // a torn first line: as before
  const version = formatOf(JSON.parse(first));
  if (version !== FORMAT) throw new UsageError(`${file} line 1 ${formatMismatch(version)}`);
}

/** A reader of the first `bytes` of `file`, one line per call, undefined at the end. */
function lines(file: string, bytes: number): () => string | undefined {
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

/** Cuts `file` back to `bytes` (what a crash left unfinished), creating it if missing; a
 * disk that refuses is one line, like every other write. */
function cutTo(file: string, bytes: number): void {
  try {
    if (existsSync(file) && statSync(file).size !== bytes) truncateSync(file, bytes);
    closeSync(openSync(file, 'a'));
  } catch (e) {
    throw diskError(file, e);
  }
}
