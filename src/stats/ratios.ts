// A game's own figures over a run (Game.figures): per entrant or team, each ratio of two
// summed counts, with an interval that takes games as the independent units (a ratio
// estimator's delta-method interval), since the rounds of one game are not independent.
// Under duplicate seating the games of a deal share their cards, so a deal is the unit.
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

  /** These sums with one more unit. */
  plus(x: number, y: number): RatioMoments {
    const copy = Object.assign(new RatioMoments(), this);
    copy.add(x, y);
    return copy;
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

/** One side's figures, folded in game by game (or, by deal, deal by deal: a deal's
 * counts summed are one unit). */
export class FigureTally {
  private readonly ratios: RatioMoments[];
  private readonly of: number[];
  private readonly per: number[];
  /** By deal: the counts of the deal under way, summed; and whether it has a game. */
  private readonly deal?: Float64Array;
  private dealOpen = false;

  constructor(
    private readonly figures: GameFigures,
    byDeal = false,
  ) {
    this.ratios = figures.ratios.map(() => new RatioMoments());
    this.of = figures.ratios.map((r) => figures.counts.indexOf(r.of));
    this.per = figures.ratios.map((r) => figures.counts.indexOf(r.per));
    if (byDeal) this.deal = new Float64Array(figures.counts.length);
  }

  /** One game: this side's counts at counts[at..]. */
  add(counts: Float64Array, at: number): void {
    const { deal } = this;
    if (deal) {
      for (let c = 0; c < deal.length; c++) deal[c] += counts[at + c];
      this.dealOpen = true;
      return;
    }
    for (let i = 0; i < this.ratios.length; i++) this.ratios[i].add(counts[at + this.of[i]], counts[at + this.per[i]]);
  }

  /** The deal under way is complete. */
  endDeal(): void {
    const { deal } = this;
    if (!deal || !this.dealOpen) return;
    for (let i = 0; i < this.ratios.length; i++) this.ratios[i].add(deal[this.of[i]], deal[this.per[i]]);
    deal.fill(0);
    this.dealOpen = false;
  }

  /** A deal cut short counts as one unit. */
  summary(): FigureSummary[] {
    const { deal } = this;
    return this.ratios.map((r, i) => {
      const all = deal && this.dealOpen ? r.plus(deal[this.of[i]], deal[this.per[i]]) : r;
      return all.summary(this.figures.ratios[i]);
    });
  }
}
