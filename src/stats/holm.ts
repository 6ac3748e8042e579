// Holm's step-down correction: many comparisons at once, with the chance of any false
// claim among them held at alpha (the family-wise error), and more power than Bonferroni.

/** Holm-adjusted p-values, in the order given: reject comparison i at level alpha
 * exactly when adjusted[i] < alpha. */
export function holm(p: readonly number[]): number[] {
  const m = p.length;
  const order = p.map((_, i) => i).sort((a, b) => p[a] - p[b] || a - b);
  const adjusted = new Array<number>(m);
  let running = 0;
  order.forEach((i, rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * p[i]));
    adjusted[i] = running;
  });
  return adjusted;
}
