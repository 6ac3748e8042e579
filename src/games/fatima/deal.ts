// FT-9, FT-10: every round is dealt afresh — all cards gathered and shuffled, five to each
// player still in, one card face up as the discard pile — and the seats in turn.
import type { Chance } from '../../core/chance.js';
import { shuffle } from '../../core/rng.js';
import { STREAM } from '../../core/seeds.js';
import { insertCard } from './hand.js';
import { DRAW, HAND, KIND, PHASE, PILE, type FatimaState } from './state.js';

/** The next seat clockwise from `seat` that is still playing (FT-8 with play-on). */
export function nextSeat(state: FatimaState, seat: number): number {
  const { players, out } = state;
  for (let step = 1; step <= players; step++) {
    const s = (seat + step) % players;
    if (out[s] === 0) return s;
  }
  return seat;
}

/** Deals round `state.round`, begun by `starter`. The shuffle is keyed by the round, so a
 * duplicate deal gives every rotation the same cards, however the rounds before went;
 * seat s gets the same five cards whoever begins. */
export function dealRound(state: FatimaState, starter: number, chance: Chance): void {
  const { cards, drawPile, place, gen, handSize, players, out } = state;
  for (let c = 0; c < cards; c++) {
    drawPile[c] = c;
    place[c] = DRAW;
    gen[c] = 0;
  }
  shuffle(drawPile, chance.stream(STREAM.deal, state.round));
  state.hands.fill(-1);
  state.pile.fill(-1);
  state.drawSize = cards;
  for (let s = 0; s < players; s++) {
    handSize[s] = 0;
    if (out[s] !== 0) continue;
    for (let i = 0; i < HAND; i++) insertCard(state, s, drawPile[--state.drawSize], s);
  }
  const opening = drawPile[--state.drawSize];
  state.pile[0] = opening;
  place[opening] = PILE;
  state.pileSize = 1;
  state.topStart = 0;
  state.topKind = KIND.single;
  state.topLow = -1;
  state.topHigh = -1;
  state.prevStart = 0;
  state.prevEnd = 0;
  state.prevKind = KIND.single;
  state.prevLow = -1;
  state.prevHigh = -1;
  state.reshuffles = 0;
  state.starter = starter;
  state.current = starter;
  state.phase = PHASE.discard;
}
