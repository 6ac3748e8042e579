// The games tafel ships, by id: the one list. Everything per game comes from it (the
// registries, so the CLI, `tafel list`, conformance and every worker thread), or
// test/house/catalogue.test.ts names what a game in it lacks (its docs page, pinned
// digest, kit types and helpers, view test). docs/writing-a-game.md has the checklist.
//
// The list holds ids, not modules: each game's modules are imported when a registry asks,
// by the folder's own names (`src/games/<id>/index.ts` exports `<id>`, the Game with its
// options' zod schema; `play.ts` exports `<id>Play`, the GamePlay), so a worker thread,
// which asks only for the plays, loads no zod (see GamePlay in src/core/game.ts).
import type { AnyGame, AnyPlay } from '../core/game.js';

export const CATALOGUE = ['gesjaakt', 'jacht', 'jatten', 'klaverjassen', 'fatima'] as const;

/** The id of one of tafel's own games. */
type CatalogueId = (typeof CATALOGUE)[number];

/** Game `id` with its options' schema, from `src/games/<id>/index.ts`. */
export function importGame(id: CatalogueId): Promise<AnyGame> {
  // @vite-ignore: the tests run the sources, and vite would otherwise look for the
  // variable's matches among files ending in .js, of which src/ has none.
  return imported<AnyGame>(id, 'index.ts', id, import(/* @vite-ignore */ `./${id}/index.js`));
}

/** Game `id` as the match loop plays it, without its options' schema: `<id>Play` of
 * `src/games/<id>/play.ts`. */
export function importPlay(id: CatalogueId): Promise<AnyPlay> {
  return imported<AnyPlay>(id, 'play.ts', `${id}Play`, import(/* @vite-ignore */ `./${id}/play.js`));
}

/** The export `name` of a game's module, checked to be that game. */
async function imported<T extends { readonly id: string }>(
  id: string,
  file: string,
  name: string,
  loading: Promise<Record<string, unknown>>,
): Promise<T> {
  const found = (await loading)[name] as T | undefined;
  if (found?.id !== id) {
    const what = found === undefined ? `exports no ${name}` : `exports ${name} with the id '${found.id}'`;
    throw new Error(`src/games/${id}/${file} ${what}: the catalogue (src/games/catalogue.ts) lists '${id}'`);
  }
  return found;
}
