// The contract every game module fulfils. State is plain data (numbers, arrays, typed
// arrays) that `apply` changes in place; `clone` must copy every mutable part.
import type { z } from 'zod';
import type { Chance } from './chance.js';
import type { Rng } from './rng.js';

/** A small serialisable value: a game log is just the list of these. */
export type Action = string | number | { readonly [key: string]: unknown };

export interface GameResult {
  /** Each seat's score as the game counts it (points, penalty points…). */
  readonly scores: readonly number[];
  /** Each seat's standing, higher is better; ties for the highest share the win (G-2). */
  readonly standing: readonly number[];
}

/** Options every game has (G-3): the hard cap on decisions. */
export interface BaseOptions {
  maxDecisions: number;
}

export interface Game<S = unknown, A extends Action = Action, O = unknown, Opt extends BaseOptions = BaseOptions> {
  readonly id: string;
  readonly name: string;
  /** One line for `tafel list`. */
  readonly summary: string;
  /** Player counts the game allows with some options; `checkPlayers` narrows it. */
  readonly players: { readonly min: number; readonly max: number };
  /** zod schema of the options, every field with its default. */
  readonly options: z.ZodType<Opt>;
  /** Describes each option for `tafel list` (name → words). */
  readonly optionDocs: Readonly<Record<string, string>>;
  /** Why `players` cannot play with these options, or undefined when they can. */
  checkPlayers(players: number, options: Opt): string | undefined;

  setup(players: number, options: Opt, chance: Chance): S;
  currentPlayer(state: S): number;
  /** Never empty before the end. May be a shared constant: callers must not change it. */
  legalActions(state: S): readonly A[];
  apply(state: S, action: A, chance: Chance): void;
  isTerminal(state: S): boolean;
  /** The result of a finished game, or of one stopped early (capped, forfeited): then
   * `standing` is the game's own tie-break. */
  result(state: S): GameResult;
  /** What `seat` may see: public facts and its own hidden ones, copied. */
  observe(state: S, seat: number): O;
  /** A full state consistent with an observation, hidden parts drawn from `rng`. */
  determinize(observation: O, rng: Rng): S;
  clone(state: S): S;
  describe(action: A): string;
}

/** A game with its types erased, as the registry and the simulator hold it. */
export type AnyGame = Game<any, Action, any, BaseOptions>; // eslint-disable-line @typescript-eslint/no-explicit-any
