// The solved values on disk, so each process (and each worker) need not solve again.
// A file is trusted only when its format version, the fingerprint of the score table it
// was solved for and the checksum over its bytes all match; anything else is rebuilt.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SCORE } from '../score.js';
import { writeFileAtomic } from '../../../core/disk.js';
import { makeFolder } from '../../../core/files.js';
import { CACHE_ENV, defaultCacheDir, fallbackCacheDir, writeProblem } from './folder.js';
import { SPAN } from './distribution.js';
import { MASKS } from './values.js';

const CACHE_VERSION = 1;
const MAGIC = 'TAFELJCH';
const HEADER = 8 + 4 + 4 + 32; // magic, version, count, fingerprint of the score table
const DIGEST = 32;

/** What a cache file holds: the expected points of every set of filled rows, or their
 * distributions (distribution.ts), each a file of its own. */
interface CacheKind {
  readonly name: string;
  /** Numbers (float64) in the file. */
  readonly count: number;
}
const VALUES: CacheKind = { name: 'values', count: MASKS };
export const DISTRIBUTIONS: CacheKind = { name: 'distributions', count: MASKS * SPAN };

function bytesOf(kind: CacheKind): number {
  return HEADER + kind.count * 8 + DIGEST;
}
export const CACHE_BYTES = bytesOf(VALUES);

function sha256(...parts: Uint8Array[]): Buffer {
  const hash = createHash('sha256');
  for (const p of parts) hash.update(p);
  return hash.digest();
}

/** Changes whenever the scoring or what the file holds changes, so numbers solved for
 * other rules are stale. The values' fingerprint is the one of before distributions. */
function fingerprint(kind: CacheKind): Buffer {
  const what = kind === VALUES ? '' : `:${kind.name}`;
  return sha256(SCORE, Buffer.from(`jacht-solver:${CACHE_VERSION}${what}`));
}

export function cacheFile(dir: string, kind: CacheKind = VALUES): string {
  return join(dir, `jacht-${kind.name}-v${CACHE_VERSION}.bin`);
}

export function encodeValues(values: Float64Array, kind: CacheKind = VALUES): Buffer {
  const payload = kind.count * 8;
  const out = Buffer.alloc(bytesOf(kind));
  out.write(MAGIC, 0, 'latin1');
  out.writeUInt32LE(CACHE_VERSION, 8);
  out.writeUInt32LE(kind.count, 12);
  fingerprint(kind).copy(out, 16);
  Buffer.from(values.buffer, values.byteOffset, values.byteLength).copy(out, HEADER);
  sha256(out.subarray(0, HEADER + payload)).copy(out, HEADER + payload);
  return out;
}

/** The numbers in a cache file's bytes, or a reason why they cannot be trusted. */
export function decodeValues(bytes: Uint8Array, kind: CacheKind = VALUES): Float64Array | string {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const payload = kind.count * 8;
  if (buf.length !== bytesOf(kind)) return `size ${buf.length}, expected ${bytesOf(kind)}`;
  if (buf.toString('latin1', 0, 8) !== MAGIC) return 'not a tafel jacht cache';
  if (buf.readUInt32LE(8) !== CACHE_VERSION) return `version ${buf.readUInt32LE(8)}, expected ${CACHE_VERSION}`;
  if (buf.readUInt32LE(12) !== kind.count) return 'wrong number of values';
  if (!buf.subarray(16, HEADER).equals(fingerprint(kind))) return 'solved for a different score table';
  if (!sha256(buf.subarray(0, HEADER + payload)).equals(buf.subarray(HEADER + payload))) return 'checksum mismatch';
  const values = new Float64Array(kind.count);
  Buffer.from(values.buffer).set(buf.subarray(HEADER, HEADER + payload));
  return values;
}

export function readCache(dir: string, kind: CacheKind = VALUES): Float64Array | string {
  let bytes: Buffer;
  try {
    // A FIFO or a device by the cache's name would block or never end: read files only.
    if (!statSync(cacheFile(dir, kind)).isFile()) return 'not a regular file';
    bytes = readFileSync(cacheFile(dir, kind));
  } catch {
    return 'no cache file';
  }
  return decodeValues(bytes, kind);
}

/** Best effort: a cache that cannot be written only costs the next process a solve.
 * Written whole or not at all (a full disk leaves no partial file), so a reader never
 * sees half a file. */
export function writeCache(dir: string, values: Float64Array, kind: CacheKind = VALUES): boolean {
  try {
    makeFolder(dir);
    writeFileAtomic(cacheFile(dir, kind), (write) => write(encodeValues(values, kind)));
    return true;
  } catch {
    return false;
  }
}

/** Why no cache can be written in the folder, as one line naming TAFEL_CACHE_DIR and
 * what would do, or undefined when one can. Checked before the first game, since
 * writeCache fails silently. */
export function cacheProblem(dir: string = defaultCacheDir()): string | undefined {
  const problem = writeProblem(dir);
  if (problem === undefined) return undefined;
  const fallback = fallbackCacheDir();
  const where = process.env[CACHE_ENV] ? `${CACHE_ENV}=${dir}` : `the Jacht solver's cache folder ${dir}`;
  const valid = dir === fallback ? 'a folder that can be written' : `a folder that can be written, or unset it for ${fallback}`;
  return `${where} cannot be written (${problem}): set ${CACHE_ENV} to ${valid}`;
}
