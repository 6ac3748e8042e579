// The search bots' strength, in test:slow: in every registered game, mc and ismcts beat
// random players clearly (some 25 s of games at idle, most of it Fatima's long rounds).
// search.test.ts checks, quickly, how they decide.
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/registry.js';
import { buildPlan } from '../../src/sim/build.js';
import { runPlan } from '../../src/sim/run.js';
import { playersOf } from './players.js';

/** Settings for a game whose rounds are long: random Fatima players seldom call, so a
 * random rollout runs for hundreds of decisions; greedy ones call as soon as they may. */
const QUICK: Readonly<Record<string, { games: number; settings: string }>> = {
  fatima: { games: 8, settings: 'iterations=24,rollout=greedy' },
};

describe.each(GAMES.map((g) => [g.id, g] as const))('%s: search bots', (_id, game) => {
  it.each(['mc', 'ismcts'])('%s beats random play clearly', async (name) => {
    const players = playersOf(game);
    const { games, settings } = QUICK[game.id] ?? { games: 16, settings: 'iterations=40' };
    const bots = [`${name}(${settings})`, ...Array(players - 1).fill('random')].join(',');
    const summary = await runPlan(buildPlan({ game: game.id, bots, games, seed: 5 }), { workers: 1 });
    // A random player's share is 1 / players.
    expect(summary.entrants[0].winRate).toBeGreaterThan(1 / players + 0.15);
  });
});
