// Intervals that count independent units: under duplicate seating the games of a deal
// share their cards and dice, so a deal, not a game, is the unit of every interval.
import { describe, expect, it } from 'vitest';
import { ClusteredMoments } from '../../src/stats/clusters.js';
import { Z95, clusteredWilson, wilsonInterval } from '../../src/stats/intervals.js';
import { Moments } from '../../src/stats/moments.js';
import { FigureTally } from '../../src/stats/ratios.js';
import { Tally } from '../../src/stats/tally.js';

const halfWidth = ([low, high]: readonly [number, number]) => (high - low) / 2;

/** J deals of two games that came out alike: what a lineup that repeats gave when both
 * of its equal rotations were played (the same game twice). */
function twinDeals(deals: number, byDeal: boolean): Tally {
  const tally = new Tally(byDeal);
  for (let j = 0; j < deals; j++) {
    const score = (j * 7) % 11;
    const win = j % 3 === 0 ? 1 : 0;
    tally.add(score, win);
    tally.add(score, win);
    tally.endDeal();
  }
  return tally;
}

describe('a tally by deal', () => {
  it('two equal games a deal: counting games makes the intervals √2 too narrow, counting deals does not', () => {
    const J = 300;
    const byGame = twinDeals(J, false).summary('a');
    const byDeal = twinDeals(J, true).summary('a');
    expect(byDeal.games).toBe(2 * J);
    expect(byDeal.deals).toBe(J);
    expect(byDeal.meanScore).toBe(byGame.meanScore);
    // The deal means are the scores themselves: their own normal interval.
    const means = new Moments();
    for (let j = 0; j < J; j++) means.add((j * 7) % 11);
    expect(byDeal.meanScoreCI[0]).toBeCloseTo(means.interval()[0], 9);
    expect(byDeal.meanScoreCI[1]).toBeCloseTo(means.interval()[1], 9);
    // Per game the half width is s·√(1/(2J−1)·…): exactly √((2J−1)/(J−1)) ≈ √2 narrower.
    const ratio = halfWidth(byDeal.meanScoreCI) / halfWidth(byGame.meanScoreCI);
    expect(ratio).toBeCloseTo(Math.sqrt((2 * J - 1) / (J - 1)), 9);
    expect(ratio).toBeGreaterThan(Math.SQRT2);
    // Wins: the deals are J − 1 effective units (the variance's J − 1), not 2J games.
    const p = byDeal.winRate;
    const units = wilsonInterval(p * (J - 1), J - 1);
    expect(byDeal.winRateCI[0]).toBeCloseTo(units[0], 9);
    expect(byDeal.winRateCI[1]).toBeCloseTo(units[1], 9);
    expect(halfWidth(byDeal.winRateCI) / halfWidth(byGame.winRateCI)).toBeGreaterThan(1.4);
  });

  it('tables absorbed into one standing keep their deals, an open deal counting as one', () => {
    const [a, b] = [twinDeals(40, true), twinDeals(60, true)];
    b.add(5, 1); // a deal cut short
    const standing = new Tally();
    standing.absorb(a);
    standing.absorb(b);
    const whole = new ClusteredMoments();
    for (const deals of [40, 60]) {
      for (let j = 0; j < deals; j++) {
        whole.add((j * 7) % 11);
        whole.add((j * 7) % 11);
        whole.close();
      }
    }
    whole.add(5);
    const summary = standing.summary('a');
    expect(summary.deals).toBe(101);
    expect(summary.games).toBe(201);
    expect(halfWidth(summary.meanScoreCI)).toBeCloseTo(Z95 * Math.sqrt(whole.varianceOfMean()), 9);
  });
});

describe('clustered moments', () => {
  it('with clusters of one, the variance of the mean is the plain one', () => {
    const values = [3, 1, 4, 1, 5, 9, 2, 6];
    const c = new ClusteredMoments();
    const m = new Moments();
    for (const v of values) {
      c.add(v);
      c.close();
      m.add(v);
    }
    expect(c.varianceOfMean()).toBeCloseTo(m.variance / m.count, 12);
  });

  it('a cluster still open counts as one, as if it were closed', () => {
    const [open, closed] = [new ClusteredMoments(), new ClusteredMoments()];
    for (const c of [open, closed]) {
      for (const v of [1, 2, 3, 4, 9, 9]) {
        c.add(v);
        if (v % 2 === 0) c.close();
      }
    }
    closed.close();
    expect(open.count).toBe(3);
    expect(open.varianceOfMean()).toBeGreaterThan(0);
    expect(open.varianceOfMean()).toBeCloseTo(closed.varianceOfMean(), 12);
  });

  it('clusters of different sizes: the ratio estimator of cluster sums against sizes', () => {
    const clusters = [[1, 2, 3], [4], [0, 0], [7, 1]];
    const c = new ClusteredMoments();
    for (const cluster of clusters) {
      for (const v of cluster) c.add(v);
      c.close();
    }
    const all = clusters.flat();
    const mean = all.reduce((s, v) => s + v, 0) / all.length;
    const residuals = clusters.map((k) => k.reduce((s, v) => s + v - mean, 0));
    const expected = (4 / 3) * (residuals.reduce((s, r) => s + r * r, 0) / (all.length * all.length));
    expect(c.varianceOfMean()).toBeCloseTo(expected, 12);
  });
});

describe('the Wilson interval over deals', () => {
  it('never narrower than as many independent games: a deal each side wins once tells p exactly, but is capped', () => {
    expect(clusteredWilson(50, 100, 50, 0)).toEqual(wilsonInterval(50, 100));
    // Deals whose games pull against each other: worth more than 100 games, counted as 100.
    expect(clusteredWilson(50, 100, 50, 0.25 / 400)).toEqual(wilsonInterval(50, 100));
    expect(clusteredWilson(50, 100, 50, 0.25 / 40)).toEqual(wilsonInterval(20, 40));
  });

  it('all won: the variance says nothing, so the deals are the units', () => {
    expect(clusteredWilson(100, 100, 50, 0)).toEqual(wilsonInterval(50, 50));
  });
});

describe('figures by deal', () => {
  it('a deal’s counts summed are one unit of the ratio’s interval', () => {
    const figures = { counts: ['x', 'y'], ratios: [{ name: 'x per y', of: 'x', per: 'y' }] };
    const games = [
      [1, 2],
      [2, 2],
      [3, 2],
      [0, 1],
      [5, 2],
      [2, 3],
    ];
    const byDeal = new FigureTally(figures, true);
    const ofDeals = new FigureTally(figures);
    for (let g = 0; g < games.length; g++) {
      byDeal.add(Float64Array.from(games[g]), 0);
      if (g % 2 === 1) {
        byDeal.endDeal();
        ofDeals.add(Float64Array.of(games[g - 1][0] + games[g][0], games[g - 1][1] + games[g][1]), 0);
      }
    }
    byDeal.add(Float64Array.of(4, 1), 0); // open: a unit of its own
    ofDeals.add(Float64Array.of(4, 1), 0);
    expect(byDeal.summary()).toEqual(ofDeals.summary());
  });
});
