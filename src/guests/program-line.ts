// The playing thread's end of a program (docs/protocol.md): it writes each request line
// into the program's stdin and reads the answer line from its stdout itself, blocking,
// through pipe ends the keeper opened and closes when the program is stopped (all
// threads of a process share its file descriptors). The keeper's event loop is out of a
// decision's way: it starts and watches the program, kills it when a request outlives
// its limit, and wakes a blocked read (a newline of its own into the answers pipe) once
// it has marked the program dead or killed it.
import { futimesSync, readSync, writeSync } from 'node:fs';
import { type MessagePort, receiveMessageOnPort } from 'node:worker_threads';
import type { Action } from '../core/game.js';
import { readInfo } from './bot-shape.js';
import {
  ANSWERED,
  ANSWERS,
  DEAD,
  GRACE_MS,
  LIMIT,
  MAX_LINE_BYTES,
  MUST_READ,
  PID,
  REQUESTS,
  START_MS,
  UNREAD,
  WAITING,
  WATCHED,
} from './flag.js';
import type { Line, Note, Reply, Request } from './line.js';
import { killGroup } from './kill.js';
import { type Answer, type Failure, type Hello, firstLine } from './messages.js';

/** How much of a bad line a forfeit's reason shows. */
const SHOWN = 80;
const CHUNK = 64 * 1024;
/** The longest limit a flag slot holds (ms, a signed 32-bit integer). */
const LONGEST = 2 ** 31 - 1;

/** What one exchange of lines came to. */
type Heard = { readonly line: string } | { readonly late: true } | { readonly dead: string };

/** The reason of a program that answered with a line too long to be an answer. */
const TOO_LONG = `answered with a line longer than ${MAX_LINE_BYTES / 2 ** 20} MB`;
/** The reason of a program that left a decision unread for `ms`. */
const unreadReason = (ms: number) => `did not read its request within ${ms / 1000} s`;

export class ProgramLine implements Line {
  private readonly flag: Int32Array;
  private asked = 0;
  /** Counts the exchanges, for WAITING. */
  private exchanges = 0;
  private pipes?: { readonly requests: number; readonly answers: number };
  private readonly chunk = Buffer.allocUnsafe(CHUNK);
  /** Bytes read after the last whole line. */
  private rest = Buffer.alloc(0);
  closed = false;

  /** The keeper has killed the program for a line too long: the next reply says so. */
  private tooLong = false;

  constructor(
    readonly id: number,
    flag: SharedArrayBuffer,
    private readonly status: MessagePort,
    private readonly hello: Hello,
    /** tafel's own bot file host (file-host.ts), whose lines add a refusal's failure and
     * an act's throw to the protocol: read from it alone. */
    private readonly host: boolean,
    /** How long a decision may lie unread (the keeper's limit), for the reason. */
    private readonly readMs: number,
  ) {
    this.flag = new Int32Array(flag);
  }

  get dead(): boolean {
    return Atomics.load(this.flag, DEAD) !== 0;
  }

  get pid(): number {
    return Atomics.load(this.flag, PID);
  }

  tell(note: Note): void {
    // A note is written under a deadline too: a program that stops reading its stdin
    // would block the write once the pipe is full.
    if (note.t !== 'start' || !this.pipes) return;
    const waiting = ++this.exchanges;
    Atomics.store(this.flag, LIMIT, START_MS);
    Atomics.store(this.flag, MUST_READ, 0);
    Atomics.store(this.flag, WAITING, waiting);
    const { seat, players, seed } = note;
    const start = { type: 'start', seat, players, seed, budgetMs: finite(note.budgetMs), iterations: finite(note.iterations) };
    // A failed write is the next decision's to find: the program is dead by then.
    this.write(`${JSON.stringify(start)}\n`);
    Atomics.compareExchange(this.flag, WAITING, waiting, 0);
  }

  next(): number {
    return ++this.asked;
  }

