// Every game tafel knows, by id: the catalogue's, with their options, and those registered.
import { UsageError, choices } from '../core/errors.js';
import type { AnyGame, BaseOptions } from '../core/game.js';
import { CATALOGUE, importGame } from './catalogue.js';
import { added, addedModules } from './play-registry.js';

/** tafel's own games, each with its options' schema, in the catalogue's order. Imported
 * when this module is: it is what the main thread plans and checks runs with. */
export const GAMES: readonly AnyGame[] = await Promise.all(CATALOGUE.map(importGame));

/** Adds a game defined outside tafel's own list, such as a test's fixture or an example.
 * `module` is the URL of the module that calls this (its `import.meta.url`): worker
 * threads, which load only tafel's own registry, import it before they play the game, and
 * so register it too. Without it, only this thread knows the game: it plays with one
 * worker. */
export function registerGame(game: AnyGame, module?: string): void {
  if (findGameOrUndefined(game.id)) return;
  added.push(game);
  if (module !== undefined) addedModules.set(game.id, module);
}

/** tafel's own games, then the registered ones: what `tafel list` shows. */
export function allGames(): AnyGame[] {
  return [...GAMES, ...added];
}

function findGameOrUndefined(id: string): AnyGame | undefined {
  return GAMES.find((g) => g.id === id) ?? added.find((g) => g.id === id);
}

export function findGame(id: string): AnyGame {
  const game = findGameOrUndefined(id);
  if (!game) throw new UsageError(`unknown game '${id}': valid games are ${choices(allGames().map((g) => g.id))}`);
  return game;
}

/** Reads `key=value` option texts (numbers and booleans as JSON, anything else as text)
 * into the game's validated options, every default filled in. */
export function resolveOptions(game: AnyGame, given: Readonly<Record<string, unknown>>): BaseOptions {
  const known = Object.keys(game.optionDocs);
  for (const key of Object.keys(given)) {
    if (!known.includes(key)) {
      throw new UsageError(`game ${game.id} has no option '${key}': valid options are ${choices(known)}`);
    }
  }
  const parsed = game.options.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // Name the option as written; for a list, which item is wrong.
    const [key, ...inner] = issue.path.map(String);
    const item = inner.length ? ` (item ${Number(inner[0]) + 1})` : '';
    const value = typeof given[key] === 'string' ? given[key] : JSON.stringify(given[key]);
    throw new UsageError(`option ${key}=${value} of ${game.id} is invalid${item}: ${issue.message}`);
  }
  return parsed.data;
}

export function parseOptionText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Rejects a player count the game cannot seat with these options. */
export function checkPlayerCount(game: AnyGame, players: number, options: BaseOptions): void {
  const range = game.players.max === Infinity ? `${game.players.min} or more` : `${game.players.min} to ${game.players.max}`;
  if (players < game.players.min || players > game.players.max) {
    throw new UsageError(`${game.id} takes ${range} players, not ${players}`);
  }
  const why = game.checkPlayers(players, options);
  if (why) throw new UsageError(why);
}
