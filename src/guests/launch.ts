// Starting a guest and waiting, synchronously, until it is ready to play or has said
// (or shown) why it cannot: the one line a refusal prints. Every guest is a program: a
// bot file is served by tafel's host (file-host.ts), a `cmd:` program runs as it is;
// both in the sandbox (sandbox.ts) unless the run said --unsandboxed.
import { statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { CREATE_MS, READ_MS, START_MS } from './flag.js';
import { openGuest, stopGuest } from './keeper-link.js';
import type { Line } from './line.js';
import { type BotInfo, SHAPE } from './bot-shape.js';
import type { Failure, Hello, Launch } from './messages.js';
import { KIT_INSIDE, SANDBOX_UID, outsideUser, tafelRoot } from './sandbox.js';
import { syntaxErrorOf } from './syntax.js';

type Started = { readonly line: Line; readonly info: BotInfo } | { readonly failed: string };

/** Where a guest comes from: a bot file (absolute path) or a command run in `cwd`. */
export type GuestSource = { readonly file: string } | { readonly cmd: string; readonly cwd: string };

/** How a guest runs. */
export interface GuestRun {
  /** Its memory limit, in MB: a bot file's heap, a program's data. */
  readonly memoryMb: number;
  /** Outside any sandbox (--unsandboxed): nothing keeps it from the run. */
  readonly unsandboxed?: boolean;
  /** More paths its sandbox shows it, read-only (--sandbox-ro). */
  readonly readOnly?: readonly string[];
  /** How long a decision may lie unread (READ_MS; a test's shorter limit). */
  readonly readMs?: number;
  /** How long it may take to start and say it is ready (START_MS, 10 s, unless given: a
   * test of the limit gives less rather than wait for it). */
  readonly startMs?: number;
}

/** How a refusal names a guest: `bot file ./mine.mjs`, `bot program "python3 x.py"`. */
export function whoIs(source: { readonly file: string } | { readonly cmd: string }): string {
  if ('cmd' in source) return `bot program "${source.cmd}"`;
  const path = relative(process.cwd(), source.file);
  return `bot file ${path.startsWith('..') || isAbsolute(path) ? source.file : `./${path}`}`;
}

/** A load failure in one line. */
export function refusal(who: string, failure: Failure, file?: string): string {
  switch (failure.kind) {
    case 'syntax': {
      const place = file === undefined ? undefined : syntaxErrorOf(file);
      return place
        ? `${who} has a syntax error at line ${place.line}, column ${place.column}: ${place.message}`
        : `${who} cannot be loaded: ${failure.message}`;
    }
    case 'load':
      return `${who} threw while loading: ${failure.message}`;
    case 'shape':
      return `${who} must export default a bot, ${SHAPE} (see docs/bots.md): ${failure.message}`;
    case 'await':
      return `${who} ${failure.message}: run it without --trust-bot-files`;
    default:
      return `${who}: ${failure.message}`;
  }
}

/** The host file-host.ts compiled, where a guest finds it: in the sandbox's kit, or in
 * tafel's own build. */
function hostFile(sandboxed: boolean): string {
  return join(sandboxed ? KIT_INSIDE : tafelRoot(), 'dist', 'src', 'guests', 'file-host.js');
}

/** How the keeper starts the guest. A bot file's host has the heap limit, and room
 * beside it for what V8 keeps outside its heap; a program has the limit whole. */
function launchOf(source: GuestSource, run: GuestRun): Launch {
  const sandboxed = run.unsandboxed !== true;
  const mb = run.memoryMb;
  const folder = 'file' in source ? dirname(source.file) : source.cwd;
  const argv =
    'file' in source
      ? [process.execPath, `--max-old-space-size=${mb}`, hostFile(sandboxed), source.file]
      : ['/bin/sh', '-c', source.cmd];
  const dataMb = 'file' in source ? 2 * mb + 128 : mb;
  return {
    argv,
    cwd: folder,
    memoryMb: mb,
    readMs: run.readMs ?? READ_MS,
    ...(sandboxed ? { sandbox: { folder, readOnly: run.readOnly ?? [], dataMb } } : {}),
  };
}

/** The paths the guest's sandbox shows it (none outside one: --unsandboxed). */
export function seenPaths(source: GuestSource, run: GuestRun): string[] {
  const { sandbox } = launchOf(source, run);
  return sandbox ? [sandbox.folder, ...sandbox.readOnly] : [];
}

/** Why the sandbox's user cannot read `path` (tafel runs as root, the sandbox as nobody,
 * who reads only what all may read), or undefined. */
function unreadable(path: string): string | undefined {
  if (outsideUser().uid === undefined) return undefined;
  const parts = path.split('/').filter(Boolean);
  for (let i = 0; i <= parts.length; i++) {
    const at = `/${parts.slice(0, i).join('/')}`;
    let mode: number;
    try {
      mode = statSync(at).mode;
    } catch {
      return undefined; // told elsewhere
    }
    const last = i === parts.length;
    const needed = last ? 0o5 : 0o1;
    if ((mode & needed) !== needed) {
      const fix = last ? 'chmod o+rx' : 'chmod o+x';
      return `the sandbox runs it as user ${SANDBOX_UID} (nobody, as tafel runs as root), who cannot ${last ? 'read' : 'enter'} ${at} (mode ${(mode & 0o777).toString(8)}): ${fix} ${at}, or run tafel as another user`;
    }
  }
  return undefined;
}

/** Starts a guest and greets it: a bot file's host loads it (and with a game named,
 * creates its bot), a program says what it is. */
export function startGuest(source: GuestSource, run: GuestRun, hello: Hello): Started {
  const who = whoIs(source);
  const launch = launchOf(source, run);
  if (launch.sandbox) {
    for (const path of [launch.sandbox.folder, ...launch.sandbox.readOnly]) {
      const why = unreadable(path);
      if (why) return { failed: `${who}: ${why}` };
    }
  }
  const line = openGuest(launch, hello, 'file' in source);
  const fail = (why: string): Started => {
    stopGuest(line, true);
    return { failed: why };
  };
  // A bot file's host loads it and, for a table, runs its create, which may take long.
  const creates = 'file' in source && hello.game !== null;
  const start = run.startMs ?? START_MS;
  const limit = creates ? start + CREATE_MS : start;
  const reply = line.await(0, limit);
  const loaded = 'file' in source ? (creates ? 'did not load and create its bot' : 'did not load') : 'gave no ready line';
  if ('late' in reply) return fail(`${who} ${loaded} within ${limit / 1000} s`);
  if ('dead' in reply) return fail(`${who} ${'file' in source ? 'could not be loaded: it' : 'cannot start: it'} ${reply.dead}`);
  const { answer } = reply;
  if ('failed' in answer) return fail(refusal(who, answer.failed, 'file' in source ? source.file : undefined));
  if (!('ready' in answer)) return fail(`${who} did not start as a bot`);
  return { line, info: answer.ready };
}
