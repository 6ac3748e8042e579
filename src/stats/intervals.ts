// Confidence intervals the reports print. z = 1.96 gives 95%.
export const Z95 = 1.959963984540054;

export type Interval = readonly [low: number, high: number];

/** Wilson score interval for a proportion; well-behaved near 0 and 1 and for small n,
 * where the normal approximation is not. `successes` may be fractional (shared wins). */
export function wilsonInterval(successes: number, n: number, z = Z95): Interval {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  // At p = 0 (or 1) the bound is 0 (or 1) exactly; rounding would leave it just inside,
  // an interval that no longer holds its own estimate.
  const low = p === 0 ? 0 : Math.max(0, centre - half);
  const high = p === 1 ? 1 : Math.min(1, centre + half);
  return [Math.min(low, p), Math.max(high, p)];
}

/** Normal interval for a mean from its sufficient statistics (sum, sum of squares). */
export function meanInterval(sum: number, sumSquares: number, n: number, z = Z95): Interval {
  if (n === 0) return [NaN, NaN];
  const mean = sum / n;
  if (n === 1) return [mean, mean];
  const variance = Math.max(0, (sumSquares - n * mean * mean) / (n - 1));
  const half = z * Math.sqrt(variance / n);
  return [mean - half, mean + half];
}

/** The Wilson interval of a proportion whose `n` values come in `units` clusters that
 * share their luck (duplicate deals), with `variance` the variance of p = successes / n
 * that counts those units (ClusteredMoments). It is Wilson's interval for the number of
 * independent values that variance is worth, p(1 − p) / variance (the effective sample
 * size), so it keeps Wilson's sense near 0 and 1, and it is never narrower than n
 * independent values would give. Where the units tell nothing of the spread (p is 0 or 1,
 * so every value was alike), it counts the units. */
export function clusteredWilson(successes: number, n: number, units: number, variance: number, z = Z95): Interval {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const spread = p * (1 - p);
  const effective = spread > 0 && variance > 0 ? Math.min(n, spread / variance) : spread > 0 ? n : units;
  return wilsonInterval(p * effective, effective, z);
}
