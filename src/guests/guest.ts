// Bots from outside tafel, each in a realm of its own: a bot file in a worker thread of
// its own with a memory limit, a program of any language in a process of its own,
// spoken to in the line protocol of docs/protocol.md. They see plain copies of their
// observation (the game's view) and legal actions, and nothing else of the run.
//
// Each guest is started by this thread's keeper (keeper.ts), which watches it; the
// decisions go straight to a bot file's thread (line.ts, guest-thread.ts) or to a
// program's pipes (program-line.ts; the keeper spawns it and kills it at a deadline,
// program.ts). A trusted bot file runs here (trusted.ts).
import { existsSync } from 'node:fs';
import type { Bot, Params } from '../core/bot.js';
import type { BotInfo } from './bot-shape.js';
import { UsageError } from '../core/errors.js';
import type { AnyPlay, BaseOptions } from '../core/game.js';
import { BotHost } from './host.js';
import { START_MS } from './flag.js';
import { closeAll, stopGuest } from './keeper-link.js';
import { type Creation, type Started, refusal, startFile, startProgram, whoIs } from './launch.js';
import type { Hello } from './messages.js';
import { GuestBot } from './remote.js';
import { TrustedBot, loadTrusted } from './trusted.js';

/** Where a guest comes from: a bot file (absolute path) or a command run in `cwd`. */
export type GuestSource = { readonly file: string } | { readonly cmd: string; readonly cwd: string };

/** How guests run. */
export interface GuestLimits {
  /** A bot file's heap limit, in MB (its thread's resourceLimits). */
  readonly memoryMb: number;
  /** Run bot files in tafel's own realm (--trust-bot-files): fast, and unprotected. */
  readonly trust?: boolean;
  /** How long a guest may take to start and say it is ready, in ms (START_MS, 10 s,
   * unless given: a test of the limit gives less rather than wait for it). */
  readonly startMs?: number;
}

/** What a guest says it is: a BotDefinition's plain fields (name, summary, games, params). */
export type GuestInfo = BotInfo;

/** The game a guest is asked to play: its id and options, as the handshake names them. */
export interface GuestTable {
  readonly game: string;
  readonly options: BaseOptions;
}

/** Starts the guest, asks what it is, and stops it. `given` are the parameters as the
 * spec wrote them (a program sees them in its handshake). Throws a UsageError of one
 * line for a guest that cannot be loaded or started. */
export function describeGuest(source: GuestSource, limits: GuestLimits, given?: Readonly<Record<string, string>>): GuestInfo {
  const missing = missingFile(source);
  if (missing) throw new UsageError(missing);
  if ('file' in source && limits.trust) {
    const trusted = loadTrusted(source.file);
    if ('failed' in trusted) throw new UsageError(refusal(whoIs(source), trusted.failed, source.file));
    return trusted.loaded.info;
  }
  // A program is greeted before the game is known: hello names none.
  const started = start(source, limits, { game: null, options: null, params: { ...given } });
  if ('failed' in started) throw new UsageError(started.failed);
  stopGuest(started.line, false);
  return started.info;
}

/** Starts the guest with these parameters for this table (a bot file's `create`, a
 * program's handshake) and stops it: one line saying why it cannot play, or undefined. */
export function checkGuest(source: GuestSource, params: Params, table: GuestTable, limits: GuestLimits): string | undefined {
  const missing = missingFile(source);
  if (missing) return missing;
  if ('file' in source && limits.trust) {
    const trusted = loadTrusted(source.file);
    if ('failed' in trusted) return refusal(whoIs(source), trusted.failed, source.file);
    const why = new BotHost(trusted.loaded).create({ params: { ...params }, game: plainTable(table) });
    return why === undefined ? undefined : `${whoIs(source)}: ${why}`;
  }
  const started = start(source, limits, hello(params, table), { params, game: plainTable(table) });
  if ('failed' in started) return started.failed;
  stopGuest(started.line, false);
  return undefined;
}

/** A bot the match loop plays like any other, whose decisions are made by the guest. */
export function guestBot(source: GuestSource, params: Params, game: AnyPlay, table: GuestTable, limits: GuestLimits): Bot {
  if ('file' in source && limits.trust) {
    const trusted = loadTrusted(source.file);
    if ('failed' in trusted) throw new UsageError(refusal(whoIs(source), trusted.failed, source.file));
    const host = new BotHost(trusted.loaded);
    const why = host.create({ params: { ...params }, game: plainTable(table) });
    if (why !== undefined) throw new UsageError(`${whoIs(source)}: ${why}`);
    return new TrustedBot(host, game);
  }
  // Started with its first game, and again after a game it had to be stopped in.
  return new GuestBot(() => start(source, limits, hello(params, table), { params, game: plainTable(table) }), game);
}

/** Stops every guest this thread started (the end of a run). */
export async function closeGuests(): Promise<void> {
  await closeAll();
}

function start(source: GuestSource, limits: GuestLimits, greeting: Hello, create?: Creation): Started {
  const startMs = limits.startMs ?? START_MS;
  return 'file' in source ? startFile(source, limits.memoryMb, startMs, create) : startProgram(source, greeting, startMs);
}

function hello(params: Params, table: GuestTable): Hello {
  return { game: table.game, options: table.options, params: { ...params } };
}

/** The game as a bot file's create gets it: plain data, a copy. */
function plainTable(table: GuestTable): { id: string; options: BaseOptions } {
  return { id: table.game, options: structuredClone(table.options) };
}

function missingFile(source: GuestSource): string | undefined {
  if ('file' in source && !existsSync(source.file)) return `${whoIs(source)}: no such file`;
  if ('cmd' in source && !existsSync(source.cwd)) return `${whoIs(source)}: no such folder ${source.cwd} to run it in`;
  return undefined;
}
