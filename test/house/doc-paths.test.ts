// Every file or folder of the tree that the docs name in backticks (`src/sim/run.ts`,
// `bots/examples/`) is there: a doc that names a file that was moved or never existed
// sends its reader nowhere. Paths with a placeholder (`<id>`, `*`, `…`) stand for many
// and are left out, and so are a reader's own (`./bots/mine.mjs`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './doc.js';

/** The folders of the tree a doc's path can start with. */
const TOP = ['src', 'bots', 'test', 'bench', 'scripts', 'docs', 'tournaments', '.ci'];

/** The paths of the tree a markdown text names in backticks. */
function namedPaths(text: string): string[] {
  // A path written from `./` is one a reader writes from their own folder (`./bots/mine.mjs`).
  const spans = [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]);
  return spans.filter((span) => TOP.includes(span.split('/')[0]) && span.includes('/') && !/[<>*…{}$]|\.\.\./.test(span));
}

const DOCS = [
  'README.md',
  'bots/README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

describe('the docs', () => {
  it('name only files and folders that exist', () => {
    const named = DOCS.flatMap((doc) => namedPaths(readFileSync(join(ROOT, doc), 'utf8')).map((path) => [doc, path]));
    expect(named.length).toBeGreaterThan(100);
    const missing = named
      .filter(([, path]) => !existsSync(join(ROOT, path.replace(/#.*$/, ''))))
      .map(([doc, path]) => `${doc}: ${path}`);
    expect(missing).toEqual([]);
  });

  it('a path is read from backticks, without a placeholder, a flag or a word', () => {
    const text = 'see `src/sim/run.ts`, `./bots/examples/`, `docs/games/<id>.md`, `bench/*.ts`, `--out`, `play`, `src/x.ts…`';
    expect(namedPaths(text)).toEqual(['src/sim/run.ts']);
  });
});
