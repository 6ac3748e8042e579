// The optimal Jacht bot over thousands of games, in test:slow (some 6 s at idle): it
// scores what the solver expects of it, and beats greedy on the same dice.
// optimal.test.ts checks its decisions quickly.
import { beforeAll, describe, expect, it } from 'vitest';
import { jachtGreedy } from '../../../bots/jacht/greedy.js';
import { jachtOptimal } from '../../../bots/jacht/optimal.js';
import type { Bot } from '../../../src/core/bot.js';
import type { AnyGame } from '../../../src/core/game.js';
import { playGame } from '../../../src/core/match.js';
import { dealSeed } from '../../../src/core/seeds.js';
import { jacht } from '../../../src/games/jacht/index.js';
import { getSolution } from '../../../src/games/jacht/solver/solution.js';
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

  it('beats greedy on the same dice, also with two players at the table', () => {
    const optimal = scores(jachtOptimal.create({ objective: 'points' }, game), 600, 2);
    const greedy = scores(jachtGreedy.create({ lookahead: 1, tieBreak: 'cheapest' }, game), 600, 2);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(optimal)).toBeGreaterThan(mean(greedy) + 5);
  });
});
