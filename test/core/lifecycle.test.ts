// A bot that keeps state between decisions is told when each game starts, so a game's
// result never depends on which games the same bot object played before it (a worker
// plays whatever batches it is handed, in any order).
import { describe, expect, it } from 'vitest';
import { defineBot } from '../../src/core/bot.js';
import { registerBot } from '../../bots/registry.js';
import { runBatch } from '../../src/sim/batch.js';
import { buildPlan } from '../../src/sim/build.js';
import { runPlan } from '../../src/sim/run.js';

/** Deliberately stateful: its n-th decision of a game picks legal[n mod length]. */
const counterBot = defineBot({
  name: 'counter',
  summary: 'picks legal[n mod length] at its n-th decision of the game',
  games: ['gesjaakt'],
  params: {},
  create: () => {
    let decisions = 0;
    return {
      observes: false,
      startGame: () => {
        decisions = 0;
      },
      act: (_observation, legal) => legal[decisions++ % legal.length],
    };
  },
});
registerBot(counterBot);

const plan = buildPlan({ game: 'gesjaakt', bots: 'counter,random,random', games: 60, seed: 4 });

describe('the bot lifecycle', () => {
  it('a batch gives the same games whatever the same bot object played before it', () => {
    runBatch({ plan, start: 0, count: 30, keepRecords: false });
    const afterEarlier = runBatch({ plan, start: 30, count: 10, keepRecords: true });
    runBatch({ plan, start: 50, count: 7, keepRecords: false });
    const afterLater = runBatch({ plan, start: 30, count: 10, keepRecords: true });
    expect(Array.from(afterLater.rows)).toEqual(Array.from(afterEarlier.rows));
    expect(afterLater.records).toEqual(afterEarlier.records);
  });

  it('a stateful bot gives identical results for any batch size', async () => {
    const one = await runPlan(plan, { workers: 1, batchSize: 1 });
    const seven = await runPlan(plan, { workers: 1, batchSize: 7 });
    expect(seven.digest).toBe(one.digest);
    // The counter really plays differently from random, so the check has teeth.
    expect(one.entrants[0].meanScore).not.toBeCloseTo(one.entrants[1].meanScore, 1);
  });
});
