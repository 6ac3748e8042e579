// The solved values on disk, so each process (and each worker) need not solve again.
// A file is trusted only when its format version, the fingerprint of the score table it
// was solved for and the checksum over its bytes all match; anything else is rebuilt.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SCORE } from '../../games/jacht/score.js';
import { writeFileAtomic } from '../../core/disk.js';
import { makeFolder } from '../../core/files.js';
import { CACHE_ENV, defaultCacheDir, fallbackCacheDir, writeProblem } from './folder.js';
import { MASKS } from './values.js';

const CACHE_VERSION = 1;
const MAGIC = 'TAFELJCH';
const HEADER = 8 + 4 + 4 + 32; // magic, version, count, fingerprint of the score table
const PAYLOAD = MASKS * 8;
const DIGEST = 32;
export const CACHE_BYTES = HEADER + PAYLOAD + DIGEST;

function sha256(...parts: Uint8Array[]): Buffer {
  const hash = createHash('sha256');
  for (const p of parts) hash.update(p);
  return hash.digest();
}

/** Changes whenever the scoring changes, so values solved for other rules are stale. */
const FINGERPRINT = sha256(SCORE, Buffer.from(`jacht-solver:${CACHE_VERSION}`));

export function cacheFile(dir: string): string {
  return join(dir, `jacht-values-v${CACHE_VERSION}.bin`);
}

export function encodeValues(values: Float64Array): Buffer {
  const out = Buffer.alloc(CACHE_BYTES);
  out.write(MAGIC, 0, 'latin1');
  out.writeUInt32LE(CACHE_VERSION, 8);
  out.writeUInt32LE(MASKS, 12);
  FINGERPRINT.copy(out, 16);
  Buffer.from(values.buffer, values.byteOffset, values.byteLength).copy(out, HEADER);
  sha256(out.subarray(0, HEADER + PAYLOAD)).copy(out, HEADER + PAYLOAD);
  return out;
}

/** The values in a cache file's bytes, or a reason why they cannot be trusted. */
export function decodeValues(bytes: Uint8Array): Float64Array | string {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.length !== CACHE_BYTES) return `size ${buf.length}, expected ${CACHE_BYTES}`;
  if (buf.toString('latin1', 0, 8) !== MAGIC) return 'not a tafel jacht cache';
  if (buf.readUInt32LE(8) !== CACHE_VERSION) return `version ${buf.readUInt32LE(8)}, expected ${CACHE_VERSION}`;
  if (buf.readUInt32LE(12) !== MASKS) return 'wrong number of values';
  if (!buf.subarray(16, HEADER).equals(FINGERPRINT)) return 'solved for a different score table';
  if (!sha256(buf.subarray(0, HEADER + PAYLOAD)).equals(buf.subarray(HEADER + PAYLOAD))) return 'checksum mismatch';
  const values = new Float64Array(MASKS);
  Buffer.from(values.buffer).set(buf.subarray(HEADER, HEADER + PAYLOAD));
  return values;
}

export function readCache(dir: string): Float64Array | string {
  let bytes: Buffer;
  try {
    // A FIFO or a device by the cache's name would block or never end: read files only.
    if (!statSync(cacheFile(dir)).isFile()) return 'not a regular file';
    bytes = readFileSync(cacheFile(dir));
  } catch {
    return 'no cache file';
  }
  return decodeValues(bytes);
}

/** Best effort: a cache that cannot be written only costs the next process a solve.
 * Written whole or not at all (a full disk leaves no partial file), so a reader never
 * sees half a file. */
export function writeCache(dir: string, values: Float64Array): boolean {
  try {
    makeFolder(dir);
    writeFileAtomic(cacheFile(dir), (write) => write(encodeValues(values)));
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
