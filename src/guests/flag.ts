// The small shared flag beside each guest's port. The match loop is synchronous, so a
// decision is a post, a notify and an Atomics.wait rather than a promise; both sides
// count their wake-ups in the flag, and the keeper writes a guest's death into it, which
// wakes a playing thread that waits for an answer at once. A program's decisions pass
// the keeper by (program-line.ts): the flag carries its pipes and its deadline instead.

/** Counts the playing thread's requests: the guest thread waits on it. */
export const ASKED = 0;
/** Counts the answers (and death notices): the playing thread waits on it. */
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
const SLOTS = 8;

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
/** A program that ignores the end of its stdin is killed this long after. */
export const GRACE_MS = 2_000;
/** How often the keeper looks for a program's decision past its limit: it kills one at
 * most two ticks late, and never early. */
export const TICK_MS = 5;
