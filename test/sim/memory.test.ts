// Memory does not follow the length of a run: what the merge keeps after a garbage
// collection stays flat from 20,000 games to 160,000 (greedy against random in
// Gesjaakt, whose scores spread widest; a histogram bug once kept 64 MB per entrant).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { buildPlan } from '../../src/sim/build.js';
import { runPlan } from '../../src/sim/run.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

describe('memory of a run', () => {
  it('what the heap and buffers keep does not grow with the games played', async () => {
    const plan = buildPlan({ game: 'gesjaakt', bots: 'greedy,greedy,random,random', games: 160_000, seed: 1 });
    const kept: number[] = [];
    await runPlan(plan, {
      workers: 1,
      batchSize: 5000,
      onProgress: (played) => {
        if (played % 20_000 === 0) {
          gc();
          const { heapUsed, arrayBuffers } = process.memoryUsage();
          kept.push(heapUsed + arrayBuffers);
        }
      },
    });
    expect(kept).toHaveLength(8);
    // A leak grows at every step; the JIT's code and feedback, which a loaded machine
    // compiles later, grow once. So the typical step must be flat (a leak of 8 bytes a
    // game would add 160 KB a step), and the whole run within a few MB.
    const steps = kept.slice(1).map((k, i) => k - kept[i]);
    const median = [...steps].sort((a, b) => a - b)[3];
    expect(median).toBeLessThan(160_000);
    expect(kept[7] - kept[0]).toBeLessThan(4_000_000);
  });
});
