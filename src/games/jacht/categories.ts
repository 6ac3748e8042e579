// The twelve rows of the score sheet (jacht.nl.txt, "Jachtscores en -waarden") and what
// five dice score in each, rulings JC-2..JC-5. Scores are also tabulated per hand, since
// the rules and the solver look them up millions of times.
import { HAND_COUNT, HAND_START, MULTISET_FACES } from './dice.js';

export const CATEGORY_IDS = [
  'yacht',
  'bigStraight',
  'littleStraight',
  'fourOfAKind',
  'fullHouse',
  'choice',
  'sixes',
  'fives',
  'fours',
  'threes',
  'twos',
  'ones',
] as const;

export type CategoryId = (typeof CATEGORY_IDS)[number];
export const CATEGORY_COUNT = CATEGORY_IDS.length;
/** Bit mask with every category filled. */
export const ALL_FILLED = (1 << CATEGORY_COUNT) - 1;

export function categoryIndex(id: string): number {
  return (CATEGORY_IDS as readonly string[]).indexOf(id);
}

export function isCategoryId(id: string): id is CategoryId {
  return categoryIndex(id) >= 0;
}

/** The most a category can score: the cheapest row to spend a zero on is the lowest. */
export const CATEGORY_MAX: readonly number[] = [50, 30, 30, 30, 28, 30, 30, 25, 20, 15, 10, 5];

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
