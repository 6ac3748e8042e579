// One turn solved exactly, given what each open category is worth afterwards. The value
// of keeping a multiset before a reroll is the mean, over the face of one more die, of
// keeping one die more: five dice rerolled independently make this exact, and it costs
// 6 additions per keep instead of a 462 × 252 transition table.
import { CATEGORY_COUNT } from '../categories.js';
import { SCORE } from '../score.js';
import { ADD, FACES, HAND_COUNT, HAND_START, MULTISET_COUNT, SUB } from '../dice.js';

export interface TurnTables {
  /** Open categories of the turn, as a filled-mask. */
  readonly filled: number;
  /** score[h]: the best value of scoring hand h now (its points + what follows). */
  readonly score: Float64Array;
  /** lastRoll[k]: value of keeping multiset k when the reroll is the turn's last roll. */
  readonly lastRoll: Float64Array;
  /** twoRolls[k]: value of keeping multiset k when one more roll follows the reroll. */
  readonly twoRolls: Float64Array;
  /** lastRollKeep[h]: what a bot does with hand h when the reroll is the last roll: its
   * best keep by lastRoll (the first, by multiset index, of the highest value) when that
   * beats score[h], else -1 (score now). One small array, so a decision is one look-up
   * where tables of many turns compete for the processor's cache. */
  readonly lastRollKeep: Int16Array;
  /** twoRollsKeep[h]: the same, keeps valued by twoRolls. */
  readonly twoRollsKeep: Int16Array;
  /** Expected value from the start of the turn, before the first roll. */
  readonly start: number;
}

const SIXTH = 1 / 6;

/** e[k] for every keep: the expectation of top[h] over completing k to five dice. */
function expectKeeps(top: Float64Array, e: Float64Array): void {
  for (let h = 0; h < HAND_COUNT; h++) e[HAND_START + h] = top[h];
  for (let k = HAND_START - 1; k >= 0; k--) {
    const a = k * FACES;
    e[k] = (e[ADD[a]] + e[ADD[a + 1]] + e[ADD[a + 2]] + e[ADD[a + 3]] + e[ADD[a + 4]] + e[ADD[a + 5]]) * SIXTH;
  }
}

/** out[h] = max(score[h], the best keep of h valued by e). `best` is scratch: the best
 * keep within each multiset of 0..4 dice, built up from smaller ones. */
function bestOfHands(score: Float64Array, e: Float64Array, best: Float64Array, out: Float64Array): void {
  for (let k = 0; k < HAND_START; k++) {
    let v = e[k];
    const a = k * FACES;
    for (let f = 0; f < FACES; f++) {
      const s = SUB[a + f];
      if (s >= 0 && best[s] > v) v = best[s];
    }
    best[k] = v;
  }
  for (let h = 0; h < HAND_COUNT; h++) {
    let v = score[h];
    const a = (HAND_START + h) * FACES;
    for (let f = 0; f < FACES; f++) {
      const s = SUB[a + f];
      if (s >= 0 && best[s] > v) v = best[s];
    }
    out[h] = v;
  }
}

/** For every hand, its best keep by `e` when that beats `score` of the hand, else -1.
 * The best keep is the first (smallest multiset index) of the highest value among the
 * hand's sub-multisets of 0..4 dice, built up from smaller multisets like bestOfHands;
 * a smaller index wins a tie, so it is exactly the scan over KEEPS_OF_HAND[h] in order.
 * `best` is scratch: the best keep within each multiset. */
function keepsOfHands(score: Float64Array, e: Float64Array, best: Int16Array): Int16Array {
  const out = new Int16Array(HAND_COUNT);
  for (let k = 0; k < MULTISET_COUNT; k++) {
    let b = k < HAND_START ? k : -1;
    let v = k < HAND_START ? e[k] : -Infinity;
    const a = k * FACES;
    for (let f = 0; f < FACES; f++) {
      const s = SUB[a + f];
      if (s < 0) continue;
      const j = best[s];
      if (e[j] > v || (e[j] === v && j < b)) {
        v = e[j];
        b = j;
      }
    }
    if (k < HAND_START) best[k] = b;
    else out[k - HAND_START] = v > score[k - HAND_START] ? b : -1;
  }
  return out;
}

/** Scratch reused by every call (the solver makes 4,095); `tables` copies out the parts
 * a caller keeps. */
const scratchBest = new Float64Array(HAND_START);
const score = new Float64Array(HAND_COUNT);
const hands = new Float64Array(HAND_COUNT);
const lastRoll = new Float64Array(MULTISET_COUNT);
const twoRolls = new Float64Array(MULTISET_COUNT);
const threeRolls = new Float64Array(MULTISET_COUNT);
const scratchKeep = new Int16Array(HAND_START);
const NO_KEEPS = new Int16Array(0);

/** Solves the turn with `filled` categories filled; `after[c]` is the value of the rest
 * of the game once category c is filled too (zero for a bot that looks no further).
 * With `tables` false only `start` is meaningful: the arrays are shared scratch and the
 * best keeps are left out. */
export function solveTurn(filled: number, after: ArrayLike<number>, tables = true): TurnTables {
  for (let h = 0; h < HAND_COUNT; h++) {
    let v = -Infinity;
    for (let c = 0; c < CATEGORY_COUNT; c++) {
      if (filled & (1 << c)) continue;
      const w = SCORE[c * HAND_COUNT + h] + after[c];
      if (w > v) v = w;
    }
    score[h] = v;
  }
  expectKeeps(score, lastRoll);
  bestOfHands(score, lastRoll, scratchBest, hands); // one roll left
  expectKeeps(hands, twoRolls);
  bestOfHands(score, twoRolls, scratchBest, hands); // two rolls left
  expectKeeps(hands, threeRolls);
  const start = threeRolls[0];
  if (!tables) return { filled, score, lastRoll, twoRolls, lastRollKeep: NO_KEEPS, twoRollsKeep: NO_KEEPS, start };
  return {
    filled,
    score: score.slice(),
    lastRoll: lastRoll.slice(),
    twoRolls: twoRolls.slice(),
    lastRollKeep: keepsOfHands(score, lastRoll, scratchKeep),
    twoRollsKeep: keepsOfHands(score, twoRolls, scratchKeep),
    start,
  };
}
