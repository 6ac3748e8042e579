// Resuming a run: the records an interrupted run wrote give back its games. What the
// crash left unfinished is dropped (and cut from the file), the rest must match their
// checksums (resume-check.ts) and be this run's games in the schedule's order; each
// becomes the row the batch that played it gave (record-source.ts).
import { closeSync, existsSync, openSync, readSync, statSync, truncateSync } from 'node:fs';
import { diskError, openRecordFile } from '../core/disk.js';
import { UsageError } from '../core/errors.js';
import { checkInputFileIfThere } from '../core/files.js';
import { FORMAT } from '../sim/record.js';
import { formatMismatch, formatOf } from './record-parse.js';
import { MAX_RECORD_BYTES } from './record-lines.js';
import { keptRecords, parses } from './resume-check.js';
import { lines, recordSource } from './record-source.js';
import type { Replayed } from '../tournament/run.js';
import type { Tournament } from '../tournament/event.js';

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
  const { bytes: kept, games, sumsBytes, adopt, note } = checkedRecords(file, sumsFile, maxLineBytes);
  cutTo(file, kept);
  if (sumsBytes !== undefined) cutTo(sumsFile, sumsBytes);
  if (adopt) {
    const sums = openRecordFile(sumsFile, 'a');
    sums.append([adopt.replace(/\n$/, '')]);
    sums.close();
    if (sums.failure) throw sums.failure;
  }
  const replayed = recordSource(file, kept, games, t);
  return { replayed, games, ...(note ? { note } : {}) };
}

/** The games a run's records hold so far, read without changing a byte (the run may be
 * writing them now): the batches whose checksums are written, or every whole record of a
 * folder without checksums. `pending` says records follow that are not counted yet (a
 * batch whose checksum is still to come, or a line cut by a stop). */
export function recordsSoFar(
  file: string,
  sumsFile: string,
  t: Tournament,
): { replayed: Replayed; games: number; pending: boolean; unchecked: boolean } {
  const kept = checkedRecords(file, sumsFile);
  const size = existsSync(file) ? statSync(file).size : 0;
  return {
    replayed: recordSource(file, kept.bytes, kept.games, t),
    games: kept.games,
    pending: size > kept.bytes,
    unchecked: kept.adopt !== undefined,
  };
}

/** What of the records both readers above keep: the files checked, records of another
 * format refused, then the batches that match their checksums (resume-check.ts). Nothing
 * is cut or written here: that is `replayedFrom`'s alone. */
function checkedRecords(file: string, sumsFile: string, maxLineBytes = MAX_RECORD_BYTES) {
  checkInputFileIfThere(file);
  checkInputFileIfThere(sumsFile);
  checkFormat(file);
  return keptRecords(file, sumsFile, (size) => keptBytes(file, size), maxLineBytes);
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
