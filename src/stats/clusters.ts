// A mean over values that come in clusters sharing their luck: the games of one duplicate
// deal are dealt the same cards and dice, so they are not independent draws. The
// variance of the mean is the cluster-robust one (each cluster's sum against the mean
// times its size), which counts clusters, not values: with clusters of equal size it is
// the variance of the cluster means over their number. Kept as sufficient statistics, so
// clusters of different sizes (tables, a deal cut short) add up in constant memory.
export class ClusteredMoments {
  clusters = 0;
  /** Values in closed clusters, and the sum of their sizes' squares. */
  values = 0;
  private sizeSquares = 0;
  sum = 0;
  /** Σ of each cluster's sum squared, and of its sum times its size. */
  private sumSquares = 0;
  private sumBySize = 0;
  /** The cluster under way. */
  private openSum = 0;
  private openSize = 0;

  add(value: number): void {
    this.openSum += value;
    this.openSize++;
  }

  /** Ends the cluster under way (nothing, if it is empty). */
  close(): void {
    this.record(this.openSum, this.openSize);
    this.openSum = 0;
    this.openSize = 0;
  }

  /** Adds another's clusters; its open one counts as a cluster of its own. */
  absorb(other: ClusteredMoments): void {
    this.clusters += other.clusters;
    this.values += other.values;
    this.sizeSquares += other.sizeSquares;
    this.sum += other.sum;
    this.sumSquares += other.sumSquares;
    this.sumBySize += other.sumBySize;
    this.record(other.openSum, other.openSize);
  }

  /** A whole cluster at once: `size` values adding up to `sum` (a cluster whose values
   * came apart: see DealClusters). */
  addCluster(sum: number, size: number): void {
    this.record(sum, size);
  }

  private record(sum: number, size: number): void {
    if (size === 0) return;
    this.clusters++;
    this.values += size;
    this.sizeSquares += size * size;
    this.sum += sum;
    this.sumSquares += sum * sum;
    this.sumBySize += sum * size;
  }

  /** The variance of the mean of every value, a cluster still open counted as one: a run
   * stopped inside a deal loses none of its games. 0 for fewer than two clusters. */
  varianceOfMean(): number {
    const { openSum: s, openSize: g } = this;
    const clusters = this.clusters + (g ? 1 : 0);
    if (clusters < 2) return 0;
    const values = this.values + g;
    const mean = (this.sum + s) / values;
    const residual = this.sumSquares + s * s - 2 * mean * (this.sumBySize + s * g) + mean * mean * (this.sizeSquares + g * g);
    return (clusters / (clusters - 1)) * (Math.max(0, residual) / (values * values));
  }

  /** Every cluster, the open one too. */
  get count(): number {
    return this.clusters + (this.openSize ? 1 : 0);
  }
}
