// The floors of docs/architecture.md hold: a file under src/, bots/ or bench/ imports only from
// its own folder or from a folder on a lower floor, and no files import each other in a
// cycle. The floors are read from the doc, so the doc and the code agree or this fails.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, floorsOf, section } from './doc.js';
import { cyclesOf, importGraph, importsOf, sourceFiles } from './imports.js';

const FLOORS = floorsOf(section('Floors'));
const FILES = sourceFiles(ROOT, ['src', 'bots', 'bench']);
const GRAPH = importGraph(ROOT, FILES);

/** The folder a file belongs to, as the floors name it: bench, bots, or src/<folder>. */
function folderOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'bench' || parts[0] === 'bots') return parts[0];
  if (parts[0] === 'src' && parts.length > 2) return parts[1];
  return parts.slice(0, -1).join('/') || '.';
}

function floorOf(folder: string): number {
  return FLOORS.findIndex((floor) => floor.includes(folder));
}

/** Every import that does not go down: each as 'file → target: why'. */
function wrongWay(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const wrong: string[] = [];
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    for (const target of targets) {
      const to = folderOf(target);
      if (to === from) continue;
      const [a, b] = [floorOf(from), floorOf(to)];
      if (a < 0 || b < 0) wrong.push(`${file} → ${target}: ${a < 0 ? from : to} stands on no floor`);
      else if (b === a) wrong.push(`${file} → ${target}: ${from} and ${to} share a floor`);
      else if (b > a) wrong.push(`${file} → ${target}: ${to} is above ${from}`);
    }
  }
  return wrong;
}

describe('the floors', () => {
  it('name every folder of src/, bots and bench once, and nothing else', () => {
    const folders = readdirSync(join(ROOT, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(FLOORS.flat().sort()).toEqual([...folders, 'bots', 'bench'].sort());
  });

  it('are kept by every import of src/, bots/ and bench/', () => {
    // The graph is the whole tree's: hundreds of files, most with imports.
    expect(FILES.length).toBeGreaterThan(200);
    expect([...GRAPH.values()].flat().length).toBeGreaterThan(FILES.length);
    expect(wrongWay(GRAPH)).toEqual([]);
  });

  it('hold no cycle of files', () => {
    expect(cyclesOf(GRAPH)).toEqual([]);
  });
});

describe('the reading of imports', () => {
  it('sees static, type, re-exported, bare and dynamic imports, and not a comment', () => {
    const source = [
      "import { a } from './a.js';",
      "import type { B } from '../b.js';",
      "export { c } from './c.js';",
      "import './d.js';",
      "const e = await import('./e.js');",
      "// import { f } from './f.js';",
      "import { z } from 'zod';",
    ].join('\n');
    expect(importsOf(source)).toEqual(['./a.js', '../b.js', './c.js', './d.js', './e.js']);
  });

  it('finds a two-file cycle and a file that imports itself, and no cycle in a chain', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['a', 'c']],
      ['c', ['d']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b'], ['e']]);
  });

  it('tells an import that goes up from one that goes down', () => {
    const graph = new Map([
      ['src/sim/run.ts', ['src/core/game.ts', 'src/report/format.ts']],
      ['src/games/x.ts', ['src/stats/tally.ts']],
      ['bench/run.ts', ['src/cli/main.ts']],
    ]);
    expect(wrongWay(graph)).toEqual([
      'src/sim/run.ts → src/report/format.ts: report is above sim',
      'src/games/x.ts → src/stats/tally.ts: games and stats share a floor',
    ]);
  });
});
