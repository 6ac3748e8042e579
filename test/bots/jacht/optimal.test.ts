import { beforeAll, describe, expect, it } from 'vitest';
import { botContext } from '../../helpers.js';
import { jachtGreedy } from '../../../bots/jacht/greedy.js';
import { jachtOptimal } from '../../../bots/jacht/optimal.js';
import type { Bot } from '../../../src/core/bot.js';
import type { AnyGame } from '../../../src/core/game.js';
import { playGame } from '../../../src/core/match.js';
import { SeededChance } from '../../../src/core/chance.js';
import { dealSeed } from '../../../src/core/seeds.js';
import { jacht } from '../../../src/games/jacht/index.js';
import { getSolution } from '../../../src/solvers/jacht/solution.js';
import type { JachtAction } from '../../../src/games/jacht/actions.js';
import { meanInterval } from '../../../src/stats/intervals.js';

const game = jacht as unknown as AnyGame;
const OPTIONS = jacht.options.parse({});
let expected: number;
beforeAll(() => {
  expected = getSolution({ cacheDir: false }).values[0];
});

function scores(bot: Bot, games: number, players = 1): number[] {
  const out: number[] = [];
  for (let i = 0; i < games; i++) {
    const played = playGame({
      game,
      options: OPTIONS,
      bots: new Array(players).fill(bot),
      seed: dealSeed(7, 'optimal-test', i),
      keepActions: false,
    });
    expect(played.forfeit).toBeUndefined();
    out.push(...played.scores);
  }
  return out;
}

describe('optimal (jacht)', () => {
  it("a simulation agrees with the solver's expected score within its 95% interval", () => {
    const s = scores(jachtOptimal.create({ objective: 'points' }, game), 4000);
    const sum = s.reduce((a, b) => a + b, 0);
    const [low, high] = meanInterval(
      sum,
      s.reduce((a, b) => a + b * b, 0),
      s.length,
    );
    expect(high - low).toBeLessThan(3);
    expect(low).toBeLessThanOrEqual(expected);
    expect(high).toBeGreaterThanOrEqual(expected);
  });

  it('is deterministic given the dice: its random stream and its instance change nothing', () => {
    const one = jachtOptimal.create({ objective: 'points' }, game);
    const two = jachtOptimal.create({ objective: 'points' }, game);
    const chance = new SeededChance(11);
    const state = jacht.setup(1, OPTIONS, chance);
    let decisions = 0;
    while (!jacht.isTerminal(state)) {
      const legal = jacht.legalActions(state);
      const a = one.act(jacht.observe(state, 0), legal, botContext(0, 1));
      const b = two.act(jacht.observe(state, 0), legal, botContext(0, 2));
      expect(b).toBe(a);
      expect(legal).toContain(a);
      jacht.apply(state, a as JachtAction, chance);
      decisions++;
    }
    expect(decisions).toBeGreaterThanOrEqual(12);
  });

  it('beats greedy on the same dice, also with two players at the table', () => {
    const optimal = scores(jachtOptimal.create({ objective: 'points' }, game), 600, 2);
    const greedy = scores(jachtGreedy.create({ lookahead: 1, tieBreak: 'cheapest' }, game), 600, 2);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(optimal)).toBeGreaterThan(mean(greedy) + 5);
  });

  it('says in its summary that it maximizes its own expected score in multi-player games', () => {
    expect(jachtOptimal.summary).toMatch(/multi-player/);
    expect(jachtOptimal.summary).toMatch(/its own expected score/);
    expect(jachtOptimal.games).toEqual(['jacht']);
  });
});
