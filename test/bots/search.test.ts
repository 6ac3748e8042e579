// The search bots, mc and ismcts, in every registered game: they decide from their
// observation alone, and a seed and an iteration budget fix their decisions on any worker
// and any batch size. That they beat random play clearly is checked in test:slow
// (search.slow.test.ts).
import { describe, expect, it } from 'vitest';
import { SeededChance } from '../../src/core/chance.js';
import type { AnyGame, AnyPlay } from '../../src/core/game.js';
import { SeededRng } from '../../src/core/rng.js';
import { GAMES, resolveOptions } from '../../src/games/registry.js';
import { resolveBot } from '../../bots/registry.js';
import { rewards } from '../../bots/search/reward.js';
import { type SearchBot, mcBot } from '../../bots/search/mc.js';
import { ismctsBot } from '../../bots/search/ismcts.js';
import type { AnyBotDefinition, Params } from '../../src/core/bot.js';
import type { SearchSettings } from '../../bots/search/settings.js';
import { buildPlan } from '../../src/sim/build.js';
import { runPlan } from '../../src/sim/run.js';
import { botContext, snapshot } from '../helpers.js';
import { playersOf } from './players.js';
import { baitGame } from '../fixtures/bait-game.js';

const SEARCHERS = ['mc', 'ismcts'] as const;

/** A position `steps` random decisions into a game, with the seat to move. */
function position(game: AnyGame, seed: number, steps: number): { state: unknown; seat: number } {
  const players = playersOf(game);
  const chance = new SeededChance(seed);
  const state = game.setup(players, resolveOptions(game, {}), chance);
  const rng = new SeededRng(seed + 1);
  for (let i = 0; i < steps && !game.isTerminal(state); i++) {
    const legal = game.legalActions(state);
    game.apply(state, legal[rng.int(legal.length)], chance);
  }
  return { state, seat: game.currentPlayer(state) };
}

function searcher(game: AnyGame, spec: string): SearchBot {
  const bot = resolveBot(game.id, spec);
  return bot.definition.create(bot.params, game) as SearchBot;
}

describe.each(GAMES.map((g) => [g.id, g] as const))('%s: search bots', (_id, game) => {
  it.each(SEARCHERS)('%s decides the same, with the same statistics, whatever the hidden cards', (name) => {
    let compared = 0;
    for (let seed = 1; compared < 3 && seed < 40; seed++) {
      const { state, seat } = position(game, seed, 6 + seed);
      if (game.isTerminal(state) || game.legalActions(state).length < 2) continue;
      // Another state the seat cannot tell from this one: its hidden parts drawn afresh.
      const other = game.determinize(game.observe(state, seat), new SeededRng(seed * 7));
      expect(snapshot(game.observe(other, seat))).toBe(snapshot(game.observe(state, seat)));
      const decide = (s: unknown) => {
        const bot = searcher(game, `${name}(iterations=60)`);
        const action = bot.act(game.observe(s, seat), game.legalActions(s), botContext(seat, 99));
        return { key: game.actionKey(action), stats: bot.lastStats() };
      };
      const a = decide(state);
      expect(decide(other)).toEqual(a);
      // The statistics are real: every simulation is counted once at the root.
      expect(a.stats.visits.reduce((x, y) => x + y, 0)).toBe(60);
      compared++;
    }
    expect(compared).toBe(3);
  });
});