  ask(request: Request, limitMs: number): Reply {
    const { n } = request;
    if (!this.pipes) return this.await(n, limitMs);
    switch (request.t) {
      case 'act': {
        const message = { type: 'act', observation: request.view, legal: request.legal, budgetMs: finite(request.budgetMs) };
        const heard = this.exchange(message, limitMs, true, true);
        return 'line' in heard ? { answer: decision(n, heard.line, this.host) } : heard;
      }
      case 'end': {
        // The protocol's end has no answer: written is heard. A program that ended
        // before it is restarted now, as after a decision it died in. tafel's host
        // answers once the bot's endGame has run, so that one that ends itself there is
        // restarted before its next game whatever the timing.
        const { scores, wins, forfeit } = request;
        const heard = this.exchange({ type: 'end', scores, wins, ...(forfeit ? { forfeit } : {}) }, limitMs, this.host);
        return 'line' in heard ? { answer: { n, ok: true } } : heard;
      }
      case 'create':
        // A program is created by its hello: nothing more to do.
        return { answer: { n, ok: true } };
    }
  }

  /** The start (n = 0): waits for the keeper's pipes, greets the program and reads its
   * ready line, all within `limitMs`. */
  await(n: number, limitMs: number): Reply {
    if (n !== 0 || this.pipes) return { dead: 'answered out of turn' };
    const until = performance.now() + limitMs;
    for (;;) {
      const seen = Atomics.load(this.flag, ANSWERED);
      const requests = Atomics.load(this.flag, REQUESTS);
      if (requests > 0) {
        this.pipes = { requests, answers: Atomics.load(this.flag, ANSWERS) };
        break;
      }
      if (this.dead) return { dead: this.deathReason() };
      const left = until - performance.now();
      if (left <= 0) return { late: true };
      Atomics.wait(this.flag, ANSWERED, seen, left);
    }
    const heard = this.exchange({ type: 'hello', protocol: 1, ...this.hello }, until - performance.now(), true);
    return 'line' in heard ? { answer: greeting(heard.line, this.host) } : heard;
  }

  /** Writes a message and, `answered`, reads the line that answers it. The keeper kills
   * the program once WAITING has stood for `limitMs`, which ends a blocked write or read,
   * or (`mustRead`) once the message has lain unread for READ_MS. */
  private exchange(message: object, limitMs: number, answered: boolean, mustRead = false): Heard {
    // Dead since the last exchange: nothing to write to, and its wake-up may be read.
    if (this.dead) return { dead: this.deathReason() };
    const waiting = ++this.exchanges;
    Atomics.store(this.flag, LIMIT, Math.max(0, Math.min(LONGEST, Math.ceil(limitMs))));
    Atomics.store(this.flag, MUST_READ, mustRead ? 1 : 0);
    Atomics.store(this.flag, WAITING, waiting);
    // Lines that came after an earlier answer were not asked for: dropped.
    this.rest = this.rest.subarray(this.rest.lastIndexOf(10) + 1);
    // Before the write, so that no read of it can come before: any read sets it anew.
    if (mustRead && Atomics.load(this.flag, WATCHED) === 1) futimesSync(this.pipes!.requests, 0, 1);
    let line = this.write(`${JSON.stringify(message)}\n`) ? '' : undefined;
    if (answered && line !== undefined) line = this.readLine(waiting);
    // A program that is gone or stopped answering: the keeper's word, its death or its
    // kill at the deadline, is waited for.
    if (line === undefined && !this.tooLong) this.awaitEnd(waiting, limitMs);
    // Whoever changes WAITING first wins: this thread with its answer, or the keeper
    // with its kill.
    if (Atomics.compareExchange(this.flag, WAITING, waiting, 0) === -waiting) {
      return Atomics.load(this.flag, UNREAD) === 1 ? { dead: unreadReason(this.readMs) } : { late: true };
    }
    if (this.tooLong) return { dead: TOO_LONG };
    if (line !== undefined) return { line };
    return { dead: this.deathReason() };
  }

  private awaitEnd(waiting: number, limitMs: number): void {
    const until = performance.now() + limitMs + GRACE_MS;
    for (;;) {
      const seen = Atomics.load(this.flag, ANSWERED);
      if (this.dead || Atomics.load(this.flag, WAITING) !== waiting) return;
      const left = until - performance.now();
      // The keeper has gone: the caller says the program stopped answering.
      if (left <= 0) return;
      Atomics.wait(this.flag, ANSWERED, seen, left);
    }
  }

