// Where search may stop a simulation in a 16-round game: at the end of the round it
// started in, valued by what each team scored since (KJ-8's round scores: nat and pit
// counted). A round is what a decision can change; the rounds after it are new deals.
import { PHASE, SEATS, T, type KlaverjasState } from './state.js';

/** A round's score for a team at most: every card point and the last trick (162), pit
 * (100) and a generous share of roem; above it the score reward stays at 1. */
const ROUND_MOST = 162 + 100 + 200;

export const horizon = {
  mark: (state: KlaverjasState): number => state.round,
  reached: (state: KlaverjasState, mark: number): boolean => state.round > mark || state.phase === PHASE.over,
  standing(state: KlaverjasState, mark: number): number[] {
    const team = [0, 0];
    for (let r = mark; r < state.round; r++) {
      team[0] += state.t[T.roundScores + r * 2];
      team[1] += state.t[T.roundScores + r * 2 + 1];
    }
    return Array.from({ length: SEATS }, (_, s) => team[s & 1]);
  },
  range: [0, ROUND_MOST] as const,
};
