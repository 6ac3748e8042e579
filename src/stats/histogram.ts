// Exact score distribution in memory that does not grow with the number of games: game
// scores take few distinct values, so a count per value is enough for exact quantiles.
// Whole-number scores (all the games') are counted in a dense array, the rest in a map:
// the main thread folds every game of a run in here, so this is on the hot path.
export class Histogram {
  private dense = new Float64Array(64);
  private offset = 0; // dense[i] counts the value i + offset
  private used = false;
  private readonly sparse = new Map<number, number>();
  private total = 0;

  add(value: number, times = 1): void {
    this.total += times;
    if (!Number.isInteger(value) || Math.abs(value) > 1e7) {
      this.sparse.set(value, (this.sparse.get(value) ?? 0) + times);
      return;
    }
    if (!this.used) {
      this.offset = value - 32;
      this.used = true;
    }
    let i = value - this.offset;
    if (i < 0 || i >= this.dense.length) i = this.grow(value);
    this.dense[i] += times;
  }

  /** Widens the dense range to hold `value`, at least doubling it and adding the room on
   * the side that ran out: scores that creep downwards one by one (a penalty count) then
   * cost a few doublings, not one per new low. Returns the index of `value`. */
  private grow(value: number): number {
    const high = Math.max(this.offset + this.dense.length - 1, value);
    const size = Math.max(2 * this.dense.length, high - Math.min(this.offset, value) + 1);
    const low = value < this.offset ? high - size + 1 : this.offset;
    const wider = new Float64Array(size);
    wider.set(this.dense, this.offset - low);
    this.dense = wider;
    this.offset = low;
    return value - low;
  }

  /** Slots held in memory (for tests that memory follows the range of scores seen). */
  get capacity(): number {
    return this.dense.length;
  }

  get size(): number {
    return this.total;
  }

  /** Sorted (value, count) pairs. */
  entries(): Array<[number, number]> {
    const out: Array<[number, number]> = [...this.sparse.entries()];
    for (let i = 0; i < this.dense.length; i++) if (this.dense[i] > 0) out.push([i + this.offset, this.dense[i]]);
    return out.sort((a, b) => a[0] - b[0]);
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
