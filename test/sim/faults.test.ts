// Faults: a worker thread that dies mid-run is replaced and its batch played again, with
// nothing counted twice; a bot file of the user's plays in the workers, and a missing or
// broken one is a one-line error.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPlan } from '../../src/sim/build.js';
import { createPool } from '../../src/sim/pool.js';
import { runPlan } from '../../src/sim/run.js';
import { poolRunner } from '../../src/sim/runner.js';
import { tafel } from '../cli/tafel.js';
import { sharedTempFolder } from '../helpers.js';

// The bot files and tournament files, where a sandbox may read them; the runs' folders apart.
const dir = sharedTempFolder('tafel-faults-');
const outs = mkdtempSync(join(tmpdir(), 'tafel-faults-runs-'));

describe('a worker that dies', () => {
  it('is replaced and its batch rerun: the same summary as an undisturbed run', async () => {
    const plan = buildPlan({ game: 'jatten', bots: 'threshold,greedy,greedy', games: 3000, seed: 3 });
    const calm = await runPlan(plan, { workers: 1 });
    const pool = createPool(2);
    const retried: number[] = [];
    let killed = 0;
    try {
      const summary = await runPlan(plan, {
        workers: 2,
        runner: poolRunner(pool, (start) => retried.push(start)),
        batchSize: 100,
        // Kill a worker thread once the run is under way, from outside, as a crash would.
        onProgress: (played) => {
          if (played >= 500 && killed === 0) {
            killed++;
            void pool.threads[0].terminate();
          }
        },
      });
      expect(killed).toBe(1);
      expect(retried.length).toBeGreaterThan(0);
      expect(summary).toEqual(calm);
    } finally {
      await pool.destroy();
    }
  });
});

describe('a bot file', () => {
  const bot = join(dir, 'first.mjs');
  writeFileSync(
    bot,
    `export default { name: 'first', games: 'any', params: {}, create: () => ({ observes: false, act: (_o, legal) => legal[0] }) };\n`,
  );
  writeFileSync(join(dir, 'broken.mjs'), 'export default { name: ;\n');
  writeFileSync(join(dir, 'empty.mjs'), 'export const x = 1;\n');
  const file = (name: string, bots: string[]) => {
    const path = join(dir, name);
    writeFileSync(
      path,
      JSON.stringify({
        name,
        seed: 1,
        game: 'gesjaakt',
        entrants: bots.map((b) => ({ bot: b })),
        stop: { rule: 'fixed', games: 300 },
      }),
    );
    return path;
  };

  it('plays in the workers, found beside the tournament file', async () => {
    const r = await tafel(
      'tournament',
      file('mine.json', ['./first.mjs', 'greedy', 'random']),
      '--workers',
      '2',
      '--out',
      join(outs, 'mine'),
      '--seal',
    );
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    // Shown by its own name, wherever its file lies.
    expect(r.out).not.toContain(bot);
    expect(r.out).toMatch(/greedy beats first:/);
  });

  it.each([
    ['./missing.mjs', /bot file .*missing\.mjs: no such file/],
    ['./broken.mjs', /bot file .*broken\.mjs has a syntax error at line 1, column 24: Unexpected token/],
    [
      './empty.mjs',
      /bot file .*empty\.mjs must export default a bot, \{ name, games, params, create\(params, game\) \}.*: its default export has no create function/,
    ],
  ])('%s is refused before any game', async (spec, message) => {
    const r = await tafel('tournament', file('bad.json', [spec, 'greedy', 'random']), '--out', join(outs, 'never'));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err).toMatch(/entrants\.0\.bot: /);
  });
});
