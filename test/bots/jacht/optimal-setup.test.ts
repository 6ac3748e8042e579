// The optimal bot solves (or loads) its table in `create`, which runs once per worker
// before any game, so no decision pays for it (issue 8). This file has a process of its
// own, so the solution starts cold here, and the disk cache is a fresh empty folder. What
// shows the solve was in `create` is the cache it writes, not a budget on the clock: a
// busy machine can hold up any decision past any budget.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jachtOptimal } from '../../../bots/jacht/optimal.js';
import { cacheFile } from '../../../src/games/jacht/solver/cache.js';
import type { AnyGame } from '../../../src/core/game.js';
import { playGame } from '../../../src/core/match.js';
import { dealSeed } from '../../../src/core/seeds.js';
import { jacht } from '../../../src/games/jacht/index.js';

const cacheDir = mkdtempSync(join(tmpdir(), 'tafel-optimal-cold-'));
process.env.TAFEL_CACHE_DIR = cacheDir;

const game = jacht as unknown as AnyGame;

describe('optimal (jacht): set-up is charged to no decision', () => {
  it('with a cold cache, the table is solved (and cached) by create, before game 0', () => {
    expect(existsSync(cacheFile(cacheDir))).toBe(false);
    const bot = jachtOptimal.create({ objective: 'points' }, game);
    expect(existsSync(cacheFile(cacheDir))).toBe(true);
    const options = jacht.options.parse({});
    for (let i = 0; i < 5; i++) {
      const played = playGame({ game, options, bots: [bot], seed: dealSeed(1, 'cold', i), keepActions: false });
      expect(played.forfeit).toBeUndefined();
      expect(played.decisions).toBeGreaterThanOrEqual(12);
    }
  });
});
