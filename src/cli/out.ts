// Output folders are checked before the first game, so a run never plays for an hour and
// then fails on a path; a write that still fails at the end (a full disk) is one line,
// after the figures have been printed.
import { accessSync, constants, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ExitError, UsageError } from '../core/errors.js';

/** Makes `dir` (and its parents) and checks that each of `files` can be written in it.
 * Returns the absolute folder. */
export function prepareOut(flag: string, dir: string, files: readonly string[]): string {
  const path = resolve(dir);
  try {
    mkdirSync(path, { recursive: true });
    accessSync(path, constants.W_OK);
  } catch (e) {
    throw new UsageError(`${flag} ${dir} cannot be written: ${reason(e)}`);
  }
  for (const file of files) {
    const target = join(path, file);
    let isFolder = false;
    try {
      isFolder = statSync(target).isDirectory();
    } catch {
      // Not there yet: it will be made.
    }
    if (isFolder) throw new UsageError(`${flag} ${dir} cannot be written: ${file} there is a folder, not a file`);
  }
  return path;
}

/** Writes a file at the end of a run; a failure is an exit with code 2 and one line. */
export function writeAtEnd(path: string, text: string): void {
  try {
    writeFileSync(path, text);
  } catch (e) {
    throw new ExitError(`could not write ${path}: ${reason(e)}`, 2);
  }
}

/** An error's message on one line. */
export function reason(e: unknown): string {
  return (e instanceof Error ? e.message : String(e)).split('\n')[0];
}
