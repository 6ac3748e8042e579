// Sufficient statistics of one entrant (or team) over a run, folded in game by game.
import { ClusteredMoments } from './clusters.js';
import { Histogram } from './histogram.js';
import { type Interval, Z95, clusteredWilson, wilsonInterval } from './intervals.js';
import { Moments } from './moments.js';

export interface EntrantSummary {
  readonly bot: string;
  readonly games: number;
  /** Games whose score counts: all but those its side forfeited, where the game was cut
   * short and its score would flatter it. The score figures are over these. */
  readonly scoredGames: number;
  readonly wins: number;
  readonly winRate: number;
  readonly winRateCI: Interval;
  readonly meanScore: number;
  readonly meanScoreCI: Interval;
  readonly scoreQuantiles: {
    readonly min: number;
    readonly p10: number;
    readonly p25: number;
    readonly median: number;
    readonly p75: number;
    readonly p90: number;
    readonly max: number;
  };
  readonly forfeits: number;
  /** Under duplicate seating: the deals the intervals count (a deal cut short is one). */
  readonly deals?: number;
}

export class Tally {
  forfeits = 0;
  /** Scores and win shares game by game (their variance serves unpaired comparisons). */
  readonly score = new Moments();
  readonly win = new Moments();
  readonly scores = new Histogram();
  /** Under duplicate seating, the games deal by deal: a deal's games share their cards
   * and dice, so the intervals count deals (each the mean of its games), not games. */
  private deals?: { readonly score: ClusteredMoments; readonly win: ClusteredMoments };

  /** `byDeal`: the games come in duplicate deals, each ended by endDeal. */
  constructor(byDeal = false) {
    if (byDeal) this.deals = { score: new ClusteredMoments(), win: new ClusteredMoments() };
  }

  add(score: number, winShare: number): void {
    this.score.add(score);
    this.win.add(winShare);
    this.scores.add(score);
    this.deals?.score.add(score);
    this.deals?.win.add(winShare);
  }

  /** A game this side forfeited: its win share (none) counts, its score does not. */
  addForfeited(winShare: number): void {
    this.win.add(winShare);
    this.deals?.win.add(winShare);
  }

  /** The deal under way is complete. */
  endDeal(): void {
    this.deals?.score.close();
    this.deals?.win.close();
  }

  /** Adds another tally's games (an entrant's games at another table); deals stay deals
   * (a deal another table left open counts as one). */
  absorb(other: Tally): void {
    this.forfeits += other.forfeits;
    this.score.absorb(other.score);
    this.win.absorb(other.win);
    for (const [value, count] of other.scores.entries()) this.scores.add(value, count);
    if (other.deals) {
      this.deals ??= { score: new ClusteredMoments(), win: new ClusteredMoments() };
      this.deals.score.absorb(other.deals.score);
      this.deals.win.absorb(other.deals.win);
    }
  }

  get games(): number {
    return this.win.count;
  }

  get wins(): number {
    return this.win.sum;
  }

  summary(bot: string): EntrantSummary {
    const q = (p: number) => this.scores.quantile(p);
    const games = this.games;
    return {
      bot,
      games,
      scoredGames: this.score.count,
      wins: this.wins,
      winRate: games ? this.wins / games : 0,
      winRateCI: this.winInterval(),
      meanScore: this.score.mean,
      meanScoreCI: this.scoreInterval(),
      scoreQuantiles: { min: q(0), p10: q(0.1), p25: q(0.25), median: q(0.5), p75: q(0.75), p90: q(0.9), max: q(1) },
      forfeits: this.forfeits,
      ...(this.deals ? { deals: this.deals.win.count } : {}),
    };
  }

  private winInterval(): Interval {
    if (!this.deals) return wilsonInterval(this.wins, this.games);
    const { win } = this.deals;
    return clusteredWilson(this.wins, this.games, win.count, win.varianceOfMean());
  }

  private scoreInterval(): Interval {
    if (!this.deals || this.score.count === 0) return this.score.interval();
    const half = Z95 * Math.sqrt(this.deals.score.varianceOfMean());
    return [this.score.mean - half, this.score.mean + half];
  }
}
