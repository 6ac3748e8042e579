// The SPRT's arithmetic against what can be worked out by hand: Wald's bounds, the
// classic binomial LLR where no draw leaves a nuisance to fit, the normal approximation
// Fishtest's users quote for large samples, and the logistic Elo with its interval.
import { describe, expect, it } from 'vitest';
import { eloEstimate, scoreOfElo, sprtBounds, sprtLlr, sprtVerdict } from '../../src/stats/sprt.js';

/** The LLR of N independent games by the normal approximation: N·Δ·(2μ − s0 − s1)/(2σ²),
 * μ and σ² the mean and variance of a unit's score (per game of a pair). */
function normalLlr(p: readonly number[], scores: readonly number[], n: number, elo0: number, elo1: number): number {
  const [s0, s1] = [scoreOfElo(elo0), scoreOfElo(elo1)];
  const mean = p.reduce((sum, pi, i) => sum + pi * scores[i], 0);
  const variance = p.reduce((sum, pi, i) => sum + pi * (scores[i] - mean) ** 2, 0);
  return (n * (s1 - s0) * (2 * mean - s0 - s1)) / (2 * variance);
}

describe('the SPRT', () => {
  it("has Wald's bounds: ±2.944 at α = β = 0.05, and wider for smaller error rates", () => {
    const b = sprtBounds(0.05, 0.05);
    expect(b.lower).toBeCloseTo(-2.944439, 5);
    expect(b.upper).toBeCloseTo(2.944439, 5);
    const strict = sprtBounds(0.01, 0.1);
    expect(strict.lower).toBeCloseTo(Math.log(0.1 / 0.99), 12);
    expect(strict.upper).toBeCloseTo(Math.log(0.9 / 0.01), 12);
  });

  it('says H1 at the upper bound, H0 at the lower, and nothing between', () => {
    const b = sprtBounds(0.05, 0.05);
    expect(sprtVerdict(b.upper, b)).toBe('H1');
    expect(sprtVerdict(b.lower, b)).toBe('H0');
    expect(sprtVerdict(b.upper - 1e-9, b)).toBeUndefined();
    expect(sprtVerdict(b.lower + 1e-9, b)).toBeUndefined();
  });

  it('without draws is the classic binomial LLR: W·log(s1/s0) + L·log((1−s1)/(1−s0))', () => {
    const [s0, s1] = [scoreOfElo(0), scoreOfElo(20)];
    const classic = 600 * Math.log(s1 / s0) + 400 * Math.log((1 - s1) / (1 - s0));
    expect(classic).toBeCloseTo(9.857, 2);
    // The empty draw count stands as 0.001 (as in Fishtest), which moves it a hair.
    expect(sprtLlr([400, 0, 600], 0, 20)).toBeCloseTo(classic, 2);
    // Elo0 above Elo1 turns the ratio over.
    expect(sprtLlr([400, 0, 600], 20, 0)).toBeCloseTo(-classic, 2);
  });

  it('fits the draw rate under each hypothesis: the normal approximation on a large trinomial sample', () => {
    const p = [0.3, 0.36, 0.34];
    const n = 40_000;
    const llr = sprtLlr(
      p.map((x) => x * n),
      0,
      5,
    );
    const approx = normalLlr(p, [0, 0.5, 1], n, 0, 5);
    expect(llr).toBeGreaterThan(5); // the 2% score edge is well above 5 Elo's 0.7%
    expect(llr / approx).toBeCloseTo(1, 2);
  });

  it('counts pentanomial pairs: independent games in pairs give the LLR of the same games one by one', () => {
    const [l, d, w] = [0.35, 0.2, 0.45];
    const pairs = 20_000;
    // Two independent games: the pair's outcome is the convolution of one game's.
    const five = [l * l, 2 * l * d, 2 * l * w + d * d, 2 * d * w, w * w].map((x) => x * pairs);
    const three = [l, d, w].map((x) => x * 2 * pairs);
    const pairLlr = sprtLlr(five, 0, 10);
    expect(pairLlr).toBeGreaterThan(10);
    // Not exactly: the pentanomial fit is freer (four free shares against two).
    expect(Math.abs(pairLlr / sprtLlr(three, 0, 10) - 1)).toBeLessThan(0.02);
  });

  it('gains from pairs that share their luck: the same mean score, a larger LLR', () => {
    // Every pair a win and a loss or two draws (the deal's luck cancelled), against
    // pairs that spread to 0 and 2 as often: the first side scores 55% in both.
    const tight = [0, 0, 1000, 300, 0];
    const loose = [150, 0, 850, 0, 300];
    const mean = (c: number[]) => c.reduce((s, x, i) => s + x * i * 0.25, 0) / c.reduce((a, b) => a + b, 0);
    expect(mean(tight)).toBeCloseTo(mean(loose), 12);
    expect(sprtLlr(tight, 0, 10)).toBeGreaterThan(2 * sprtLlr(loose, 0, 10));
    expect(sprtLlr(loose, 0, 10)).toBeGreaterThan(0);
  });

  it('refuses counts of neither 3 nor 5 outcomes', () => {
    expect(() => sprtLlr([1, 2, 3, 4], 0, 5)).toThrow(/trinomial or pentanomial, not 4 outcomes/);
  });
});

describe('the Elo estimate', () => {
  it('is the logistic Elo of the score with the normal interval of the score: 75% is +190.8 (166.8 to 216.7) over 1,000 games', () => {
    const e = eloEstimate([250, 0, 750]);
    expect(e.score).toBeCloseTo(0.75, 5);
    expect(e.elo).toBeCloseTo(400 * Math.log10(3), 3);
    // σ² = 0.1875, half-width 1.96·√(0.1875/1000) = 0.02684: scores 0.7232 and 0.7768.
    const elo = (s: number) => -400 * Math.log10(1 / s - 1);
    expect(e.lower).toBeCloseTo(elo(0.75 - 1.959964 * Math.sqrt(0.1875 / 1000)), 2);
    expect(e.upper).toBeCloseTo(elo(0.75 + 1.959964 * Math.sqrt(0.1875 / 1000)), 2);
    expect(e.lower).toBeCloseTo(166.8, 1);
    expect(e.upper).toBeCloseTo(216.7, 1);
  });

  it('for pairs takes the spread of pairs: luck that cancels within a pair narrows the interval', () => {
    // 1,300 pairs: 500 a win and a loss, 500 two draws (1 each), 300 a win and a draw
    // (1½). The same games one by one: 800 wins, 1,300 draws, 500 losses.
    const paired = eloEstimate([0, 0, 1000, 300, 0]);
    const single = eloEstimate([500, 1300, 800]);
    expect(paired.score).toBeCloseTo(single.score, 5);
    expect(paired.elo).toBeCloseTo(single.elo, 2);
    expect(paired.upper - paired.lower).toBeLessThan(0.6 * (single.upper - single.lower));
  });

  it('is symmetric: the second side of the same games has minus the Elo', () => {
    const e = eloEstimate([30, 10, 60]);
    const flipped = eloEstimate([60, 10, 30]);
    expect(flipped.elo).toBeCloseTo(-e.elo, 9);
    expect(flipped.lower).toBeCloseTo(-e.upper, 9);
  });
});
