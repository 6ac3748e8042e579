// Who wins: most chips. Ties for the most share the win (the match loop does that, G-2).
import type { GameResult } from '../../src/core/game.js';
import type { BlufState } from './state.js';

/** Also the ranking of a game stopped early (capped): the chips of the hands played. */
export function result(state: BlufState): GameResult {
  return { scores: state.chips.slice(), standing: state.chips.slice() };
}
