// GS-2 seen from one seat: a deck consistent with what the seat saw, for search bots.
import type { Rng } from '../../core/rng.js';
import { shuffle } from '../../core/rng.js';
import { CARD_COUNT, type GesjaaktObservation, type GesjaaktState, HIGHEST, LOWEST, NOBODY, REMOVED } from './state.js';

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
