// The sprt stop rule: two entrants, the first tested against the second by Fishtest's
// sequential probability ratio test (src/stats/sprt.ts). The event's merger counts each
// game the first won, drew or lost, or under duplicate seating each deal (a pair of
// games) by the first's score in it, 0 to 2; after every `every` games the LLR is
// compared with its bounds, and the event stops once it reaches one.
import { type EloEstimate, type SprtTest, eloEstimate, sprtBounds, sprtLlr, sprtVerdict } from '../stats/sprt.js';

export interface SprtRule extends SprtTest {
  readonly rule: 'sprt';
}

export type SprtDecision = 'H0' | 'H1';

export interface SprtSummary {
  readonly elo0: number;
  readonly elo1: number;
  readonly alpha: number;
  readonly beta: number;
  /** trinomial: games lost, drawn, won; pentanomial: duplicate pairs scored 0, ½, 1, 1½, 2. */
  readonly results: 'trinomial' | 'pentanomial';
  readonly counts: readonly number[];
  /** Games counted (pairs count two). */
  readonly games: number;
  readonly llr: number;
  readonly lower: number;
  readonly upper: number;
  /** The hypothesis accepted at a look, or null: neither before the run ended. */
  readonly accepted: SprtDecision | null;
  /** The first's Elo over the second, with its 95% interval. */
  readonly elo: EloEstimate;
}

export class SprtTally {
  private readonly counts: number[];

  /** `pairs`: the seating is duplicate, and a deal is a pair of games. */
  constructor(private readonly pairs: boolean) {
    this.counts = new Array<number>(pairs ? 5 : 3).fill(0);
  }

  /** One unit: the first's share of finishing ahead over `games` games (1, or a pair). */
  add(share: number, games: number): void {
    if (games !== (this.pairs ? 2 : 1)) {
      throw new Error(`an sprt unit is ${this.pairs ? 'a pair of games' : 'one game'}, not ${games}`);
    }
    this.counts[Math.round(share * games * 2)]++;
  }

  /** What a look decides: H0, H1, or undefined to play on. */
  look(rule: SprtRule): SprtDecision | undefined {
    return sprtVerdict(sprtLlr(this.counts, rule.elo0, rule.elo1), sprtBounds(rule.alpha, rule.beta));
  }

  summary(rule: SprtRule, accepted: SprtDecision | undefined): SprtSummary {
    const { lower, upper } = sprtBounds(rule.alpha, rule.beta);
    return {
      elo0: rule.elo0,
      elo1: rule.elo1,
      alpha: rule.alpha,
      beta: rule.beta,
      results: this.pairs ? 'pentanomial' : 'trinomial',
      counts: [...this.counts],
      games: this.counts.reduce((a, b) => a + b, 0) * (this.pairs ? 2 : 1),
      llr: sprtLlr(this.counts, rule.elo0, rule.elo1),
      lower,
      upper,
      accepted: accepted ?? null,
      elo: eloEstimate(this.counts),
    };
  }
}
