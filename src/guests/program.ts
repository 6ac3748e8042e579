// A program over the line protocol (docs/protocol.md), run by the keeper: it spawns
// `/bin/sh -c <cmd>`, greets it, and turns each request on the guest's port into a line
// on its stdin and each line on its stdout into an answer, notifying the waiting
// playing thread through the flag as a bot file's thread would.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import type { MessagePort } from 'node:worker_threads';
import type { Action } from '../core/game.js';
import { readInfo } from './bot-shape.js';
import { ANSWERED, GRACE_MS, PID, bump } from './flag.js';
import { type Answer, type Hello, type ToGuest, firstLine } from './messages.js';

/** How much of a bad line a forfeit's reason shows. */
const SHOWN = 80;

export class Program {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly flag: Int32Array;
  private buffered = '';
  /** The request waiting for its line: 0 for the ready line, -1 for none. */
  private waiting = 0;
  private lastErr = '';
  private stopping = false;

  constructor(
    cmd: string,
    cwd: string,
    private readonly hello: Hello,
    flag: SharedArrayBuffer,
    private readonly port: MessagePort,
    /** Called once with why the program ended (unless it was stopped). */
    private readonly onEnd: (reason: string) => void,
  ) {
    this.flag = new Int32Array(flag);
    // In a process group of its own, so that a kill reaches whatever the shell started, and
    // a Ctrl-C at the terminal reaches tafel alone, which ends its programs itself.
    this.child = spawn('/bin/sh', ['-c', cmd], { cwd, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
    Atomics.store(this.flag, PID, this.child.pid ?? 0);
    this.child.stdout.setEncoding('utf8');
    this.child.stderr.setEncoding('utf8');
    this.child.stdout.on('data', (text: string) => this.read(text));
    this.child.stderr.on('data', (text: string) => this.keepErr(text));
    // A program that dies leaves writes to its stdin failing: its exit says why.
    this.child.stdin.on('error', () => {});
    this.child.on('error', (e) => this.ended(`cannot be started: ${firstLine(e)}`));
    this.child.on('close', (code, signal) => this.ended(this.exitReason(code, signal)));
    this.write({ type: 'hello', protocol: 1, ...hello });
    port.on('message', (note: ToGuest) => this.handle(note));
  }

  private handle(note: ToGuest): void {
    switch (note.t) {
      case 'start':
        this.write({ type: 'start', seat: note.seat, players: note.players, seed: note.seed });
        break;
      case 'act':
        this.waiting = note.n;
        this.write({
          type: 'act',
          observation: note.view,
          legal: note.legal,
          budgetMs: Number.isFinite(note.budgetMs) ? note.budgetMs : null,
        });
        break;
      case 'end':
        // The protocol's end has no answer: the keeper says it was passed on.
        this.write({ type: 'end', scores: note.scores, wins: note.wins, ...(note.forfeit ? { forfeit: note.forfeit } : {}) });
        this.answer({ n: note.n, ok: true });
        break;
      case 'create':
        // A program is created by its hello: nothing more to do.
        this.answer({ n: note.n, ok: true });
        break;
      case 'stop':
        this.stop(false);
        break;
    }
  }

  private write(message: object): void {
    if (this.child.stdin.writable) this.child.stdin.write(`${JSON.stringify(message)}\n`);
  }

  private answer(answer: Answer): void {
    this.port.postMessage(answer);
    bump(this.flag, ANSWERED);
  }

  private read(text: string): void {
    this.buffered += text;
    for (let end = this.buffered.indexOf('\n'); end >= 0; end = this.buffered.indexOf('\n')) {
      const line = this.buffered.slice(0, end).replace(/\r$/, '');
      this.buffered = this.buffered.slice(end + 1);
      if (line.trim() !== '') this.line(line);
    }
  }

  /** One line from the program: the answer to what is waiting; a line nobody asked for
   * is dropped. */
  private line(line: string): void {
    const n = this.waiting;
    if (n < 0) return;
    this.waiting = -1;
    let message: Record<string, unknown> | undefined;
    try {
      const parsed: unknown = JSON.parse(line);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) message = parsed as Record<string, unknown>;
    } catch {
      // not JSON: said below
    }
    if (n === 0) return this.greeted(line, message);
    if (!message || !('action' in message)) {
      return this.answer({ n, fault: `answered with ${clip(line)}, not {"action": …}` });
    }
    this.answer({ n, action: message.action as Action });
  }

  /** The answer to hello: ready, refuse, or anything else. */
  private greeted(line: string, message: Record<string, unknown> | undefined): void {
    if (message?.type === 'refuse') {
      const reason = typeof message.reason === 'string' ? message.reason : 'no reason given';
      return this.answer({ n: 0, failed: { kind: 'refuse', message: `refused: ${firstLine(reason)}` } });
    }
    if (message?.type !== 'ready') {
      return this.answer({
        n: 0,
        failed: { kind: 'handshake', message: `answered hello with ${clip(line)}, not {"type": "ready", …}` },
      });
    }
    try {
      this.answer({ n: 0, ready: readInfo(message, 'its ready line') });
    } catch (e) {
      this.answer({ n: 0, failed: { kind: 'handshake', message: firstLine(e) } });
    }
  }

  private keepErr(text: string): void {
    const lines = text.split('\n').filter((l) => l.trim() !== '');
    if (lines.length) this.lastErr = clip(lines[lines.length - 1].trim(), 200);
  }

  private exitReason(code: number | null, signal: NodeJS.Signals | null): string {
    const why = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    return this.lastErr ? `${why} (last line on stderr: ${this.lastErr})` : why;
  }

  private ended(reason: string): void {
    this.port.close();
    if (this.stopping) return;
    this.stopping = true;
    this.onEnd(reason);
  }

  /** Ends the program: EOF on its stdin, and a kill if it lingers (or at once, `hard`). */
  stop(hard: boolean): Promise<void> {
    this.stopping = true;
    const { child } = this;
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((done) => {
      child.once('exit', () => done());
      child.stdin.end();
      if (hard) killGroup(child.pid);
      else setTimeout(() => killGroup(child.pid), GRACE_MS).unref();
    });
  }
}

function clip(text: string, length = SHOWN): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

/** Kills a program and everything its shell started (its process group). */
export function killGroup(pid: number | undefined): void {
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // gone already
  }
}
