// The contract of a strategy. A bot sees its seat's observation, the legal actions, its
// own random stream and a budget — never the state itself, so it cannot peek at hidden
// cards even by accident.
import type { Chance } from './chance.js';
import type { Action, AnyPlay } from './game.js';
import type { Rng } from './rng.js';

export interface BotContext {
  readonly seat: number;
  /** The bot's own stream, seeded from the game's seed and the seat. */
  readonly rng: Rng;
  /** A Chance that draws every stream from `rng`, for playing a game forward in search
   * (`game.apply(copy, action, ctx.chance)`): no generator is made per draw. */
  readonly chance: Chance;
  /** Wall-clock milliseconds the bot may spend on one decision (Infinity: no limit). */
  readonly budgetMs: number;
  /** Simulations (or other units of search) a bot may spend on one decision; Infinity
   * when the run sets none. Unlike time, it gives the same decisions on any machine. */
  readonly iterations: number;
}

export interface Bot<O = unknown, A extends Action = Action> {
  /** False for a bot that decides without looking (random): the match loop then skips
   * building an observation, which is most of the cost of a fast game. */
  readonly observes?: boolean;
  /** Called for each seat the bot holds before the first decision of every game. A bot
   * that keeps anything between decisions resets it here: a worker plays many games with
   * one bot object, in an order that depends on the batches it is handed. */
  startGame?(ctx: BotContext): void;
  /** Returns one of `legal` (the same value, or one with the same action key).
   *
   * The observation is this bot's alone, but the match loop refills it in place before
   * the seat's next decision: read it here, and copy what you keep. The legal list is
   * frozen or checked against the match loop's own copy, and its actions are frozen
   * (see Game.legalActions): changing them gains nothing. */
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
  /** Why the bot cannot run here (a folder it needs cannot be written…), as one line
   * naming what would be valid, or undefined. Called on the main thread when a spec is
   * resolved, so a run fails before its first game: `create` runs in worker threads,
   * where a failure would only forfeit games. */
  check?(params: Params, gameId: string): string | undefined;
  /** True when these parameters make the bot's decisions depend on the clock (a time
   * budget): a run with such a bot says it is not reproducible from its seed. */
  timed?(params: Params): boolean;
  /** Builds the bot once per worker, before any game: set-up that takes time (a table to
   * solve or load) belongs here, where no decision's budget pays for it. `params` holds
   * every parameter, defaults filled in.
   * `act` takes its arguments bivariantly, so a Bot<JattenObservation, JattenAction> is
   * a Bot<unknown, Action>; a generic bot is written against Game<S, A, O>. */
  create(params: Params, game: AnyPlay): Bot<unknown, Action>;
}
