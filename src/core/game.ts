// The contract every game module fulfils. State is plain data (numbers, arrays, typed
// arrays) that `apply` changes in place; `clone` must copy every mutable part.
//
// `apply` trusts its input: it is only ever given a value from `legalActions(state)` of
// the same state. The match loop and replay find the bot's or record's answer among the
// legal actions first (by `actionKey`), and search plays the legal actions it was given,
// so no game checks an action again on the hot path that search runs millions of times.
import type { z } from 'zod';
import type { Chance } from './chance.js';
import type { Rng } from './rng.js';

/** A small serialisable value: a game log is just the list of these. */
export type Action = string | number | { readonly [key: string]: unknown };

/** A cheap identity of an action (a small number or a short string): two actions of a
 * state are the same decision exactly when their keys are equal. */
export type ActionKey = number | string;

export interface GameResult {
  /** Each seat's score as the game counts it (points, penalty points…). */
  readonly scores: readonly number[];
  /** Each seat's standing, higher is better; ties for the highest share the win (G-2). */
  readonly standing: readonly number[];
  /** A game with `figures`: each seat's counts of this game, in the order of
   * figures.counts (seat s's at s × counts.length). Partners carry their team's. */
  readonly counts?: readonly number[];
}

/** Figures a game reports beyond wins and scores (per team in a team game, else per
 * seat): counts each game's result carries, and the ratios of their sums over a run
 * that the report prints, each with its interval. */
export interface GameFigures {
  /** Names of the counts, in the order GameResult.counts holds them. */
  readonly counts: readonly string[];
  readonly ratios: readonly FigureRatio[];
}

/** A figure: the sum of count `of` over the sum of count `per`. */
export interface FigureRatio {
  readonly name: string;
  readonly of: string;
  readonly per: string;
  /** A share, printed as a percentage. */
  readonly percent?: boolean;
}

/** Which scores are the better ones (GamePlay.betterScore). */
export type BetterScore = 'higher' | 'lower';

/** Options every game has (G-3): the hard cap on decisions. */
export interface BaseOptions {
  maxDecisions: number;
}

/** A game with its options: what plans, the CLI and tests use. */
export interface Game<
  S = unknown,
  A extends Action = Action,
  O = unknown,
  Opt extends BaseOptions = BaseOptions,
> extends GamePlay<S, A, O, Opt> {
  /** zod schema of the options, every field with its default. */
  readonly options: z.ZodType<Opt>;
  /** Describes each option for `tafel list` (name → words). */
  readonly optionDocs: Readonly<Record<string, string>>;
}

/** What playing a game takes: every rule, without the options' schema. Options reach the
 * match loop already checked, so a worker thread loads each game's play.ts and no zod,
 * which was 95 of a worker's 208 modules and a third of its start. */
export interface GamePlay<S = unknown, A extends Action = Action, O = unknown, Opt extends BaseOptions = BaseOptions> {
  readonly id: string;
  readonly name: string;
  /** One line for `tafel list`. */
  readonly summary: string;
  /** Player counts the game allows with some options; `checkPlayers` narrows it. */
  readonly players: { readonly min: number; readonly max: number };
  /** Why `players` cannot play with these options, or undefined when they can. A game
   * whose `players` range is all there is writes none: `gamePlay` refuses no count. */
  checkPlayers(players: number, options: Opt): string | undefined;
  /** Partnerships, for a team game: `teams` teams whose members sit in every teams-th
   * seat (2 for Klaverjassen: seats 0+2 against 1+3). Partners get the same score and
   * standing, their team's. Omitted: every player for themselves. */
  readonly teams?: number;
  /** Figures beyond wins and scores; result() then carries their counts. */
  readonly figures?: GameFigures;
  /** Which scores are the better ones: 'lower' where a score counts penalties (Gesjaakt's
   * points, Fatima's totals), so that every table and report says so beside its scores.
   * Omitted: higher. A test checks it against the games' own standings. */
  readonly betterScore?: BetterScore;

  /** The lowest and highest standing a seat can end with, where points are what a player
   * plays for (Jacht's total): search's `score` reward is then the standing scaled over
   * it. Without it, that reward ranks the seats against each other. */
  readonly standingRange?: readonly [number, number];
  /** For search in a long game: a point short of its end where a rollout may stop, and
   * what the position is worth there. `mark` is read at the root of a search, `reached`
   * says a rollout from that root has gone far enough (Klaverjassen: the round is
   * over), `standing` values what happened since the mark as `result`'s standing values
   * a game, and `range` is to it what standingRange is to a game's. */
  readonly horizon?: {
    mark(state: S): number;
    reached(state: S, mark: number): boolean;
    standing(state: S, mark: number): readonly number[];
    readonly range?: readonly [number, number];
  };

