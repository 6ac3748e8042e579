// The playing thread's end of one guest, as the guest bot speaks to it: a request and
// the answer with the same number, the guest's death (the keeper's notice) or the time
// limit, whichever comes first. Every guest is a program (program-line.ts).
import type { Answer, ToGuest } from './messages.js';

export type Reply = { readonly answer: Answer } | { readonly dead: string } | { readonly late: true };

export type Request = Extract<ToGuest, { n: number }>;
export type Note = Exclude<ToGuest, { n: number }>;

/** One guest, as the playing thread speaks to it. */
export interface Line {
  readonly id: number;
  /** Closed by this thread (stopGuest, closeGuests at the end of a run): the guest is gone. */
  readonly closed: boolean;
  /** Whether the keeper has seen the guest end. */
  readonly dead: boolean;
  /** The program's process (group) id, once the keeper has started it. */
  readonly pid: number;
  /** A note that needs no answer. */
  tell(note: Note): void;
  /** The request's number, for `ask`. */
  next(): number;
  ask(request: Request, limitMs: number): Reply;
  /** Waits for the answer numbered `n` (0: the guest's start). */
  await(n: number, limitMs: number): Reply;
  /** Closes this end (the guest is stopped through the keeper). */
  close(): void;
}
