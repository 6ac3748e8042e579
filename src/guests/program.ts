// A program over the line protocol (docs/protocol.md), as the keeper runs it: it spawns
// the guest's command in its sandbox (sandbox.ts; or as it is, --unsandboxed) with its
// stdin and stdout on two pipes whose other ends the playing thread reads and writes
// itself (program-line.ts), keeps the last line of its stderr, says why it ended, and
// kills it when a request of the playing thread's outlives its limit, or when a decision
// has lain unread in its stdin for READ_MS. The pipes are FIFOs, as Node makes no
// blocking pipe: made in a private folder, opened, and the folder removed at once.
import { type ChildProcess, type StdioOptions, execFileSync, spawn } from 'node:child_process';
import {
  closeSync,
  constants as fs,
  existsSync,
  fstatSync,
  futimesSync,
  mkdtempSync,
  openSync,
  readSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { constants as os, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ANSWERED, ANSWERS, GRACE_MS, LIMIT, MUST_READ, PID, REQUESTS, TICK_MS, UNREAD, WAITING, WATCHED, bump } from './flag.js';
import { type Launch, firstLine } from './messages.js';
import { killGroup } from './kill.js';
import { clip } from './program-line.js';
import { outsideUser, sandboxed } from './sandbox.js';

/** coreutils' mkfifo, where Debian keeps it whatever the PATH. */
const MKFIFO = existsSync('/usr/bin/mkfifo') ? '/usr/bin/mkfifo' : 'mkfifo';

/** One FIFO's two ends, opened without blocking: a FIFO opened for reading and writing
 * at once (Linux) lets each single end open at once, and is closed again. */
function fifo(path: string): { read: number; write: number } {
  const both = openSync(path, fs.O_RDWR);
  try {
    const read = openSync(path, fs.O_RDONLY);
    return { read, write: openSync(path, fs.O_WRONLY) };
  } finally {
    closeSync(both);
  }
}

/** Whether a read of the FIFO shows in its access time, so that the keeper can tell a
 * request read from one left lying: its access time is set to 0 before each request is
 * written, and any read sets it to now (a mount with noatime never does). Tried once. */
function readsShow(ends: { read: number; write: number }): boolean {
  futimesSync(ends.write, 0, 1);
  writeSync(ends.write, '\n');
  readSync(ends.read, Buffer.alloc(1), 0, 1, null);
  return fstatSync(ends.write).atimeMs !== 0;
}

/** The pipes of one program: the child's stdin and stdout, the playing thread's ends,
 * and the keeper's own write end of the answers pipe, for waking the playing thread. */
function pipes(): { child: [number, number]; player: [number, number]; wake: number; watched: boolean } {
  const folder = mkdtempSync(join(tmpdir(), 'tafel-program-'));
  try {
    const requests = join(folder, 'requests');
    const answers = join(folder, 'answers');
    execFileSync(MKFIFO, ['-m', '600', requests, answers]);
    const asked = fifo(requests);
    const told = fifo(answers);
    const watched = readsShow(asked);
    // A second write end, non-blocking, so that a full pipe never stalls the keeper.
    const wake = openSync(answers, fs.O_WRONLY | fs.O_NONBLOCK);
    return { child: [asked.read, told.write], player: [asked.write, told.read], wake, watched };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** What a program's stderr says when it ran out of memory: V8's, Python's, libc's. */
const OUT_OF_MEMORY = /heap out of memory|MemoryError|Cannot allocate memory|bad_alloc|out of memory/;

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
  private outOfMemory = false;
  private stopping = false;
  private released = false;

  constructor(
    private readonly launch: Launch,
    flag: SharedArrayBuffer,
    /** Called once with why the program ended (unless it was stopped). */
    private readonly onEnd: (reason: string) => void,
  ) {
    this.flag = new Int32Array(flag);
    const { child, player, wake, watched } = pipes();
    this.wake = wake;
    try {
      this.child = this.spawn(child);
    } catch (e) {
      for (const fd of [...player, wake]) closeSync(fd);
      throw e;
    } finally {
      // The child has its copies: the answers pipe ends when the child (and its group) and
      // the wake end are gone, and the requests pipe when the playing thread closes it.
      for (const fd of child) closeSync(fd);
    }
    Atomics.store(this.flag, PID, this.child.pid ?? 0);
    Atomics.store(this.flag, WATCHED, watched ? 1 : 0);
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

  /** In a process group of its own, so that a kill reaches whatever it started, and a
   * Ctrl-C at the terminal reaches tafel alone, which ends its programs itself. */
  private spawn(stdio: [number, number]): ChildProcess {
    const { argv, cwd, sandbox } = this.launch;
    const options = { cwd, stdio: [stdio[0], stdio[1], 'pipe'] as StdioOptions, detached: true };
    if (!sandbox) return spawn(argv[0], argv.slice(1), options);
    const { command, args } = sandboxed(argv, sandbox);
    return spawn(command, args, { ...options, ...outsideUser(), env: {} });
  }

  /** Kills the program once the request the playing thread waits for has stood longer
   * than its limit, timed from when this thread first saw it: never early; or once a
   * decision has stood READ_MS unread. */
  private watch(): void {
    const waiting = Atomics.load(this.flag, WAITING);
    const now = performance.now();
    if (waiting <= 0 || waiting !== this.watched) {
      this.watched = waiting;
      this.since = now;
      return;
    }
    const late = now - this.since >= Atomics.load(this.flag, LIMIT);
    const unread = !late && now - this.since >= this.launch.readMs && this.unread();
    if (!late && !unread) return;
    if (Atomics.compareExchange(this.flag, WAITING, waiting, -waiting) !== waiting) return;
    if (unread) Atomics.store(this.flag, UNREAD, 1);
    killGroup(this.child.pid);
    this.wakeUp();
  }

  /** Whether the decision being waited for still lies unread in the program's stdin. */
  private unread(): boolean {
    if (Atomics.load(this.flag, MUST_READ) !== 1 || Atomics.load(this.flag, WATCHED) !== 1 || this.playerClosed) return false;
    try {
      return fstatSync(this.player[0]).atimeMs === 0;
    } catch {
      return false;
    }
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
    if (lines.some((l) => OUT_OF_MEMORY.test(l))) this.outOfMemory = true;
    if (lines.length) this.lastErr = clip(lines[lines.length - 1].trim(), 200);
  }

  private exitReason(code: number | null, signal: NodeJS.Signals | null): string {
    if (this.outOfMemory) return `ran out of memory (its limit is ${this.launch.memoryMb} MB; --bot-memory-mb)`;
    // bwrap exits with 128 + the signal that ended the program in it.
    const killedBy = signal ?? (this.launch.sandbox && code !== null && code > 128 ? signalName(code - 128) : undefined);
    const why = killedBy ? `was killed by ${killedBy}` : `exited with code ${code}`;
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

function signalName(n: number): NodeJS.Signals | undefined {
  return (Object.keys(os.signals) as NodeJS.Signals[]).find((name) => os.signals[name] === n);
}
