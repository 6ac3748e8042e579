// Exact score distribution in memory that does not grow with the number of games: game
// scores take few distinct values, so a count per value is enough for exact quantiles.
export class Histogram {
  private readonly counts = new Map<number, number>();
  private total = 0;

  add(value: number, times = 1): void {
    this.counts.set(value, (this.counts.get(value) ?? 0) + times);
    this.total += times;
  }

  get size(): number {
    return this.total;
  }

  /** Sorted (value, count) pairs. */
  entries(): Array<[number, number]> {
    return [...this.counts.entries()].sort((a, b) => a[0] - b[0]);
  }

  /** The q-quantile (0 ≤ q ≤ 1) as the lowest value whose cumulative share reaches q
   * (type 1 of Hyndman and Fan): always a score that was really seen. */
  quantile(q: number): number {
    if (this.total === 0) return NaN;
    const rank = Math.max(1, Math.ceil(q * this.total));
    let seen = 0;
    for (const [value, count] of this.entries()) {
      seen += count;
      if (seen >= rank) return value;
    }
    return NaN;
  }
}
