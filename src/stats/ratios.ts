// A game's own figures over a run (Game.figures): per entrant or team, each ratio of two
// summed counts, with an interval that takes games as the independent units (a ratio
// estimator's delta-method interval), since the rounds of one game are not independent.
import type { FigureRatio, GameFigures } from '../core/game.js';
import { type Interval, Z95 } from './intervals.js';

export interface FigureSummary {
  readonly name: string;
  readonly value: number;
  readonly ci: Interval;
  readonly percent?: boolean;
}

/** Sums of x, y, x², y², xy over games, for the ratio Σx / Σy. */
class RatioMoments {
  n = 0;
  x = 0;
  y = 0;
  xx = 0;
  yy = 0;
  xy = 0;

  add(x: number, y: number): void {
    this.n++;
    this.x += x;
    this.y += y;
    this.xx += x * x;
    this.yy += y * y;
    this.xy += x * y;
  }

  /** Σx / Σy and its 95% interval: R ± z·s_d / (ȳ·√n), d = x − R·y game by game. */
  summary(ratio: FigureRatio): FigureSummary {
    const { n } = this;
    const value = this.y !== 0 ? this.x / this.y : NaN;
    let ci: Interval = [NaN, NaN];
    if (Number.isFinite(value)) {
      const variance = n > 1 ? Math.max(0, (this.xx - 2 * value * this.xy + value * value * this.yy) / (n - 1)) : 0;
      const half = (Z95 * Math.sqrt(variance / n)) / (this.y / n);
      ci = ratio.percent ? [Math.max(0, value - half), Math.min(1, value + half)] : [value - half, value + half];
    }
    return { name: ratio.name, value, ci, ...(ratio.percent ? { percent: true } : {}) };
  }
}

/** One side's figures, folded in game by game. */
export class FigureTally {
  private readonly ratios: RatioMoments[];
  private readonly of: number[];
  private readonly per: number[];

  constructor(private readonly figures: GameFigures) {
    this.ratios = figures.ratios.map(() => new RatioMoments());
    this.of = figures.ratios.map((r) => figures.counts.indexOf(r.of));
    this.per = figures.ratios.map((r) => figures.counts.indexOf(r.per));
  }

  /** One game: this side's counts at counts[at..]. */
  add(counts: Float64Array, at: number): void {
    for (let i = 0; i < this.ratios.length; i++) this.ratios[i].add(counts[at + this.of[i]], counts[at + this.per[i]]);
  }

  summary(): FigureSummary[] {
    return this.ratios.map((r, i) => r.summary(this.figures.ratios[i]));
  }
}
