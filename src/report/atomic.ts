// Files written whole or not at all: written beside their place under a temporary name,
// then renamed over it (a rename within a folder is atomic), so a crash never leaves a
// half-written summary or report.
import { closeSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { writeJson } from './json.js';

export function writeAtomic(path: string, fill: (write: (text: string) => void) => void): void {
  const temporary = `${path}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w');
  try {
    fill((text) => writeSync(fd, text));
  } catch (e) {
    closeSync(fd);
    unlinkSync(temporary);
    throw e;
  }
  closeSync(fd);
  renameSync(temporary, path);
}

export function writeJsonAtomic(path: string, value: unknown): void {
  writeAtomic(path, (write) => writeJson(value, write));
}
