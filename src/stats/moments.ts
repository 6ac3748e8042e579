// Running count, sum and sum of squares of a stream of values: enough for its mean, its
// variance and a normal interval, in constant memory.
import { type Interval, Z95 } from './intervals.js';

export class Moments {
  count = 0;
  sum = 0;
  sumSquares = 0;

  add(value: number): void {
    this.count++;
    this.sum += value;
    this.sumSquares += value * value;
  }

  /** Adds another stream's values, as if they had come here. */
  absorb(other: Moments): void {
    this.count += other.count;
    this.sum += other.sum;
    this.sumSquares += other.sumSquares;
  }

  get mean(): number {
    return this.count ? this.sum / this.count : NaN;
  }

  /** The sample variance (n − 1 in the denominator); 0 for fewer than two values. */
  get variance(): number {
    if (this.count < 2) return 0;
    const mean = this.sum / this.count;
    return Math.max(0, (this.sumSquares - this.count * mean * mean) / (this.count - 1));
  }

  /** Half the width of the normal 95% interval of the mean. */
  halfWidth(z = Z95): number {
    return this.count ? z * Math.sqrt(this.variance / this.count) : NaN;
  }

  interval(z = Z95): Interval {
    if (this.count === 0) return [NaN, NaN];
    const half = this.halfWidth(z);
    return [this.mean - half, this.mean + half];
  }
}
