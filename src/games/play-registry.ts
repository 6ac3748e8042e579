// Every game's play, by id: all a batch of games needs, in any thread. It loads no
// option schemas (see GamePlay), so a worker thread starts without zod.
import { UsageError, choices } from '../core/errors.js';
import type { AnyGame, AnyPlay } from '../core/game.js';
import { CATALOGUE, importPlay } from './catalogue.js';

/** The catalogue's games as the match loop plays them, imported when this module is. */
const PLAYS: readonly AnyPlay[] = await Promise.all(CATALOGUE.map(importPlay));

/** Games defined outside tafel's own list, such as a test's fixture (see registerGame). */
export const added: AnyGame[] = [];

/** The module that registered each added game, by id: a worker thread imports it before
 * it plays the game (see BatchTask.modules), and so registers the game there too. */
export const addedModules = new Map<string, string>();

/** The modules a thread must import to play game `id`: none for tafel's own games. */
export function modulesOf(id: string): readonly string[] {
  const module = addedModules.get(id);
  return module === undefined ? [] : [module];
}

export function findPlay(id: string): AnyPlay {
  const play = PLAYS.find((g) => g.id === id) ?? added.find((g) => g.id === id);
  if (!play) throw new UsageError(`unknown game '${id}': valid games are ${choices(PLAYS.map((g) => g.id))}`);
  return play;
}
