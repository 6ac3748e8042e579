// Two runs' games of one entrant paired by deal and rotation: the same cards and dice, the
// same seat, so the luck both runs had cancels in each difference. Game i of a run is deal
// ⌊i/d⌋ in rotation i mod d (d: the distinct rotations of its lineup under duplicate
// seating, else 1, every game a deal of its own). Two runs may repeat after different
// periods (a,b,a,b against c,b,a,b), so a deal's rotations are counted over their least
// common multiple: rotation r of a run with period d is its game r mod d, which plays the
// very cards of rotation r with the same bots in the same seats. Pairing by game index
// instead would pair other deals. The deals are the clusters of every interval.
import { DealClusters } from '../stats/deal-clusters.js';
import { type Interval, Z95 } from '../stats/intervals.js';
import { twoSidedP } from '../stats/normal.js';
import type { SideResults } from './results.js';

/** One figure (score or win share) compared: B − A over the paired games. */
export interface PairedDifference {
  /** Means of A and of B over the games that are paired. */
  readonly a: number;
  readonly b: number;
  readonly diff: number;
  /** The paired 95% interval, deals as clusters. */
  readonly ci: Interval;
  /** The 95% interval were the runs dealt independently: each run's own spread, by deal. */
  readonly unpairedCi: Interval;
  /** How many times narrower the paired interval is (null when it has no width). */
  readonly narrower: number | null;
  /** Two-sided p-value of "no difference". */
  readonly p: number;
  /** Game pairs it rests on (a forfeit leaves a pair out of the scores, not the wins). */
  readonly pairs: number;
}

export interface Paired {
  /** Deals both runs played whole. */
  readonly deals: number;
  /** The games of those deals in each run. */
  readonly games: { readonly a: number; readonly b: number };
  readonly score: PairedDifference;
  readonly wins: PairedDifference;
  /** Each paired deal's score difference, B − A, the mean over its paired games (deals
   * where every pair has a forfeit are left out). */
  readonly byDeal: readonly { readonly deal: number; readonly diff: number }[];
}

/** A figure's values, deal by deal: B − A, and each run's own. */
class Figure {
  readonly diff = new DealClusters();
  readonly a = new DealClusters();
  readonly b = new DealClusters();

  add(deal: number, a: number, b: number): void {
    this.diff.add(deal, b - a);
    this.a.add(deal, a);
    this.b.add(deal, b);
  }

  summary(z = Z95): PairedDifference {
    const diff = this.diff.mean;
    const paired = this.diff.varianceOfMean();
    const unpaired = this.a.varianceOfMean() + this.b.varianceOfMean();
    const [half, wide] = [z * Math.sqrt(paired), z * Math.sqrt(unpaired)];
    return {
      a: this.a.mean,
      b: this.b.mean,
      diff,
      ci: [diff - half, diff + half],
      unpairedCi: [diff - wide, diff + wide],
      narrower: half > 0 ? wide / half : null,
      p: paired > 0 ? twoSidedP(diff / Math.sqrt(paired)) : diff === 0 || !Number.isFinite(diff) ? 1 : 0,
      pairs: this.diff.count,
    };
  }
}

const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));

/** Pairs A's and B's games deal by deal and rotation by rotation (see the head). */
export function pairGames(a: SideResults, b: SideResults): Paired {
  const [da, db] = [a.perDeal, b.perDeal];
  const rotations = (da / gcd(da, db)) * db;
  const deals = Math.min(Math.floor(a.score.length / da), Math.floor(b.score.length / db));
  const score = new Figure();
  const wins = new Figure();
  const byDeal: { deal: number; diff: number }[] = [];
  let paired = 0;
  for (let k = 0; k < deals; k++) {
    if (!whole(a, k) || !whole(b, k)) continue;
    paired++;
    let [sum, n] = [0, 0];
    for (let r = 0; r < rotations; r++) {
      const [i, j] = [k * da + (r % da), k * db + (r % db)];
      wins.add(k, a.win[i], b.win[j]);
      if (a.forfeited[i] || b.forfeited[j]) continue;
      score.add(k, a.score[i], b.score[j]);
      [sum, n] = [sum + b.score[j] - a.score[i], n + 1];
    }
    if (n > 0) byDeal.push({ deal: k, diff: sum / n });
  }
  return {
    deals: paired,
    games: { a: paired * da, b: paired * db },
    score: score.summary(),
    wins: wins.summary(),
    byDeal,
  };
}

/** Every game of deal k has its record. */
function whole(side: SideResults, k: number): boolean {
  for (let i = k * side.perDeal; i < (k + 1) * side.perDeal; i++) if (!side.present[i]) return false;
  return true;
}
