// docs/bots.md names what the kit holds, for an author to look up: each type and helper
// it names must be there, under that name, so the doc cannot promise what the kit lost.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as kit from '../../src/kit/index.js';

const ROOT = join(import.meta.dirname, '..', '..');
const DOC = readFileSync(join(ROOT, 'docs', 'bots.md'), 'utf8');
const SECTION = DOC.slice(DOC.indexOf('## TypeScript, with the kit'), DOC.indexOf('## Programs in any language'));

/** Every name src/kit/index.ts exports, types included, read from its source. */
function exportedNames(): Set<string> {
  const file = ts.createSourceFile(
    'index.ts',
    readFileSync(join(ROOT, 'src', 'kit', 'index.ts'), 'utf8'),
    ts.ScriptTarget.ES2022,
  );
  const names = new Set<string>();
  for (const statement of file.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) names.add(element.name.text);
    }
  }
  return names;
}

/** The backticked spans of the kit's section's prose (its fenced blocks left out). */
const spans = [...SECTION.replace(/^```[\s\S]*?^```$/gm, '').matchAll(/`([^`]+)`/g)].map((m) => m[1]);

describe("docs/bots.md's account of the kit", () => {
  it('names only types the kit exports', () => {
    // `BotDefinition<G, P>`, `ViewOf<'jacht'>`: a capitalised name, with or without its arguments.
    const types = [...new Set(spans.flatMap((span) => /^([A-Z]\w*)(<.*>)?$/.exec(span)?.[1] ?? []))];
    expect(types.length).toBeGreaterThan(15);
    const exported = exportedNames();
    expect(types.filter((name) => !exported.has(name))).toEqual([]);
  });

  it("names only helpers the kit holds, each a function under its game's id", () => {
    const named = [...new Set(spans.flatMap((span) => /^(?:fatima|gesjaakt|jacht|jatten|klaverjassen)\.\w+/.exec(span) ?? []))];
    expect(named.length).toBeGreaterThan(8);
    const games = kit as unknown as Record<string, Record<string, unknown>>;
    const missing = named.filter((name) => {
      const [game, helper] = name.split('.');
      return typeof games[game]?.[helper] !== 'function';
    });
    expect(missing).toEqual([]);
  });

  it('names the three helpers every card game has, and each card game has them', () => {
    for (const game of [kit.fatima, kit.gesjaakt, kit.jatten, kit.klaverjassen]) {
      expect([typeof game.parseCard, typeof game.formatCard, typeof game.compareCards]).toEqual([
        'function',
        'function',
        'function',
      ]);
    }
    expect(SECTION).toMatch(/Every card game has `parseCard`, `formatCard` and\s+`compareCards`/);
  });
});
