// The solver's lookup tables, built once: a trick's roem from the mask of its four cards,
// an upper bound on the roem the cards still out can make, and card points summed a suit
// at a time. The search reads these instead of looping over cards.
import { JACK, PLAIN_STRENGTH, TRUMP_STRENGTH, cardPoints, rankOf, suitOf } from '../cards.js';
import { roemOf } from '../roem.js';

/** [ranks of one suit as a mask]: the sequence roem of a trick holding them (roem.ts). */
const SEQUENCE: Int32Array = new Int32Array(256).map((_, ranks) => {
  const cards: number[] = [];
  for (let r = 0; r < 8; r++) if (ranks & (1 << r)) cards.push(r);
  if (cards.length < 3 || cards.length > 4) return 0;
  // Suit 0 with trump 1: no stuk, and (three or four cards of one suit) no four of a kind.
  while (cards.length < 4) cards.push(8 + cards.length); // a card of another suit
  return roemOf(cards[0], cards[1], cards[2], cards[3], 1);
});

/** [ranks of one suit still out]: the most sequence roem they can make, split over tricks
 * (a trick holds at most four of them). */
const SEQUENCE_BOUND: Int32Array = (() => {
  const best = new Int32Array(256);
  for (let ranks = 1; ranks < 256; ranks++) {
    let most = 0;
    // Every sub-mask of up to four cards as one trick's share, the rest split further.
    for (let part = ranks; part > 0; part = (part - 1) & ranks) {
      const n = bitsIn(part);
      if (n < 3 || n > 4) continue;
      const v = SEQUENCE[part] + best[ranks & ~part];
      if (v > most) most = v;
    }
    best[ranks] = most;
  }
  return best;
})();

function bitsIn(x: number): number {
  let n = 0;
  for (; x !== 0; x &= x - 1) n++;
  return n;
}

const FOUR = 0x01010101;
const STUK = 0x60; // queen and king of a suit

/** The roem of a trick whose four cards are `mask` (one of them `first`), as roem.ts counts it. */
export function trickRoemOf(mask: number, first: number, trump: number): number {
  const kind = FOUR << rankOf(first);
  if ((mask & kind) === kind) return rankOf(first) === JACK ? 200 : 100;
  let roem = SEQUENCE[mask & 0xff] + SEQUENCE[(mask >>> 8) & 0xff] + SEQUENCE[(mask >>> 16) & 0xff] + SEQUENCE[mask >>> 24];
  if (((mask >>> (trump << 3)) & STUK) === STUK) roem += 20;
  return roem;
}

/** At least the roem the cards of `mask` can still make in `tricks` tricks. */
export function roemBound(mask: number, trump: number, tricks: number): number {
  let seq =
    SEQUENCE_BOUND[mask & 0xff] +
    SEQUENCE_BOUND[(mask >>> 8) & 0xff] +
    SEQUENCE_BOUND[(mask >>> 16) & 0xff] +
    SEQUENCE_BOUND[mask >>> 24];
  if (seq > 50 * tricks) seq = 50 * tricks;
  if (((mask >>> (trump << 3)) & STUK) === STUK) seq += 20;
  for (let r = 0; r < 8; r++) {
    const kind = FOUR << r;
    if ((mask & kind) === kind) seq += r === JACK ? 200 : 100;
  }
  return seq;
}

/** [ranks of a suit]: the three-card runs (bit `start` for ranks start..start+2) that
 * are all there, and those a hand with these ranks holds at most one card of. */
const RUNS_IN: Int32Array = new Int32Array(256).map((_, ranks) => {
  let runs = 0;
  for (let start = 0; start < 6; start++) if (((ranks >> start) & 7) === 7) runs |= 1 << start;
  return runs;
});
const RUNS_APART: Int32Array = new Int32Array(256).map((_, ranks) => {
  let runs = 0;
  for (let start = 0; start < 6; start++) if (bitsIn((ranks >> start) & 7) <= 1) runs |= 1 << start;
  return runs;
});
/** [runs]: the ranks they cover. */
const RUN_RANKS: Int32Array = new Int32Array(64).map((_, runs) => {
  let ranks = 0;
  for (let start = 0; start < 6; start++) if (runs & (1 << start)) ranks |= 7 << start;
  return ranks;
});

