// Which of an interrupted run's records a resumed run may build on. Each batch's records
// must match the checksum written beside them (record-sums.ts): a changed record refuses
// the resume, naming its lines. Records after the last checksum were cut by the crash, or
// written just before it: they are dropped, and their games played again (the same
// games, from the same seeds). A folder of an older tafel has no checksums: its records
// are taken as they are, with a warning, and checked from then on.
import { createHash } from 'node:crypto';
import { closeSync, openSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { UsageError } from '../core/errors.js';
import { MAX_RECORD_BYTES, RecordLines, megabytes } from './record-lines.js';
import { type BatchSum, eachChunk, readSums } from './record-sums.js';

interface Kept {
  /** The records' bytes to keep, and the games they hold. */
  readonly bytes: number;
  readonly games: number;
  /** The checksums' bytes to keep; undefined when there were none. */
  readonly sumsBytes?: number;
  /** The checksum line to start the checksums with, for records that had none. */
  readonly adopt?: string;
  /** What the user should hear. */
  readonly note?: string;
}

const DAMAGED = 'the file is damaged, and the run cannot be resumed';

/** Counts lines in the chunks it is shown, and refuses one longer than any record. */
class LineCounter {
  lines = 0;
  private open = 0;
  constructor(
    private readonly file: string,
    private readonly maxBytes: number,
  ) {}
  see(chunk: Buffer): void {
    let from = 0;
    for (let nl = chunk.indexOf(0x0a); ; nl = chunk.indexOf(0x0a, from)) {
      this.open += (nl < 0 ? chunk.length : nl) - from;
      if (this.open > this.maxBytes) {
        throw new UsageError(
          `${this.file} line ${this.lines + 1} is longer than ${megabytes(this.maxBytes)}, far longer than any game's record: ${DAMAGED}`,
        );
      }
      if (nl < 0) return;
      this.lines++;
      this.open = 0;
      from = nl + 1;
    }
  }
}

/** What to keep of `file` (the records, whose checksums are in `sumsFile`), whose first
 * `tornEnd(size)` bytes are its whole lines when it has no checksums. */
export function keptRecords(
  file: string,
  sumsFile: string,
  tornEnd: (size: number) => number,
  maxLineBytes = MAX_RECORD_BYTES,
): Kept {
  let size = 0;
  try {
    size = statSync(file).size;
  } catch {
    size = 0; // no records yet: the run starts from its first game
  }
  const read = readSums(sumsFile);
  if (read?.bad !== undefined) {
    throw new UsageError(
      `${sumsFile} line ${read.bad} is not a checksum (<games> <bytes> <sha256>): the file was changed, and the run cannot be resumed`,
    );
  }
  if (size === 0) return { bytes: 0, games: 0, ...(read ? { sumsBytes: 0 } : {}) };
  const counter = new LineCounter(file, maxLineBytes);
  const fd = openSync(file, 'r');
  try {
    if (!read) {
      // Unchecked records are read whole once: a line that is not JSON among them was
      // not left by a crash, which cuts the last line only.
      const bytes = tornEnd(size);
      const hash = createHash('sha256');
      let games = 0;
      const lines = new RecordLines(
        file,
        (line, n) => {
          games = n;
          if (!parses(line)) throw new UsageError(notJson(file, n));
        },
        maxLineBytes,
        DAMAGED,
      );
      eachChunk(fd, 0, bytes, (chunk) => {
        lines.push(chunk);
        hash.update(chunk);
      });
      lines.end();
      return {
        bytes,
        games,
        adopt: `${games} ${bytes} ${hash.digest('hex')}\n`,
        note: `${basename(sumsFile)} is missing (a folder of an older tafel, or deleted): the ${games} records are taken unchecked, and checked from now on`,
      };
    }
    let bytes = 0;
    let sumsBytes = 0;
    for (const sum of read.sums) {
      if (bytes + sum.bytes > size) break; // cut by the crash: played again
      const first = counter.lines + 1;
      const hash = createHash('sha256');
      eachChunk(fd, bytes, sum.bytes, (chunk) => {
        counter.see(chunk);
        hash.update(chunk);
      });
      if (hash.digest('hex') !== sum.sha256 || counter.lines - first + 1 !== sum.games) {
        throw new UsageError(changed(file, fd, bytes, sum, first, sumsFile));
      }
      bytes += sum.bytes;
      sumsBytes = sum.end;
    }
    if (bytes === size) return { bytes, games: counter.lines, sumsBytes };
    const note = `${basename(file)} has records after line ${counter.lines} without their checksum (cut by the stop): their games are played again`;
    return { bytes, games: counter.lines, sumsBytes, note };
  } finally {
    closeSync(fd);
  }
}

/** Why a batch's records do not match their checksum, naming the lines, and what to do. */
function changed(file: string, fd: number, position: number, sum: BatchSum, first: number, sumsFile: string): string {
  let broken: number | undefined;
  const lines = new RecordLines(file, (line, n) => {
    if (broken === undefined && !parses(line)) broken = first + n - 1;
  });
  // Whole lines only: where a line was removed or added, the batch's bytes end inside a
  // line of the file, and that piece is no line of it.
  eachChunk(fd, position, sum.bytes, (chunk) => lines.push(chunk));
  const last = first + sum.games - 1;
  const sums = basename(sumsFile);
  const what =
    broken !== undefined
      ? `${file} line ${broken} is not a record (not valid JSON), and records follow it: lines ${first} to ${last} do not match their checksum in ${sums}`
      : `${file} lines ${first} to ${last} were changed after they were written (a record changed, removed or added): they do not match their checksum in ${sums}`;
  return `${what}, so the run cannot be resumed on them; restore the file, or keep only its first ${first - 1} lines to play the rest again`;
}

/** Why a line among whole records that is not JSON refuses the resume, and what to do. */
function notJson(file: string, n: number): string {
  return `${file} line ${n} is not a record (not valid JSON), and records follow it: the file was changed, and the run cannot be resumed on it; keep only its first ${n - 1} lines to play the rest again`;
}

/** The line is JSON (a record torn by a crash is not). */
export function parses(line: string): boolean {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
}
