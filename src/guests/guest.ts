// Bots from outside tafel, each in a realm of its own: a bot file in a worker thread of
// its own with a memory limit, a program of any language in a process of its own,
// spoken to in the line protocol of docs/protocol.md. They see plain copies of their
// observation (the game's view) and legal actions, and nothing else of the run.
//
// STUB: the interface the rest of tafel is written against; the guest runtime fills it.
import type { Bot, ParamSpecs, Params } from '../core/bot.js';
import type { AnyPlay, BaseOptions } from '../core/game.js';

/** Where a guest comes from: a bot file (absolute path) or a command run in `cwd`. */
export type GuestSource =
  | { readonly file: string }
  | { readonly cmd: string; readonly cwd: string };

/** How guests run. */
export interface GuestLimits {
  /** A bot file's heap limit, in MB (its thread's resourceLimits). */
  readonly memoryMb: number;
  /** Run bot files in tafel's own realm (--trust-bot-files): fast, and unprotected. */
  readonly trust?: boolean;
}

/** What a guest says it is: a BotDefinition's plain fields. */
export interface GuestInfo {
  readonly name: string;
  readonly summary: string;
  readonly games: readonly string[] | 'any';
  readonly params: ParamSpecs;
}

/** The game a guest is asked to play: its id and options, as the handshake names them. */
export interface GuestTable {
  readonly game: string;
  readonly options: BaseOptions;
}

/** Starts the guest, asks what it is, and stops it. `given` are the parameters as the
 * spec wrote them (a program sees them in its handshake). Throws a UsageError of one
 * line for a guest that cannot be loaded or started. */
export function describeGuest(source: GuestSource, limits: GuestLimits, given?: Readonly<Record<string, string>>): GuestInfo {
  void source;
  void limits;
  void given;
  throw new Error('guest runtime not built yet');
}

/** Starts the guest with these parameters for this table (a bot file's `create`, a
 * program's handshake) and stops it: one line saying why it cannot play, or undefined. */
export function checkGuest(source: GuestSource, params: Params, table: GuestTable, limits: GuestLimits): string | undefined {
  void source;
  void params;
  void table;
  void limits;
  throw new Error('guest runtime not built yet');
}

/** A bot the match loop plays like any other, whose decisions are made by the guest. */
export function guestBot(source: GuestSource, params: Params, game: AnyPlay, table: GuestTable, limits: GuestLimits): Bot {
  void source;
  void params;
  void game;
  void table;
  void limits;
  throw new Error('guest runtime not built yet');
}

/** Stops every guest this thread started (the end of a run). */
export async function closeGuests(): Promise<void> {}
