// A round's beginning and end: the deal (from the seed, or an explicit one), KJ-2's
// dealer moving on and its trump proposals; at the end, the score (score.ts) and the
// next round, until the game's rounds are played (KJ-1).
import type { Chance } from '../../core/chance.js';
import { shuffle } from '../../core/rng.js';
import { STREAM } from '../../core/seeds.js';
import { CARDS, HAND } from './cards.js';
import { startBidding } from './bidding.js';
import { scoreRound } from './score.js';
import { MAX_BIDS, PHASE, SEATS, T, type KlaverjasState } from './state.js';

const CLUBS = 0;
/** The deck to shuffle: scratch, refilled before every deal. */
const deck = new Int8Array(CARDS);

/** Deals round `state.round` to the hands and draws its proposals. The cards and the
 * proposals come from streams keyed by the round, so a deal is the same however the
 * bots played before it (duplicate deals). */
export function dealRound(state: KlaverjasState, chance: Chance): void {
  const { t } = state;
  const given = state.deals?.[state.round];
  if (given) {
    for (let s = 0; s < SEATS; s++) t[T.hands + s] = given.hands[s];
    t[T.proposals] = given.trumps[0];
    t[T.proposals + 1] = given.trumps[1];
  } else {
    for (let c = 0; c < CARDS; c++) deck[c] = c;
    shuffle(deck, chance.stream(STREAM.deal, state.round));
    for (let s = 0; s < SEATS; s++) {
      let hand = 0;
      for (let k = 0; k < HAND; k++) hand |= 1 << deck[s * HAND + k];
      t[T.hands + s] = hand;
    }
    // KJ-2: round 1 proposes clubs first; the second proposal is another suit at random.
    const rng = chance.stream(STREAM.shuffle, state.round);
    const first = state.round === 0 ? CLUBS : rng.int(4);
    t[T.proposals] = first;
    t[T.proposals + 1] = (first + 1 + rng.int(3)) & 3;
  }
  t.fill(0, T.excluded, T.excluded + SEATS);
  t.fill(0, T.bids, T.bids + MAX_BIDS);
  t.fill(0, T.played, T.played + CARDS);
  t.fill(0, T.leaders, T.totals);
  state.playedCount = 0;
  state.pendingRoem = 0;
  state.best = -1;
  state.bestSeat = -1;
  startBidding(state);
}

export function endRound(state: KlaverjasState, chance: Chance): void {
  scoreRound(state);
  state.round++;
  if (state.round >= state.rounds) {
    state.phase = PHASE.over;
    state.turn = 0;
    return;
  }
  state.dealer = (state.dealer + 1) % SEATS;
  dealRound(state, chance);
}
