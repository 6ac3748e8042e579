// A game record: the run it came from, the bots and every decision, enough to play the
// game again from its derived seed with the same bots and check that it ends identically.
import type { Action, BaseOptions } from '../core/game.js';
import type { GuestSource } from '../guests/guest.js';
import type { Forfeit, PlayedGame } from '../core/match.js';
import type { Plan, Seating } from './plan.js';
import { MAIN_DEALS } from '../core/seeds.js';

/** Where a record came from: with the lineup, what the plan needs to derive its seed. */
export interface RunRef {
  /** The run's master seed. */
  readonly seed: number;
  /** The game's index in the run. */
  readonly index: number;
  /** The deal set, omitted when it is MAIN_DEALS. */
  readonly deals?: string;
  /** Omitted for 'rotate'. Decides which entrant sits where and, under 'duplicate',
   * that game i is dealt from the seed of deal ⌊i/n⌋. */
  readonly seating?: Exclude<Seating, 'rotate'>;
  /** Set when the run set them: bots may read both, so a replay passes them on. */
  readonly iterations?: number;
  readonly budgetMs?: number;
  /** Set when the run was sealed: its seeds follow from a secret key too, kept in its
   * folder (run.key), without which neither seed can be derived again. */
  readonly keyed?: true;
}

export interface GameRecord {
  /** FORMAT when the record was written. */
  readonly format: number;
  readonly game: string;
  /** The game's own seed (derived from the run's seed, key, deal set and deal). */
  readonly seed: number;
  readonly options: BaseOptions;
  /** The bot in each seat, by canonical spec. */
  readonly lineup: readonly string[];
  /** Where each seat's bot from outside tafel came from (null for tafel's own bots), so
   * that replay finds it again; absent when the lineup has none. */
  readonly sources?: readonly (GuestSource | null)[];
  readonly actions: readonly Action[];
  readonly result: {
    readonly scores: readonly number[];
    readonly wins: readonly number[];
    /** The game's standing per seat (higher is better): the placings follow from it. */
    readonly standing?: readonly number[];
    readonly capped: boolean;
    readonly forfeit?: Forfeit;
  };
  readonly run?: RunRef;
}

/** The version of the records' and summaries' format. 2: a game's seed comes from its
 * deal set and deal, not from the lineup (1 had no version field). A folder of another
 * version is refused by replay and --resume, which would derive other seeds. */
export const FORMAT = 2;

/** The reason the match loop gives a bot that overran its budget: the one forfeit that
 * playing the game again cannot reproduce. */
export function budgetReason(budgetMs: number): string {
  return `took longer than its budget of ${budgetMs} ms`;
}

/** The record of game `index`; `seats[s]` is the entrant in seat s, `lineup` their labels. */
export function toRecord(
  plan: Plan,
  index: number,
  seed: number,
  seats: readonly number[],
  lineup: readonly string[],
  played: PlayedGame,
): GameRecord {
  const base = { scores: played.scores, wins: played.wins, standing: played.standing, capped: played.capped };
  const result: GameRecord['result'] = played.forfeit ? { ...base, forfeit: played.forfeit } : base;
  const run: RunRef = {
    seed: plan.seed,
    index,
    ...(plan.deals !== MAIN_DEALS ? { deals: plan.deals } : {}),
    ...(plan.seating && plan.seating !== 'rotate' ? { seating: plan.seating } : {}),
    ...(plan.iterations !== undefined ? { iterations: plan.iterations } : {}),
    ...(plan.budgetMs !== undefined ? { budgetMs: plan.budgetMs } : {}),
    ...(plan.key !== undefined ? { keyed: true as const } : {}),
  };
  const record = {
    format: FORMAT,
    game: plan.game,
    seed,
    options: plan.options,
    lineup,
    actions: played.actions ?? [],
    result,
    run,
  };
  if (!plan.guests) return record;
  // The seats' sources, in the lineup's order (the seating's): between lineup and actions.
  const { actions, ...head } = record;
  const sources = seats.map((e) => plan.guests!.sources[e]);
  return { ...head, sources, actions, result, run };
}
