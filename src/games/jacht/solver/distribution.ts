// The distribution of the points still to come under the `optimal` bot's own play, for
// every set of filled rows (issue 27). A player that plays to win needs more than the
// mean: what matters is how likely each final total is. Jacht has no upper bonus (JC-5),
// so the points still to come depend only on the rows still open, and one table of
// 4,096 distributions describes every player who plays the expected-score optimum,
// as `optimal` does (the same keeps, rows and tie-breaks: policy.ts's decideTurn).
import { ALL_FILLED, CATEGORY_COUNT, CATEGORY_MAX } from '../categories.js';
import { SCORE } from '../score.js';
import { ADD, FACES, HAND_COUNT, HAND_START, MULTISET_COUNT } from '../dice.js';
import { SHEET_ORDER, bestRow } from './policy.js';
import { type TurnTables, solveTurn } from './turn.js';
import { MASKS } from './values.js';

/** Points a whole sheet can score at most, plus one: the length of each distribution. */
export const SPAN = CATEGORY_MAX.reduce((a, b) => a + b, 0) + 1; // 304

/** The largest score each row can get, so a turn's outcomes index [row * ROW_SPAN + score]. */
const ROW_SPAN = 51;

/** Mass of a roll of every die not kept: mass[k] on keep k pushed out to the hands. */
function rollForward(mass: Float64Array): void {
  for (let k = 0; k < HAND_START; k++) {
    const m = mass[k];
    if (m === 0) continue;
    mass[k] = 0;
    const share = m / FACES;
    const a = k * FACES;
    for (let f = 0; f < FACES; f++) mass[ADD[a + f]] += share;
  }
}

/** After a roll with `keeps` deciding (the best keep of each hand, -1 to score): the
 * hands that score now go to `outcomes`, the others' mass moves to their keeps. */
function decideForward(
  mass: Float64Array,
  keeps: Int16Array | null,
  filled: number,
  after: ArrayLike<number>,
  outcomes: Float64Array,
): void {
  for (let h = 0; h < HAND_COUNT; h++) {
    const m = mass[HAND_START + h];
    if (m === 0) continue;
    mass[HAND_START + h] = 0;
    const k = keeps === null ? -1 : keeps[h];
    if (k >= 0) mass[k] += m;
    else {
      const c = bestRow(after, h, filled, SHEET_ORDER);
      outcomes[c * ROW_SPAN + SCORE[c * HAND_COUNT + h]] += m;
    }
  }
}

const mass = new Float64Array(MULTISET_COUNT);

/** The most the open rows of `filled` can still score: where its distribution ends. */
export function mostLeft(filled: number): number {
  let most = 0;
  for (let c = 0; c < CATEGORY_COUNT; c++) if (!(filled & (1 << c))) most += CATEGORY_MAX[c];
  return most;
}

/** The chance that the turn, played as the `optimal` bot plays it, writes each score in
 * each row: outcomes[row * 51 + score]. */
function turnOutcomes(filled: number, tables: TurnTables, after: ArrayLike<number>): Float64Array {
  const outcomes = new Float64Array(CATEGORY_COUNT * ROW_SPAN);
  mass.fill(0);
  mass[0] = 1;
  rollForward(mass); // the first roll
  decideForward(mass, tables.twoRollsKeep, filled, after, outcomes);
  rollForward(mass);
  decideForward(mass, tables.lastRollKeep, filled, after, outcomes);
  rollForward(mass);
  decideForward(mass, null, filled, after, outcomes);
  return outcomes;
}

/** dist[filled * SPAN + p]: the chance that optimal play from the start of a turn with
 * `filled` filled scores exactly p more points. Built from the full sheet down: a set's
 * distribution mixes those of the sets with one row more, shifted by the turn's score. */
export function computeDistributions(values: Float64Array): Float64Array {
  const dist = new Float64Array(MASKS * SPAN);
  dist[ALL_FILLED * SPAN] = 1;
  const after = new Float64Array(CATEGORY_COUNT);
  for (let filled = ALL_FILLED - 1; filled >= 0; filled--) {
    for (let c = 0; c < CATEGORY_COUNT; c++) after[c] = filled & (1 << c) ? 0 : values[filled | (1 << c)];
    const outcomes = turnOutcomes(filled, solveTurn(filled, after), after);
    const at = filled * SPAN;
    for (let c = 0; c < CATEGORY_COUNT; c++) {
      if (filled & (1 << c)) continue;
      const next = (filled | (1 << c)) * SPAN;
      const reach = mostLeft(filled | (1 << c));
      for (let s = 0; s < ROW_SPAN; s++) {
        const p = outcomes[c * ROW_SPAN + s];
        if (p === 0) continue;
        for (let x = 0; x <= reach; x++) dist[at + s + x] += p * dist[next + x];
      }
    }
  }
  return dist;
}
