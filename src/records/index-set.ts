// A set of whole numbers kept as sorted, disjoint ranges: a run's records come in index
// order, so the indexes seen so far are one range, and memory stays flat however long.
export class IndexSet {
  /** Range k is [starts[k], ends[k]); ranges are sorted and never touch. */
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];

  /** Adds `i`; false when it was there already. */
  add(i: number): boolean {
    const { starts, ends } = this;
    // The last range starting at or before i (records in order: the last one).
    let lo = 0;
    let hi = starts.length;
    if (hi > 0 && starts[hi - 1] <= i) lo = hi;
    else {
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (starts[mid] <= i) lo = mid + 1;
        else hi = mid;
      }
    }
    const k = lo - 1;
    if (k >= 0 && i < ends[k]) return false;
    const joinsLeft = k >= 0 && ends[k] === i;
    const joinsRight = k + 1 < starts.length && starts[k + 1] === i + 1;
    if (joinsLeft && joinsRight) {
      ends[k] = ends[k + 1];
      starts.splice(k + 1, 1);
      ends.splice(k + 1, 1);
    } else if (joinsLeft) ends[k] = i + 1;
    else if (joinsRight) starts[k + 1] = i;
    else {
      starts.splice(k + 1, 0, i);
      ends.splice(k + 1, 0, i + 1);
    }
    return true;
  }

  /** One past the largest number in it; 0 when empty. */
  get end(): number {
    return this.ends.length ? this.ends[this.ends.length - 1] : 0;
  }

  /** The numbers of [0, end) not in it, as [start, end) ranges in order. */
  gaps(end: number): [number, number][] {
    const gaps: [number, number][] = [];
    let at = 0;
    for (let k = 0; k < this.starts.length && at < end; k++) {
      if (this.starts[k] > at) gaps.push([at, Math.min(this.starts[k], end)]);
      at = this.ends[k];
    }
    if (at < end) gaps.push([at, end]);
    return gaps;
  }

  /** How many ranges it holds (for tests of its memory). */
  get ranges(): number {
    return this.starts.length;
  }
}
