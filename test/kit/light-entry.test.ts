// The kit is what a bot file imports in its own thread, at every start of that thread:
// it must load only tafel's own pure modules (the games' notation and card tables), never
// a package or a Node module that could start a thread, read a file or open a socket.
// Read from the source: every module the entry's value imports reach, type imports left
// out, as the compiled JavaScript keeps them.
import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const ENTRY = 'src/kit/index.ts';

/** The modules a source loads when it runs: imports and re-exports that are not type-only. */
function valueImports(source: string): string[] {
  const file = ts.createSourceFile('x.ts', source, ts.ScriptTarget.ES2022, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            named !== undefined &&
            ts.isNamedImports(named) &&
            named.elements.every((e) => e.isTypeOnly)));
      if (!onlyTypes) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const named = node.exportClause;
      const onlyTypes =
        node.isTypeOnly || (named !== undefined && ts.isNamedExports(named) && named.elements.every((e) => e.isTypeOnly));
      if (!onlyTypes) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      found.push(specifier !== undefined && ts.isStringLiteral(specifier) ? specifier.text : '<computed>');
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every module of the tree that loading `entry` runs, and every other module it names. */
function reach(entry: string): { files: string[]; outside: string[] } {
  const files = new Set<string>();
  const outside = new Set<string>();
  const walk = (file: string): void => {
    if (files.has(file)) return;
    files.add(file);
    for (const name of valueImports(readFileSync(join(ROOT, file), 'utf8'))) {
      if (!name.startsWith('.')) outside.add(name);
      else
        walk(
          relative(ROOT, normalize(join(ROOT, dirname(file), name.replace(/\.js$/, '.ts'))))
            .split('\\')
            .join('/'),
        );
    }
  };
  walk(entry);
  return { files: [...files].sort(), outside: [...outside].sort() };
}

describe('the kit loads only pure modules of tafel', () => {
  it('names no package and no Node module among everything it loads', () => {
    const { files, outside } = reach(ENTRY);
    // It does load each game's notation: five games at least.
    expect(files.filter((f) => f.endsWith('/notation.ts'))).toHaveLength(5);
    expect(outside).toEqual([]);
  });

  it('loads nothing of the match loop, the runs or the guests', () => {
    const heavy = reach(ENTRY).files.filter((f) => /^src\/(sim|guests|bots|cli|queue|report|records|tournament)\//.test(f));
    expect(heavy).toEqual([]);
  });
});

describe('the reading of value imports', () => {
  it('keeps value imports and re-exports, and leaves type-only ones out', () => {
    const source = [
      "import { a } from './a.js';",
      "import type { B } from './b.js';",
      "import { type C } from './c.js';",
      "import { type D, e } from './d.js';",
      "import * as f from './f.js';",
      "export { g } from './g.js';",
      "export type { H } from './h.js';",
      "import 'node:worker_threads';",
      "const i = await import('node:fs');",
    ].join('\n');
    expect(valueImports(source)).toEqual(['./a.js', './d.js', './f.js', './g.js', 'node:worker_threads', 'node:fs']);
  });
});
