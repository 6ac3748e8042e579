// A hand is kept in card order, so the same cards always make the same discard strings.
import type { FatimaState } from './state.js';
import { HAND } from './state.js';

/** Puts `card` into `seat`'s hand, with `code` as its place (the seat, plus SHOWN). */
export function insertCard(state: FatimaState, seat: number, card: number, code: number): void {
  const { hands, handSize } = state;
  const base = seat * HAND;
  let i = base + handSize[seat]++;
  while (i > base && hands[i - 1] > card) {
    hands[i] = hands[i - 1];
    i--;
  }
  hands[i] = card;
  state.place[card] = code;
}

/** Takes `card` out of `seat`'s hand (the caller gives it its new place). */
export function removeCard(state: FatimaState, seat: number, card: number): void {
  const { hands, handSize } = state;
  const base = seat * HAND;
  const end = base + handSize[seat];
  let i = base;
  while (hands[i] !== card) i++;
  for (; i < end - 1; i++) hands[i] = hands[i + 1];
  hands[end - 1] = -1;
  handSize[seat]--;
}
