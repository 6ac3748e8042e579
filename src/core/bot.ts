// The contract of a strategy. A bot sees its seat's observation, the legal actions, its
// own random stream and a budget — never the state itself, so it cannot peek at hidden
// cards even by accident.
import type { Action, AnyGame } from './game.js';
import type { Rng } from './rng.js';

export interface BotContext {
  readonly seat: number;
  readonly rng: Rng;
  /** Wall-clock milliseconds the bot may spend on one decision (Infinity: no limit). */
  readonly budgetMs: number;
}

export interface Bot<O = unknown, A extends Action = Action> {
  /** False for a bot that decides without looking (random): the match loop then skips
   * building an observation, which is most of the cost of a fast game. */
  readonly observes?: boolean;
  /** Returns one of `legal` (the same value, or an equal one). */
  act(observation: O, legal: readonly A[], ctx: BotContext): A;
}

export type ParamValue = number | boolean | string;

/** One tunable parameter. Numbers may be swept; `choices` lists a string parameter's values. */
export interface ParamSpec {
  readonly default: ParamValue;
  readonly doc: string;
  readonly min?: number;
  readonly max?: number;
  readonly integer?: boolean;
  readonly choices?: readonly string[];
}

export type Params = Readonly<Record<string, ParamValue>>;

export interface BotDefinition {
  readonly name: string;
  readonly summary: string;
  /** The games it plays: a list of ids, or 'any' for game-agnostic bots. */
  readonly games: readonly string[] | 'any';
  readonly params: Readonly<Record<string, ParamSpec>>;
  /** Builds the bot once per batch; `params` holds every parameter, defaults filled in. */
  create(params: Params, game: AnyGame): Bot<any, Action>; // eslint-disable-line @typescript-eslint/no-explicit-any
}
