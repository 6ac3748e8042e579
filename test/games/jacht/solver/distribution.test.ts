// The distributions of the points still to come under `optimal`'s play (distribution.ts,
// issue 27): each a probability distribution with the solver's mean, within what its open
// rows can score, and equal to brute-force enumeration (enumerate.ts) where that is
// quick: every set with one row open, and some with two.
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_FILLED, CATEGORY_IDS } from '../../../../src/games/jacht/categories.js';
import { handIndex } from '../../../../src/games/jacht/dice.js';
import { SPAN, mostLeft } from '../../../../src/games/jacht/solver/distribution.js';
import { decideTurn } from '../../../../src/games/jacht/solver/policy.js';
import { filledFromOpen, getDistributions, getSolution, optimalTurn } from '../../../../src/games/jacht/solver/solution.js';
import { MASKS } from '../../../../src/games/jacht/solver/values.js';
import { pointsLeft } from './enumerate.js';

let dist: Float64Array;
let values: Float64Array;
beforeAll(() => {
  values = getSolution({ cacheDir: false }).values;
  dist = getDistributions({ cacheDir: false }).dist;
});

/** `optimal`'s choices in a turn with `filled` filled, as the bot makes them. */
const optimalPlay = (filled: number) => (dice: number[], rollsLeft: number) => {
  const { tables, after } = optimalTurn(filled);
  return decideTurn(tables, after, handIndex(dice), rollsLeft, rollsLeft >= 2);
};

const chanceOf = (filled: number, points: number) => dist[filled * SPAN + points];

function binomial(n: number, k: number, p: number): number {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c * p ** k * (1 - p) ** (n - k);
}

describe('the distribution of each set of filled rows', () => {
  it('sums to 1, has the solver’s expected points as its mean, and lies within 0..mostLeft (all 4,096 sets)', () => {
    let worstSum = 0;
    let worstMean = 0;
    let negative = 0;
    let beyond = 0;
    for (let filled = 0; filled < MASKS; filled++) {
      const most = mostLeft(filled);
      let sum = 0;
      let mean = 0;
      for (let x = 0; x < SPAN; x++) {
        const p = chanceOf(filled, x);
        if (p < 0) negative++;
        if (x > most && p !== 0) beyond++;
        sum += p;
        mean += p * x;
      }
      worstSum = Math.max(worstSum, Math.abs(sum - 1));
      worstMean = Math.max(worstMean, Math.abs(mean - values[filled]));
    }
    expect({ negative, beyond }).toEqual({ negative: 0, beyond: 0 });
    expect(worstSum).toBeLessThan(1e-12);
    expect(worstMean).toBeLessThan(1e-12);
  });

  it('with every row filled: nothing more to come, surely', () => {
    expect(chanceOf(ALL_FILLED, 0)).toBe(1);
  });

  it.each([
    ['ones', 1],
    ['sixes', 6],
  ])('with only %s open: k of five dice kept over three rolls, binomial(5, 1 − (5/6)³)', (id, face) => {
    // `optimal` keeps every die of the face: each die shows it by the third roll with 91/216.
    const filled = filledFromOpen([id]);
    for (let k = 0; k <= 5; k++) expect(chanceOf(filled, face * k)).toBeCloseTo(binomial(5, k, 91 / 216), 14);
  });

  it('with only yacht open: 50 with the chance of five alike in three rolls, 2,783,176 / 6¹⁰, else 0', () => {
    const filled = filledFromOpen(['yacht']);
    expect(chanceOf(filled, 50)).toBeCloseTo(2_783_176 / 6 ** 10, 14);
    expect(chanceOf(filled, 0) + chanceOf(filled, 50)).toBeCloseTo(1, 14);
  });

  it('with one row open: every row’s distribution is brute-force enumeration of every roll under optimal’s choices', () => {
    for (let c = 0; c < CATEGORY_IDS.length; c++) {
      const filled = ALL_FILLED & ~(1 << c);
      const brute = pointsLeft(filled, optimalPlay);
      for (let x = 0; x < SPAN; x++) expect(Math.abs(chanceOf(filled, x) - (brute.get(x) ?? 0))).toBeLessThan(1e-12);
    }
  });

  it.each([
    [['yacht', 'choice']],
    [['fullHouse', 'littleStraight']],
    [['fourOfAKind', 'sixes']],
    [['bigStraight', 'ones', 'threes']],
  ])('with %j open: brute-force enumeration of both turns agrees to 1e-12', (open) => {
    const filled = filledFromOpen(open);
    const brute = pointsLeft(filled, optimalPlay);
    for (let x = 0; x < SPAN; x++) expect(Math.abs(chanceOf(filled, x) - (brute.get(x) ?? 0))).toBeLessThan(1e-12);
  });
});
