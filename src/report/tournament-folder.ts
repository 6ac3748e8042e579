// A tournament's run folder: the resolved file (tournament.json) first, the records
// (games.jsonl) appended in order as games finish, summary.json and report.html at the
// end. Everything but the records is written atomically, and the folder is locked while
// a run writes there (core/folder-lock.ts).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openRecordFile, type RecordFile } from '../core/disk.js';
import { UsageError } from '../core/errors.js';
import { makeFolder, pseudoFilesystem } from '../core/files.js';
import { lockFolder } from '../core/folder-lock.js';
import { sumLine } from '../records/record-sums.js';
import { writeJsonAtomic } from './atomic.js';

export const TOURNAMENT_FILES = {
  resolved: 'tournament.json',
  records: 'games.jsonl',
  /** A checksum per batch of records, for --resume to check them by (record-sums.ts). */
  sums: 'games.sums',
  summary: 'summary.json',
  report: 'report.html',
};

/** A new folder for a run: `dir` if given (it must be empty or new), else
 * results/<name>, then results/<name>-2, … : an earlier run is never overwritten. */
export function newRunFolder(dir: string | undefined, name: string): string {
  if (dir !== undefined) {
    const path = checkedPath('--out', dir);
    make('--out', dir, path);
    lockFolder(path, '--out', dir);
    // Other files may share the folder; a run's own never get replaced.
    const earlier = readdirSync(path).find((f) => Object.values(TOURNAMENT_FILES).includes(f));
    if (earlier) {
      throw new UsageError(
        `--out ${dir} already holds a run (${earlier}): choose a new folder, or continue it with --resume ${dir}`,
      );
    }
    return path;
  }
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'tournament';
  for (let k = 1; ; k++) {
    const path = resolve('results', k === 1 ? slug : `${slug}-${k}`);
    if (!existsSync(path)) {
      make('--out', path, path);
      lockFolder(path, '--out', path);
      return path;
    }
  }
}

function checkedPath(flag: string, dir: string): string {
  const path = resolve(dir);
  const pseudo = pseudoFilesystem(path);
  if (pseudo) throw new UsageError(`${flag} ${dir} is on the ${pseudo} pseudo-filesystem: name a folder on a disk`);
  return path;
}

function make(flag: string, dir: string, path: string): void {
  try {
    makeFolder(path);
  } catch (e) {
    throw new UsageError(`${flag} ${dir} cannot be written: ${(e as Error).message.split('\n')[0]}`);
  }
}

/** The folder of a run to resume: it must hold the tournament.json of an earlier start. */
export function resumeFolder(dir: string): string {
  const path = checkedPath('--resume', dir);
  if (!existsSync(path))
    throw new UsageError(`--resume ${dir}: no such folder: name the folder of a run this tournament started`);
  if (statSync(path, { throwIfNoEntry: false })?.isDirectory()) lockFolder(path, '--resume', dir);
  if (!existsSync(join(path, TOURNAMENT_FILES.resolved))) {
    throw new UsageError(
      `--resume ${dir} holds no ${TOURNAMENT_FILES.resolved}: name the folder of a run this tournament started`,
    );
  }
  return path;
}

/** The first file of a run, written before any game: it also proves the folder writable. */
export function writeResolved(folder: string, resolved: unknown): void {
  writeJsonAtomic(join(folder, TOURNAMENT_FILES.resolved), resolved);
}

/** Appends records to games.jsonl as they come, each batch's checksum to games.sums
 * after them: a stop between the two leaves records that --resume plays again. A failed
 * write stops the writing and aborts `lost` (see core/disk.ts). */
export function openRecords(folder: string): RecordFile {
  const records = openRecordFile(join(folder, TOURNAMENT_FILES.records), 'a');
  const sums = openRecordFile(join(folder, TOURNAMENT_FILES.sums), 'a');
  return {
    path: records.path,
    append(lines) {
      if (!lines.length || records.failure || sums.failure) return;
      records.append(lines);
      if (!records.failure) sums.append([sumLine(`${lines.join('\n')}\n`, lines.length).slice(0, -1)]);
    },
    get lines() {
      return records.lines;
    },
    get failure() {
      return records.failure ?? sums.failure;
    },
    lost: AbortSignal.any([records.lost, sums.lost]),
    close() {
      records.close();
      sums.close();
    },
  };
}
