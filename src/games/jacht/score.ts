// What five dice score in each row of the sheet (rulings JC-2..JC-4) and who wins (JC-5).
// Scores are also tabulated per hand, since the rules and the solver look them up
// millions of times.
import type { GameResult } from '../../core/game.js';
import { CATEGORY_COUNT, CATEGORY_IDS, type CategoryId, categoryIndex } from './categories.js';
import { HAND_COUNT, HAND_START, MULTISET_FACES } from './dice.js';
import type { JachtState } from './state.js';

function faceCounts(dice: ArrayLike<number>): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (let i = 0; i < dice.length; i++) counts[dice[i]]++;
  return counts;
}

function sum(dice: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < dice.length; i++) s += dice[i];
  return s;
}

/** What five dice (any order) score in a category. */
export function scoreDice(category: CategoryId, dice: ArrayLike<number>): number {
  const counts = faceCounts(dice);
  const most = Math.max(...counts);
  switch (category) {
    case 'yacht':
      return most === 5 ? 50 : 0;
    case 'bigStraight': // JC-4: exactly 2-3-4-5-6
      return counts[2] && counts[3] && counts[4] && counts[5] && counts[6] ? 30 : 0;
    case 'littleStraight': // JC-4: exactly 1-2-3-4-5
      return counts[1] && counts[2] && counts[3] && counts[4] && counts[5] ? 30 : 0;
    case 'fourOfAKind': // JC-2: at least four equal, all five dice count
      return most >= 4 ? sum(dice) : 0;
    case 'fullHouse': // JC-3: a three and a pair of another value; five of a kind is not one
      return counts.includes(3) && counts.includes(2) ? sum(dice) : 0;
    case 'choice':
      return sum(dice);
    default: {
      const face = 12 - categoryIndex(category); // sixes = 6 … ones = 1
      return face * counts[face];
    }
  }
}

/** SCORE[c * 252 + h]: what hand h scores in category c. */
export const SCORE = new Uint8Array(CATEGORY_COUNT * HAND_COUNT);
for (let c = 0; c < CATEGORY_COUNT; c++) {
  for (let h = 0; h < HAND_COUNT; h++) SCORE[c * HAND_COUNT + h] = scoreDice(CATEGORY_IDS[c], MULTISET_FACES[HAND_START + h]);
}

/** JC-5: the totals, highest wins; a capped game is ranked by its totals so far. */
export function result(state: JachtState): GameResult {
  const scores = Array.from(state.totals);
  return { scores, standing: scores };
}