  private write(text: string): boolean {
    const bytes = Buffer.from(text);
    try {
      for (let at = 0; at < bytes.length;) at += writeSync(this.pipes!.requests, bytes, at);
      return true;
    } catch {
      // EPIPE: the program is gone; the keeper says why
      return false;
    }
  }

  /** The next line that is not blank, or undefined once the program is dead or killed
   * (the keeper's wake-up, or the end of the pipe). */
  private readLine(waiting: number): string | undefined {
    for (let read = 0; ;) {
      const end = this.rest.indexOf(10);
      if (end >= 0) {
        const line = this.rest.toString('utf8', 0, end).replace(/\r$/, '');
        this.rest = this.rest.subarray(end + 1);
        if (line.trim() !== '') return line;
        continue;
      }
      // Only after a read: an answer written just before the program ended is still
      // in the pipe, and read first.
      if (read > 0 && (this.dead || Atomics.load(this.flag, WAITING) !== waiting)) return undefined;
      try {
        read = readSync(this.pipes!.answers, this.chunk, 0, CHUNK, null);
      } catch {
        return undefined;
      }
      if (read === 0) return undefined;
      this.rest = Buffer.concat([this.rest, this.chunk.subarray(0, read)]);
      // An answer is a few bytes, a ready line a few kilobytes: a line that goes on and
      // on is read no further (the program is stopped with the reason).
      if (this.rest.length > MAX_LINE_BYTES && this.rest.indexOf(10) < 0) {
        this.tooLong = true;
        this.rest = Buffer.alloc(0);
        killGroup(this.pid);
        return undefined;
      }
    }
  }

  private deathReason(): string {
    const note = this.dead ? receiveMessageOnPort(this.status) : undefined;
    return typeof note?.message === 'string' ? note.message : 'stopped answering';
  }

  /** Done with the program: its pipe ends are the keeper's to close, with the stop that
   * follows (closing them here, in a thread that may track its files, would not do). */
  close(): void {
    this.closed = true;
    this.status.close();
  }
}

/** A number the protocol writes, or null for none (Infinity). */
function finite(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}

/** A line answering an act: the action, or a fault naming the line; from tafel's host,
 * also a throw or a fault of the bot file's. */
function decision(n: number, line: string, host: boolean): Answer {
  const message = objectOf(line);
  if (host && typeof message?.threw === 'string') return { n, error: message.threw };
  if (host && typeof message?.fault === 'string') return { n, fault: message.fault };
  if (!message || !('action' in message)) return { n, fault: `answered with ${clip(line)}, not {"action": …}` };
  return { n, action: message.action as Action };
}

/** The kinds of failure tafel's host names in its refusal. */
const HOST_FAILURES: readonly string[] = ['syntax', 'load', 'shape', 'create'];

/** The answer to hello: ready, refuse, or anything else. */
function greeting(line: string, host: boolean): Answer {
  const message = objectOf(line);
  if (message?.type === 'refuse') {
    const reason = typeof message.reason === 'string' ? message.reason : 'no reason given';
    if (host && typeof message.failure === 'string' && HOST_FAILURES.includes(message.failure)) {
      const kind = message.failure === 'create' ? 'refuse' : (message.failure as Failure['kind']);
      return { n: 0, failed: { kind, message: firstLine(reason) } };
    }
    return { n: 0, failed: { kind: 'refuse', message: `refused: ${firstLine(reason)}` } };
  }
  if (message?.type !== 'ready') {
    return { n: 0, failed: { kind: 'handshake', message: `answered hello with ${clip(line)}, not {"type": "ready", …}` } };
  }
  try {
    return { n: 0, ready: readInfo(message, 'its ready line') };
  } catch (e) {
    return { n: 0, failed: { kind: 'handshake', message: firstLine(e) } };
  }
}

function objectOf(line: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(line);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // not JSON
  }
  return undefined;
}

export function clip(text: string, length = SHOWN): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}
