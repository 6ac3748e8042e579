// A full state consistent with an observation, for search: the cards this seat has not
// seen are dealt over the other hands, each hand to its size, no card to a seat that play
// has shown does not hold it (a suit not followed, a trump it did not play when it had
// to: T.excluded). Every consistent deal can come out: cards are placed one at a time in
// a random order, each to a seat drawn by its room left, among the seats that keep the
// rest placeable (Hall's condition over the three other seats). Without constraints this
// is exactly a uniform deal.
import type { Rng } from '../../core/rng.js';
import { shuffle } from '../../core/rng.js';
import { ALL_CARDS, CARDS, HAND, bit } from './cards.js';
import { SEATS, T, playerOfCard, type KlaverjasObservation, type KlaverjasState } from './state.js';

const pool = new Int8Array(CARDS);
const allowedOf = new Int8Array(CARDS);
/** Cards not yet placed, by the set of seats (a 4-bit mask) that may take them. */
const byAllowed = new Int32Array(16);
const room = new Int32Array(SEATS);

export function determinize(obs: KlaverjasObservation, rng: Rng): KlaverjasState {
  const t = obs.t.slice();
  const { seat } = obs;
  if (obs.utrecht) {
    t[T.proposals] = 0;
    t[T.proposals + 1] = 1;
  } else if (obs.shown < 2) t[T.proposals + 1] = (t[T.proposals] + 1 + rng.int(3)) & 3;
  dealUnseen(t, seat, obs.playedCount, rng);
  return {
    rounds: obs.rounds,
    amsterdam: obs.amsterdam,
    utrecht: obs.utrecht,
    autoRoem: obs.autoRoem,
    deals: undefined,
    t,
    round: obs.round,
    phase: obs.phase,
    dealer: obs.dealer,
    turn: obs.turn,
    shown: obs.shown,
    bidCount: obs.bidCount,
    trump: obs.trump,
    player: obs.player,
    playedCount: obs.playedCount,
    leader: obs.leader,
    best: obs.best,
    bestSeat: obs.bestSeat,
    pendingRoem: obs.pendingRoem,
  };
}

/** Fills the other seats' hands in `t` (an observation's table: they are 0). */
function dealUnseen(t: Int32Array, seat: number, playedCount: number, rng: Rng): void {
  let seen = t[T.hands + seat];
  room.fill(HAND);
  room[seat] = 0;
  for (let i = 0; i < playedCount; i++) {
    seen |= bit(t[T.played + i]);
    const by = playerOfCard(t, i);
    if (by !== seat) room[by]--;
  }
  let n = 0;
  byAllowed.fill(0);
  for (let m = ALL_CARDS & ~seen; m !== 0; m &= m - 1) {
    const card = 31 - Math.clz32(m & -m);
    let allowed = 0;
    for (let s = 0; s < SEATS; s++) if (s !== seat && (t[T.excluded + s] & bit(card)) === 0) allowed |= 1 << s;
    if (allowed === 0) throw new Error(`observation is inconsistent: no seat can hold card ${card}`);
    pool[n++] = card;
    allowedOf[card] = allowed;
    byAllowed[allowed]++;
  }
  if (n !== room[0] + room[1] + room[2] + room[3]) {
    throw new Error(`observation is inconsistent: ${n} unseen cards for hands of ${room.join(', ')}`);
  }
  if (!placeable(seat)) throw new Error('observation is inconsistent: the unseen cards cannot be dealt as play has shown');
  const cards = pool.subarray(0, n);
  shuffle(cards, rng);
  for (let i = 0; i < n; i++) {
    const card = cards[i];
    const allowed = allowedOf[card];
    byAllowed[allowed]--;
    let candidates = allowed;
    for (;;) {
      const s = drawSeat(candidates, rng);
      room[s]--;
      if (placeable(seat)) {
        t[T.hands + s] |= bit(card);
        break;
      }
      room[s]++;
      candidates &= ~(1 << s);
      if (candidates === 0) throw new Error('observation is inconsistent: a card found no seat');
    }
  }
}

/** A seat of `candidates` with room, drawn with odds by the room it has left. */
function drawSeat(candidates: number, rng: Rng): number {
  let total = 0;
  for (let s = 0; s < SEATS; s++) if (candidates & (1 << s)) total += room[s];
  let pick = rng.int(total);
  for (let s = 0; s < SEATS; s++) {
    if ((candidates & (1 << s)) === 0) continue;
    pick -= room[s];
    if (pick < 0) return s;
  }
  throw new Error('no seat has room');
}

/** Hall's condition: for every set of the other seats, the cards that only they may take
 * fit in the room they have. */
function placeable(seat: number): boolean {
  for (let seats = 1; seats < 16; seats++) {
    if (seats & (1 << seat)) continue;
    let cards = 0;
    for (let a = 1; a < 16; a++) if ((a & ~seats) === 0) cards += byAllowed[a];
    let space = 0;
    for (let s = 0; s < SEATS; s++) if (seats & (1 << s)) space += room[s];
    if (cards > space) return false;
  }
  return true;
}
