// A checksum per batch of records, kept beside them as they are appended (games.sums:
// `<games> <bytes> <sha256>` a line), so that a resumed run finds a record changed after
// it was written before it builds on it. Hashing costs next to nothing beside writing
// the records (see docs/records.md for the figures).
import { createHash } from 'node:crypto';
import { readFileSync, readSync } from 'node:fs';

export interface BatchSum {
  readonly games: number;
  readonly bytes: number;
  readonly sha256: string;
}

/** The checksum line of `text`, the exact text of `games` records appended to the file. */
export function sumLine(text: string, games: number): string {
  return `${games} ${Buffer.byteLength(text)} ${createHash('sha256').update(text).digest('hex')}\n`;
}

/** A checksum as read back, with where its line ends in the checksums file. */
interface SumLine extends BatchSum {
  readonly end: number;
}

const LINE = /^(\d+) (\d+) ([0-9a-f]{64})$/;

/** The checksums in `file`, undefined when there is no such file. A last line without
 * its newline was cut by a crash and is not one; `bytes` is where the whole lines end.
 * A line that is not a checksum ends them, and is `bad` by its number. */
export function readSums(file: string): { sums: SumLine[]; bytes: number; bad?: number } | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'latin1');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
  const sums: SumLine[] = [];
  let bytes = 0;
  for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', bytes)) {
    const m = LINE.exec(text.slice(bytes, end));
    if (!m) return { sums, bytes, bad: sums.length + 1 };
    bytes = end + 1;
    sums.push({ games: Number(m[1]), bytes: Number(m[2]), sha256: m[3], end: bytes });
  }
  return { sums, bytes };
}

/** Reads `bytes` bytes of `fd` from `position` in chunks, for `each` to see. */
export function eachChunk(fd: number, position: number, bytes: number, each: (chunk: Buffer) => void): void {
  const buffer = Buffer.alloc(Math.min(bytes, 1 << 20));
  for (let done = 0; done < bytes;) {
    const n = readSync(fd, buffer, 0, Math.min(buffer.length, bytes - done), position + done);
    if (n === 0) break;
    each(buffer.subarray(0, n));
    done += n;
  }
}
