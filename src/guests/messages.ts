// What the playing thread and a guest say to each other: the playing thread turns these
// into lines of the protocol (docs/protocol.md) on the program's pipes and its answers
// back (program-line.ts).
import type { Action, BaseOptions } from '../core/game.js';
import type { BotContext, GameEnd, Params } from '../core/bot.js';
import type { MessagePort } from 'node:worker_threads';
import type { BotInfo } from './bot-shape.js';
import type { SandboxSetup } from './sandbox.js';

/** Before a game, for each seat the guest holds. No answer. */
export interface StartNote {
  readonly t: 'start';
  readonly seat: number;
  readonly players: number;
  readonly seed: number;
  readonly budgetMs: number;
  readonly iterations: number;
}

/** A game's start as the match loop's context tells it. Seed and player count come from
 * the match loop; a context made elsewhere (a search's rollout) has none, and the guest's
 * stream then starts from 0. */
export function startNote(ctx: BotContext): StartNote {
  const { seat, budgetMs, iterations } = ctx;
  return { t: 'start', seat, players: ctx.players ?? 0, seed: ctx.seed ?? 0, budgetMs, iterations };
}

/** A decision; answered with an Answer of the same `n`. */
interface ActRequest {
  readonly t: 'act';
  readonly n: number;
  readonly seat: number;
  readonly view: unknown;
  readonly legal: readonly Action[];
  readonly budgetMs: number;
}

/** A bot file's `create`; answered with an Answer of the same `n` (ok or error). */
export interface CreateRequest {
  readonly t: 'create';
  readonly n: number;
  readonly params: Params;
  readonly game: { readonly id: string; readonly options: BaseOptions };
}

/** After a game, for each seat the guest holds; answered (ok) once the bot has heard
 * it, so that a guest that ends itself there is restarted before the next game, as
 * reproducibly as one that fails in a decision. */
interface EndNote extends GameEnd {
  readonly t: 'end';
  readonly n: number;
}

export type ToGuest = StartNote | ActRequest | CreateRequest | EndNote;

/** A guest's reply to request `n` (0: its start). `error` is a throw in the bot's code
 * (the match loop says `threw: …`); `fault` a reason given as it is (a garbage line). */
export type Answer =
  | { readonly n: number; readonly action: Action }
  | { readonly n: number; readonly ok: true }
  | { readonly n: number; readonly error: string }
  | { readonly n: number; readonly fault: string }
  | { readonly n: 0; readonly ready: BotInfo }
  | { readonly n: 0; readonly failed: Failure };

/** Why a guest did not start, for the one line of a refusal. */
export interface Failure {
  readonly kind: 'syntax' | 'load' | 'shape' | 'await' | 'refuse' | 'handshake';
  readonly message: string;
}

/** How a program is greeted (hello): the game it is asked about and its parameters. */
export interface Hello {
  readonly game: string | null;
  readonly options: BaseOptions | null;
  readonly params: Readonly<Record<string, unknown>>;
}

/** How a program is started: its command line, where, and in which sandbox (none when
 * the run said --unsandboxed). */
export interface Launch {
  readonly argv: readonly string[];
  readonly cwd: string;
  readonly sandbox?: SandboxSetup;
  /** Its memory limit in MB, named when it runs out. */
  readonly memoryMb: number;
  /** How long a decision may lie unread in its stdin, in ms. */
  readonly readMs: number;
}

/** The playing thread to the keeper. */
export type ToKeeper =
  | {
      readonly t: 'open';
      readonly id: number;
      readonly launch: Launch;
      readonly flag: SharedArrayBuffer;
      readonly status: MessagePort;
    }
  | { readonly t: 'stop'; readonly id: number; readonly hard: boolean }
  | { readonly t: 'close' };

/** First line of an error's message, for one-line reasons. */
export function firstLine(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  const line = text.split('\n').find((l) => l.trim() !== '') ?? text;
  return line.trim();
}
