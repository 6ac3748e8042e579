// Files written whole or not at all (see core/disk.ts): a crash or a full disk never
// leaves a half-written summary or report.
import { writeFileAtomic } from '../core/disk.js';
import { writeJson } from './json.js';

export function writeAtomic(path: string, fill: (write: (text: string) => void) => void): void {
  writeFileAtomic(path, fill);
}

export function writeJsonAtomic(path: string, value: unknown): void {
  writeFileAtomic(path, (write) => writeJson(value, write));
}
