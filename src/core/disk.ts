// Every file tafel writes goes through here. A write(2) may take fewer bytes than it was
// handed (a disk that fills midway), so each write is repeated until every byte is taken
// or the kernel says why not; and a failed write is one line naming the file, what went
// wrong and what to do, exit code 2. What was complete stays complete: a whole file is
// written beside its place and renamed over it, and a file of records is cut back to its
// last whole line.
import { closeSync, fsyncSync, fstatSync, ftruncateSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
import { ExitError } from './errors.js';

/** What the kernel's refusals mean to a user, what to do about each where the file is,
 * and what to do instead. */
const PROBLEMS: Readonly<Record<string, readonly [problem: string, fix: string, instead: string]>> = {
  ENOSPC: ['the disk is full', 'free some space', 'write to another disk'],
  EDQUOT: ['the disk quota is used up', 'free some of your space', 'write to another disk'],
  EIO: ['the disk reported an I/O error', 'check the disk', 'write to another disk'],
  EROFS: ['the file system is read-only', 'make it writable', 'write to a writable disk'],
  EACCES: ['permission denied', 'make the folder writable', 'write to a folder you may write to'],
  EPERM: ['not permitted', 'make the folder writable', 'write to a folder you may write to'],
  EISDIR: ['it is a folder', 'move the folder away', 'write elsewhere'],
};

/** A write that failed: printed as one line, exit code 2, like a usage mistake. */
export class DiskError extends ExitError {
  constructor(
    readonly file: string,
    /** The errno code, e.g. ENOSPC. */
    readonly code: string,
    /** What went wrong, e.g. "the disk is full (ENOSPC)". */
    readonly problem: string,
    /** What to do about it where the file is, e.g. "free some space". */
    readonly fix: string,
    /** What to do instead, e.g. "write to another disk". */
    readonly instead: string,
  ) {
    super(`cannot write ${file}: ${problem}: ${fix} or ${instead}`, 2);
  }
}

/** `e` as a DiskError about `file` when the file system refused it; anything else as it is. */
export function diskError(file: string, e: unknown): unknown {
  if (e instanceof DiskError) return e;
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code !== 'string') return e;
  const known = PROBLEMS[code];
  if (known) return new DiskError(file, code, `${known[0]} (${code})`, known[1], known[2]);
  // Node's own words, without the path it repeats: "ENOTDIR: not a directory".
  return new DiskError(file, code, (e as Error).message.split('\n')[0].split(',')[0], 'fix that', 'write elsewhere');
}

/** Writes every byte of `data` at the file's position, however many calls it takes. */
export function writeAll(fd: number, data: string | Uint8Array, file: string): void {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  try {
    for (let done = 0; done < bytes.length;) {
      const taken = writeSync(fd, bytes, done, bytes.length - done);
      // Never for a file; a device that takes nothing would otherwise loop for ever.
      if (taken <= 0) throw Object.assign(new Error('EIO: the write took no bytes'), { code: 'EIO' });
      done += taken;
    }
  } catch (e) {
    throw diskError(file, e);
  }
}

/** The name a whole file is written under before it is renamed into place. */
export function temporaryName(path: string): string {
  return `${path}.${process.pid}.${threadId}.tmp`;
}

/** Writes the file at `path` whole or not at all: `fill` hands the text in pieces to
 * `write`; the pieces go to a temporary file beside it, which is synced to the disk and
 * renamed over `path` (atomic within a folder). A failure leaves what was at `path`. */
export function writeFileAtomic(path: string, fill: (write: (data: string | Uint8Array) => void) => void): void {
  const temporary = temporaryName(path);
  let fd: number | undefined;
  try {
    fd = openSync(temporary, 'w');
    const open = fd;
    fill((data) => writeAll(open, data, path));
    // A full disk may only show at the sync (delayed allocation, network file systems).
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(temporary, path);
  } catch (e) {
    if (fd !== undefined) attempt(() => closeSync(fd!));
    attempt(() => unlinkSync(temporary));
    throw diskError(path, e);
  }
}

/** A file of records, one line each, written as they come. */
export interface RecordFile {
  readonly path: string;
  /** Appends whole lines. After a failed write nothing more is written. */
  append(lines: readonly string[]): void;
  /** Lines written by this run. */
  readonly lines: number;
  /** The first write that failed; the file ends on the last whole line before it. */
  readonly failure: DiskError | undefined;
  /** Aborted by the first failed write, for a run that stops rather than play games it
   * cannot keep. */
  readonly lost: AbortSignal;
  close(): void;
}

/** Opens `path` for records, anew (`'w'`) or after those there (`'a'`). */
export function openRecordFile(path: string, mode: 'w' | 'a'): RecordFile {
  let fd: number | undefined;
  let end: number;
  try {
    fd = openSync(path, mode);
    end = mode === 'a' ? fstatSync(fd).size : 0;
  } catch (e) {
    if (fd !== undefined) attempt(() => closeSync(fd!));
    throw diskError(path, e);
  }
  let lines = 0;
  let failure: DiskError | undefined;
  const lost = new AbortController();
  const close = () => {
    if (fd === undefined) return;
    try {
      closeSync(fd);
    } catch (e) {
      failure ??= diskError(path, e) as DiskError;
    }
    fd = undefined;
  };
  return {
    path,
    append(more) {
      if (fd === undefined || more.length === 0) return;
      const bytes = Buffer.from(`${more.join('\n')}\n`);
      try {
        writeAll(fd, bytes, path);
        end += bytes.length;
        lines += more.length;
      } catch (e) {
        if (!(e instanceof DiskError)) throw e;
        // A torn line would be read as a record: cut back to the last whole one (a
        // device such as /dev/full cannot be cut, and holds nothing to cut).
        const open = fd;
        attempt(() => ftruncateSync(open, end));
        failure = e;
        close();
        lost.abort(e);
      }
    },
    get lines() {
      return lines;
    },
    get failure() {
      return failure;
    },
    lost: lost.signal,
    close,
  };
}

/** Tidying after a failure, which must not hide the failure itself. */
function attempt(action: () => void): void {
  try {
    action();
  } catch {
    // the first failure is the one to report
  }
}
