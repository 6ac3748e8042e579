// What the page's server (main thread) and the table's thread (seat-worker.ts) tell each
// other. The table's thread plays the game with the match loop itself; the person's seat
// there waits, blocked, for the person's choice, which reaches it over `answers` with a
// bump of the shared flag (see SLOT).
import type { MessagePort } from 'node:worker_threads';
import type { Plan } from '../sim/plan.js';

/** Slots of the shared Int32Array: STOP raised drops the game under way; ANSWERED is
 * bumped after each message on the answers port, waking the waiting seat. */
export const SLOT = { STOP: 0, ANSWERED: 1 } as const;

export interface SeatData {
  /** The session's plan; each game is its own run of one game (`seed` set per game). */
  readonly plan: Plan;
  /** The person's seat. */
  readonly seat: number;
  /** A SharedArrayBuffer of two Int32 slots (SLOT). */
  readonly flag: SharedArrayBuffer;
  /** Where the person's answers come: read with receiveMessageOnPort while waiting. */
  readonly answers: MessagePort;
}

/** Main → table thread, on its parentPort. */
export type ToTable = { readonly t: 'play'; readonly seed: number } | { readonly t: 'close' };

/** Main → the waiting seat, on `answers`: the index of the chosen legal action. */
export interface Answer {
  readonly choice: number;
}

/** Table thread → main. */
export type FromTable =
  /** The person is to move: the seat's view (what a bot from outside gets) and the legal
   * actions in words, in the order the match loop handed them. */
  | { readonly t: 'turn'; readonly view: unknown; readonly legal: readonly string[] }
  /** The game is over: its record (one JSON line, as any run writes it) and the seat's
   * view of the end. */
  | { readonly t: 'over'; readonly record: string; readonly view: unknown }
  /** Stopped before its end (the session ends): nothing is recorded. */
  | { readonly t: 'halted' }
  /** The table could not play (a bot from outside could not start…), in one line. */
  | { readonly t: 'failed'; readonly message: string }
  | { readonly t: 'closed' };
