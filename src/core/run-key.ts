// A sealed run's secret key (docs/security.md), kept in its results folder beside its
// records: no bot can see the folder, and replay and --resume read the key from there to
// derive the run's seeds again. Written before the first game, readable by its owner alone.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { diskError } from './disk.js';
import { UsageError } from './errors.js';
import { keyWords } from './seeds.js';

export const RUN_KEY_FILE = 'run.key';

/** A new secret key for a sealed run: 128 bits from the operating system, as hex. */
export function drawKey(): string {
  return randomBytes(16).toString('hex');
}

export function writeRunKey(folder: string, key: string): void {
  const file = join(folder, RUN_KEY_FILE);
  try {
    writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  } catch (e) {
    throw diskError(file, e);
  }
}

/** The key kept in `folder`, or undefined when it holds none. */
export function readRunKey(folder: string): string | undefined {
  const file = join(folder, RUN_KEY_FILE);
  if (!existsSync(file)) return undefined;
  const key = readFileSync(file, 'utf8').trim().toLowerCase();
  try {
    keyWords(key);
  } catch {
    throw new UsageError(
      `${file} is not a run's key (at least 32 hex digits): it was changed, and the run cannot be derived again`,
    );
  }
  return key;
}
