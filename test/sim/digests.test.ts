// Digests pinned: the same plan gives the same digest from one version to the next unless
// a change means to alter results (and says so). Re-pinned once for format 2, when deals
// stopped depending on the lineup and bots' seeds were keyed. These are `tafel play <game> --bots ...
// --games 400 --seed 7 --json` of each game, and a run with forfeits, whose scores the
// figures leave out but whose rows (and so digest) stay what they were.
import { describe, expect, it } from 'vitest';
import { buildPlan } from '../../src/sim/build.js';
import { runPlan } from '../../src/sim/run.js';
import '../fixtures/faltering-bots.js';

const PINNED: readonly [game: string, bots: string, digest: string][] = [
  ['gesjaakt', 'random,random,random', 'c4673e98d1ac26469d6cb20aee076ba82d2f897abbfe84f6036a1f88e8b4e546'],
  ['jacht', 'random,random', '4011f56fc0fa64e9b460980540c52cbf18f9aef0f39e14ce7293914380984a89'],
  ['jatten', 'random,random,random', 'a9809b472852ea02b64981f3b3b27f68ce7accab11663d2e0974fdecbfa6c13c'],
  ['fatima', 'random,random,random', '235a1b7b122f3cd12df885ca4ca020c3f96f00495ccee53d1dfeb5b05a8b5700'],
  ['klaverjassen', 'random,random,random,random', '3f0b03bcda892d61548542969b4a63c263bf11d3796ee33f7fb316744664a5e8'],
  ['gesjaakt', 'random,cheater(at=5),random', '184d0abf7c264cb699093168c8f9d36ab1ee847a943cc7ad0c7c200bbe8c4fda'],
];

describe('pinned digests', () => {
  for (const [game, bots, digest] of PINNED) {
    it(`${game} ${bots}, 400 games, seed 7`, async () => {
      const summary = await runPlan(buildPlan({ game, bots, games: 400, seed: 7 }), { workers: 1 });
      expect(summary.digest).toBe(digest);
    });
  }
});
