// What a game of the catalogue (src/games/catalogue.ts) needs beyond its folder, read from
// the tree: for each id, each piece that is missing, in one line that says where it goes.
// The registries, so the CLI's games, `tafel list`, conformance and the queue's workers,
// come from the catalogue itself; these are the pieces that cannot (a page, a pinned
// digest, the kit's types), so the house test asks for them by name. Read through a
// `Tree`, so a test can add a game's folder, or take a piece away, without touching disk.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The files of a checkout, as the check reads them. */
export interface Tree {
  /** The text of the file at `path` (from the top of the tree), or undefined. */
  text(path: string): string | undefined;
  /** The folders in folder `dir`. */
  folders(dir: string): string[];
  /** The files in folder `dir`. */
  files(dir: string): string[];
}

/** The checkout at `root`, as it is on disk. */
export function diskTree(root: string): Tree {
  const entries = (dir: string, folders: boolean) =>
    existsSync(join(root, dir))
      ? readdirSync(join(root, dir), { withFileTypes: true })
          .filter((entry) => entry.isDirectory() === folders)
          .map((entry) => entry.name)
      : [];
  return {
    text: (path) =>
      existsSync(join(root, path)) && statSync(join(root, path)).isFile() ? readFileSync(join(root, path), 'utf8') : undefined,
    folders: (dir) => entries(dir, true),
    files: (dir) => entries(dir, false),
  };
}

/** `tree` with `changes` made: each path's new text, or null where the file is gone. */
export function changed(tree: Tree, changes: Readonly<Record<string, string | null>>): Tree {
  const within = (dir: string) =>
    Object.entries(changes)
      .filter(([path, text]) => text !== null && path.startsWith(`${dir}/`))
      .map(([path]) => path.slice(dir.length + 1));
  const gone = (dir: string, name: string) => changes[`${dir}/${name}`] === null;
  return {
    text: (path) => (path in changes ? (changes[path] ?? undefined) : tree.text(path)),
    folders: (dir) => [
      ...new Set([
        ...tree.folders(dir),
        ...within(dir)
          .filter((p) => p.includes('/'))
          .map((p) => p.split('/')[0]),
      ]),
    ],
    files: (dir) => [
      ...new Set([...tree.files(dir).filter((name) => !gone(dir, name)), ...within(dir).filter((p) => !p.includes('/'))]),
    ],
  };
}

/** One piece a game of the catalogue needs: where it goes and whether `id` has it. */
interface Piece {
  readonly what: string;
  has(tree: Tree, id: string): boolean;
}

/** Whether `file` holds a line that begins with `start` (after its indent). */
const listed = (tree: Tree, file: string, start: string) =>
  (tree.text(file) ?? '').split('\n').some((line) => line.trimStart().startsWith(start));

/** Whether `file` imports or re-exports from `module` (a path as the file writes it). */
const importsFrom = (tree: Tree, file: string, module: string) => (tree.text(file) ?? '').includes(`from '${module}'`);

/** Whether `file` declares `export const name`. */
const exportsConst = (tree: Tree, file: string, name: string) =>
  new RegExp(`^export const ${name}\\b`, 'm').test(tree.text(file) ?? '');

export const PIECES: readonly Piece[] = [
  {
    what: 'src/games/<id>/index.ts exporting <id>, the Game (what the catalogue imports for the CLI, `tafel list` and conformance)',
    has: (tree, id) => exportsConst(tree, `src/games/${id}/index.ts`, id),
  },
  {
    what: 'src/games/<id>/play.ts exporting <id>Play, the GamePlay (what worker threads and the queue’s workers import)',
    has: (tree, id) => exportsConst(tree, `src/games/${id}/play.ts`, `${id}Play`),
  },
  {
    what: 'a page docs/games/<id>.md (rules, options, observation and view)',
    has: (tree, id) => tree.text(`docs/games/${id}.md`) !== undefined,
  },
  {
    what: "its page checked against the code: a row { id: '<id>', … } in test/docs/game-docs.test.ts",
    has: (tree, id) => listed(tree, 'test/docs/game-docs.test.ts', `{ id: '${id}',`),
  },
  {
    what: "a pinned digest: a row ['<id>', …] in test/sim/digests.test.ts",
    has: (tree, id) => listed(tree, 'test/sim/digests.test.ts', `['${id}',`),
  },
  {
    what: "the same deals for any lineup: a row ['<id>', …] in test/sim/common-deals.test.ts",
    has: (tree, id) => listed(tree, 'test/sim/common-deals.test.ts', `['${id}',`),
  },
  {
    what: "which way its score reads: a row ['<id>', …] in test/games/score-direction.test.ts",
    has: (tree, id) => listed(tree, 'test/games/score-direction.test.ts', `['${id}',`),
  },
  {
    what: 'its notation helpers in the kit: src/kit/index.ts exports ../games/<id>/notation.js as <id>',
    has: (tree, id) =>
      importsFrom(tree, 'src/kit/index.ts', `../games/${id}/notation.js`) &&
      listed(tree, 'src/kit/index.ts', `${id}Notation as ${id},`),
  },
  {
    what: 'its types in the kit: src/kit/index.ts exports its view, action and options types, src/kit/games.ts names <id> in Games',
    has: (tree, id) =>
      ['view', 'actions', 'options'].every((file) => importsFrom(tree, 'src/kit/index.ts', `../games/${id}/${file}.js`)) &&
      listed(tree, 'src/kit/games.ts', `${id}: {`),
  },
  {
    what: 'a test of what bots from outside see: test/games/<id>/view.test.ts',
    has: (tree, id) => tree.text(`test/games/${id}/view.test.ts`) !== undefined,
  },
  {
    what: 'an example bot file bots/examples/<id>-<name>.mjs, listed in test/docs/example-bots.test.ts',
    has: (tree, id) =>
      tree.files('bots/examples').some((name) => name.startsWith(`${id}-`) && name.endsWith('.mjs')) &&
      listed(tree, 'test/docs/example-bots.test.ts', `{ file: '${id}-`),
  },
  {
    what: 'a row in the table of games of docs/games.md, linking its page',
    has: (tree, id) =>
      listed(tree, 'docs/games.md', `| \`${id}\``) && (tree.text('docs/games.md') ?? '').includes(`(games/${id}.md)`),
  },
  {
    what: "a drawing of its table: src/draw/<id>.ts, drawn by drawTable's case '<id>' in src/draw/draw.ts",
    has: (tree, id) => tree.text(`src/draw/${id}.ts`) !== undefined && listed(tree, 'src/draw/draw.ts', `case '${id}':`),
  },
];

/** Everything the games of `catalogue` lack in `tree`, one line a missing piece; and every
 * game folder of src/games/ that the catalogue does not list. */
export function lacks(tree: Tree, catalogue: readonly string[]): string[] {
  const wrong: string[] = [];
  for (const id of catalogue) {
    if (!tree.folders('src/games').includes(id)) {
      wrong.push(`${id}: no folder src/games/${id}/ (docs/writing-a-game.md, "A game in tafel's tree")`);
      continue;
    }
    for (const piece of PIECES) if (!piece.has(tree, id)) wrong.push(`${id} lacks ${piece.what.replaceAll('<id>', id)}`);
  }
  for (const folder of tree.folders('src/games')) {
    if (!catalogue.includes(folder)) {
      wrong.push(
        `src/games/${folder}/ is a game folder the catalogue does not list: add '${folder}' to CATALOGUE in src/games/catalogue.ts`,
      );
    }
  }
  return wrong;
}
