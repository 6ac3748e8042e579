// Bots from outside tafel, each a process in a sandbox of its own (docs/security.md): a
// program of any language, or a bot file served by tafel's host program, both spoken to
// in the line protocol of docs/protocol.md. They see plain copies of their observation
// (the game's view) and legal actions, and nothing else of the run.
//
// Each guest is started by this thread's keeper (keeper.ts), which watches it and kills
// it at a deadline (program.ts); the decisions go straight to its pipes (program-line.ts).
// A trusted bot file runs here instead (trusted.ts).
import { existsSync } from 'node:fs';
import type { Bot, Params } from '../core/bot.js';
import type { BotInfo } from './bot-shape.js';
import { UsageError } from '../core/errors.js';
import type { AnyPlay, BaseOptions } from '../core/game.js';
import { BotHost } from './host.js';
import { closeAll, stopGuest } from './keeper-link.js';
import { type GuestRun, type GuestSource, refusal, seenPaths, startGuest, whoIs } from './launch.js';
import type { Hello } from './messages.js';
import { GuestBot } from './remote.js';
import { sandboxProblem } from './sandbox.js';
import { TrustedBot, loadTrusted } from './trusted.js';

export type { GuestSource } from './launch.js';

/** The paths a guest sees, read-only, in its sandbox: none for one in tafel's realm
 * (trusted) or outside any sandbox. */
export function guestSees(source: GuestSource, limits: GuestLimits): string[] {
  return trusted(source, limits) ? [] : seenPaths(source, limits);
}

/** How guests run. */
export interface GuestLimits extends GuestRun {
  /** Run bot files in tafel's own realm (--trust-bot-files): fast, and unprotected. */
  readonly trust?: boolean;
}

/** What a guest says it is: a BotDefinition's plain fields (name, summary, games, params). */
export type GuestInfo = BotInfo;

/** The game a guest is asked to play: its id and options, as the handshake names them. */
export interface GuestTable {
  readonly game: string;
  readonly options: BaseOptions;
}

/** Whether the guest runs in tafel's own realm (a trusted bot file). */
function trusted(source: GuestSource, limits: GuestLimits): source is { readonly file: string } {
  return 'file' in source && limits.trust === true;
}

/** Why the guest cannot be started at all, in one line, or undefined. */
function unstartable(source: GuestSource, limits: GuestLimits): string | undefined {
  if ('file' in source && !existsSync(source.file)) return `${whoIs(source)}: no such file`;
  if ('cmd' in source && !existsSync(source.cwd)) return `${whoIs(source)}: no such folder ${source.cwd} to run it in`;
  return trusted(source, limits) || limits.unsandboxed ? undefined : sandboxProblem();
}

/** Starts the guest, asks what it is, and stops it. `given` are the parameters as the
 * spec wrote them (a program sees them in its handshake). Throws a UsageError of one
 * line for a guest that cannot be loaded or started. */
export function describeGuest(source: GuestSource, limits: GuestLimits, given?: Readonly<Record<string, string>>): GuestInfo {
  const problem = unstartable(source, limits);
  if (problem) throw new UsageError(problem);
  if (trusted(source, limits)) {
    const loaded = loadTrusted(source.file);
    if ('failed' in loaded) throw new UsageError(refusal(whoIs(source), loaded.failed, source.file));
    return loaded.loaded.info;
  }
  // Greeted before the game is known: hello names none.
  const started = startGuest(source, limits, { game: null, options: null, params: { ...given } });
  if ('failed' in started) throw new UsageError(started.failed);
  stopGuest(started.line, false);
  return started.info;
}

/** Starts the guest with these parameters for this table (a bot file's `create`, a
 * program's handshake) and stops it: one line saying why it cannot play, or undefined. */
export function checkGuest(source: GuestSource, params: Params, table: GuestTable, limits: GuestLimits): string | undefined {
  const problem = unstartable(source, limits);
  if (problem) return problem;
  if (trusted(source, limits)) {
    const loaded = loadTrusted(source.file);
    if ('failed' in loaded) return refusal(whoIs(source), loaded.failed, source.file);
    const why = new BotHost(loaded.loaded).create({ params: { ...params }, game: plainTable(table) });
    return why === undefined ? undefined : `${whoIs(source)}: ${why}`;
  }
  const started = startGuest(source, limits, hello(params, table));
  if ('failed' in started) return started.failed;
  stopGuest(started.line, false);
  return undefined;
}

/** A bot the match loop plays like any other, whose decisions are made by the guest. */
export function guestBot(source: GuestSource, params: Params, game: AnyPlay, table: GuestTable, limits: GuestLimits): Bot {
  if (trusted(source, limits)) {
    const loaded = loadTrusted(source.file);
    if ('failed' in loaded) throw new UsageError(refusal(whoIs(source), loaded.failed, source.file));
    const host = new BotHost(loaded.loaded);
    const why = host.create({ params: { ...params }, game: plainTable(table) });
    if (why !== undefined) throw new UsageError(`${whoIs(source)}: ${why}`);
    return new TrustedBot(host, game);
  }
  // Started with its first game, and again after a game it had to be stopped in.
  return new GuestBot(() => {
    const problem = unstartable(source, limits);
    return problem ? { failed: problem } : startGuest(source, limits, hello(params, table));
  }, game);
}

/** Stops every guest this thread started (the end of a run). */
export async function closeGuests(): Promise<void> {
  await closeAll();
}

function hello(params: Params, table: GuestTable): Hello {
  return { game: table.game, options: table.options, params: { ...params } };
}

/** The game as a bot file's create gets it: plain data, a copy. */
function plainTable(table: GuestTable): { id: string; options: BaseOptions } {
  return { id: table.game, options: structuredClone(table.options) };
}
