// Duplicate comparisons. Under duplicate seating a deal is played in each distinct
// rotation (all n, or fewer for a lineup that repeats: see dealSize), so for two
// entrants (or teams) the difference of their mean results over one deal
// gives both sides the same cards and dice from every seat: the luck of the deal cancels.
// Deals are then the independent units. A deal in which either side forfeited a game
// is left out of their score comparison (a game cut short would flatter the forfeiter's
// score), not of their wins. The unpaired interval counts each game on its
// own (a's result minus b's in that game): the width the same number of independently
// dealt games would give. Their ratio is what duplicate play bought.
import type { Interval } from './intervals.js';
import { Moments } from './moments.js';

interface Side {
  readonly index: number;
  readonly name: string;
}

export interface PairSummary {
  readonly a: Side;
  readonly b: Side;
  /** Whole deals compared (each of its distinct rotations' games). */
  readonly deals: number;
  /** The deals whose scores are compared: those in which neither side forfeited. */
  readonly scoredDeals: number;
  /** Mean score of a minus mean score of b per game, paired deal by deal (NaN, null in
   * JSON, when no deal was scored). */
  readonly scoreDiff: number;
  readonly scoreDiffCI: Interval;
  /** The 95% interval of the same difference with each game counted on its own. */
  readonly unpairedScoreDiffCI: Interval;
  /** Win rate of a minus win rate of b, paired deal by deal. */
  readonly winDiff: number;
  readonly winDiffCI: Interval;
  readonly unpairedWinDiffCI: Interval;
  /** How many times narrower each paired interval is than the unpaired one (null when
   * the paired interval has no width: the two sides never differed). */
  readonly narrower: { readonly score: number | null; readonly wins: number | null };
}

/** A pair's differences (a − b) in score and in win share. */
interface Differences {
  readonly score: Moments;
  readonly win: Moments;
}

const differences = (): Differences => ({ score: new Moments(), win: new Moments() });

/** Folds games in plan order; a deal counts once all its games are in. */
export class DuplicatePairs {
  private readonly pendingScores: Float64Array;
  private readonly pendingWins: Float64Array;
  private pending = 0;
  /** The sides that forfeited a game of the deal under way. */
  private readonly pendingForfeits: Uint8Array;
  /** Per pair (a < b): the differences game by game, and deal by deal. */
  private readonly byGame: Differences[];
  private readonly byDeal: Differences[];

  constructor(
    private readonly names: readonly string[],
    private readonly gamesPerDeal: number,
  ) {
    const k = names.length;
    this.pendingScores = new Float64Array(gamesPerDeal * k);
    this.pendingWins = new Float64Array(gamesPerDeal * k);
    this.pendingForfeits = new Uint8Array(k);
    this.byGame = Array.from({ length: (k * (k - 1)) / 2 }, differences);
    this.byDeal = Array.from({ length: (k * (k - 1)) / 2 }, differences);
  }

  /** One game: side s scored values[scoreAt + s] with a win share of values[winAt + s];
   * `forfeited` is the side that forfeited it, or -1. */
  addGame(values: Float64Array, scoreAt: number, winAt: number, forfeited = -1): void {
    const k = this.names.length;
    if (forfeited >= 0) this.pendingForfeits[forfeited] = 1;
    const at = this.pending * k;
    for (let s = 0; s < k; s++) {
      this.pendingScores[at + s] = values[scoreAt + s];
      this.pendingWins[at + s] = values[winAt + s];
    }
    if (++this.pending === this.gamesPerDeal) this.closeDeal();
  }

  private closeDeal(): void {
    const k = this.names.length;
    const n = this.gamesPerDeal;
    const { pendingScores: scores, pendingWins: wins, pendingForfeits: forfeits } = this;
    let p = 0;
    for (let a = 0; a < k; a++) {
      for (let b = a + 1; b < k; b++, p++) {
        const scored = !forfeits[a] && !forfeits[b];
        let score = 0;
        let win = 0;
        for (let g = 0; g < n; g++) {
          const ds = scores[g * k + a] - scores[g * k + b];
          const dw = wins[g * k + a] - wins[g * k + b];
          if (scored) this.byGame[p].score.add(ds);
          this.byGame[p].win.add(dw);
          score += ds;
          win += dw;
        }
        if (scored) this.byDeal[p].score.add(score / n);
        this.byDeal[p].win.add(win / n);
      }
    }
    this.pending = 0;
    forfeits.fill(0);
  }

  summary(): PairSummary[] {
    const k = this.names.length;
    const out: PairSummary[] = [];
    let p = 0;
    for (let a = 0; a < k; a++) {
      for (let b = a + 1; b < k; b++, p++) {
        const [deal, game] = [this.byDeal[p], this.byGame[p]];
        out.push({
          a: { index: a, name: this.names[a] },
          b: { index: b, name: this.names[b] },
          deals: deal.win.count,
          scoredDeals: deal.score.count,
          scoreDiff: deal.score.count ? deal.score.mean : NaN,
          scoreDiffCI: deal.score.interval(),
          unpairedScoreDiffCI: game.score.interval(),
          winDiff: deal.win.mean,
          winDiffCI: deal.win.interval(),
          unpairedWinDiffCI: game.win.interval(),
          narrower: { score: ratio(game.score, deal.score), wins: ratio(game.win, deal.win) },
        });
      }
    }
    return out;
  }
}

/** How many times narrower the deal-paired interval is than the per-game one. */
function ratio(byGame: Moments, byDeal: Moments): number | null {
  const paired = byDeal.halfWidth();
  return paired > 0 ? byGame.halfWidth() / paired : null;
}
