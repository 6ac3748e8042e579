// Perfect Information Monte Carlo (GIB's method in bridge, Kermit's in Skat): for one
// decision, draw deals consistent with the observation (`determinize`), solve each with
// every hand open (the game's `solver`), and average each legal action's exact value over
// the deals. Game-agnostic: any game whose GamePlay has a solver plays it.
//
// Ties between means break by the count of deals on which the action was best (a deal
// where several actions share the best value counts for each), then by legal order: so a
// decision depends on nothing but the observation and the bot's own stream, and of
// actions that are equivalent on every deal (a 7 and an 8 in one hand) the first is played.
import type { BotContext } from '../../src/core/bot.js';
import type { Action, AnyPlay } from '../../src/core/game.js';

/** How likely what the table has seen was under a drawn deal, in [0, 1]: a deal is kept
 * with that chance (rejection sampling, drawn from the bot's own stream). */
export type Weigh = (state: unknown) => number;

/** Draws per kept deal at most, on average, before every further draw is kept as it
 * comes: a reading that almost no deal agrees with must not stall a decision. */
const TRIES_PER_SAMPLE = 50;

/** What a decision found, per legal action in their order: for tests and the bench. */
export interface PimcStats {
  /** Each action's mean value over the kept deals. */
  readonly means: number[];
  /** On how many kept deals each action was (one of) the best. */
  readonly bests: number[];
  /** Deals kept (solved) and deals drawn in all. */
  readonly samples: number;
  readonly draws: number;
}

/** The number of deals a decision solves: a run's --iterations, when it sets one, else
 * the bot's own `samples` (as mc and ismcts read their iterations). */
export function samplesFor(ctx: BotContext, own: number): number {
  return Number.isFinite(ctx.iterations) ? ctx.iterations : own;
}

/** The deals of one decision, drawn from ctx.rng: `samples` kept ones at most, each drawn
 * deal kept with its weight's chance until the tries run out, then as they come. `each` is
 * called with every kept deal, in order; `enough`, when given, after each with the count
 * kept so far, and no more are drawn once it says so. Returns the number drawn. */
export function drawDeals(
  game: AnyPlay,
  observation: unknown,
  ctx: BotContext,
  samples: number,
  weigh: Weigh | undefined,
  each: (state: unknown) => void,
  enough?: (kept: number) => boolean,
): number {
  const tries = samples * TRIES_PER_SAMPLE;
  let draws = 0;
  for (let kept = 0; kept < samples;) {
    const state = game.determinize(observation, ctx.rng);
    draws++;
    // The acceptance draw comes from the bot's stream too, after the deal's own.
    if (weigh !== undefined && draws <= tries && ctx.rng.next() >= weigh(state)) continue;
    each(state);
    kept++;
    if (enough?.(kept)) break;
  }
  return draws;
}

/** Sequential sampling: after `least` deals, and then after every `every` more, stop once
 * the best action so far is, at the confidence that `z` standard errors give, at most
 * `within` worse than each other one: for every other action, the mean paired
 * difference in its favour plus z of its standard errors is below `within`. It looks
 * only at the deals' values, so a decision is the same on any machine and at any load. */
export interface SequentialStop {
  readonly least: number;
  readonly every: number;
  readonly within: number;
  readonly z: number;
}

/** PIMC over a game's solver. One object per bot: it keeps the last decision's stats and
 * its scratch arrays. */
export class Pimc {
  private stats: PimcStats = { means: [], bests: [], samples: 0, draws: 0 };
  private readonly values: number[] = [];
  /** Sums over the kept deals of each product of two actions' values (n × n): with the
   * totals, the variance of any paired difference, whichever action is best by then. */
  private products = new Float64Array(0);

  constructor(private readonly game: AnyPlay) {
    if (game.solver === undefined) {
      throw new Error(`${game.id} has no perfect-information solver (GamePlay.solver): PIMC needs one`);
    }
  }

  lastStats(): PimcStats {
    return this.stats;
  }

  /** The index in `legal` of the action with the best mean over `samples` deals, or
   * fewer where `stop` ends the sampling sooner. */
  decide(
    observation: unknown,
    legal: readonly Action[],
    ctx: BotContext,
    samples: number,
    weigh?: Weigh,
    stop?: SequentialStop,
  ): number {
    const n = legal.length;
    const totals = new Array<number>(n).fill(0);
    const bests = new Array<number>(n).fill(0);
    const { game, values } = this;
    if (this.products.length < n * n) this.products = new Float64Array(n * n);
    const products = this.products.fill(0, 0, n * n);
    const solver = game.solver!;
    let kept = 0;
    const each = (state: unknown) => {
      if (!solver.values(state, legal, values)) {
        throw new Error(`${game.id}'s solver does not solve this decision: PIMC plays only where it does`);
      }
      let top = -Infinity;
      for (let a = 0; a < n; a++) {
        totals[a] += values[a];
        if (values[a] > top) top = values[a];
        if (stop !== undefined) for (let b = 0; b <= a; b++) products[a * n + b] += values[a] * values[b];
      }
      for (let a = 0; a < n; a++) if (values[a] === top) bests[a]++;
      kept++;
    };
    const enough =
      stop === undefined
        ? undefined
        : (k: number) => k >= stop.least && (k - stop.least) % stop.every === 0 && settled(totals, bests, products, k, stop);
    const draws = drawDeals(game, observation, ctx, samples, weigh, each, enough);
    const means = totals.map((t) => t / kept);
    this.stats = { means, bests, samples: kept, draws };
    return bestOf(means, bests);
  }
}

/** Whether `stop` ends the sampling after `k` deals (see SequentialStop). */
function settled(
  totals: readonly number[],
  bests: readonly number[],
  products: Float64Array,
  k: number,
  stop: SequentialStop,
): boolean {
  const n = totals.length;
  const best = bestOf(totals, bests);
  const product = (a: number, b: number) => (a >= b ? products[a * n + b] : products[b * n + a]);
  for (let a = 0; a < n; a++) {
    if (a === best) continue;
    // The paired difference best − a over the k deals: its mean and sample variance.
    const mean = (totals[best] - totals[a]) / k;
    const squares = product(best, best) - 2 * product(best, a) + product(a, a);
    const variance = Math.max(0, (squares - k * mean * mean) / (k - 1));
    if (-mean + stop.z * Math.sqrt(variance / k) >= stop.within) return false;
  }
  return true;
}

/** The best mean (or total: the order is the same); ties by the deals it was best on,
 * then the first in legal order. */
function bestOf(means: readonly number[], bests: readonly number[]): number {
  let best = 0;
  for (let a = 1; a < means.length; a++) {
    if (means[a] > means[best] || (means[a] === means[best] && bests[a] > bests[best])) best = a;
  }
  return best;
}
