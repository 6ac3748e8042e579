// The second half of a turn (FT-6, FT-7, FT-12): one card of the previous player's discard
// — any card of a set, only an end of a run — or the top card of the draw pile, which is
// rebuilt from the discard pile when it is empty and the player chooses to draw.
import type { Chance } from '../../core/chance.js';
import { shuffle } from '../../core/rng.js';
import { STREAM } from '../../core/seeds.js';
import { nextSeat } from './deal.js';
import { insertCard } from './hand.js';
import { DRAW, KIND, PHASE, SHOWN, type FatimaState } from './state.js';

/** FT-6: may the card at pile[i] (in the previous group) be taken? */
export function takeable(state: FatimaState, i: number): boolean {
  if (state.prevKind !== KIND.run) return true;
  const card = state.pile[i];
  return card === state.prevLow || card === state.prevHigh;
}

/** FT-12: drawing is possible from the pile, or from what a rebuild would give it. */
export function canDraw(state: FatimaState): boolean {
  return state.drawSize > 0 || state.topStart > 0;
}

/** Picks `card` up from the previous group: everyone sees it go into the hand. */
export function takeCard(state: FatimaState, card: number): void {
  const { pile } = state;
  let i = state.prevStart;
  while (pile[i] !== card) i++;
  for (; i < state.pileSize - 1; i++) pile[i] = pile[i + 1];
  pile[--state.pileSize] = -1;
  state.topStart--;
  insertCard(state, state.current, card, state.current + SHOWN);
  endTurn(state);
}

export function drawCard(state: FatimaState, chance: Chance): void {
  if (state.drawSize === 0) rebuildDrawPile(state, chance);
  const card = state.drawPile[--state.drawSize];
  insertCard(state, state.current, card, state.current);
  endTurn(state);
}

/** FT-7, FT-12: everything under the group just discarded, shuffled, becomes the draw
 * pile; that group stays as the discard pile. Keyed by the round and the rebuild within
 * it, so duplicate deals rebuild alike. */
function rebuildDrawPile(state: FatimaState, chance: Chance): void {
  const { pile, drawPile, place, gen } = state;
  const n = state.topStart;
  const generation = ++state.reshuffles;
  for (let i = 0; i < n; i++) {
    const card = pile[i];
    drawPile[i] = card;
    place[card] = DRAW;
    gen[card] = generation;
  }
  for (let i = n; i < state.pileSize; i++) pile[i - n] = pile[i];
  for (let i = state.pileSize - n; i < state.pileSize; i++) pile[i] = -1;
  state.pileSize -= n;
  state.topStart = 0;
  state.prevStart = state.prevEnd = 0;
  state.drawSize = n;
  shuffle(drawPile.subarray(0, n), chance.stream(STREAM.shuffle, state.round, generation));
}

function endTurn(state: FatimaState): void {
  state.current = nextSeat(state, state.current);
  state.phase = PHASE.discard;
}
