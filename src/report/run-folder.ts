// A run's folder: records stream to records.jsonl in plan order as batches finish, so a
// stopped run keeps every game it played; summary.json is written at the end.
import { closeSync, mkdirSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { UsageError } from '../core/errors.js';
import type { RunSummary } from '../sim/merge.js';

export interface RunFolder {
  readonly path: string;
  writeRecords(lines: readonly string[]): void;
  writeSummary(summary: RunSummary): void;
}

export function openRunFolder(dir: string): RunFolder {
  const path = resolve(dir);
  let fd: number;
  try {
    mkdirSync(path, { recursive: true });
    fd = openSync(join(path, 'records.jsonl'), 'w');
  } catch (e) {
    throw new UsageError(`--out ${dir} cannot be written: ${(e as Error).message}`);
  }
  return {
    path,
    writeRecords(lines) {
      if (lines.length) writeSync(fd, `${lines.join('\n')}\n`);
    },
    writeSummary(summary) {
      closeSync(fd);
      writeFileSync(join(path, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
    },
  };
}
