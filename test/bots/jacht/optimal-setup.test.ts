// The optimal bot solves (or loads) its table in `create`, which runs once per worker
// before any game, so no decision pays for it (issue 8). This file has a process of its
// own, so the solution starts cold here, and the disk cache is a fresh empty folder.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jachtOptimal } from '../../../bots/jacht/optimal.js';
import type { AnyGame } from '../../../src/core/game.js';
import { playGame } from '../../../src/core/match.js';
import { gameSeed } from '../../../src/core/seeds.js';
import { jacht } from '../../../src/games/jacht/index.js';

process.env.TAFEL_CACHE_DIR = mkdtempSync(join(tmpdir(), 'tafel-optimal-cold-'));

const game = jacht as unknown as AnyGame;
/** Far above a decision (microseconds), below a solve (0.1–1 s). */
const BUDGET_MS = 50;

describe('optimal (jacht): set-up is charged to no decision', () => {
  it('with a cold cache and a 50 ms budget per decision, no game forfeits, game 0 included', () => {
    const bot = jachtOptimal.create({}, game);
    const options = jacht.options.parse({});
    for (let i = 0; i < 5; i++) {
      const played = playGame({
        game,
        options,
        bots: [bot],
        seed: gameSeed(1, 'cold', i),
        keepActions: false,
        budgetMs: BUDGET_MS,
      });
      expect(played.forfeit).toBeUndefined();
      expect(played.decisions).toBeGreaterThanOrEqual(12);
    }
  });
});
