// What a bot from outside tafel was, beyond its label: a bot file keeps its name across
// versions, so two runs of `./bots/mine.mjs` are told apart by a hash of what the file
// held when the run was planned. A program is its command line, the folder it runs in
// and the files of that folder its words name (`python3 my_bot.py` hashes my_bot.py):
// what else it reads tafel cannot see.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import type { GuestSource } from './guest.js';

/** SHA-256, hex, of the guest's file, or of its command line, folder and named files;
 * a file that cannot be read hashes as missing (its run is refused elsewhere). */
export function sourceDigest(source: GuestSource): string {
  const hash = createHash('sha256');
  if ('file' in source) {
    hash.update('file\0');
    hash.update(contentOf(source.file) ?? 'missing');
    return hash.digest('hex');
  }
  hash.update(`cmd\0${source.cmd}\0${source.cwd}\0`);
  for (const word of source.cmd.split(/\s+/)) {
    const path = word.replace(/^['"]|['"]$/g, '');
    if (path === '' || isAbsolute(path)) continue;
    const content = contentOf(resolve(source.cwd, path));
    if (content) hash.update(`${path}\0`).update(content).update('\0');
  }
  return hash.digest('hex');
}

/** A regular file's bytes, or undefined for anything else (a folder, nothing). */
function contentOf(path: string): Buffer | undefined {
  try {
    return statSync(path).isFile() ? readFileSync(path) : undefined;
  } catch {
    return undefined;
  }
}
