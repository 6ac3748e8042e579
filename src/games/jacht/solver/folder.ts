// The folder of the solver's disk cache: where it is, making it, and whether a file can be
// written in it (made by core/files.ts's makeFolder, which never hangs below /proc).
import { unlinkSync, writeFileSync } from 'node:fs';
import { makeFolder } from '../../../core/files.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CACHE_ENV = 'TAFEL_CACHE_DIR';

/** Where the cache lives when TAFEL_CACHE_DIR is not set (or empty). */
export function fallbackCacheDir(): string {
  return join(tmpdir(), 'tafel-cache');
}

/** TAFEL_CACHE_DIR, else a folder in the OS temp dir. */
export function defaultCacheDir(): string {
  return process.env[CACHE_ENV] || fallbackCacheDir();
}

/** Why no file can be written in `dir` (an error code such as ENOENT), or undefined when
 * one can: the folder is made if need be and a probe file written and removed. */
export function writeProblem(dir: string): string | undefined {
  try {
    makeFolder(dir);
    const probe = join(dir, `.probe.${process.pid}.${Math.floor(performance.now() * 1000)}.tmp`);
    writeFileSync(probe, '');
    unlinkSync(probe);
    return undefined;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code ?? (e as Error).message;
  }
}
