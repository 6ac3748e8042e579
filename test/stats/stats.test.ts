import { describe, expect, it } from 'vitest';
import { Histogram } from '../../src/stats/histogram.js';
import { meanInterval, wilsonInterval } from '../../src/stats/intervals.js';
import { Tally } from '../../src/stats/tally.js';

describe('intervals', () => {
  it('Wilson interval matches published values', () => {
    const [lo, hi] = wilsonInterval(50, 100);
    expect(lo).toBeCloseTo(0.4038, 4);
    expect(hi).toBeCloseTo(0.5962, 4);
    const [lo0, hi0] = wilsonInterval(0, 10);
    expect(lo0).toBe(0);
    expect(hi0).toBeCloseTo(0.2775, 4);
    const [lo1, hi1] = wilsonInterval(10, 10);
    expect(lo1).toBeCloseTo(0.7225, 4);
    expect(hi1).toBeCloseTo(1, 12);
  });

  it('Wilson interval holds its own estimate exactly at 0 and 1, whatever the rounding', () => {
    // Rounding once left a lower bound of 8.7e-19 above a win rate of 0.
    for (const n of [1, 3, 7, 10, 100, 300, 1234, 99_999]) {
      expect(wilsonInterval(0, n)[0]).toBe(0);
      expect(wilsonInterval(n, n)[1]).toBe(1);
    }
  });

  it('Wilson interval accepts shared (fractional) wins and narrows with n', () => {
    const small = wilsonInterval(33.5, 100);
    const large = wilsonInterval(3350, 10_000);
    expect(small[0]).toBeLessThan(0.335);
    expect(small[1]).toBeGreaterThan(0.335);
    expect(large[1] - large[0]).toBeLessThan((small[1] - small[0]) / 5);
  });

  it('mean interval from sums: 1.96 standard errors either side', () => {
    const values = [2, 4, 4, 4, 5, 5, 7, 9];
    const sum = values.reduce((a, b) => a + b, 0);
    const sq = values.reduce((a, b) => a + b * b, 0);
    const [lo, hi] = meanInterval(sum, sq, values.length);
    const sd = Math.sqrt(32 / 7);
    expect((lo + hi) / 2).toBeCloseTo(5, 10);
    expect(hi - 5).toBeCloseTo((1.959964 * sd) / Math.sqrt(8), 5);
  });
});

describe('histogram quantiles', () => {
  it('are exact and always a value that was seen', () => {
    const h = new Histogram();
    for (const v of [5, 1, 3, 3, 9, 7, 3, 2, 8, 4]) h.add(v);
    expect(h.quantile(0)).toBe(1);
    expect(h.quantile(0.5)).toBe(3);
    expect(h.quantile(0.9)).toBe(8);
    expect(h.quantile(1)).toBe(9);
    expect(h.size).toBe(10);
  });

  it('a tally sums wins, scores and quantiles', () => {
    const t = new Tally();
    t.add(10, 1);
    t.add(20, 0.5);
    t.add(30, 0);
    const s = t.summary('greedy');
    expect(s.wins).toBe(1.5);
    expect(s.winRate).toBe(0.5);
    expect(s.meanScore).toBe(20);
    expect(s.scoreQuantiles.median).toBe(20);
  });
});

describe('histogram storage', () => {
  it('keeps exact counts for whole numbers far apart, negative ones and fractions alike', () => {
    const h = new Histogram();
    const values = [120, -40, 3, 3, 500, 2.5, 2.5, 2.5, -40, 10_000];
    for (const v of values) h.add(v);
    expect(h.entries()).toEqual([
      [-40, 2],
      [2.5, 3],
      [3, 2],
      [120, 1],
      [500, 1],
      [10_000, 1],
    ]);
    expect(h.quantile(0.5)).toBe(2.5);
  });
});

describe('histogram memory follows the range of scores, not their order', () => {
  // Gesjaakt scores creep downwards one point at a time; one doubling per new low once
  // held 8 million slots (64 MB) per entrant after a single batch.
  it('scores that creep down one by one', () => {
    const h = new Histogram();
    for (let v = 0; v >= -300; v--) h.add(v);
    expect(h.capacity).toBeLessThanOrEqual(1024);
    expect(h.quantile(0)).toBe(-300);
    expect(h.quantile(1)).toBe(0);
  });

  it('scores that creep up and down in turn', () => {
    const h = new Histogram();
    for (let v = 0; v < 300; v++) h.add(v % 2 ? v : -v);
    expect(h.capacity).toBeLessThanOrEqual(2048);
    expect(h.entries()).toHaveLength(300);
  });
});
