// A program over the line protocol (docs/protocol.md), as the keeper runs it: it spawns
// `/bin/sh -c <cmd>` with its stdin and stdout on two pipes whose other ends the playing
// thread reads and writes itself (program-line.ts), keeps the last line of its stderr,
// says why it ended, and kills it when a request of the playing thread's outlives its
// limit. The pipes are FIFOs, as Node makes no blocking pipe: made in a private folder,
// opened, and the folder removed at once.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ANSWERED, ANSWERS, GRACE_MS, LIMIT, PID, REQUESTS, TICK_MS, WAITING, bump } from './flag.js';
import { firstLine } from './messages.js';
import { clip } from './program-line.js';

/** One FIFO's two ends, opened without blocking: a FIFO opened for reading and writing
 * at once (Linux) lets each single end open at once, and is closed again. */
function fifo(path: string, writeEndNonBlocking: boolean): { read: number; write: number } {
  const both = openSync(path, constants.O_RDWR);
  try {
    const read = openSync(path, constants.O_RDONLY);
    return { read, write: openSync(path, constants.O_WRONLY | (writeEndNonBlocking ? constants.O_NONBLOCK : 0)) };
  } finally {
    closeSync(both);
  }
}

/** The pipes of one program: the child's stdin and stdout, the playing thread's ends,
 * and the keeper's own write end of the answers pipe, for waking the playing thread. */
function pipes(): { child: [number, number]; player: [number, number]; wake: number } {
  const folder = mkdtempSync(join(tmpdir(), 'tafel-program-'));
  try {
    const requests = join(folder, 'requests');
    const answers = join(folder, 'answers');
    execFileSync('mkfifo', ['-m', '600', requests, answers]);
    const asked = fifo(requests, false);
    const told = fifo(answers, false);
    // A second write end, non-blocking, so that a full pipe never stalls the keeper.
    const wake = openSync(answers, constants.O_WRONLY | constants.O_NONBLOCK);
    return { child: [asked.read, told.write], player: [asked.write, told.read], wake };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export class Program {
  private readonly child: ChildProcess;
  private readonly flag: Int32Array;
  private readonly wake: number;
  private readonly player: [number, number];
  private playerClosed = false;
  private readonly ticks: NodeJS.Timeout;
  /** The request being timed, and since when (by this thread's clock). */
  private watched = 0;
  private since = 0;
  private lastErr = '';
  private stopping = false;
  private released = false;

  constructor(
    cmd: string,
    cwd: string,
    flag: SharedArrayBuffer,
    /** Called once with why the program ended (unless it was stopped). */
    private readonly onEnd: (reason: string) => void,
  ) {
    this.flag = new Int32Array(flag);
    const { child, player, wake } = pipes();
    this.wake = wake;
    try {
      // In a process group of its own, so that a kill reaches whatever the shell started,
      // and a Ctrl-C at the terminal reaches tafel alone, which ends its programs itself.
      this.child = spawn('/bin/sh', ['-c', cmd], { cwd, stdio: [child[0], child[1], 'pipe'], detached: true });
    } catch (e) {
      for (const fd of [...player, wake]) closeSync(fd);
      throw e;
    } finally {
      // The child has its copies: the answers pipe ends when the child (and its group) and
      // the wake end are gone, and the requests pipe when the playing thread closes it.
      for (const fd of child) closeSync(fd);
    }
    Atomics.store(this.flag, PID, this.child.pid ?? 0);
    this.child.stderr!.setEncoding('utf8');
    this.child.stderr!.on('data', (text: string) => this.keepErr(text));
    this.child.on('error', (e) => this.ended(`cannot be started: ${firstLine(e)}`));
    this.child.on('close', (code, signal) => this.ended(this.exitReason(code, signal)));
    this.ticks = setInterval(() => this.watch(), TICK_MS);
    // The playing thread's ends: it uses them until it stops the program, which closes them.
    this.player = player;
    Atomics.store(this.flag, ANSWERS, player[1]);
    Atomics.store(this.flag, REQUESTS, player[0]);
    bump(this.flag, ANSWERED);
  }

  /** Kills the program once the request the playing thread waits for has stood longer
   * than its limit, timed from when this thread first saw it: never early. */
  private watch(): void {
    const waiting = Atomics.load(this.flag, WAITING);
    const now = performance.now();
    if (waiting <= 0 || waiting !== this.watched) {
      this.watched = waiting;
      this.since = now;
      return;
    }
    if (now - this.since < Atomics.load(this.flag, LIMIT)) return;
    if (Atomics.compareExchange(this.flag, WAITING, waiting, -waiting) !== waiting) return;
    killGroup(this.child.pid);
    this.wakeUp();
  }

  /** Ends a blocked read of the playing thread: a blank line, which it skips before it
   * looks at the flag. */
  private wakeUp(): void {
    bump(this.flag, ANSWERED);
    if (this.released) return;
    try {
      writeSync(this.wake, '\n');
    } catch {
      // a full pipe has a line to read already
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
    if (!this.stopping) {
      this.stopping = true;
      this.onEnd(reason);
      this.wakeUp();
    }
    this.release();
  }

  private release(): void {
    if (this.released) return;
    this.released = true;
    clearInterval(this.ticks);
    closeSync(this.wake);
  }

  /** Ends the program: EOF on its stdin (the playing thread is done with its ends, and
   * they are closed), and a kill if it lingers (or at once, `hard`). */
  stop(hard: boolean): Promise<void> {
    this.stopping = true;
    if (!this.playerClosed) {
      this.playerClosed = true;
      for (const fd of this.player) closeSync(fd);
    }
    const { child } = this;
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
      this.release();
      return Promise.resolve();
    }
    return new Promise((done) => {
      child.once('exit', () => {
        this.release();
        done();
      });
      if (hard) killGroup(child.pid);
      else setTimeout(() => killGroup(child.pid), GRACE_MS).unref();
    });
  }
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
