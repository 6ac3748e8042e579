// Sufficient statistics of one entrant (or team) over a run, folded in game by game.
import { Histogram } from './histogram.js';
import { type Interval, wilsonInterval } from './intervals.js';
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
}

export class Tally {
  forfeits = 0;
  /** Scores and win shares game by game (their variance serves unpaired comparisons). */
  readonly score = new Moments();
  readonly win = new Moments();
  readonly scores = new Histogram();

  add(score: number, winShare: number): void {
    this.score.add(score);
    this.win.add(winShare);
    this.scores.add(score);
  }

  /** A game this side forfeited: its win share (none) counts, its score does not. */
  addForfeited(winShare: number): void {
    this.win.add(winShare);
  }

  /** Adds another tally's games (an entrant's games at another table). */
  absorb(other: Tally): void {
    this.forfeits += other.forfeits;
    this.score.absorb(other.score);
    this.win.absorb(other.win);
    for (const [value, count] of other.scores.entries()) this.scores.add(value, count);
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
      winRateCI: wilsonInterval(this.wins, games),
      meanScore: this.score.mean,
      meanScoreCI: this.score.interval(),
      scoreQuantiles: { min: q(0), p10: q(0.1), p25: q(0.25), median: q(0.5), p75: q(0.75), p90: q(0.9), max: q(1) },
      forfeits: this.forfeits,
    };
  }
}
