// A mean over values that share their luck by deal number, when one deal's values do not
// come together: the tables of a gauntlet deal the same cards and dice (one deal set) and
// are played one after another, and two runs compared game by game pair up deal by deal.
// The values of deal k, wherever they came from, are one cluster, so the interval counts
// deals (ClusteredMoments' cluster-robust variance), not values. Each deal's sum and count
// are kept by its number, in memory that grows with the deals, not the values.
import { ClusteredMoments } from './clusters.js';
import { type Interval, Z95 } from './intervals.js';

export class DealClusters {
  private sums = new Float64Array(64);
  private sizes = new Float64Array(64);
  /** One past the highest deal with a value. */
  private end = 0;
  count = 0;
  sum = 0;

  add(deal: number, value: number): void {
    if (deal >= this.sums.length) this.grow(deal);
    this.sums[deal] += value;
    this.sizes[deal]++;
    if (deal >= this.end) this.end = deal + 1;
    this.count++;
    this.sum += value;
  }

  private grow(deal: number): void {
    const length = Math.max(deal + 1, 2 * this.sums.length);
    const [sums, sizes] = [new Float64Array(length), new Float64Array(length)];
    sums.set(this.sums);
    sizes.set(this.sizes);
    [this.sums, this.sizes] = [sums, sizes];
  }

  get mean(): number {
    return this.count ? this.sum / this.count : NaN;
  }

  /** The clusters as ClusteredMoments holds them: its variance is the one counted here. */
  moments(): ClusteredMoments {
    const m = new ClusteredMoments();
    this.forEachDeal((sum, size) => m.addCluster(sum, size));
    return m;
  }

  /** Each deal with values, in order: its sum and how many values it holds. */
  forEachDeal(visit: (sum: number, size: number, deal: number) => void): void {
    for (let k = 0; k < this.end; k++) if (this.sizes[k] > 0) visit(this.sums[k], this.sizes[k], k);
  }

  /** Deals with at least one value. */
  get deals(): number {
    let n = 0;
    this.forEachDeal(() => n++);
    return n;
  }

  /** The variance of the mean, deals as clusters; 0 for fewer than two deals. */
  varianceOfMean(): number {
    return this.moments().varianceOfMean();
  }

  /** The normal 95% interval of the mean, deals as clusters. */
  interval(z = Z95): Interval {
    if (this.count === 0) return [NaN, NaN];
    const half = z * Math.sqrt(this.varianceOfMean());
    return [this.mean - half, this.mean + half];
  }
}
