// GS-2: chips and taken cards are public; the removed cards and the deck order are not.
import type { Rng } from '../../core/rng.js';
import { shuffle } from '../../core/rng.js';
import { type Writable, refill } from '../../core/refill.js';
import { CARD_COUNT, type GesjaaktObservation, type GesjaaktState, HIGHEST, LOWEST, NOBODY, REMOVED } from './state.js';

export function observe(state: GesjaaktState, seat: number, into?: GesjaaktObservation): GesjaaktObservation {
  const obs = (into ?? {}) as Writable<GesjaaktObservation>;
  obs.seat = seat;
  obs.players = state.players;
  obs.card = state.deck[state.next] ?? 0;
  obs.pot = state.pot;
  obs.chips = refill(obs.chips, state.chips);
  obs.owner = refill(obs.owner, state.owner);
  obs.cardsLeft = Math.max(0, state.deck.length - state.next - 1);
  // Sealed when new, so a bot cannot hang anything of its own on it.
  return into ? obs : Object.seal(obs);
}

/** A deck consistent with what the seat saw: the cards nobody has seen are shuffled
 * over the removed places and the rest of the pile. */
export function determinize(obs: GesjaaktObservation, rng: Rng): GesjaaktState {
  const taken: number[] = [];
  const unseen: number[] = [];
  for (let card = LOWEST; card <= HIGHEST; card++) {
    if (obs.owner[card] !== NOBODY) taken.push(card);
    else if (card !== obs.card) unseen.push(card);
  }
  shuffle(unseen, rng);
  const face = obs.card === 0 ? [] : [obs.card];
  const pile = unseen.slice(REMOVED);
  const deck = Int8Array.from([...unseen.slice(0, REMOVED), ...taken, ...face, ...pile]);
  if (deck.length !== CARD_COUNT) throw new Error('observation is inconsistent: cards do not add up to 33');
  return {
    players: obs.players,
    deck,
    next: REMOVED + taken.length,
    pot: obs.pot,
    chips: obs.chips.slice(),
    owner: obs.owner.slice(),
    current: obs.seat,
  };
}
