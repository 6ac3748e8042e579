// The cards a seat cannot place, counted from its observation alone: what a bot's card
// counting and determinize start from.
import { KINDS, type JattenObservation, SWINDLER } from './state.js';

/** Cards this seat cannot place: neither in its hand, a collection, the middle, the discard
 * pile, nor known to be in another hand. They lie in the other hands or the deck. Written
 * into `pool` when given (a bot's scratch, so a decision allocates nothing), else anew. */
export function unseenCards(obs: JattenObservation, pool: Int8Array = new Int8Array(KINDS)): Int8Array {
  const { players, composition, collections, known, middle, discard } = obs;
  for (let k = 0; k < KINDS; k++) pool[k] = composition[k] - discard[k];
  for (let s = 0; s < players; s++) {
    const row = s * KINDS;
    for (let k = 0; k < KINDS; k++) pool[k] -= collections[row + k] + known[row + k];
  }
  for (let i = 0; i < middle.length; i++) if (middle[i] !== SWINDLER) pool[middle[i]]--;
  return pool;
}
