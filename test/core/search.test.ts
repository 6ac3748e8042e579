// What search needs from the core: a bot written once against the Game interface can
// sample states consistent with its observation and play them forward with its own rng,
// within a reproducible iteration budget.
import { describe, expect, it } from 'vitest';
import { type Bot, defineBot } from '../../src/core/bot.js';
import { type Chance, RngChance } from '../../src/core/chance.js';
import type { Action, GamePlay } from '../../src/core/game.js';
import { SeededRng } from '../../src/core/rng.js';
import { registerBot } from '../../bots/registry.js';
import { buildPlan } from '../../src/sim/build.js';
import { runPlan } from '../../src/sim/run.js';

/** Flat Monte Carlo in a dozen lines, typed by the game's own S, A and O: for each legal
 * action, play `iterations` sampled states to the end at random, keep the best mean
 * standing of its own seat. */
function sampler<S, A extends Action, O>(game: GamePlay<S, A, O>, seen: number[]): Bot<O, A> {
  return {
    act(observation, legal, ctx) {
      seen.push(ctx.iterations);
      const perAction = Math.max(1, Math.floor(ctx.iterations / legal.length));
      let best = legal[0];
      let bestValue = -Infinity;
      for (const action of legal) {
        let value = 0;
        for (let i = 0; i < perAction; i++) {
          const state = game.determinize(observation, ctx.rng);
          game.apply(state, action, ctx.chance);
          while (!game.isTerminal(state)) {
            const options = game.legalActions(state);
            game.apply(state, options[ctx.rng.int(options.length)], ctx.chance);
          }
          value += game.result(state).standing[ctx.seat];
        }
        if (value > bestValue) [best, bestValue] = [action, value];
      }
      return best;
    },
  };
}

const budgets: number[] = [];
const samplerBot = defineBot({
  name: 'sampler',
  summary: 'flat Monte Carlo over determinizations (a test of the search hooks)',
  games: ['gesjaakt'],
  params: {},
  create: (_params, game) => sampler(game, budgets),
});
registerBot(samplerBot);

describe('search hooks', () => {
  it("a bot's Chance draws every stream from the bot's own rng: no generator per draw", () => {
    const rng = new SeededRng(3);
    const chance: Chance = new RngChance(rng);
    expect(chance.stream(1, 2, 3)).toBe(rng);
    expect(chance.stream(4)).toBe(rng);
  });

  it('the iteration budget reaches the bot, and the same seed and budget give the same decisions for any batch size', async () => {
    const plan = buildPlan({ game: 'gesjaakt', bots: 'sampler,random,random', games: 30, seed: 8, iterations: 8 });
    budgets.length = 0;
    const a = await runPlan(plan, { workers: 1, batchSize: 1 });
    expect(new Set(budgets)).toEqual(new Set([8]));
    const b = await runPlan(plan, { workers: 1, batchSize: 30 });
    expect(b.digest).toBe(a.digest);
    const more = await runPlan({ ...plan, iterations: 64 }, { workers: 1 });
    expect(more.digest).not.toBe(a.digest);
    // Search through the hooks plays far better than chance.
    expect(more.entrants[0].winRate).toBeGreaterThan(0.6);
  });
});
