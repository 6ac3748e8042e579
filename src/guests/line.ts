// The playing thread's end of one guest. A bot file's: requests go out on its port, and
// the thread waits on the flag for the answer with the same number, for the guest's
// death (the keeper's notice) or for the time limit, whichever comes first. A program's
// end is in program-line.ts; both are played the same way.
import { type MessagePort, receiveMessageOnPort } from 'node:worker_threads';
import { ANSWERED, ASKED, DEAD, PID, bump } from './flag.js';
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
  /** A program's process (group) id, once the keeper has started it; 0 for a bot file. */
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

export class PortLine implements Line {
  private readonly flag: Int32Array;
  private asked = 0;
  /** Closed by this thread (closeGuests at the end of a run): the guest is gone. */
  closed = false;

  constructor(
    readonly id: number,
    flag: SharedArrayBuffer,
    private readonly port: MessagePort,
    private readonly status: MessagePort,
  ) {
    this.flag = new Int32Array(flag);
  }

  /** Whether the keeper has seen the guest end. */
  get dead(): boolean {
    return Atomics.load(this.flag, DEAD) !== 0;
  }

  /** A program's process (group) id, once the keeper has started it; 0 for a bot file. */
  get pid(): number {
    return Atomics.load(this.flag, PID);
  }

  /** A note that needs no answer. The guest is woken for it, so that it runs (a bot's
   * startGame) while this thread goes on. */
  tell(note: Note): void {
    this.port.postMessage(note);
    bump(this.flag, ASKED);
  }

  /** The request's number, for `ask`. */
  next(): number {
    return ++this.asked;
  }

  ask(request: Request, limitMs: number): Reply {
    this.port.postMessage(request);
    bump(this.flag, ASKED);
    return this.await(request.n, limitMs);
  }

  /** Waits for the answer numbered `n` (0: the guest's start). */
  await(n: number, limitMs: number): Reply {
    const until = performance.now() + limitMs;
    for (;;) {
      // Read before the port is emptied: an answer posted after that changes the count,
      // and the wait below returns at once.
      const seen = Atomics.load(this.flag, ANSWERED);
      for (let m = receiveMessageOnPort(this.port); m; m = receiveMessageOnPort(this.port)) {
        const answer = m.message as Answer;
        // An earlier request's answer (one that came too late) is dropped.
        if (answer.n === n) return { answer };
      }
      if (this.dead) return { dead: this.deathReason() };
      const left = until - performance.now();
      if (left <= 0) return { late: true };
      Atomics.wait(this.flag, ANSWERED, seen, left);
    }
  }

  private deathReason(): string {
    const note = receiveMessageOnPort(this.status);
    return typeof note?.message === 'string' ? note.message : 'stopped answering';
  }

  /** Closes this end (the guest is stopped through the keeper). */
  close(): void {
    this.closed = true;
    this.port.close();
    this.status.close();
  }
}
