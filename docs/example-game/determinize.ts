// A full state that one seat cannot tell from the real one, for search bots.
import { type Rng, shuffle } from '../../src/core/rng.js';
import type { BlufObservation, BlufState } from './state.js';

/** The cards the seat has not seen, shuffled with `rng` and dealt to the other seats;
 * everything the seat saw stays as it is. */
export function determinize(obs: BlufObservation, rng: Rng): BlufState {
  const unseen: number[] = [];
  for (let card = 1; card <= obs.players + 1; card++) if (card !== obs.card) unseen.push(card);
  shuffle(unseen, rng);
  const cards = Array.from({ length: obs.players }, (_, s) => (s === obs.seat ? obs.card : unseen.pop()!));
  return {
    players: obs.players,
    hands: obs.hands,
    hand: obs.hand,
    cards,
    stakes: obs.stakes.slice(),
    folded: obs.folded.slice(),
    bettor: obs.bettor,
    turn: obs.turn,
    left: obs.left,
    chips: obs.chips.slice(),
  };
}
