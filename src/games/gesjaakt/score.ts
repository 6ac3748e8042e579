// GS-5: what a player's cards and chips count, and who wins.
import type { GameResult } from '../../core/game.js';
import { type GesjaaktState, HIGHEST, LOWEST, NOBODY } from './state.js';

/** GS-5: each run of consecutive values counts only its lowest card, minus the chips. */
export function penaltyPoints(owner: Int8Array, chips: Int16Array): number[] {
  const points: number[] = new Array<number>(chips.length);
  for (let s = 0; s < chips.length; s++) points[s] = -chips[s];
  for (let card = LOWEST; card <= HIGHEST; card++) {
    const o = owner[card];
    if (o !== NOBODY && owner[card - 1] !== o) points[o] += card;
  }
  return points;
}

/** What taking `card` adds to `seat`'s card points: a card that joins a run from above
 * adds nothing, and one that extends a run downward replaces that run's lowest card. */
export function cardCost(owner: Int8Array, seat: number, card: number): number {
  const below = owner[card - 1] === seat ? 0 : card;
  const above = owner[card + 1] === seat ? card + 1 : 0;
  return below - above;
}

/** Lowest penalty wins; a capped game is ranked the same way, as it stands. */
export function result(state: GesjaaktState): GameResult {
  const scores = penaltyPoints(state.owner, state.chips);
  const standing: number[] = new Array<number>(scores.length);
  for (let s = 0; s < scores.length; s++) standing[s] = -scores[s];
  return { scores, standing };
}
