// Jatten's scoring: JT-14's points for a finished game, and the tie-break that ranks a game
// or a series stopped early (JT-12, JT-17). A single game scores like one game of a series.
import type { GameResult } from '../../core/game.js';
import { NUMBERS, PHASE, type JattenState } from './state.js';

const WINNER_POINTS = 7;
/** Lifts a single game's winner above everyone, whatever the others' counts: the win is
 * the result, the points only rank the rest. */
const WINNER_FIRST = 1000;

/** The count of `seat`'s largest number: what a loser scores (JT-14), what a capped game
 * ranks by (JT-12), and six of it wins (JT-12). */
export function largestNumber(state: JattenState, seat: number): number {
  let most = 0;
  const base = seat * NUMBERS;
  // Math.max, not a comparison: a branch on which count is larger, every turn, is one no
  // predictor guesses.
  for (let n = 0; n < NUMBERS; n++) most = Math.max(most, state.numbers[base + n]);
  return most;
}

/** JT-14: 7 to the winner, everyone else 1 per card of their largest number. */
export function scoreGame(state: JattenState, winner: number): void {
  for (let s = 0; s < state.players; s++) state.points[s] += s === winner ? WINNER_POINTS : largestNumber(state, s);
}

/** The points of the finished games; stopped early (JT-17), each seat adds its largest
 * number in the game under way. */
export function result(state: JattenState): GameResult {
  const { players } = state;
  const over = state.phase === PHASE.over;
  const scores: number[] = [];
  for (let s = 0; s < players; s++) scores.push(state.points[s] + (over ? 0 : largestNumber(state, s)));
  const standing = scores.map((v, s) => (over && state.games === 1 && s === state.winner ? v + WINNER_FIRST : v));
  return { scores, standing };
}
