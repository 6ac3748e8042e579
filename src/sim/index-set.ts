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

  /** How many ranges it holds (for tests of its memory). */
  get ranges(): number {
    return this.starts.length;
  }
}
