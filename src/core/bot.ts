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
  /** The seed `rng` was seeded with for this game, and the number of players: set by the
   * match loop, so that a bot in a realm of its own (src/guests) can make the very same
   * stream there. Absent where a bot is driven outside the match loop (search rollouts). */
  readonly seed?: number;
  readonly players?: number;
}

export interface Bot<O = unknown, A extends Action = Action> {
  /** False for a bot that decides without looking (random): the match loop then skips
   * building an observation, which is most of the cost of a fast game. */
  readonly observes?: boolean;
  /** A cheat, for measuring what hidden information is worth: the match loop hands it a
   * copy of the whole state instead of its observation. Only tafel's own bots whose
   * definition says `cheat` may set it; a bot from outside tafel never gets it. */
  readonly seesAll?: boolean;
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
  /** Called once per game after its end, with the game's result by seat, for each seat the
   * bot held (a bot from outside tafel passes it on to its program). */
  endGame?(result: GameEnd): void;
  /** Called instead of endGame when a game is dropped before its end (the run was
   * stopped): a bot from outside tafel is stopped, so that its next game starts anew. */
  abandonGame?(): void;
}

/** How a game ended, by seat, as a bot's endGame hears it. */
export interface GameEnd {
  readonly scores: readonly number[];
  readonly wins: readonly number[];
  readonly forfeit?: { readonly seat: number; readonly reason: string };
}

/** Thrown by a bot that fails for a reason of its own kind rather than an error in its
 * code (a bot in its own thread or process that overran its budget, ran out of memory or
 * exited): the match loop gives the message as the forfeit's reason, as it is. */
export class BotFault extends Error {}

export type ParamValue = number | boolean | string;

// A parameter's kind is told by its default. The fields another kind has are `never`
// here, so a spec that mixes kinds (a string default with a `min`) does not compile,
// while code that handles every spec alike can still read `spec.min` or `spec.choices`.

/** A number parameter, which a sweep can range over. */
export interface NumberParam {
  readonly default: number;
  readonly doc: string;
  readonly min?: number;
  readonly max?: number;
  readonly integer?: boolean;
  readonly choices?: never;
}

/** A `true`/`false` parameter. */
export interface BooleanParam {
  readonly default: boolean;
  readonly doc: string;
  readonly min?: never;
  readonly max?: never;
  readonly integer?: never;
  readonly choices?: never;
}

/** A string parameter; `choices` lists the values it may take. */
interface StringParam {
  readonly default: string;
  readonly doc: string;
  readonly choices?: readonly string[];
  readonly min?: never;
  readonly max?: never;
  readonly integer?: never;
}

/** One tunable parameter. */
export type ParamSpec = NumberParam | BooleanParam | StringParam;

/** A bot's declared parameters, by name. */
export type ParamSpecs = Readonly<Record<string, ParamSpec>>;

/** The value a declared parameter takes: `number`, `boolean`, the union of its choices,
 * or `string`. */
type ParamValueOf<S extends ParamSpec> = S extends { readonly choices: readonly (infer C extends string)[] }
  ? C
  : S extends NumberParam
    ? number
    : S extends BooleanParam
      ? boolean
      : string;

/** The values of declared parameters, every one filled in (defaults included). */
export type ParamsOf<P extends ParamSpecs> = { readonly [K in keyof P]: ParamValueOf<P[K]> };

/** Parameter values of a bot whose declaration is not known here (the registry's). */
export type Params = Readonly<Record<string, ParamValue>>;

/** A strategy and how to build it. `P`, its declared parameters, gives `create`, `check`
 * and `timed` their values' types; write a bot with `defineBot`, which infers `P`. */
export interface BotDefinition<P extends ParamSpecs = ParamSpecs> {
  readonly name: string;
  readonly summary: string;
  /** The games it plays: a list of ids, or 'any' for game-agnostic bots. */
  readonly games: readonly string[] | 'any';
  readonly params: P;
  /** What a cheat sees that a player may not (`every hand`): set only on bots that
   * measure an upper bound. `tafel list` and every run that seats one say so. */
  readonly cheat?: string;
  /** Set on a bot whose decisions may take seconds (a search): a run that seats one plays
   * on a worker thread, where a stop (Ctrl-C) is heard between any two decisions, never
   * on the main thread, which hears it only after a whole game. */
  readonly slow?: true;
  /** Why the bot cannot run here (a folder it needs cannot be written…), as one line
   * naming what would be valid, or undefined. Called on the main thread when a spec is
   * resolved, so a run fails before its first game: `create` runs in worker threads,
   * where a failure would only forfeit games. */
  check?(params: ParamsOf<P>, gameId: string): string | undefined;
  /** True when these parameters make the bot's decisions depend on the clock (a time
   * budget): a run with such a bot says it is not reproducible from its seed. */
  timed?(params: ParamsOf<P>): boolean;
  /** Builds the bot once per worker, before any game: set-up that takes time (a table to
   * solve or load) belongs here, where no decision's budget pays for it. `params` holds
   * every parameter, defaults filled in.
   * `act` takes its arguments bivariantly, so a Bot<JattenObservation, JattenAction> is
   * a Bot<unknown, Action>; a generic bot is written against Game<S, A, O>. */
  create(params: ParamsOf<P>, game: AnyPlay): Bot<unknown, Action>;
}

/** Any bot, its parameters erased: what the registry, specs and runs handle. Every
 * BotDefinition<P> is one, as methods take their arguments bivariantly; the values it is
 * handed come from resolveParams, which checks them against `params`. */
export type AnyBotDefinition = BotDefinition<ParamSpecs>;

/** Declares a bot, inferring its parameters' types from their specs: `create` then reads
 * `params.threshold` as a number, `params.victim` as `'fullest' | 'leader'`. */
export function defineBot<const P extends ParamSpecs>(definition: BotDefinition<P>): BotDefinition<P> {
  return definition;
}
