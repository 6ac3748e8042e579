// The twelve rows of the score sheet (jacht.nl.txt, "Jachtscores en -waarden"); what the
// dice score in each is in score.ts.
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
