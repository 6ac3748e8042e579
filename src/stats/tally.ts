// Sufficient statistics of one entrant over a run, folded in game by game.
import { Histogram } from './histogram.js';
import { type Interval, meanInterval, wilsonInterval } from './intervals.js';

export interface EntrantSummary {
  readonly bot: string;
  readonly games: number;
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
  games = 0;
  wins = 0;
  forfeits = 0;
  private sum = 0;
  private sumSquares = 0;
  readonly scores = new Histogram();

  add(score: number, winShare: number): void {
    this.games++;
    this.wins += winShare;
    this.sum += score;
    this.sumSquares += score * score;
    this.scores.add(score);
  }

  summary(bot: string): EntrantSummary {
    const q = (p: number) => this.scores.quantile(p);
    return {
      bot,
      games: this.games,
      wins: this.wins,
      winRate: this.games ? this.wins / this.games : 0,
      winRateCI: wilsonInterval(this.wins, this.games),
      meanScore: this.games ? this.sum / this.games : NaN,
      meanScoreCI: meanInterval(this.sum, this.sumSquares, this.games),
      scoreQuantiles: { min: q(0), p10: q(0.1), p25: q(0.25), median: q(0.5), p75: q(0.75), p90: q(0.9), max: q(1) },
      forfeits: this.forfeits,
    };
  }
}