  /** A fresh deal. `reuse`, when given, is a state this game made for as many players
   * that nobody holds any more (the match loop's previous game): a game may deal into its
   * arrays instead of allocating new ones, and must leave nothing of the old game in
   * them, so that a game never depends on which game its thread played before. */
  setup(players: number, options: Opt, chance: Chance, reuse?: S): S;
  currentPlayer(state: S): number;
  /** Never empty before the end. Every object action in it is frozen, and the list is
   * frozen (a shared constant, say) unless `freshLegal` is set: a bot must not be able to
   * change what it is checked against (a test checks every registered game). */
  legalActions(state: S): readonly A[];
  /** legalActions may return a new, unfrozen list: freezing one costs more than making it,
   * and search makes millions. The match loop then checks a bot's answer against a copy
   * of its own, so a bot that changes its list gains nothing. */
  readonly freshLegal?: boolean;
  /** Optional, for a freshLegal game: whether `action` is, as the very value, one that
   * legalActions(state) hands out now. The match loop then hands a bot the game's new
   * list and checks its answer here, instead of against a copy of the list made at every
   * decision: a bot that changes its list still plays only what the state allows. Must
   * be exact (a test compares it with the list in every game that has it). `handed` is
   * the list legalActions(state) gave the bot, as the bot left it: a list the game froze
   * is as it was made, so it may be searched instead of made again; a new one may hold
   * anything. */
  allows?(state: S, action: A, handed: readonly A[]): boolean;
  /** Plays `action`, which must be one of `legalActions(state)` (see the top of this file). */
  apply(state: S, action: A, chance: Chance): void;
  isTerminal(state: S): boolean;
  /** The result of a finished game, or of one stopped early (capped, forfeited): then
   * `standing` is the game's own tie-break. */
  result(state: S): GameResult;
  /** What `seat` may see: public facts and its own hidden ones, copied, never shared with
   * the state. With `into` (an observation this game returned before, for as many
   * players) it is refilled in place and returned, so a decision allocates nothing:
   * every part is rewritten, and a part that is no longer what it was made as (a bot
   * replaced it) is made anew. Without `into`, a fresh one. */
  observe(state: S, seat: number, into?: O): O;
  /** A full state consistent with an observation, hidden parts drawn from `rng`. A game
   * that hides nothing writes none: `gamePlay` (src/games/game-play.ts) then clones the
   * observation, which is a whole state. */
  determinize(observation: O, rng: Rng): S;
  clone(state: S): S;
  /** A key that tells the actions of one state apart, for matching and search trees.
   * Must not throw on any value, however malformed (a bot's answer, a tampered record). */
  actionKey(action: A): ActionKey;
  describe(action: A): string;

  /** Optional: play under perfect information, for search that samples the hidden parts
   * and solves each sample (PIMC). Given a full state (a deal from `determinize`, say),
   * the exact value of each legal action for the player to move, under best play by
   * every side to the game's horizon where it has one. */
  readonly solver?: PerfectSolver<S, A>;

  /** What a bot from outside tafel sees at a decision (a bot file, a program over the
   * line protocol): the observation as plain JSON in the game's notation — cards as
   * `JH`, phases and rows by name, no typed arrays — made anew each time, so nothing in
   * it leads back to the state. The game's page in docs/ lists it field by field.
   * Without it, such bots get the observation with typed arrays as plain arrays. */
  view?(observation: O): unknown;
  /** An answer written in another way the notation allows, in the very form
   * legalActions hands out (`"3D 3C"` → `"3C 3D"`, `"jh"` → `"JH"`, a keep's dice in
   * any order); anything else unchanged. The match loop tries it on an answer it does
   * not find among the legal actions. Must not throw on any value. */
  readAnswer?(answer: unknown): unknown;
}

/** A game's exact solve of a position with nothing hidden (see GamePlay.solver). */
export interface PerfectSolver<S = unknown, A extends Action = Action> {
  /** Writes into `out`, in the order of `legal` (legalActions(state)), each action's
   * value for the player to move: in the game's own units (Klaverjassen: the round's
   * score difference for the mover's team), higher is better. Returns false, writing
   * nothing, for a state it does not solve (Klaverjassen: the bidding, a roem claim). */
  values(state: S, legal: readonly A[], out: number[]): boolean;
}

/** A game with its types erased, as the registry and the simulator hold it. Its methods
 * take their arguments bivariantly, so every Game<S, A, O, Opt> is one. */
export type AnyGame = Game<unknown, Action, unknown, BaseOptions>;

/** A game's play with its types erased, as the match loop, batches and bots hold it. */
export type AnyPlay = GamePlay<unknown, Action, unknown, BaseOptions>;
