import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CACHE_BYTES,
  cacheFile,
  decodeValues,
  encodeValues,
  readCache,
  writeCache,
} from '../../../../src/games/jacht/solver/cache.js';
import { makeFolder } from '../../../../src/core/files.js';
import { defaultCacheDir, writeProblem } from '../../../../src/games/jacht/solver/folder.js';
import { loadOrSolve } from '../../../../src/games/jacht/solver/solution.js';

let values: Float64Array;
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tafel-jacht-cache-'));
  const first = loadOrSolve({ cacheDir: dir }); // solves and writes the cache
  expect(first.source).toBe('solved');
  values = first.values;
});

describe('solver disk cache', () => {
  it('a second load reads the cache and gets the same values', () => {
    const again = loadOrSolve({ cacheDir: dir });
    expect(again.source).toBe('cache');
    expect(Array.from(again.values)).toEqual(Array.from(values));
  });

  it('encodes and decodes losslessly', () => {
    const bytes = encodeValues(values);
    expect(bytes.length).toBe(CACHE_BYTES);
    const back = decodeValues(bytes);
    expect(back).toBeInstanceOf(Float64Array);
    expect(Array.from(back as Float64Array)).toEqual(Array.from(values));
  });

  it('rejects a flipped byte (checksum), a stale version, a truncated file and a foreign file', () => {
    const bytes = encodeValues(values);
    const flipped = Buffer.from(bytes);
    flipped[100] ^= 1;
    expect(decodeValues(flipped)).toMatch(/checksum/);
    const stale = Buffer.from(bytes);
    stale.writeUInt32LE(0, 8);
    expect(decodeValues(stale)).toMatch(/version/);
    expect(decodeValues(bytes.subarray(0, 100))).toMatch(/size/);
    const foreign = Buffer.from(bytes);
    foreign.write('NOTTAFEL', 0, 'latin1');
    expect(decodeValues(foreign)).toMatch(/not a tafel/);
    const otherRules = Buffer.from(bytes);
    otherRules[20] ^= 0xff;
    expect(decodeValues(otherRules)).toMatch(/score table/);
  });

  it('a corrupt cache is rebuilt: solved again and rewritten valid', () => {
    const corruptDir = mkdtempSync(join(tmpdir(), 'tafel-jacht-corrupt-'));
    expect(writeCache(corruptDir, values)).toBe(true);
    const file = cacheFile(corruptDir);
    const bytes = readFileSync(file);
    bytes[2000] ^= 0x40;
    writeFileSync(file, bytes);
    expect(readCache(corruptDir)).toMatch(/checksum/);
    const rebuilt = loadOrSolve({ cacheDir: corruptDir });
    expect(rebuilt.source).toBe('solved');
    expect(Array.from(rebuilt.values)).toEqual(Array.from(values));
    expect(readCache(corruptDir)).toBeInstanceOf(Float64Array);
  });

  it('a missing cache folder is reported, and cacheDir false neither reads nor writes', () => {
    expect(readCache(join(dir, 'nowhere'))).toBe('no cache file');
    expect(loadOrSolve({ cacheDir: false }).source).toBe('solved');
  });
});

describe('the cache folder', () => {
  it('is made level by level, and a folder below /proc fails at once instead of looping', () => {
    const deep = join(mkdtempSync(join(tmpdir(), 'tafel-jacht-folder-')), 'a', 'b', 'c');
    makeFolder(deep);
    expect(existsSync(deep)).toBe(true);
    expect(writeProblem(deep)).toBeUndefined();
    // It looped for ever: the test would time out.
    expect(writeProblem('/proc/x/tafel')).toBe('ENOENT');
  });

  it('is TAFEL_CACHE_DIR, or a folder in the OS temp dir when it is unset or empty', () => {
    const saved = process.env.TAFEL_CACHE_DIR;
    try {
      process.env.TAFEL_CACHE_DIR = '/somewhere/else';
      expect(defaultCacheDir()).toBe('/somewhere/else');
      process.env.TAFEL_CACHE_DIR = '';
      expect(defaultCacheDir()).toBe(join(tmpdir(), 'tafel-cache'));
      delete process.env.TAFEL_CACHE_DIR;
      expect(defaultCacheDir()).toBe(join(tmpdir(), 'tafel-cache'));
    } finally {
      if (saved === undefined) delete process.env.TAFEL_CACHE_DIR;
      else process.env.TAFEL_CACHE_DIR = saved;
    }
  });

  it('a FIFO by the cache file name is not read (it would block)', () => {
    const fifoDir = mkdtempSync(join(tmpdir(), 'tafel-jacht-fifo-'));
    expect(spawnSync('mkfifo', [cacheFile(fifoDir)]).status).toBe(0);
    expect(readCache(fifoDir)).toBe('not a regular file');
  });
});
