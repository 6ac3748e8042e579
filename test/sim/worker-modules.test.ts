// A worker thread is handed plans whose options are already checked, so it needs no
// option schema and must not load zod: zod was 95 of a worker's 208 modules and a third
// of its start (see GamePlay in src/core/game.ts). The games come by id from the
// catalogue, imported as the registries ask, so this records what a worker thread of the
// build resolves as Node loads it, playing a batch.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../src/games/catalogue.js';
import { buildPlan } from '../../src/sim/build.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** The URLs a worker thread of the build resolves while it starts and plays `plan`'s first game. */
async function loadedPlaying(plan: ReturnType<typeof buildPlan>): Promise<string[]> {
  const worker = new Worker(join(ROOT, 'test', 'fixtures', 'worker-loads.mjs'), {
    workerData: {
      entry: pathToFileURL(join(ROOT, 'dist', 'src', 'sim', 'worker.js')).href,
      task: { plan, start: 0, count: 1, keepRecords: false },
    },
  });
  try {
    return await new Promise<string[]>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  } finally {
    await worker.terminate();
  }
}

describe('what a worker thread loads', () => {
  it("every game's play from the catalogue and every bot, and no zod", async () => {
    const urls = await loadedPlaying(buildPlan({ game: 'gesjaakt', bots: 'random,random,random', games: 1, seed: 1 }));
    const built = (path: string) => pathToFileURL(join(ROOT, 'dist', path)).href;
    // What a batch plays with is there (so a broken record cannot pass by finding nothing).
    for (const id of CATALOGUE) expect(urls).toContain(built(`src/games/${id}/play.js`));
    expect(urls).toContain(built('bots/registry.js'));
    expect(urls.some((url) => url.includes('/node_modules/piscina/'))).toBe(true);
    expect(urls.filter((url) => url.includes('/node_modules/zod/'))).toEqual([]);
    // A game's index.ts is what brings its options' schema, and with it zod.
    expect(urls.filter((url) => /\/games\/\w+\/index\.js$/.test(url))).toEqual([]);
  });
});
