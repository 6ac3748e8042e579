// Paths a user names are checked for what they are before anything is read or played:
// files under /proc, /sys and their kin look like files but hang or never end when read,
// and Node's recursive mkdir loops forever below /proc, so folders are made here.
import { existsSync, lstatSync, mkdirSync, readFileSync, statfsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { UsageError } from './errors.js';
import { parseJsonText } from './json-text.js';

/** statfs magic numbers of the kernel's pseudo-filesystems (linux/magic.h). */
const PSEUDO: ReadonlyMap<number, string> = new Map([
  [0x9fa0, 'proc'],
  [0x62656572, 'sysfs'],
  [0x1cd1, 'devpts'],
  [0x64626720, 'debugfs'],
  [0x73636673, 'securityfs'],
  [0x27e0eb, 'cgroup'],
  [0x63677270, 'cgroup2'],
  [0x74726163, 'tracefs'],
  [0xcafe4a11, 'bpf'],
  [0x62656570, 'configfs'],
  [0x6165676c, 'pstore'],
  [0xde5e81e4, 'efivarfs'],
  [0x65735543, 'fusectl'],
  [0x19800202, 'mqueue'],
]);

/** The nearest folder at or above `path` that exists. */
function existingAncestor(path: string): string {
  let at = resolve(path);
  for (;;) {
    try {
      statSync(at);
      return at;
    } catch {
      const up = dirname(at);
      if (up === at) return at;
      at = up;
    }
  }
}

/** `mkdir -p`, one level at a time: the recursive form never returns below /proc. */
export function makeFolder(path: string): void {
  const base = existingAncestor(path);
  let at = base;
  for (const part of relative(base, path).split(/[\\/]/).filter(Boolean)) {
    at = join(at, part);
    mkdirSync(at);
  }
  if (!statSync(path).isDirectory()) {
    throw Object.assign(new Error(`ENOTDIR: ${path} is a file, not a folder`), { code: 'ENOTDIR' });
  }
}

/** The pseudo-filesystem `path` (or its nearest existing ancestor) lies on, if any. */
export function pseudoFilesystem(path: string): string | undefined {
  try {
    return PSEUDO.get(Number(statfsSync(existingAncestor(path)).type));
  } catch {
    return undefined; // no statfs here: nothing to tell
  }
}

/** Why a file could not be opened, in words: "no such file" rather than ENOENT. */
const PROBLEMS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  EACCES: 'not readable (permission denied)',
  EPERM: 'not readable (operation not permitted)',
  EISDIR: 'is a folder, not a file',
  ENOTDIR: 'a part of its path is a file, not a folder',
  ELOOP: 'its symbolic links loop',
  ENAMETOOLONG: 'its name is too long',
};

/** The one line that says `path` could not be read and why, as every command that reads
 * a file says it; `hint` says what was expected there. */
export function unreadable(path: string, e: unknown, hint = ''): UsageError {
  const code = (e as NodeJS.ErrnoException).code;
  const why = (code && PROBLEMS[code]) ?? `cannot be read (${code ?? (e as Error).message.split('\n')[0]})`;
  return new UsageError(`${path}: ${why}${hint}`);
}

/** Checks `path` is a regular file that can be read to its end, before it is read. */
export function checkInputFile(path: string, hint = ''): void {
  const pseudo = pseudoFilesystem(path);
  if (pseudo) throw new UsageError(`${path} is on the ${pseudo} pseudo-filesystem, not a file of results: name a regular file`);
  let stats;
  try {
    stats = statSync(path);
  } catch (e) {
    throw unreadable(path, e, hint);
  }
  if (stats.isDirectory()) throw new UsageError(`${path} is a folder: name a file`);
  // A named pipe is read only once something writes to it, which may be never.
  if (stats.isFIFO())
    throw new UsageError(`${path} is a named pipe, not a regular file: save what it carries to a file and name that`);
  if (!stats.isFile()) throw new UsageError(`${path} is not a regular file: name a file`);
}

/** checkInputFile for a file that may not be there yet (a run folder's own files). */
export function checkInputFileIfThere(path: string): void {
  if (existsSync(path) || lstatExists(path)) checkInputFile(path);
}

function lstatExists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

/** The JSON value in `file`, as a user's file is read: a byte-order mark (as some editors
 * write) is not part of the JSON; an unreadable, broken or too deeply nested file is a
 * usage error, `hint` saying what the file should hold. */
export function readJsonFile(file: string, hint = ''): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw unreadable(file, e, hint);
  }
  return parseJsonText(text.replace(/^\uFEFF/, ''), file, hint);
}
