// Splits a records file into lines as its bytes arrive, holding no more than one line:
// a line longer than any record could be is refused by its number before it is held whole
// (readline would gather a 600 MB line into one string, and crash on it).
import type { Readable } from 'node:stream';
import { UsageError } from '../core/errors.js';
import { unreadable } from '../core/files.js';

/** The longest line read as a record. The longest records measured are 20 KB (a Jatten
 * tournament series of random bots; Fatima 14 KB, Klaverjassen with searching bots 3.4 KB),
 * and a game stopped at the largest default cap (20,000 decisions) writes some 230 KB:
 * 64 MB is hundreds of times that, and still a string any heap holds. */
export const MAX_RECORD_BYTES = 64 << 20;

export class RecordLines {
  private parts: Buffer[] = [];
  private held = 0;
  /** Lines handed over so far. */
  private count = 0;

  constructor(
    /** The file, as errors name it. */
    private readonly file: string,
    private readonly onLine: (line: string, n: number) => void,
    private readonly maxBytes = MAX_RECORD_BYTES,
    /** What such a line means for the reader. */
    private readonly meaning = 'the file is damaged or not a records file',
  ) {}

  /** Hands over every line that `chunk` completes. */
  push(chunk: Buffer): void {
    let from = 0;
    for (let nl = chunk.indexOf(0x0a); nl >= 0; nl = chunk.indexOf(0x0a, from)) {
      this.hold(chunk, from, nl);
      this.flush();
      from = nl + 1;
    }
    // Kept past this call: a copy, as a reader may fill the same buffer again.
    this.hold(chunk, from, chunk.length, true);
  }

  /** Hands over a last line that has no newline. */
  end(): void {
    if (this.held > 0) this.flush();
  }

  private hold(chunk: Buffer, from: number, to: number, copy = false): void {
    if (to === from) return;
    this.held += to - from;
    if (this.held > this.maxBytes) {
      throw new UsageError(
        `${this.file} line ${this.count + 1} is longer than ${megabytes(this.maxBytes)}, far longer than any game's record: ${this.meaning}`,
      );
    }
    this.parts.push(copy ? Buffer.from(chunk.subarray(from, to)) : chunk.subarray(from, to));
  }

  private flush(): void {
    const bytes = this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts, this.held);
    this.parts = [];
    this.held = 0;
    // A newline splits UTF-8 only between characters; a Windows line end leaves its \r.
    const text = bytes.toString('utf8');
    this.onLine(text.endsWith('\r') ? text.slice(0, -1) : text, ++this.count);
  }
}

/** A size in words: `64 MB`, `256 KB`, `100 bytes`. */
export function megabytes(bytes: number): string {
  if (bytes >= 1 << 20) return `${+(bytes / (1 << 20)).toFixed(1)} MB`;
  return bytes >= 1 << 10 ? `${+(bytes / (1 << 10)).toFixed(1)} KB` : `${bytes} bytes`;
}

/** Calls `onLine` with every line of `input` and its number, as the line is read: the
 * replay is synchronous, so no more than the chunk being split and one line are ever held.
 * A stream that fails to read is a usage error naming `file`, and so is a line longer than
 * `maxBytes`; an error thrown by `onLine` stops the reading. */
export function eachLine(
  input: Readable,
  file: string,
  maxBytes: number,
  onLine: (line: string, n: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const lines = new RecordLines(file, onLine, maxBytes);
    let failed = false;
    const fail = (e: unknown) => {
      if (failed) return;
      failed = true;
      input.destroy();
      reject(e);
    };
    input.on('error', (e: NodeJS.ErrnoException) => fail(unreadable(file, e)));
    input.on('data', (chunk: Buffer | string) => {
      if (failed) return;
      try {
        lines.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      } catch (e) {
        fail(e);
      }
    });
    input.on('end', () => {
      if (failed) return;
      try {
        lines.end();
        resolve();
      } catch (e) {
        fail(e);
      }
    });
  });
}
