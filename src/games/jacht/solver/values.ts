// Backward induction over the 4,096 sets of filled categories: the expected points still
// to come with optimal solitaire play (JC-1..JC-5, no upper bonus). A set's value needs
// only sets with one more category filled, which are larger numbers, so a single pass
// from the top down visits them in a valid order.
import { ALL_FILLED, CATEGORY_COUNT } from '../categories.js';
import { solveTurn } from './turn.js';

export const MASKS = ALL_FILLED + 1; // 4096

/** values[filled]: expected points from the start of a turn with `filled` filled. */
export function computeValues(): Float64Array {
  const values = new Float64Array(MASKS);
  const after = new Float64Array(CATEGORY_COUNT);
  for (let filled = ALL_FILLED - 1; filled >= 0; filled--) {
    for (let c = 0; c < CATEGORY_COUNT; c++) after[c] = filled & (1 << c) ? 0 : values[filled | (1 << c)];
    values[filled] = solveTurn(filled, after, false).start;
  }
  return values;
}
