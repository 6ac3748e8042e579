// One run at a time in a results folder: two runs appending to one records file would
// interleave their lines, and neither run could be replayed or resumed. A run holds the
// folder's lock file while it writes there. The file is made with O_EXCL, so only one
// run can make it, and it names its holder: the pid, when that process started, and the
// host. A run that was killed cannot remove it, so a lock whose process is gone (or whose
// pid now belongs to a later process) is stale, and the next run takes it over.
import { closeSync, linkSync, openSync, readFileSync, renameSync, statSync, unlinkSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { diskError, writeAll } from './disk.js';
import { UsageError } from './errors.js';

export const LOCK_FILE = '.tafel.lock';

/** The lock files this process holds, released when its command ends. */
const held = new Set<string>();

interface Holder {
  readonly pid: number;
  /** When the process started, in clock ticks since boot (Linux); '' where unknown. */
  readonly started: string;
  readonly host: string;
  /** The lock file's text, to tell one holder from another. */
  readonly text: string;
  /** An empty file left long ago: no run is making it. */
  readonly abandoned: boolean;
}

/** Takes `folder`'s lock for this process until releaseFolderLocks, or refuses in one line
 * naming the run that holds it; `flag` and `dir` name the folder as the user gave it. */
export function lockFolder(folder: string, flag: string, dir: string): void {
  const lock = join(folder, LOCK_FILE);
  if (held.has(lock)) throw inUse(flag, dir, lock, `pid ${process.pid}`);
  for (let tries = 0; tries < 5; tries++) {
    if (create(lock)) {
      held.add(lock);
      return;
    }
    const holder = read(lock);
    if (holder === undefined) continue; // released meanwhile: try again
    if (live(holder)) throw inUse(flag, dir, lock, describe(holder));
    breakStale(lock, holder);
  }
  throw inUse(flag, dir, lock, 'another run');
}

/** Releases every lock this process holds (when a command ends, however it ends). */
export function releaseFolderLocks(): void {
  for (const lock of held) {
    // Only our own: a lock judged stale and taken over is another run's now.
    if (read(lock)?.text === own()) unlinkSilently(lock);
  }
  held.clear();
}

/** The run that holds `folder`'s lock and may still be writing there (`pid 123`, or
 * with its host), or undefined when none does: what `tafel status` says of a run. Read
 * only: a stale lock is left for the next run to take over. */
export function folderHolder(folder: string): string | undefined {
  const holder = read(join(folder, LOCK_FILE));
  return holder && live(holder) ? describe(holder) : undefined;
}

function inUse(flag: string, dir: string, lock: string, holder: string): UsageError {
  return new UsageError(
    `${flag} ${dir} is in use by another tafel run (${holder}): wait for it to end or choose another folder (if no run is using it, remove ${lock})`,
  );
}

function describe(holder: Holder): string {
  return holder.pid > 0 ? `pid ${holder.pid}${holder.host === hostname() ? '' : ` on ${holder.host}`}` : 'a run starting';
}

/** Makes the lock file, or false when it is there already. */
function create(lock: string): boolean {
  let fd: number;
  try {
    fd = openSync(lock, 'wx');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw diskError(lock, e);
  }
  try {
    writeAll(fd, own(), lock);
  } catch (e) {
    closeSync(fd);
    unlinkSilently(lock); // a lock naming no one would hold the folder for ever
    throw e;
  }
  closeSync(fd);
  return true;
}

function own(): string {
  return `${process.pid} ${startOf(process.pid) ?? ''} ${hostname()}\n`;
}

/** The holder named in `lock`, or undefined when there is no lock file. A file being
 * made this instant is still empty: its holder is alive, with no pid yet, unless the file
 * has stayed empty far longer than a run takes to write its name (its run was killed
 * between the two, or the disk was full). */
function read(lock: string): Holder | undefined {
  let text: string;
  let age: number;
  try {
    text = readFileSync(lock, 'utf8');
    age = Date.now() - statSync(lock).mtimeMs;
  } catch {
    return undefined;
  }
  const [pid, started, host] = text.trim().split(' ');
  const abandoned = text.trim() === '' && age > EMPTY_FOR_MS;
  return { pid: Number(pid) || 0, started: started ?? '', host: host ?? hostname(), text, abandoned };
}

/** How long a lock file may stay empty while its run writes its name into it. */
const EMPTY_FOR_MS = 60_000;

/** Whether the holder may still be writing. A lock made on another host (a shared
 * folder) cannot be checked from here, so it counts as live. */
function live(holder: Holder): boolean {
  if (holder.abandoned) return false;
  if (holder.pid <= 0 || holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  // The pid of a killed run may have been handed to a later process since.
  const started = startOf(holder.pid);
  return !holder.started || started === undefined || started === holder.started;
}

/** When process `pid` started, in clock ticks since boot: the 22nd field of
 * /proc/<pid>/stat (counted after the command name, which may hold spaces). */
function startOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** Removes a stale lock. Two runs may find the same stale lock at once: each renames it
 * aside first (only one rename finds it), and a run whose rename caught a lock newly
 * taken by another puts that back. */
function breakStale(lock: string, stale: Holder): void {
  const aside = `${lock}.${process.pid}.stale`;
  try {
    renameSync(lock, aside);
  } catch {
    return; // gone already: another run broke it
  }
  const moved = read(aside);
  if (moved && moved.text !== stale.text && live(moved)) {
    try {
      linkSync(aside, lock);
    } catch {
      // a third run has made a new lock meanwhile: that one stands
    }
  }
  unlinkSilently(aside);
}

function unlinkSilently(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}
