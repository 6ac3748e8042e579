// The optimal bot solves Jacht before the first game, not in it (issue 8), through `tafel
// play` with a time budget: a file of its own, so that this process has solved nothing
// yet, with an empty cache folder. The budget's clock is the cache file itself: it reads 0
// until the solve has written the file and a second after, so a decision that solved
// would take "a second" and forfeit, and no stall of a loaded machine counts at all.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { budgetClock } from '../../src/core/match.js';
import { cacheFile } from '../../src/games/jacht/solver/cache.js';
import { tafel } from './tafel.js';

const cache = mkdtempSync(join(tmpdir(), 'tafel-cold-'));
process.env.TAFEL_CACHE_DIR = cache;
const wallClock = budgetClock.now;
budgetClock.now = () => (existsSync(cacheFile(cache)) ? 1000 : 0);
afterAll(() => {
  budgetClock.now = wallClock;
});

describe('the optimal bot solves before the first game, not in it (issue 8)', () => {
  // A cold solve of the sources under vitest: seconds, so a timeout of its own.
  it('with a cold cache and a 200 ms budget per decision, no game forfeits', { timeout: 120_000 }, async () => {
    const r = await tafel(
      'play',
      'jacht',
      '--bots',
      'optimal,greedy',
      '--games',
      '20',
      '--budget-ms',
      '200',
      '--workers',
      '1',
      '--json',
    );
    expect(r.code).toBe(0);
    expect(existsSync(cacheFile(cache))).toBe(true);
    const s = JSON.parse(r.out);
    expect(s.forfeits).toEqual([]);
    expect(s.entrants.map((e: { forfeits: number }) => e.forfeits)).toEqual([0, 0]);
  });
});
