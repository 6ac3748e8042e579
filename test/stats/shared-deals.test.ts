// Tables that share their deals (a gauntlet's, two runs compared deal by deal): the games of
// deal k at every table share its luck, so every interval that pools them counts deal k
// once. A deal's values arrive apart (table after table), so they are kept by deal number.
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../src/core/rng.js';
import { ClusteredMoments } from '../../src/stats/clusters.js';
import { DealClusters } from '../../src/stats/deal-clusters.js';
import { Ratings } from '../../src/stats/ratings.js';

/** A standard normal draw (Box–Muller). */
function normal(rng: SeededRng): number {
  return Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
}

describe('values clustered by deal number', () => {
  it('give the variance of ClusteredMoments fed one deal after another, whatever order they came in', () => {
    const rng = new SeededRng(1);
    const values = Array.from({ length: 3 }, () => Array.from({ length: 40 }, () => normal(rng)));
    const byDeal = new DealClusters();
    // Table by table, as a gauntlet plays them.
    values.forEach((table) => table.forEach((v, k) => byDeal.add(k, v)));
    const together = new ClusteredMoments();
    for (let k = 0; k < 40; k++) {
      for (const table of values) together.add(table[k]);
      together.close();
    }
    expect(byDeal.deals).toBe(40);
    expect(byDeal.count).toBe(120);
    expect(byDeal.mean).toBeCloseTo(together.sum / 120, 12);
    expect(byDeal.varianceOfMean()).toBeCloseTo(together.varianceOfMean(), 12);
  });

  it("cover the mean 95% of the time when tables share their deals' luck, where counting each table's deals apart does not", () => {
    // Three tables on 60 shared deals: value = deal luck + table noise, each of variance 1.
    // Pooled, the variance of the mean is (1 + 1/3)/60; counting 180 independent deals
    // claims (1 + 1)/180, half of it, so its 95% interval covers some 83% of the time.
    const rng = new SeededRng(7);
    const trials = 1000;
    let covered = 0;
    let coveredApart = 0;
    for (let trial = 0; trial < trials; trial++) {
      const luck = Array.from({ length: 60 }, () => normal(rng));
      const pooled = new DealClusters();
      const apart = new ClusteredMoments();
      for (let table = 0; table < 3; table++) {
        for (let k = 0; k < 60; k++) {
          const v = luck[k] + normal(rng);
          pooled.add(k, v);
          apart.add(v);
          apart.close();
        }
      }
      const [low, high] = pooled.interval();
      if (low <= 0 && 0 <= high) covered++;
      const half = 1.959963984540054 * Math.sqrt(apart.varianceOfMean());
      if (Math.abs(pooled.mean) <= half) coveredApart++;
    }
    expect(covered / trials).toBeGreaterThan(0.93);
    expect(covered / trials).toBeLessThan(0.97);
    expect(coveredApart / trials).toBeLessThan(0.87);
  });
});

describe('ratings over tables that share their deals', () => {
  /** c against o1 at table 0 and o2 at table 1, two games a deal; c finishes first in
   * every game of deals it is dealt well (k mod 3 ≠ 0) at both tables, else last. */
  function rated(shared: boolean) {
    const ratings = new Ratings(
      3,
      [
        { members: [0, 1], unitGames: 2 },
        { members: [0, 2], unitGames: 2 },
      ],
      shared,
    );
    for (const table of [0, 1]) {
      for (let i = 0; i < 600; i++) ratings.add(table, i, Math.floor(i / 2) % 3 === 0 ? [2, 1] : [1, 2]);
    }
    return ratings.summary();
  }

  it("a deal that favours c at both tables is one draw: c's interval is √2 wider, the others' the same", () => {
    const [apart, pooled] = [rated(false), rated(true)];
    const width = (r: (typeof apart)[number]) => r.interval[1] - r.interval[0];
    expect(pooled[0].points).toBeCloseTo(apart[0].points, 9);
    // Each deal's score of c counts twice over, summed before it is squared: 4z² against
    // 2z² (the virtual games, one draw each, are alike in both).
    expect(width(pooled[0]) / width(apart[0])).toBeGreaterThan(1.38);
    expect(width(pooled[0]) / width(apart[0])).toBeLessThan(Math.SQRT2 + 1e-9);
    expect(width(pooled[1])).toBeCloseTo(width(apart[1]), 9);
    expect(width(pooled[2])).toBeCloseTo(width(apart[2]), 9);
  });
});
