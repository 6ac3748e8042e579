// A run's folder: records stream to records.jsonl in plan order as batches finish, so a
// stopped run keeps every game it played; summary.json is written at the end. A write that
// fails midway (a full disk) stops the writing, not the run: the figures still get printed,
// and `failure` says what was lost.
import { join } from 'node:path';
import { DiskError, openRecordFile } from '../core/disk.js';
import type { RunSummary } from '../sim/merge.js';
import { writeJsonAtomic } from './atomic.js';

interface RunFolder {
  readonly path: string;
  writeRecords(lines: readonly string[]): void;
  writeSummary(summary: RunSummary): void;
  /** The first write that failed, in one line, if any. */
  readonly failure: string | undefined;
}

/** Opens records.jsonl in `path`, a folder that has been checked to be writable. */
export function openRunFolder(path: string): RunFolder {
  const records = openRecordFile(join(path, 'records.jsonl'), 'w');
  let summaryFailure: DiskError | undefined;
  return {
    path,
    get failure() {
      const failed = records.failure;
      if (failed)
        return `records.jsonl stopped after ${records.lines} games: ${failed.problem}: ${failed.fix} or ${failed.instead}`;
      return summaryFailure?.message;
    },
    writeRecords: (lines) => records.append(lines),
    writeSummary(summary) {
      records.close();
      try {
        writeJsonAtomic(join(path, 'summary.json'), summary);
      } catch (e) {
        if (!(e instanceof DiskError)) throw e;
        summaryFailure = e;
      }
    },
  };
}
