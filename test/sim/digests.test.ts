// Digests pinned: the same plan gives the same digest from one version to the next unless
// a change means to alter results (and says so). These are `tafel play <game> --bots ...
// --games 400 --seed 7 --json` of each game, and a run with forfeits, whose scores the
// figures leave out but whose rows (and so digest) stay what they were.
import { describe, expect, it } from 'vitest';
import { buildPlan } from '../../src/sim/build.js';
import { runPlan } from '../../src/sim/run.js';
import '../fixtures/faltering-bots.js';

const PINNED: readonly [game: string, bots: string, digest: string][] = [
  ['gesjaakt', 'random,random,random', '980d39e067172c7936b658c5324358778a18e26ef544938e0f0f8c1b68bda864'],
  ['jacht', 'random,random', '81bfb879e74b8b3aff7c0ef36b383b4c65e0d7123812bdf279fda15a08062009'],
  ['jatten', 'random,random,random', '0d0dc9f59963ebf3282e1c6d64471d8f3ac1f233a08dd2e8c35084f35ab9c3b5'],
  ['fatima', 'random,random,random', 'b8b9e9b8836e4f9ed5010e9b55f4fa340dabf1a415ef8f94552e1c6e40471fad'],
  ['klaverjassen', 'random,random,random,random', '332f0f86402a869a3c121577375ac1e2ce5bd28bcc489c782f1cdf30c55925c5'],
  ['gesjaakt', 'random,cheater(at=5),random', '262b38d4739950e5df144412b921dd48487d18f868611b70b392c07fc8a1e0f0'],
];

describe('pinned digests', () => {
  for (const [game, bots, digest] of PINNED) {
    it(`${game} ${bots}, 400 games, seed 7`, async () => {
      const summary = await runPlan(buildPlan({ game, bots, games: 400, seed: 7 }), { workers: 1 });
      expect(summary.digest).toBe(digest);
    });
  }
});
