// compare's verdict on staged differences: each figure told apart after Holm's correction
// over the two, a score read the right way round where lower is better.
import { describe, expect, it } from 'vitest';
import { verdictOf } from '../../src/compare/compare.js';
import type { PairedDifference } from '../../src/compare/paired.js';

const difference = (diff: number, p: number): PairedDifference => ({
  a: 0,
  b: diff,
  diff,
  ci: [diff - 1, diff + 1],
  unpairedCi: [diff - 2, diff + 2],
  narrower: 2,
  p,
  pairs: 100,
});

describe('the verdict', () => {
  it('a lower score is the better one where lower is better, the higher elsewhere', () => {
    const paired = { score: difference(-2, 1e-6), wins: difference(0.01, 0.5) };
    expect(verdictOf(paired, true)).toMatchObject({ better: 'B', score: 'B', wins: null });
    expect(verdictOf(paired, false)).toMatchObject({ better: 'A', score: 'A', wins: null });
  });

  it('a win rate is read the same in every game', () => {
    const paired = { score: difference(0.1, 0.7), wins: difference(0.05, 1e-4) };
    expect(verdictOf(paired, true)).toMatchObject({ better: 'B', wins: 'B', score: null });
    expect(verdictOf(paired, false)).toMatchObject({ better: 'B', wins: 'B', score: null });
  });

  it('two figures that favour each its own run are mixed', () => {
    const paired = { score: difference(3, 1e-5), wins: difference(-0.04, 1e-5) };
    expect(verdictOf(paired, false)).toMatchObject({ better: 'mixed', score: 'B', wins: 'A' });
    expect(verdictOf(paired, true)).toMatchObject({ better: 'A', score: 'A', wins: 'A' });
  });

  it("Holm's correction: the smaller p is held to 2.5%, the larger to 5%", () => {
    // p = 0.03 alone is below 5% but not below 2.5%: with the other at 0.6, neither is told apart.
    expect(verdictOf({ score: difference(1, 0.03), wins: difference(0.01, 0.6) }, false)).toMatchObject({
      better: 'neither',
      pHolm: { score: 0.06, wins: 0.6 },
    });
    // Both small: the larger is held to 5% only.
    expect(verdictOf({ score: difference(1, 0.02), wins: difference(0.01, 0.04) }, false)).toMatchObject({
      better: 'B',
      score: 'B',
      wins: 'B',
    });
  });
});
