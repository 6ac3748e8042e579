// A worker thread is handed plans whose options are already checked, so it needs no
// option schema and must not load zod: zod was 95 of a worker's 208 modules and a third
// of its start (see GamePlay in src/core/game.ts). Walks the static imports of the build
// the workers load, as Node would.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const WORKER = join(ROOT, 'dist', 'src', 'sim', 'worker.js');

/** Every module `entry` loads before it runs: files of the build, and packages by name. */
function loadedBy(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const walk = (file: string): void => {
    if (files.has(file)) return;
    files.add(file);
    const text = readFileSync(file, 'utf8');
    // Static imports and re-exports only: a dynamic import() loads when it runs.
    for (const m of text.matchAll(/^(?:import\s*|(?:import|export)\s[^;'"]*?\sfrom\s*)['"]([^'"]+)['"]/gm)) {
      const spec = m[1];
      if (spec.startsWith('.')) walk(resolve(dirname(file), spec));
      else packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);
    }
  };
  walk(entry);
  return { files, packages };
}

describe('what a worker thread loads', () => {
  it('every game and bot, and no zod', () => {
    const { files, packages } = loadedBy(WORKER);
    const names = [...files].map((f) => f.slice(ROOT.length + 1));
    // The walk reaches what a batch plays with (so a broken walk cannot pass by finding nothing).
    for (const game of ['fatima', 'gesjaakt', 'jacht', 'jatten', 'klaverjassen']) {
      expect(names).toContain(`dist/src/games/${game}/play.js`);
    }
    expect(names).toContain('dist/bots/registry.js');
    expect(packages).toContain('piscina');
    expect([...packages]).not.toContain('zod');
  });
});
