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
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
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
