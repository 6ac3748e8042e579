// Duplicate comparisons. Under duplicate seating a deal is played in all n rotations,
// so for two entrants (or teams) the difference of their mean results over one deal
// holds the same cards and dice on both sides: luck cancels, and the interval of the
// mean difference over deals is far narrower than the one from two independent means.
import { type Interval, Z95 } from './intervals.js';
import { Moments } from './moments.js';

export interface Side {
  readonly index: number;
  readonly name: string;
}

export interface PairSummary {
  readonly a: Side;
  readonly b: Side;
  /** Whole deals compared (each of n games). */
  readonly deals: number;
  /** Mean score of a minus mean score of b per game, paired deal by deal. */
  readonly scoreDiff: number;
  readonly scoreDiffCI: Interval;
  /** The 95% interval of the same difference from two independent means. */
  readonly unpairedScoreDiffCI: Interval;
  /** Win rate of a minus win rate of b, paired deal by deal. */
  readonly winDiff: number;
  readonly winDiffCI: Interval;
  readonly unpairedWinDiffCI: Interval;
  /** How many times narrower each paired interval is than the unpaired one (null when
   * the paired interval has no width: the two sides never differed). */
  readonly narrower: { readonly score: number | null; readonly wins: number | null };
}

interface Sides {
  readonly score: Moments;
  readonly win: Moments;
}

const sides = (): Sides => ({ score: new Moments(), win: new Moments() });

/** Folds games in plan order; a deal counts once all its n games are in. */
export class DuplicatePairs {
  private readonly pendingScores: Float64Array;
  private readonly pendingWins: Float64Array;
  private pending = 0;
  /** Per side, over the games of complete deals. */
  private readonly perSide: Sides[];
  /** Per pair (a < b), the per-deal differences. */
  private readonly perPair: Sides[];

  constructor(
    private readonly names: readonly string[],
    private readonly gamesPerDeal: number,
  ) {
    const k = names.length;
    this.pendingScores = new Float64Array(gamesPerDeal * k);
    this.pendingWins = new Float64Array(gamesPerDeal * k);
    this.perSide = names.map(sides);
    this.perPair = Array.from({ length: (k * (k - 1)) / 2 }, sides);
  }

  /** One game: each side's score and win share, as `score(side)`, `win(side)`. */
  addGame(score: (side: number) => number, win: (side: number) => number): void {
    const k = this.names.length;
    const at = this.pending * k;
    for (let s = 0; s < k; s++) {
      this.pendingScores[at + s] = score(s);
      this.pendingWins[at + s] = win(s);
    }
    if (++this.pending === this.gamesPerDeal) this.closeDeal();
  }

  private closeDeal(): void {
    const k = this.names.length;
    const n = this.gamesPerDeal;
    const scoreSum = new Float64Array(k);
    const winSum = new Float64Array(k);
    for (let g = 0; g < n; g++) {
      for (let s = 0; s < k; s++) {
        const score = this.pendingScores[g * k + s];
        const win = this.pendingWins[g * k + s];
        this.perSide[s].score.add(score);
        this.perSide[s].win.add(win);
        scoreSum[s] += score;
        winSum[s] += win;
      }
    }
    let p = 0;
    for (let a = 0; a < k; a++) {
      for (let b = a + 1; b < k; b++, p++) {
        this.perPair[p].score.add((scoreSum[a] - scoreSum[b]) / n);
        this.perPair[p].win.add((winSum[a] - winSum[b]) / n);
      }
    }
    this.pending = 0;
  }

  summary(): PairSummary[] {
    const k = this.names.length;
    const out: PairSummary[] = [];
    let p = 0;
    for (let a = 0; a < k; a++) {
      for (let b = a + 1; b < k; b++, p++) {
        const pair = this.perPair[p];
        const [A, B] = [this.perSide[a], this.perSide[b]];
        const unpairedScore = unpairedHalf(A.score, B.score);
        const unpairedWin = unpairedHalf(A.win, B.win);
        out.push({
          a: { index: a, name: this.names[a] },
          b: { index: b, name: this.names[b] },
          deals: pair.score.count,
          scoreDiff: pair.score.mean,
          scoreDiffCI: pair.score.interval(),
          unpairedScoreDiffCI: around(pair.score.mean, unpairedScore),
          winDiff: pair.win.mean,
          winDiffCI: pair.win.interval(),
          unpairedWinDiffCI: around(pair.win.mean, unpairedWin),
          narrower: { score: ratio(unpairedScore, pair.score.halfWidth()), wins: ratio(unpairedWin, pair.win.halfWidth()) },
        });
      }
    }
    return out;
  }
}

/** Half the 95% interval of mean(a) − mean(b) from independent samples. */
function unpairedHalf(a: Moments, b: Moments): number {
  return a.count && b.count ? Z95 * Math.sqrt(a.variance / a.count + b.variance / b.count) : NaN;
}

function around(mean: number, half: number): Interval {
  return [mean - half, mean + half];
}

function ratio(unpaired: number, paired: number): number | null {
  return paired > 0 && Number.isFinite(unpaired) ? unpaired / paired : null;
}
