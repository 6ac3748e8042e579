// The table the search bots' tests seat a game at.
import type { AnyGame } from '../../src/core/game.js';
import { resolveOptions } from '../../src/games/registry.js';

/** Two players where the game allows it (the quickest games), else its fewest. */
export function playersOf(game: AnyGame): number {
  const options = resolveOptions(game, {});
  for (let p = Math.max(2, game.players.min); p <= game.players.max; p++) if (!game.checkPlayers(p, options)) return p;
  throw new Error(`no player count for ${game.id}`);
}
