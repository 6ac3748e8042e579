// Where search may stop a simulation: at the end of the round it started in. A game runs
// to a hundred points over many rounds, each a new deal; a decision changes its own round.
// The position is then valued as the game ranks it so far (its result's standing).
import { result } from './score.js';
import { PHASE, type FatimaState } from './state.js';

export const horizon = {
  mark: (state: FatimaState): number => state.round,
  reached: (state: FatimaState, mark: number): boolean => state.round > mark || state.phase === PHASE.over,
  standing: (state: FatimaState): readonly number[] => result(state).standing,
};
