// GS-2: chips and taken cards are public; the removed cards and the deck order are not.
import { type Writable, refill, sealedIfNew } from '../../core/refill.js';
import { type GesjaaktObservation, type GesjaaktState } from './state.js';

export function observe(state: GesjaaktState, seat: number, into?: GesjaaktObservation): GesjaaktObservation {
  const obs = (into ?? {}) as Writable<GesjaaktObservation>;
  obs.seat = seat;
  obs.players = state.players;
  obs.card = state.deck[state.next] ?? 0;
  obs.pot = state.pot;
  obs.chips = refill(obs.chips, state.chips);
  obs.owner = refill(obs.owner, state.owner);
  obs.cardsLeft = Math.max(0, state.deck.length - state.next - 1);
  return sealedIfNew(obs, into);
}
