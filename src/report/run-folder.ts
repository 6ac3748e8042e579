// A run's folder: records stream to records.jsonl in plan order as batches finish, so a
// stopped run keeps every game it played; summary.json is written at the end. A write that
// fails midway (a full disk) stops the writing, not the run: the figures still get printed,
// and `failure` says what was lost.
import { closeSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { RunSummary } from '../sim/merge.js';
import { writeJsonFile } from './json.js';

export interface RunFolder {
  readonly path: string;
  writeRecords(lines: readonly string[]): void;
  writeSummary(summary: RunSummary): void;
  /** The first write that failed, in one line, if any. */
  readonly failure: string | undefined;
}

/** Opens records.jsonl in `path`, a folder that has been checked to be writable. */
export function openRunFolder(path: string): RunFolder {
  let fd: number | undefined = openSync(join(path, 'records.jsonl'), 'w');
  let failure: string | undefined;
  let written = 0;
  const fail = (what: string, e: unknown) => {
    failure ??= `${what}: ${(e instanceof Error ? e.message : String(e)).split('\n')[0]}`;
  };
  const close = () => {
    if (fd === undefined) return;
    try {
      closeSync(fd);
    } catch (e) {
      fail('could not close records.jsonl', e);
    }
    fd = undefined;
  };
  return {
    path,
    get failure() {
      return failure;
    },
    writeRecords(lines) {
      if (fd === undefined || lines.length === 0) return;
      try {
        writeSync(fd, `${lines.join('\n')}\n`);
        written += lines.length;
      } catch (e) {
        fail(`records.jsonl stopped after ${written} games`, e);
        close();
      }
    },
    writeSummary(summary) {
      close();
      try {
        writeJsonFile(join(path, 'summary.json'), summary);
      } catch (e) {
        fail('could not write summary.json', e);
      }
    },
  };
}
