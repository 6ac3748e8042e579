// What one seat sees: everything but the other seats' cards.
import type { Writable } from '../../src/core/refill.js';
import type { BlufObservation, BlufState } from './state.js';

export function observe(state: BlufState, seat: number, into?: BlufObservation): BlufObservation {
  const obs = (into ?? {}) as Writable<BlufObservation>;
  obs.seat = seat;
  obs.players = state.players;
  obs.hands = state.hands;
  obs.hand = state.hand;
  obs.card = state.cards[seat];
  obs.stakes = copied(obs.stakes, state.stakes);
  obs.folded = copied(obs.folded, state.folded);
  obs.bettor = state.bettor;
  obs.turn = state.turn;
  obs.left = state.left;
  obs.chips = copied(obs.chips, state.chips);
  // Sealed when new, so a bot cannot hang anything of its own on it.
  return into ? obs : Object.seal(obs);
}

/** `into` refilled with `source`, or a new array where a bot replaced it: never `source`
 * itself, so no bot can change the state through what it was shown. */
function copied<T>(into: T[] | undefined, source: readonly T[]): T[] {
  const out = Array.isArray(into) ? into : [];
  out.length = source.length;
  for (let i = 0; i < source.length; i++) out[i] = source[i];
  return out;
}
