// docs/architecture.md read as the house tests need it: the folders its map names, its
// floors, and the tables of a game folder's files. The doc is the one source: the tests
// check the tree against what it says, so the doc cannot drift from the code unnoticed.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DOC = 'docs/architecture.md';

/** The text under `## title`, up to the next heading of that level. */
export function section(title: string, text = readFileSync(resolve(ROOT, DOC), 'utf8')): string {
  const parts = text.split(/^## /m);
  const found = parts.find((part) => part.split('\n', 1)[0].trim() === title);
  if (found === undefined) throw new Error(`${DOC} has no section '## ${title}'`);
  return found.slice(found.indexOf('\n') + 1);
}

/** Every folder a text names in backticks (`src/core/`), without the trailing slash. */
export function namedFolders(text: string): string[] {
  return [...text.matchAll(/`([\w./-]+)\/`/g)].map((m) => m[1]);
}

/** The floors of a fenced block, from the ground up: each a list of folders. The block
 * lists the top floor first, as a house is drawn. */
export function floorsOf(text: string): string[][] {
  const block = /```\w*\n([\s\S]*?)```/.exec(text);
  if (!block) throw new Error('no fenced block of floors');
  return block[1]
    .split('\n')
    .map((line) => line.trim().split(/\s+/).filter(Boolean))
    .filter((folders) => folders.length > 0)
    .reverse();
}

/** A table row about files: the files its first cell names, and the names its last cell
 * lists as exports (`…State`: any name ending in State; `<id>`: the game's id). */
export interface FileRow {
  readonly files: readonly string[];
  readonly exports: readonly string[];
}

/** Each markdown table of a text, as its rows about `.ts` files (header rows have none). */
export function fileTables(text: string): FileRow[][] {
  const tables: FileRow[][] = [];
  let current: FileRow[] | undefined;
  for (const line of text.split('\n')) {
    if (!line.startsWith('|')) {
      current = undefined;
      continue;
    }
    if (!current) tables.push((current = []));
    const cells = line.split('|').slice(1, -1);
    const files = ticked(cells[0] ?? '').filter((name) => name.endsWith('.ts'));
    if (files.length === 0) continue;
    const exports = ticked(cells[cells.length - 1]).filter((name) => /^(<id>|…?[A-Za-z_$][\w$]*)$/.test(name));
    current.push({ files, exports });
  }
  return tables;
}

function ticked(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
}
