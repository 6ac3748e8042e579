// A game record: enough to replay the game to the identical end without any bot.
import type { Action, BaseOptions } from '../core/game.js';
import type { Forfeit, PlayedGame } from '../core/match.js';
import type { Plan } from './plan.js';

export interface GameRecord {
  readonly game: string;
  /** The game's own seed (derived from the run's seed, table key and index). */
  readonly seed: number;
  readonly options: BaseOptions;
  /** The bot in each seat, by canonical spec. */
  readonly lineup: readonly string[];
  readonly actions: readonly Action[];
  readonly result: {
    readonly scores: readonly number[];
    readonly wins: readonly number[];
    readonly capped: boolean;
    readonly forfeit?: Forfeit;
  };
  /** Where it came from: the run's master seed, table key and the game's index. */
  readonly run?: { readonly seed: number; readonly tableKey: string; readonly index: number };
}

export function toRecord(plan: Plan, index: number, seed: number, lineup: readonly string[], played: PlayedGame): GameRecord {
  const result: GameRecord['result'] = played.forfeit
    ? { scores: played.scores, wins: played.wins, capped: played.capped, forfeit: played.forfeit }
    : { scores: played.scores, wins: played.wins, capped: played.capped };
  return {
    game: plan.game,
    seed,
    options: plan.options,
    lineup,
    actions: played.actions ?? [],
    result,
    run: { seed: plan.seed, tableKey: plan.tableKey, index },
  };
}
