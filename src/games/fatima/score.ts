// Points (the card table in the rule text) and the result (FT-8, FT-13): the lowest total
// wins; with play-on the last player left wins, and those who left earlier rank by when.
import type { GameResult } from '../../core/game.js';
import { POINTS } from './cards.js';
import { HAND, type FatimaState } from './state.js';

export function handPoints(state: FatimaState, seat: number): number {
  const { hands } = state;
  let points = 0;
  const base = seat * HAND;
  for (let i = base, end = base + state.handSize[seat]; i < end; i++) points += POINTS[hands[i]];
  return points;
}

/** Totals stay below 1000 (at most 100 + 50 in hand + 30), so a round outlasted weighs more than any total. */
const ROUND_WEIGHT = 1000;

/** Scores are the totals (lower is better). A game stopped by the cap ranks as it stands:
 * the round under way does not count. */
export function result(state: FatimaState): GameResult {
  const { players, totals, out } = state;
  const scores: number[] = [];
  const standing: number[] = [];
  const stillIn = state.round + 2;
  for (let s = 0; s < players; s++) {
    scores.push(totals[s]);
    standing.push(state.playOn ? (out[s] === 0 ? stillIn : out[s]) * ROUND_WEIGHT - totals[s] : -totals[s]);
  }
  return { scores, standing };
}