describe('search bots: budgets and reproducibility', () => {
  it('a run given --iterations spends exactly that many simulations per decision', () => {
    const game = GAMES.find((g) => g.id === 'gesjaakt')!;
    const { state, seat } = position(game, 3, 4);
    const bot = searcher(game, 'ismcts(iterations=500)');
    const ctx = { ...botContext(seat, 1), iterations: 37 };
    bot.act(game.observe(state, seat), game.legalActions(state), ctx);
    expect(bot.lastStats().visits.reduce((x, y) => x + y, 0)).toBe(37);
  });

  it('the same seed and iterations give the same results for any batch size and worker count', async () => {
    const plan = buildPlan({ game: 'gesjaakt', bots: 'ismcts(iterations=30),mc(iterations=30),greedy', games: 12, seed: 2 });
    const one = await runPlan(plan, { workers: 1, batchSize: 12 });
    expect((await runPlan(plan, { workers: 1, batchSize: 1 })).digest).toBe(one.digest);
    expect((await runPlan(plan, { workers: 2, batchSize: 5 })).digest).toBe(one.digest);
    expect(one.timed).toBeUndefined();
  });

  it('a time budget is named in the summary as not reproducible', async () => {
    const plan = buildPlan({ game: 'gesjaakt', bots: 'mc(ms=1),random,random', games: 2, seed: 2 });
    expect((await runPlan(plan, { workers: 1 })).timed).toEqual(['mc(ms=1)']);
  });

  it('a rollout policy the game does not have is refused, naming the valid ones', () => {
    expect(() => resolveBot('gesjaakt', 'mc(rollout=heuristic)')).toThrow(
      'rollout=heuristic: gesjaakt has no heuristic bot; valid are random, greedy',
    );
  });

  it("rollouts by the game's own bot play better than random ones", async () => {
    const bots = (rollout: string) => `mc(iterations=24,rollout=${rollout}),greedy,greedy`;
    const run = (rollout: string) =>
      runPlan(buildPlan({ game: 'gesjaakt', bots: bots(rollout), games: 60, seed: 9 }), { workers: 1 });
    const [random, greedy] = [await run('random'), await run('greedy')];
    // Wins, not points: on 300 games greedy rollouts win 35% to random's 17%, while the
    // points' spread needs hundreds of games to show the same.
    expect(greedy.entrants[0].winRate).toBeGreaterThan(random.entrants[0].winRate);
  });
});

describe('ismcts: each move is worth to the seat that makes it', () => {
  const game = baitGame as unknown as AnyPlay;
  const params: SearchSettings = { iterations: 400, ms: 0, rollout: 'random', reward: 'win', horizon: true };
  const opening = (definition: AnyBotDefinition, seed: number, extra: Params = {}) => {
    const bot = definition.create({ ...params, ...extra }, game) as SearchBot;
    const state = game.setup(2, { maxDecisions: 10 }, new SeededChance(seed));
    const legal = game.legalActions(state);
    const action = bot.act(game.observe(state, 0), legal, botContext(0, seed));
    const { means } = bot.lastStats();
    return { action, mean: (a: string) => means[legal.indexOf(a)] };
  };

  it('expects the reply that ruins its bait, and plays safe', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const { action, mean } = opening(ismctsBot, seed, { c: 0.7 });
      expect(action).toBe('safe');
      expect(mean('safe')).toBe(0.5); // a draw: half a win each
      // Seat 1's punishing reply is found and played: the bait is nearly always lost.
      expect(mean('bait')).toBeLessThan(0.2);
    }
  });

  it('where flat Monte Carlo, its replies played at random, takes the bait', () => {
    const { action, mean } = opening(mcBot, 1);
    expect(action).toBe('bait');
    expect(mean('bait')).toBeGreaterThan(0.6); // two replies in three give it the game
  });
});

describe('search rewards', () => {
  it("score scales a standing over the game's range, or ranks the seats without one; win shares ties", () => {
    const into = new Float64Array(3);
    expect(Array.from(rewards([60, 90, 303], 'score', 0, into, [0, 303]))).toEqual([60 / 303, 90 / 303, 1]);
    expect(Array.from(rewards([-40, -10, -25], 'score', 0, into))).toEqual([0, 1, 0.5]);
    expect(Array.from(rewards([5, 7, 7], 'win', 0, into))).toEqual([0, 0.5, 0.5]);
    // A team game: partners (seats 0 and 2) win together.
    expect(Array.from(rewards([3, 1, 3, 1], 'win', 2, new Float64Array(4)))).toEqual([1, 0, 1, 0]);
  });
});