/** At least the roem the cards in `hands` can still make in `tricks` tricks, at the
 * start of a trick: a trick's four cards come from four hands, so a run, the stuk or four
 * of a kind counts only when no hand holds two of its cards. Tighter than roemBound. */
export function heldRoemBound(hands: Int32Array, trump: number, tricks: number): number {
  const a = hands[0];
  const b = hands[1];
  const c = hands[2];
  const d = hands[3];
  const all = a | b | c | d;
  let seq = 0;
  for (let shift = 0; shift < 32; shift += 8) {
    const runs =
      RUNS_IN[(all >>> shift) & 0xff] &
      RUNS_APART[(a >>> shift) & 0xff] &
      RUNS_APART[(b >>> shift) & 0xff] &
      RUNS_APART[(c >>> shift) & 0xff] &
      RUNS_APART[(d >>> shift) & 0xff];
    if (runs !== 0) seq += SEQUENCE_BOUND[RUN_RANKS[runs]];
  }
  if (seq > 50 * tricks) seq = 50 * tricks;
  const t = trump << 3;
  const stuk = STUK << t;
  if ((all & stuk) === stuk && (a & stuk) !== stuk && (b & stuk) !== stuk && (c & stuk) !== stuk && (d & stuk) !== stuk) {
    seq += 20;
  }
  for (let r = 0; r < 8; r++) {
    const kind = FOUR << r;
    if ((all & kind) === kind && one(a & kind) && one(b & kind) && one(c & kind) && one(d & kind)) {
      seq += r === JACK ? 200 : 100;
    }
  }
  return seq;
}

const one = (x: number): boolean => x !== 0 && (x & (x - 1)) === 0;

/** [trump][suit][ranks]: the card points of those ranks of that suit. */
const SUIT_POINTS: readonly Int32Array[] = [0, 1, 2, 3].map((trump) => {
  const table = new Int32Array(4 * 256);
  for (let suit = 0; suit < 4; suit++) {
    for (let ranks = 0; ranks < 256; ranks++) {
      let sum = 0;
      for (let r = 0; r < 8; r++) if (ranks & (1 << r)) sum += cardPoints(suit * 8 + r, trump);
      table[suit * 256 + ranks] = sum;
    }
  }
  return table;
});

/** The card points of the cards in `mask`. */
export function pointsOf(mask: number, trump: number): number {
  const t = SUIT_POINTS[trump];
  return t[mask & 0xff] + t[256 + ((mask >>> 8) & 0xff)] + t[512 + ((mask >>> 16) & 0xff)] + t[768 + (mask >>> 24)];
}

/** [trump][led * 32 + card]: a card's strength in a trick led with `led`, as trick.ts's
 * `strength` (16 + trump strength for a trump, -1 for a card of another suit). */
export const STRENGTH: readonly Int8Array[] = [0, 1, 2, 3].map((trump) => {
  const table = new Int8Array(4 * 32);
  for (let led = 0; led < 4; led++) {
    for (let card = 0; card < 32; card++) {
      const suit = suitOf(card);
      table[led * 32 + card] =
        suit === trump ? 16 + TRUMP_STRENGTH[rankOf(card)] : suit === led ? PLAIN_STRENGTH[rankOf(card)] : -1;
    }
  }
  return table;
});

/** [trump][card]: card points. */
export const POINTS: readonly Int8Array[] = [0, 1, 2, 3].map((trump) =>
  Int8Array.from({ length: 32 }, (_, card) => cardPoints(card, trump)),
);
