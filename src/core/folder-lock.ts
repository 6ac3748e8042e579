// One run at a time in a results folder: two runs appending to one records file would
// interleave their lines, and neither run could be replayed or resumed. A run holds the
// folder's lock file while it writes there. The file names its holder (the pid, when
// that process started, and the host) from the moment it exists: it is written aside
// first and then linked into place, which fails when a lock is there, so only one run
// can make it and none is ever seen empty. A run that was killed cannot remove it, so a
// lock whose process is gone (or whose pid now belongs to a later process) is stale, and
// the next run takes it over; so is one that names no one, which no run makes.
import { closeSync, linkSync, openSync, readFileSync, renameSync, unlinkSync } from 'node:fs';
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
  return `pid ${holder.pid}${holder.host === hostname() ? '' : ` on ${holder.host}`}`;
}

/** Makes the lock file, or false when it is there already: its text written into a file
 * of this process's own first, then linked to the lock's name (a link, unlike a rename,
 * fails where the name is taken). */
function create(lock: string): boolean {
  const mine = `${lock}.${process.pid}.new`;
  try {
    const fd = openSync(mine, 'w');
    try {
      writeAll(fd, own(), lock);
    } finally {
      closeSync(fd);
    }
    linkSync(mine, lock);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw diskError(lock, e);
  } finally {
    unlinkSilently(mine);
  }
}

function own(): string {
  return `${process.pid} ${startOf(process.pid) ?? ''} ${hostname()}\n`;
}

/** The holder named in `lock`, or undefined when there is no lock file. */
function read(lock: string): Holder | undefined {
  let text: string;
  try {
    text = readFileSync(lock, 'utf8');
  } catch {
    return undefined;
  }
  const [pid, started, host] = text.trim().split(' ');
  return { pid: Number(pid) || 0, started: started ?? '', host: host ?? hostname(), text };
}

/** Whether the holder may still be writing. A lock made on another host (a shared
 * folder) cannot be checked from here, so it counts as live. */
function live(holder: Holder): boolean {
  // A lock naming no one was made by no run (a run's names it from the start).
  if (holder.pid <= 0) return false;
  if (holder.host !== hostname()) return true;
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
