// The small shared flag beside each guest. The match loop is synchronous, so a decision
// is a line written and a line read on the program's pipes, blocking, rather than a
// promise; the keeper writes a guest's death into the flag and wakes a playing thread
// that waits for it at once, and kills a program whose request outlives its limit.

/** Counts the keeper's notices (the pipes are ready, the guest died or was killed): the
 * playing thread waits on it. */
export const ANSWERED = 1;
/** 1 once the keeper has seen the guest end; the reason is on the status port. */
export const DEAD = 2;
/** A program's process id (its process group's), for killing it as this thread ends. */
export const PID = 3;
/** The program's request being waited for (a count), 0 for none, or minus it once the
 * keeper has claimed it as late and killed the program. Written with compareExchange
 * on both sides, so that an answer and a kill cannot both win. */
export const WAITING = 4;
/** How long the request in WAITING may take, in ms. */
export const LIMIT = 5;
/** A program's pipe ends for the playing thread (file descriptors, shared by all the
 * threads of the process): requests are written to the one, answers read from the
 * other. 0 until the keeper has made them; the keeper closes them when it stops it. */
export const REQUESTS = 6;
export const ANSWERS = 7;
/** 1 when the request in WAITING must be read within READ_MS (a decision), else 0. */
export const MUST_READ = 8;
/** 1 when the keeper can tell whether a request was read (see program.ts), else 0. */
export const WATCHED = 9;
/** 1 once the keeper has killed the program for leaving a request unread. */
export const UNREAD = 10;
const SLOTS = 11;

export function newFlag(): SharedArrayBuffer {
  return new SharedArrayBuffer(SLOTS * Int32Array.BYTES_PER_ELEMENT);
}

/** Wakes whoever waits on `slot`. */
export function bump(flag: Int32Array, slot: number): void {
  Atomics.add(flag, slot, 1);
  Atomics.notify(flag, slot);
}

/** Start, hang and shutdown limits, in milliseconds. */
export const START_MS = 10_000;
export const CREATE_MS = 60_000;
export const HANG_MS = 60_000;
/** A decision a program has not even read by then forfeits at once: it has stopped
 * reading its stdin, and waiting out its whole limit would cost the run for nothing. */
export const READ_MS = 5_000;
/** A program that ignores the end of its stdin is killed this long after. */
export const GRACE_MS = 2_000;
/** How often the keeper looks for a program's decision past its limit: it kills one at
 * most two ticks late, and never early. */
export const TICK_MS = 5;
/** The longest line a program may answer with (a decision, or its ready line). */
export const MAX_LINE_BYTES = 1 << 20;
