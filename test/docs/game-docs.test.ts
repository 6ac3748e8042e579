// The game pages of docs/games/ against the code: every field of a game's observation, and
// of its view (what bots from outside get), is described and no field is described that
// they lack; the view's example is a view, and the very one its words say how to make;
// Klaverjassen's table offsets are the state's; and every ruling of the game has its line,
// whose test files exist and name the ruling. So a page cannot silently drift from what a
// bot is handed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SeededChance } from '../../src/core/chance.js';
import type { AnyGame } from '../../src/core/game.js';
import { SeededRng } from '../../src/core/rng.js';
import { findGame, resolveOptions } from '../../src/games/registry.js';
import { T } from '../../src/games/klaverjassen/state.js';

const ROOT = join(import.meta.dirname, '..', '..');
const page = (id: string) => readFileSync(join(ROOT, 'docs', 'games', `${id}.md`), 'utf8');

/** Each game, a table it can be set at, and its rulings (RULINGS.md: G-1..3 and its own). */
const GAMES = [
  { id: 'gesjaakt', players: 3, rulings: ['GS', 5] },
  { id: 'jacht', players: 2, rulings: ['JC', 5] },
  { id: 'jatten', players: 3, rulings: ['JT', 17] },
  { id: 'fatima', players: 3, rulings: ['FT', 13] },
  { id: 'klaverjassen', players: 4, rulings: ['KJ', 9] },
] as const;

/** The markdown under `## title`, up to the next second-level heading. */
function section(markdown: string, title: string): string {
  const at = markdown.indexOf(`\n## ${title}\n`);
  expect(at, `a section "## ${title}"`).toBeGreaterThanOrEqual(0);
  const rest = markdown.slice(at + title.length + 5);
  const end = rest.indexOf('\n## ');
  return end < 0 ? rest : rest.slice(0, end);
}

/** The table rows of a section, as their cells. */
function rows(text: string): string[][] {
  return text
    .split('\n')
    .filter((l) => l.startsWith('|') && !/^\|[\s-|]+\|$/.test(l))
    .map((l) =>
      l
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((c) => c.trim()),
    );
}

/** The rows of the first table of a text, as their cells: a section's later tables (the
 * answers a game reads, say) are not its fields. */
function firstTable(text: string): string[][] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.startsWith('|'));
  const end = lines.findIndex((l, i) => i > start && !l.startsWith('|'));
  return rows(lines.slice(start, end < 0 ? undefined : end).join('\n'));
}

/** The fields a table's first cells name: one (`a`) or several (`a`, `b`). */
const namedFields = (table: string[][]) =>
  table.flatMap(([first]) => [...first.matchAll(/^`(\w+)`|, `(\w+)`/g)].map((m) => m[1] ?? m[2]));

/** The view of the seat to move after `decisions` random decisions of a game dealt from
 * `seed`, each chosen with SeededRng(seed): how a page's example view is made. */
function randomView(game: AnyGame, players: number, seed: number, decisions: number): unknown {
  const chance = new SeededChance(seed);
  const rng = new SeededRng(seed);
  const state = game.setup(players, resolveOptions(game, {}), chance);
  for (let d = 0; d < decisions && !game.isTerminal(state); d++) {
    const legal = game.legalActions(state);
    game.apply(state, legal[rng.int(legal.length)], chance);
  }
  return game.view!(game.observe(state, game.currentPlayer(state)));
}

// '%s.md', not '$id.md': vitest reads '$id.md' as the path id → md, and named all five
// blocks 'docs/games/undefined'.
describe.each(GAMES.map((game) => [game.id, game] as const))('docs/games/%s.md', (id, { players, rulings }) => {
  const doc = page(id);

  it('describes every field of the observation, and no other', () => {
    const game = findGame(id);
    const state = game.setup(players, resolveOptions(game, {}), new SeededChance(1));
    const fields = Object.keys(game.observe(state, 0) as object).sort();
    // The first cell of each row names one field, or several (`a`, `b`).
    const named = rows(section(doc, 'The observation')).flatMap(([first]) =>
      [...first.matchAll(/^`(\w+)`|, `(\w+)`/g)].map((m) => m[1] ?? m[2]),
    );
    expect(named.sort()).toEqual(fields);
  });

  it('describes every field of the view, and no other, with an example the code makes', () => {
    const game = findGame(id);
    expect(game.view, `${id} has a view`).toBeTypeOf('function');
    const state = game.setup(players, resolveOptions(game, {}), new SeededChance(1));
    const fields = Object.keys(game.view!(game.observe(state, game.currentPlayer(state))) as object).sort();
    const text = section(doc, 'The view');
    expect(namedFields(firstTable(text)).sort()).toEqual(fields);
    const block = /```json\n([\s\S]*?)```/.exec(text);
    expect(block, 'an example view in a json block').not.toBeNull();
    const example: unknown = JSON.parse(block![1]);
    expect(Object.keys(example as object).sort()).toEqual(fields);
    // "An example (3 players, seed 1, after 30 random decisions):" says how it was made.
    const made = /\((\d+) players, seed (\d+), after (\d+) random decisions\)/.exec(text);
    if (made) expect(example).toEqual(randomView(game, Number(made[1]), Number(made[2]), Number(made[3])));
  });

  it('has one line for each ruling, and each test file it names exists and names the ruling', () => {
    const [prefix, count] = rulings;
    const ids = ['G-1', 'G-2', 'G-3', ...Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}`)];
    const lines = rows(section(doc, 'Rule choices as implemented')).slice(1); // the header row
    expect(lines.map(([ruling]) => ruling)).toEqual(ids);
    for (const [ruling, , pinned] of lines) {
      const files = [...pinned.matchAll(/`(test\/[\w/.-]+)`/g)].map((m) => m[1]);
      expect(files.length, `${ruling} names a test file`).toBeGreaterThan(0);
      for (const file of files) {
        const path = join(ROOT, file);
        expect(existsSync(path), `${file} exists`).toBe(true);
        expect(readFileSync(path, 'utf8'), `${file} names ${ruling}`).toMatch(new RegExp(`\\b${ruling}\\b`));
      }
    }
  });
});

describe('docs/games/klaverjassen.md', () => {
  it("gives the table's offsets as the state lays them out", () => {
    const table = rows(section(page('klaverjassen'), 'The observation')).filter(([first]) => /^\d+$/.test(first));
    const offsets = Object.entries(T)
      .filter(([key]) => key !== 'size')
      .map(([, at]) => at);
    expect(table.map(([at]) => Number(at))).toEqual(offsets);
    // Each part's length reaches to the next part, and the last to the end of the table.
    expect(table.map(([at, length]) => Number(at) + Number(length))).toEqual([...offsets.slice(1), T.size]);
  });
});
