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
 * difference in its favour plus z of its standard errors is below `within` (0: never).
 * Racing: after `least` deals, and after each one more, an action whose paired difference
 * to the best so far is above 0 by more than `drop` standard errors is dropped (0: none):
 * the later deals are not solved for it, and it is not picked. It looks only at the deals'
 * values, so a decision is the same on any machine and at any load. */
export interface SequentialStop {
  readonly least: number;
  readonly every: number;
  readonly within: number;
  readonly z: number;
  readonly drop: number;
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
   * fewer where `stop` ends the sampling sooner (of those it has not dropped). */
  decide(
    observation: unknown,
    legal: readonly Action[],
    ctx: BotContext,
    samples: number,
    weigh?: Weigh,
    stop?: SequentialStop,
  ): number {
    const n = legal.length;
    const race = new Race(n);
    const { game, values } = this;
    if (this.products.length < n * n) this.products = new Float64Array(n * n);
    const products = this.products.fill(0, 0, n * n);
    const solver = game.solver!;
    const each = (state: unknown) => {
      const { actions, index } = race.alive(legal);
      if (!solver.values(state, actions, values)) {
        throw new Error(`${game.id}'s solver does not solve this decision: PIMC plays only where it does`);
      }
      race.add(values, index, stop === undefined ? undefined : products);
    };
    const enough =
      stop === undefined
        ? undefined
        : (k: number) => {
            if (k < stop.least) return false;
            if (stop.drop > 0) race.drop(products, k, stop.drop);
            if (race.left === 1) return true;
            return stop.within > 0 && (k - stop.least) % stop.every === 0 && race.settled(products, k, stop);
          };
    const draws = drawDeals(game, observation, ctx, samples, weigh, each, enough);
    this.stats = { means: race.means(), bests: race.bests, samples: race.kept, draws };
    return race.best();
  }
}

/** One decision's running sums, over the actions still in the race: each action's total
 * and the deals it was solved on (an action dropped keeps those it had), on how many
 * deals it was best, and in `products` (n × n, lower triangle) the sums of two actions'
 * products over the deals both were solved on. */
class Race {
  private readonly totals: number[];
  private readonly counts: number[];
  readonly bests: number[];
  private readonly live: boolean[];
  left: number;
  kept = 0;
  private actions: Action[] = [];
  private index: number[] = [];
  private stale = true;

  constructor(private readonly n: number) {
    this.totals = new Array<number>(n).fill(0);
    this.counts = new Array<number>(n).fill(0);
    this.bests = new Array<number>(n).fill(0);
    this.live = new Array<boolean>(n).fill(true);
    this.left = n;
  }

  /** The actions still in the race, and each one's index in `legal`. */
  alive(legal: readonly Action[]): { actions: Action[]; index: number[] } {
    if (this.stale) {
      this.index = [];
      for (let a = 0; a < this.n; a++) if (this.live[a]) this.index.push(a);
      this.actions = this.index.map((a) => legal[a]);
      this.stale = false;
    }
    return { actions: this.actions, index: this.index };
  }

  /** One deal's values of the live actions (`values[j]` is action `index[j]`'s). */
  add(values: readonly number[], index: readonly number[], products?: Float64Array): void {
    const { n, totals, counts } = this;
    let top = -Infinity;
    for (let j = 0; j < index.length; j++) {
      const a = index[j];
      totals[a] += values[j];
      counts[a]++;
      if (values[j] > top) top = values[j];
      if (products !== undefined) for (let i = 0; i <= j; i++) products[a * n + index[i]] += values[j] * values[i];
    }
    for (let j = 0; j < index.length; j++) if (values[j] === top) this.bests[index[j]]++;
    this.kept++;
  }

  means(): number[] {
    return this.totals.map((t, a) => t / this.counts[a]);
  }

  /** The live action with the best mean; ties by the deals it was best on, then the first. */
  best(): number {
    const means = this.means();
    let best = -1;
    for (let a = 0; a < this.n; a++) {
      if (!this.live[a]) continue;
      if (best < 0 || means[a] > means[best] || (means[a] === means[best] && this.bests[a] > this.bests[best])) best = a;
    }
    return best;
  }

  /** Over the k deals every live action was solved on: the mean paired difference best − a
   * and its standard error. */
  private difference(products: Float64Array, k: number, best: number, a: number): [number, number] {
    const n = this.n;
    const product = (x: number, y: number) => (x >= y ? products[x * n + y] : products[y * n + x]);
    const mean = (this.totals[best] - this.totals[a]) / k;
    const squares = product(best, best) - 2 * product(best, a) + product(a, a);
    const variance = Math.max(0, (squares - k * mean * mean) / (k - 1));
    return [mean, Math.sqrt(variance / k)];
  }

  /** Drops every live action `z` standard errors or more below the best (see SequentialStop). */
  drop(products: Float64Array, k: number, z: number): void {
    const best = this.best();
    for (let a = 0; a < this.n; a++) {
      if (a === best || !this.live[a]) continue;
      const [mean, error] = this.difference(products, k, best, a);
      if (mean - z * error > 0) {
        this.live[a] = false;
        this.left--;
        this.stale = true;
      }
    }
  }

  /** Whether `stop` ends the sampling after `k` deals (see SequentialStop). */
  settled(products: Float64Array, k: number, stop: SequentialStop): boolean {
    const best = this.best();
    for (let a = 0; a < this.n; a++) {
      if (a === best || !this.live[a]) continue;
      const [mean, error] = this.difference(products, k, best, a);
      if (-mean + stop.z * error >= stop.within) return false;
    }
    return true;
  }
}
