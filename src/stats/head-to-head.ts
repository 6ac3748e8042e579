// Head to head: for each two entrants, how often a finished ahead of b in the games they
// both played (a tie counts half). Each unit is a game, or under duplicate seating a
// deal (the mean over its rotations), so the interval and the test count independent
// units: the luck of a duplicate deal cancels inside its unit.
import { Z95 } from './intervals.js';
import { Moments } from './moments.js';
import { twoSidedP } from './normal.js';

export interface HeadToHeadPair {
  readonly a: number;
  readonly b: number;
  /** Games both played. */
  readonly games: number;
  /** Independent units the test rests on: games, or duplicate deals. */
  readonly units: number;
  /** Share of those games a finished ahead of b. */
  readonly ahead: number;
  /** Half the width of its 95% interval. */
  readonly halfWidth: number;
  /** Two-sided p-value of "a and b are equally strong" (ahead = 1/2). */
  readonly p: number;
}

export class HeadToHead {
  private readonly units: Moments[];
  private readonly games: Float64Array;

  constructor(private readonly size: number) {
    this.units = Array.from({ length: size * size }, () => new Moments());
    this.games = new Float64Array(size * size);
  }

  /** One unit for a < b: `ahead` is a's share of `games` games finished ahead of b. */
  add(a: number, b: number, ahead: number, games: number): void {
    this.units[a * this.size + b].add(ahead);
    this.games[a * this.size + b] += games;
  }

  pair(a: number, b: number): HeadToHeadPair {
    if (a > b) {
      const p = this.pair(b, a);
      return { ...p, a, b, ahead: 1 - p.ahead };
    }
    const m = this.units[a * this.size + b];
    const ahead = m.count ? m.mean : 0.5;
    const se = m.count ? Math.sqrt(m.variance / m.count) : Infinity;
    // A pair that never differed (every unit the same) gets the sign test's p instead of
    // a zero-width interval's p of 0.
    const p = m.count === 0 ? 1 : se > 0 ? twoSidedP((ahead - 0.5) / se) : ahead === 0.5 ? 1 : Math.min(1, 2 * 0.5 ** m.count);
    return { a, b, games: this.games[a * this.size + b], units: m.count, ahead, halfWidth: Z95 * se, p };
  }

  /** Every pair a < b that has met at least once. */
  pairs(): HeadToHeadPair[] {
    const out: HeadToHeadPair[] = [];
    for (let a = 0; a < this.size; a++) {
      for (let b = a + 1; b < this.size; b++) if (this.units[a * this.size + b].count) out.push(this.pair(a, b));
    }
    return out;
  }
}
