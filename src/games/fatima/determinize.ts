// A full state consistent with an observation, for search. Every card the seat has seen
// stays where it is: its own hand, the discard pile, and each card another player picked
// up from the discard pile (FT-6) in that player's hand. The unseen cards are shuffled
// and dealt over the hidden places of the other hands, each place getting a card of the
// draw pile it was drawn from (FT-7: after a rebuild the hands hold older cards than the
// pile), and the rest make the draw pile.
import type { Rng } from '../../core/rng.js';
import { shuffle } from '../../core/rng.js';
import { MAX_CARDS } from './cards.js';
import { insertCard } from './hand.js';
import { DRAW, HAND, PILE, SHOWN, UNSEEN, type FatimaObservation, type FatimaState, stateArrays } from './state.js';

/** Scratch: the unseen cards, shuffled, then used from the front. */
const unseen = new Int16Array(MAX_CARDS);

export function determinize(obs: FatimaObservation, rng: Rng): FatimaState {
  const { players, cards, seat } = obs;
  const arrays = stateArrays(players, cards);
  const state: FatimaState = {
    players,
    decks: obs.decks,
    cards,
    callLimit: obs.callLimit,
    tiesPenalized: obs.tiesPenalized,
    longerRuns: obs.longerRuns,
    playOn: obs.playOn,
    ...arrays,
    phase: obs.phase,
    current: obs.current,
    round: obs.round,
    starter: obs.starter,
    reshuffles: obs.reshuffles,
    drawSize: 0,
    pileSize: obs.pileSize,
    topStart: obs.topStart,
    topKind: obs.topKind,
    topLow: obs.topLow,
    topHigh: obs.topHigh,
    prevStart: obs.prevStart,
    prevEnd: obs.prevEnd,
    prevKind: obs.prevKind,
    prevLow: obs.prevLow,
    prevHigh: obs.prevHigh,
  };
  const { place, gen, hands, drawPile, pile } = arrays;
  for (let s = 0; s < players; s++) {
    arrays.totals[s] = obs.totals[s];
    arrays.out[s] = obs.out[s];
  }
  hands.fill(-1);
  for (let i = 0; i < cards; i++) pile[i] = obs.pile[i];
  let count = 0;
  for (let c = 0; c < cards; c++) {
    const code = obs.place[c];
    gen[c] = obs.gen[c];
    if (code === UNSEEN) unseen[count++] = c;
    else if (code === PILE) place[c] = PILE;
    else insertCard(state, code >= SHOWN ? code - SHOWN : code, c, code);
  }
  shuffle(unseen.subarray(0, count), rng);
  let used = 0;
  for (let s = 0; s < players; s++) {
    if (s === seat) continue;
    for (let i = s * HAND; i < s * HAND + HAND && obs.hidden[i] >= 0; i++) {
      // The first unused unseen card of that generation, moved to the used front.
      const g = obs.hidden[i];
      let j = used;
      while (j < count && gen[unseen[j]] !== g) j++;
      if (j === count) throw new Error(`observation is inconsistent: no unseen card of draw pile ${g} left for seat ${s}`);
      const card = unseen[j];
      unseen[j] = unseen[used];
      unseen[used++] = card;
      insertCard(state, s, card, s);
    }
  }
  for (let s = 0; s < players; s++) {
    if (state.handSize[s] !== obs.handSize[s]) {
      throw new Error(`observation is inconsistent: seat ${s} holds ${state.handSize[s]} cards, not ${obs.handSize[s]}`);
    }
  }
  const left = count - used;
  if (left !== obs.drawSize)
    throw new Error(`observation is inconsistent: ${left} unseen cards for a draw pile of ${obs.drawSize}`);
  // The moves above kept the rest in shuffled order except for swaps with the front: shuffle again.
  const rest = unseen.subarray(used, count);
  shuffle(rest, rng);
  for (let i = 0; i < left; i++) {
    drawPile[i] = rest[i];
    place[rest[i]] = DRAW;
  }
  state.drawSize = left;
  return state;
}
