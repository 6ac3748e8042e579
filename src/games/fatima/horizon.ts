// Where search may stop a simulation: at the end of the round it started in. A game runs
// to a hundred points over many rounds, each a new deal; a decision changes its own round.
// The position is then valued as the game ranks it so far (its result's standing), and
// for the `score` reward by each total itself, so that every point shed counts.
import { result } from './score.js';
import { CALL_PENALTY, LOSING_TOTAL, PHASE, type FatimaState } from './state.js';

export const horizon = {
  mark: (state: FatimaState): number => state.round,
  reached: (state: FatimaState, mark: number): boolean => state.round > mark || state.phase === PHASE.over,
  standing: (state: FatimaState): readonly number[] => result(state).standing,
  /** A standing is minus a total (without play-on), and a total still in play is at most
   * a hundred plus a caller's penalty. */
  range: [-(LOSING_TOTAL + CALL_PENALTY), 0] as const,
};
