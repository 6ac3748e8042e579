// How a worker thread finds a registered game's module (see registerGame): a TypeScript
// source in the repository is imported from its build, and a module that is not on the
// machine (a queue worker elsewhere) fails the batch with a line that says so.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildPlan } from '../../src/sim/build.js';
import { builtModule } from '../../src/sim/pool.js';
import work from '../../src/sim/worker.js';

const ROOT = join(import.meta.dirname, '..', '..');
const url = (...path: string[]) => pathToFileURL(join(...path)).href;

describe('a game module on a worker thread', () => {
  it('is imported from dist/ when registered from a TypeScript source of the repository', () => {
    expect(builtModule(url(ROOT, 'docs', 'example-game', 'register.ts'))).toBe(
      url(ROOT, 'dist', 'docs', 'example-game', 'register.js'),
    );
    const built = url(ROOT, 'dist', 'docs', 'example-game', 'register.js');
    expect(builtModule(built)).toBe(built);
  });

  it('is refused when it is TypeScript outside the repository, or has no build', () => {
    expect(() => builtModule('file:///elsewhere/game.ts')).toThrow(
      /outside .*: a worker thread can only import compiled JavaScript/,
    );
    expect(() => builtModule(url(ROOT, 'docs', 'example-game', 'unbuilt.ts'))).toThrow(
      /no compiled game module at .*run 'npm run build'/,
    );
  });

  it('that is not on this machine fails the batch with one line saying so', async () => {
    const plan = buildPlan({ game: 'gesjaakt', bots: 'random,random,random', games: 1, seed: 1 });
    const task = { plan, start: 0, count: 1, keepRecords: false, modules: ['file:///elsewhere/game.js'] };
    await expect(async () => work(task)).rejects.toThrow(
      /^game module file:\/\/\/elsewhere\/game\.js is not on this machine: install the game at the same path here$/,
    );
  });
});
