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

/** The deals of one decision, drawn from ctx.rng: `samples` kept ones, each drawn deal
 * kept with its weight's chance until the tries run out, then as they come. `each` is
 * called with every kept deal, in order. Returns the number drawn. */
export function drawDeals(
  game: AnyPlay,
  observation: unknown,
  ctx: BotContext,
  samples: number,
  weigh: Weigh | undefined,
  each: (state: unknown) => void,
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
  }
  return draws;
}

/** PIMC over a game's solver. One object per bot: it keeps the last decision's stats and
 * its scratch arrays. */
export class Pimc {
  private stats: PimcStats = { means: [], bests: [], samples: 0, draws: 0 };
  private readonly values: number[] = [];

  constructor(private readonly game: AnyPlay) {
    if (game.solver === undefined) {
      throw new Error(`${game.id} has no perfect-information solver (GamePlay.solver): PIMC needs one`);
    }
  }

  lastStats(): PimcStats {
    return this.stats;
  }

  /** The index in `legal` of the action with the best mean over `samples` deals. */
  decide(observation: unknown, legal: readonly Action[], ctx: BotContext, samples: number, weigh?: Weigh): number {
    const n = legal.length;
    const totals = new Array<number>(n).fill(0);
    const bests = new Array<number>(n).fill(0);
    const { game, values } = this;
    const solver = game.solver!;
    let kept = 0;
    const draws = drawDeals(game, observation, ctx, samples, weigh, (state) => {
      if (!solver.values(state, legal, values)) {
        throw new Error(`${game.id}'s solver does not solve this decision: PIMC plays only where it does`);
      }
      let top = -Infinity;
      for (let a = 0; a < n; a++) {
        totals[a] += values[a];
        if (values[a] > top) top = values[a];
      }
      for (let a = 0; a < n; a++) if (values[a] === top) bests[a]++;
      kept++;
    });
    const means = totals.map((t) => t / kept);
    this.stats = { means, bests, samples: kept, draws };
    return bestOf(means, bests);
  }
}

/** The best mean; ties by the deals it was best on, then the first in legal order. */
function bestOf(means: readonly number[], bests: readonly number[]): number {
  let best = 0;
  for (let a = 1; a < means.length; a++) {
    if (means[a] > means[best] || (means[a] === means[best] && bests[a] > bests[best])) best = a;
  }
  return best;
}
