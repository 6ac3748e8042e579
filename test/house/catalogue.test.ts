// The catalogue (src/games/catalogue.ts) is the one list of games: every game in it has
// each piece a game needs (catalogue.ts names them), and no game folder is outside it. The
// experiment of the issue that asked for it: the example game Bluf, written from
// docs/writing-a-game.md, put in src/games/ and in the list with nothing else, fails with
// one line per missing piece.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../src/games/catalogue.js';
import { GAMES } from '../../src/games/registry.js';
import { findPlay } from '../../src/games/play-registry.js';
import { ROOT } from './doc.js';
import { PIECES, type Tree, changed, diskTree, lacks } from './catalogue.js';

const TREE = diskTree(ROOT);

/** The example game's files, as they would stand in src/games/bluf/. */
function blufFolder(): Record<string, string> {
  const dir = join(ROOT, 'docs', 'example-game');
  return Object.fromEntries(readdirSync(dir).map((name) => [`src/games/bluf/${name}`, readFileSync(join(dir, name), 'utf8')]));
}

describe('the catalogue', () => {
  it('lists every game folder, and each game has every piece', () => {
    expect(lacks(TREE, CATALOGUE)).toEqual([]);
  });

  it('is what the registries hold, in its order', () => {
    expect(GAMES.map((game) => game.id)).toEqual([...CATALOGUE]);
    expect(CATALOGUE.map((id) => findPlay(id).id)).toEqual([...CATALOGUE]);
  });

  it('a game added to the list with its folder and nothing else: one line per missing piece', () => {
    const tree = changed(TREE, blufFolder());
    const wrong = lacks(tree, [...CATALOGUE, 'bluf']);
    // The folder's own index.ts and play.ts are all it has.
    expect(wrong).toEqual(PIECES.slice(2).map((piece) => `bluf lacks ${piece.what.replaceAll('<id>', 'bluf')}`));
    expect(wrong.length).toBeGreaterThanOrEqual(9);
    expect(wrong).toContain('bluf lacks a page docs/games/bluf.md (rules, options, observation and view)');
  });

  it('a game folder outside the list, or a listed game without its folder, is named', () => {
    expect(lacks(changed(TREE, blufFolder()), CATALOGUE)).toEqual([
      "src/games/bluf/ is a game folder the catalogue does not list: add 'bluf' to CATALOGUE in src/games/catalogue.ts",
    ]);
    expect(lacks(TREE, [...CATALOGUE, 'pig'])).toEqual([
      `pig: no folder src/games/pig/ (docs/writing-a-game.md, "A game in tafel's tree")`,
    ]);
  });

  // Each piece taken from a game that has it is that piece's one line: no piece is read
  // from another's file, and none is met by another game's.
  const TAKEN: readonly [piece: number, id: string, take: (tree: Tree) => Record<string, string | null>][] = [
    [0, 'jatten', () => ({ 'src/games/jatten/index.ts': 'export const jattenGame = 1;\n' })],
    [
      1,
      'fatima',
      (tree) => ({ 'src/games/fatima/play.ts': tree.text('src/games/fatima/play.ts')!.replace('fatimaPlay', 'fatimasPlay') }),
    ],
    [2, 'jacht', () => ({ 'docs/games/jacht.md': null })],
    [3, 'jatten', (tree) => without(tree, 'test/docs/game-docs.test.ts', "{ id: 'jatten',")],
    [4, 'fatima', (tree) => without(tree, 'test/sim/digests.test.ts', "['fatima',")],
    [5, 'gesjaakt', (tree) => without(tree, 'test/sim/common-deals.test.ts', "['gesjaakt',")],
    [6, 'jacht', (tree) => without(tree, 'test/games/score-direction.test.ts', "['jacht',")],
    [7, 'klaverjassen', (tree) => without(tree, 'src/kit/index.ts', 'klaverjassenNotation as klaverjassen,')],
    [8, 'jacht', (tree) => without(tree, 'src/kit/games.ts', 'jacht: {')],
    [8, 'fatima', (tree) => without(tree, 'src/kit/index.ts', "from '../games/fatima/view.js'")],
    [9, 'gesjaakt', () => ({ 'test/games/gesjaakt/view.test.ts': null })],
    [10, 'jatten', () => ({ 'bots/examples/jatten-cautious.mjs': null })],
    [10, 'klaverjassen', (tree) => without(tree, 'test/docs/example-bots.test.ts', "{ file: 'klaverjassen-")],
    [11, 'jatten', (tree) => without(tree, 'docs/games.md', '| `jatten`')],
    [12, 'gesjaakt', () => ({ 'src/draw/gesjaakt.ts': null })],
    [12, 'fatima', (tree) => without(tree, 'src/draw/draw.ts', "case 'fatima':")],
  ];
  it.each(TAKEN)('piece %i taken from %s is named, and nothing else', (piece, id, take) => {
    const wrong = lacks(changed(TREE, take(TREE)), CATALOGUE);
    expect(wrong).toEqual([`${id} lacks ${PIECES[piece].what.replaceAll('<id>', id)}`]);
  });

  it('every piece is tried taken away', () => {
    expect(new Set(TAKEN.map(([piece]) => piece)).size).toBe(PIECES.length);
  });
});

/** The change that drops, from `file`, the lines that hold `text`. */
function without(tree: Tree, file: string, text: string): Record<string, string> {
  const lines = tree.text(file)!.split('\n');
  const kept = lines.filter((line) => !line.includes(text));
  expect(kept.length, `${file} holds ${text}`).toBeLessThan(lines.length);
  return { [file]: kept.join('\n') };
}
