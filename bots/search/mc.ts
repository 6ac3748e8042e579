// Flat Monte Carlo: the budget is shared out over the legal actions in turn; each
// simulation samples a state consistent with the bot's observation (determinize), plays
// the action, plays on by the rollout policy and scores the bot's seat. The action with
// the best mean wins; ties go to the first, so a decision depends on nothing but the
// observation and the bot's own stream.
import { type Bot, defineBot } from '../../src/core/bot.js';
import type { AnyPlay } from '../../src/core/game.js';
import { Budget } from './budget.js';
import { SEARCH_PARAMS, type SearchSettings } from './settings.js';
import { ROLLOUT_CAP, Simulation, rolloutProblem } from './simulation.js';

/** What a decision found, per legal action in their order: for tests and for `explain`. */
export interface ActionStats {
  readonly visits: number[];
  readonly means: number[];
}

export interface SearchBot extends Bot {
  /** The statistics of the bot's last decision. */
  lastStats(): ActionStats;
}

export const mcBot = defineBot({
  name: 'mc',
  slow: true,
  summary: 'flat Monte Carlo: each legal action tried on sampled deals, played on by a rollout policy; best mean wins',
  games: 'any',
  params: {
    iterations: SEARCH_PARAMS.iterations,
    ms: SEARCH_PARAMS.ms,
    rollout: SEARCH_PARAMS.rollout,
    reward: SEARCH_PARAMS.reward,
    horizon: SEARCH_PARAMS.horizon,
  },
  check: (params, gameId) => rolloutProblem(gameId, params.rollout) || undefined,
  timed: (params) => params.ms > 0,
  create: (params, game) => flatMonteCarlo(game, params),
});

function flatMonteCarlo(game: AnyPlay, settings: SearchSettings): SearchBot {
  const budget = new Budget(settings);
  const simulation = new Simulation(game, settings, ROLLOUT_CAP);
  let stats: ActionStats = { visits: [], means: [] };
  return {
    lastStats: () => stats,
    act(observation, legal, ctx) {
      const n = legal.length;
      const visits = new Array<number>(n).fill(0);
      const totals = new Array<number>(n).fill(0);
      if (n > 1) {
        budget.start(ctx);
        for (let i = 0; budget.more(); i++) {
          const a = i % n;
          const state = game.determinize(observation, ctx.rng);
          const mark = game.horizon?.mark(state) ?? 0;
          game.apply(state, legal[a], ctx.chance);
          totals[a] += simulation.run(state, mark, ctx)[ctx.seat];
          visits[a]++;
        }
      }
      const means = totals.map((t, a) => (visits[a] ? t / visits[a] : 0));
      stats = { visits, means };
      let best = 0;
      for (let a = 1; a < n; a++) if (means[a] > means[best]) best = a;
      return legal[best];
    },
  };
}
