// What a bot file is, as its author writes it: the default export of a module that tafel
// loads in a thread of its own (or in its own realm with --trust-bot-files). These are
// the shapes the guest runtime (src/guests) keeps to. They differ from tafel's own bots
// (src/core/bot.ts) on purpose: a bot file sees the game's view in notation, not the
// internal observation, and gets the game as plain data, not the engine.
import type { ParamSpecs, ParamsOf } from '../core/bot.js';
import type { Rng } from '../core/rng.js';
import type { ActionOf, GameId, OptionsOf, ViewOf } from './games.js';

/** What a bot is handed with each game and each decision. */
export interface BotContext {
  /** The bot's seat, 0 to players − 1; seat 0 starts a game, and the seats rotate over a
   * run's games. */
  readonly seat: number;
  /** The number of players at the table. */
  readonly players: number;
  /** The bot's own random stream, seeded from the game's seed and the seat: draw from it,
   * never from Math.random, and a run reproduces from its seed on any number of workers.
   * `next()` is a float in [0, 1), `int(n)` an integer in [0, n). */
  readonly rng: Rng;
  /** Milliseconds one decision may take (`--budget-ms`), Infinity when the run sets none.
   * An answer later than that forfeits the game. */
  readonly budgetMs: number;
  /** Units of search one decision may spend (`--iterations`), Infinity when the run sets
   * none; unlike time, it gives the same decisions on any machine. */
  readonly iterations: number;
}

/** How a game ended, by seat. */
export interface GameResult {
  /** Each seat's score as the game counts it (points, penalty points…). */
  readonly scores: readonly number[];
  /** Each seat's share of the win: 1, 0, or 1/k for a k-way tie. */
  readonly wins: readonly number[];
  /** Present when a seat forfeited the game (an illegal answer, a throw, over the budget
   * or the memory limit), with the reason the report prints. */
  readonly forfeit?: { readonly seat: number; readonly reason: string };
}

/** The game a bot is made for: plain data, not the game's rules. */
export interface GameTable<G extends GameId = GameId> {
  /** The game's id, one of the bot's `games`. */
  readonly id: G;
  /** The game's options, every field filled in (docs/games/<game>.md lists them). */
  readonly options: OptionsOf<G>;
}

/** The player `create` returns: one object plays every game its thread is given, in
 * whichever seat the rotation puts it. */
export interface Bot<G extends GameId = GameId> {
  /** Before each game, for each seat the bot holds: reset here whatever is kept from one
   * decision to the next, so that results do not depend on which games came before. */
  startGame?(ctx: BotContext): void;
  /** The decision: one of `legal`, as it is or written another way the game's notation
   * allows (a discard's cards in any order, names in any case). Anything else forfeits
   * the game, with a reason naming the first few legal actions. `view` is a fresh copy,
   * the bot's to keep or change. */
  act(view: ViewOf<G>, legal: readonly ActionOf<G>[], ctx: BotContext): ActionOf<G>;
  /** After each game the bot played a seat in, with the result. */
  endGame?(result: GameResult): void;
}

/** A bot file's default export. `G` is the games it plays, `P` its parameters: write it
 * with `defineBot`, which infers both, or name them (`BotDefinition<'gesjaakt'>`). */
export interface BotDefinition<G extends GameId = GameId, P extends ParamSpecs = ParamSpecs> {
  /** Its label in every table and standing (`./mine.js(depth=3)` shows as `mine(depth=3)`
   * when the name is `mine`); records keep the file's path, for replay. */
  readonly name: string;
  /** One line for `tafel list` and reports. */
  readonly summary?: string;
  /** The games it plays, or 'any' (then `act` gets the view of whichever game is played);
   * a run of a game it does not list is refused before its first game. */
  readonly games: readonly G[] | 'any';
  /** Its parameters, by name, each with a default and a line of doc, checked like a
   * built-in bot's: `./mine.js(depth=3)` is refused before any game unless `depth` is
   * declared here and 3 is within its `min`, `max`, `integer` or `choices`. */
  readonly params: P;
  /** Builds the player once per thread that plays the bot, before its first game there:
   * slow set-up belongs here, where no decision's budget pays for it. `params` holds every
   * parameter, defaults filled in. A throw here refuses the run in one line. */
  create(params: ParamsOf<P>, game: GameTable<G>): Bot<G>;
}

/** Declares a bot file, inferring its games from `games` and its parameters' types from
 * their specs: `create` then reads `params.depth` as a number and `act` gets the view of
 * the games listed. It returns the definition as it is. */
export function defineBot<const G extends GameId, const P extends ParamSpecs>(
  definition: BotDefinition<G, P>,
): BotDefinition<G, P> {
  return definition;
}
