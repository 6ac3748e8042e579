// Output folders are checked before the first game, so a run never plays for an hour and
// then fails on a path, and locked, so no other run writes there meanwhile; a write that
// still fails at the end (a full disk) is one line, after the figures have been printed.
import { closeSync, openSync, statSync, unlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { UsageError } from '../core/errors.js';
import { makeFolder, pseudoFilesystem } from '../core/files.js';
import { lockFolder } from '../core/folder-lock.js';
import { writeJsonAtomic } from '../report/atomic.js';
import { limitsOf } from '../../bots/guest-bots.js';
import { guestSees } from '../guests/guest.js';
import type { Plan } from '../sim/plan.js';
import { VIEW_FOLDER, holdsGamePages } from '../view/folder.js';

/** Makes `dir` (and its parents) and checks that each of `files` can be written in it
 * without overwriting an earlier run's results. Returns the absolute folder. */
export function prepareOut(flag: string, dir: string, files: readonly string[]): string {
  const path = resolve(dir);
  const pseudo = pseudoFilesystem(path);
  if (pseudo) throw new UsageError(`${flag} ${dir} is on the ${pseudo} pseudo-filesystem: name a folder on a disk`);
  try {
    makeFolder(path);
  } catch (e) {
    throw new UsageError(`${flag} ${dir} cannot be written: ${reason(e)}`);
  }
  lockFolder(path, flag, dir);
  for (const file of files) checkWritable(flag, dir, path, file);
  return path;
}

/** Refuses a folder holding an earlier run's game pages (tafel view's, or a report's
 * links): the new run's report would sit beside pages of games it never played. */
export function refuseOldPages(flag: string, dir: string, path: string, what = 'results'): void {
  if (holdsGamePages(path)) {
    throw new UsageError(`${flag} ${dir} already holds ${what} (${VIEW_FOLDER}/): choose a new folder or remove it first`);
  }
}

/** Refuses a results folder that a bot from outside tafel would see: its sandbox shows
 * it its own folder (and --sandbox-ro paths), and the records written there as the run
 * goes would show it the games, the earlier rotations of a deal among them. */
export function refuseSeenOut(plans: readonly Plan[], flag: string, dir: string): void {
  const out = resolve(dir);
  for (const plan of plans) {
    plan.guests?.sources.forEach((source) => {
      if (!source) return;
      for (const seen of guestSees(source, limitsOf(plan.guests))) {
        if (out !== seen && !out.startsWith(`${seen.replace(/\/$/, '')}/`)) continue;
        const what = 'file' in source ? `bot file ${source.file}` : `bot program "${source.cmd}"`;
        const fix = 'cmd' in source ? ' or run the program in another (--bot-folder, botFolder)' : '';
        throw new UsageError(
          `${flag} ${dir} lies in ${seen}, which the sandbox of ${what} shows it: choose a folder outside it${fix}`,
        );
      }
    });
  }
}

/** Refuses an earlier run's results, and proves the file can be made by making it. */
function checkWritable(flag: string, dir: string, path: string, file: string): void {
  const target = join(path, file);
  let stats;
  try {
    stats = statSync(target);
  } catch {
    stats = undefined; // not there yet: it will be made
  }
  if (stats?.isDirectory()) throw new UsageError(`${flag} ${dir} cannot be written: ${file} there is a folder, not a file`);
  // A run's results are never silently replaced (a device such as /dev/null is no result).
  if (stats?.isFile() && stats.size > 0) {
    throw new UsageError(`${flag} ${dir} already holds results (${file}): choose a new folder or remove it first`);
  }
  try {
    closeSync(openSync(target, 'a'));
    if (!stats) unlinkSync(target);
  } catch (e) {
    throw new UsageError(`${flag} ${dir} cannot be written: ${reason(e)}`);
  }
}

/** Writes `value` as indented JSON at the end of a run, piece by piece (a tournament's
 * file may be larger than one string can hold), whole or not at all; a failure is one
 * line, exit code 2 (a DiskError). */
export function writeJsonAtEnd(path: string, value: unknown): void {
  writeJsonAtomic(path, value);
}

/** An error's message on one line. */
function reason(e: unknown): string {
  return (e instanceof Error ? e.message : String(e)).split('\n')[0];
}
