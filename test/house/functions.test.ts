// No function in src/ or bots/ spans more than MOST_LINES lines without a comment before
// it that says why (`Long: …`), so a long function is a choice someone wrote down, not
// something that grew. Read by TypeScript's own parser (functions.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './doc.js';
import { MOST_LINES, longFunctions, moduleState } from './functions.js';
import { sourceFiles } from './imports.js';

/** Folders whose long functions are not judged here, and why. */
const EXEMPT: readonly { folder: string; why: string }[] = [
  {
    folder: 'src/games/klaverjassen/solver/',
    why: "the Klaverjassen solver's search and module state are being rewritten for speed (issue 36 leaves its internals to that item)",
  },
];

const FILES = sourceFiles(ROOT, ['src', 'bots']).filter((file) => !EXEMPT.some((e) => file.startsWith(e.folder)));

describe('functions', () => {
  it(`span at most ${MOST_LINES} lines, or say why before they start`, () => {
    expect(FILES.length).toBeGreaterThan(200);
    const unexplained = FILES.flatMap((file) =>
      longFunctions(readFileSync(join(ROOT, file), 'utf8'))
        .filter((f) => !f.explained)
        .map((f) => `${file}:${f.line} ${f.name}: ${f.lines} lines`),
    );
    expect(unexplained).toEqual([]);
  });

  it('keep no state in a module (a top-level let) without a comment before it saying why', () => {
    const unexplained = FILES.flatMap((file) =>
      moduleState(readFileSync(join(ROOT, file), 'utf8'))
        .filter((s) => !s.explained)
        .map((s) => `${file}:${s.line} ${s.names}`),
    );
    expect(unexplained).toEqual([]);
  });

  it('the exempt folders exist and hold long functions still', () => {
    for (const { folder } of EXEMPT) {
      const held = sourceFiles(ROOT, [folder.slice(0, -1)]);
      expect(held.flatMap((file) => longFunctions(readFileSync(join(ROOT, file), 'utf8'))).length, folder).toBeGreaterThan(0);
    }
  });
});

describe('the reading of functions', () => {
  const body = (n: number) => Array.from({ length: n }, (_, i) => `  const a${i} = ${i};`).join('\n');
  it('counts declarations, methods, arrow functions and callbacks, each with its own lines', () => {
    const text = [
      `function short() {\n${body(10)}\n}`,
      `export function long() {\n${body(79)}\n}`,
      `class C {\n  method() {\n${body(80)}\n  }\n}`,
      `const arrow = () => {\n${body(90)}\n};`,
      `program.action(async () => {\n${body(85)}\n});`,
    ].join('\n');
    expect(longFunctions(text).map((f) => [f.name, f.lines])).toEqual([
      ['long', 81],
      ['method', 82],
      ['arrow', 92],
      ['(callback to program.action)', 87],
    ]);
  });

  it('takes a reason before the function or the statement that holds it, and nothing else', () => {
    const text = [
      `/** Does x. Long: the steps share one buffer. */\nfunction a() {\n${body(85)}\n}`,
      `/** Does y. Long as the table is: one row a field. */\nconst b = () => {\n${body(85)}\n};`,
      `// Does z, at length.\nfunction c() {\n${body(85)}\n}`,
      `function d() {\n  // Long: said inside, not before.\n${body(85)}\n}`,
    ].join('\n');
    expect(longFunctions(text).map((f) => [f.name, f.explained])).toEqual([
      ['a', true],
      ['b', true],
      ['c', false],
      ['d', false],
    ]);
  });
});

describe('the reading of module state', () => {
  it('finds top-level lets, not consts nor a function’s own, and a reason for a run of them', () => {
    const text = [
      'const fixed = 1;',
      '/** Module state: read once a thread. */',
      'let cached: number | undefined;',
      'let alsoCached = 0;',
      '',
      'let bare = 0;',
      '// Kept for speed.',
      'let vague = 0;',
      'function f() {',
      '  let inner = 0;',
      '  return inner;',
      '}',
    ].join('\n');
    expect(moduleState(text).map((s) => [s.names, s.explained])).toEqual([
      ['cached', true],
      ['alsoCached', true],
      ['bare', false],
      ['vague', false],
    ]);
  });
});
