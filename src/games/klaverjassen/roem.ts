// KJ-6: the roem in a trick of four cards. Three in sequence 20, four 50 (order 7 to A,
// one suit), trump K+Q ('stuk') 20 on top of a sequence, four of a kind 100, four jacks 200.
import { JACK, KING, QUEEN, rankOf, suitOf } from './cards.js';

/** [ranks of one suit as a mask]: the sequence roem in it. */
const SEQUENCE: readonly number[] = Array.from({ length: 256 }, (_, mask) => {
  let longest = 0;
  let run = 0;
  for (let r = 0; r < 8; r++) {
    run = mask & (1 << r) ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return longest >= 4 ? 50 : longest === 3 ? 20 : 0;
});

/** Ranks per suit of the trick being counted: scratch, so counting allocates nothing. */
const BY_SUIT = new Int32Array(4);

const FOUR_JACKS = 200;
const FOUR_OF_A_KIND = 100;
const STUK = 20;

export function roemOf(a: number, b: number, c: number, d: number, trump: number): number {
  const rank = rankOf(a);
  if (rankOf(b) === rank && rankOf(c) === rank && rankOf(d) === rank) return rank === JACK ? FOUR_JACKS : FOUR_OF_A_KIND;
  const bySuit = BY_SUIT;
  bySuit.fill(0);
  bySuit[suitOf(a)] |= 1 << rank;
  bySuit[suitOf(b)] |= 1 << rankOf(b);
  bySuit[suitOf(c)] |= 1 << rankOf(c);
  bySuit[suitOf(d)] |= 1 << rankOf(d);
  let roem = SEQUENCE[bySuit[0]] + SEQUENCE[bySuit[1]] + SEQUENCE[bySuit[2]] + SEQUENCE[bySuit[3]];
  const stuk = (1 << QUEEN) | (1 << KING);
  if ((bySuit[trump] & stuk) === stuk) roem += STUK;
  return roem;
}

/** The roem of the trick of four cards at `at` in `cards`. */
export function trickRoem(cards: Int32Array, at: number, trump: number): number {
  return roemOf(cards[at], cards[at + 1], cards[at + 2], cards[at + 3], trump);
}
