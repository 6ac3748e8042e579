// Memory does not follow the length of a run: what the merge keeps after a garbage
// collection is the same after 40,000 games as after 160,000 (greedy against random in
// Gesjaakt, whose scores spread widest; a histogram bug once kept 64 MB per entrant).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { buildPlan } from '../../src/sim/build.js';
import { runPlan } from '../../src/sim/run.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

describe('memory of a run', () => {
  it('the heap and buffers kept after 160,000 games are what they were after 40,000', async () => {
    const plan = buildPlan({ game: 'gesjaakt', bots: 'greedy,greedy,random,random', games: 160_000, seed: 1 });
    const kept: number[] = [];
    await runPlan(plan, {
      workers: 1,
      batchSize: 5000,
      onProgress: (played) => {
        if (played % 40_000 === 0) {
          gc();
          const { heapUsed, arrayBuffers } = process.memoryUsage();
          kept.push(heapUsed + arrayBuffers);
        }
      },
    });
    expect(kept).toHaveLength(4);
    expect(kept[3] - kept[0]).toBeLessThan(1_000_000);
  });
});
