// Klaverjassen's 32 cards as integers 0..31 (suit * 8 + rank) and a hand as a 32-bit mask,
// so that a legal-card test is a few bit operations. Ranks run 7 8 9 T J Q K A: the
// sequence order of roem (KJ-6). Written rank then suit: `JH` is the jack of hearts.
const RANKS = '789TJQKA';
export const SUITS = 'CDHS';
export const SUIT_NAMES = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
export const CARDS = 32;
export const HAND = 8;
// Ranks by name where the rules name them (the seven is 0, the eight 1).
export const NINE = 2;
export const TEN = 3;
export const JACK = 4;
export const QUEEN = 5;
export const KING = 6;
export const ACE = 7;

export const cardOf = (suit: number, rank: number): number => (suit << 3) | rank;
export const suitOf = (card: number): number => card >> 3;
export const rankOf = (card: number): number => card & 7;
export const bit = (card: number): number => 1 << card;
/** The mask of all eight cards of a suit. */
export const SUIT_MASK: readonly number[] = [0xff, 0xff00, 0xff0000, 0xff000000 | 0];
export const ALL_CARDS = -1; // every bit of 32

/** Strength in a trick, higher wins: trump J > 9 > A > T > K > Q > 8 > 7, the other
 * suits A > T > K > Q > J > 9 > 8 > 7 (the text's tables). */
export const TRUMP_STRENGTH: readonly number[] = [0, 1, 6, 4, 7, 2, 3, 5];
export const PLAIN_STRENGTH: readonly number[] = [0, 1, 2, 6, 3, 4, 5, 7];
/** Card points: trump J 20, 9 14, A 11, T 10, K 4, Q 3; others A 11, T 10, K 4, Q 3, J 2. */
const TRUMP_POINTS: readonly number[] = [0, 0, 14, 10, 20, 3, 4, 11];
const PLAIN_POINTS: readonly number[] = [0, 0, 0, 10, 2, 3, 4, 11];
export const LAST_TRICK = 10;
/** Card points of a round: 152, plus the last trick: 162. */
export const ROUND_POINTS = 162;

/** [trump][strength + 1]: the trumps stronger than a trump of that strength (-1: every trump). */
export const HIGHER_TRUMPS: readonly (readonly number[])[] = Array.from({ length: 4 }, (_, suit) =>
  Array.from({ length: 9 }, (_, s) => {
    let mask = 0;
    for (let rank = 0; rank < 8; rank++) if (TRUMP_STRENGTH[rank] > s - 1) mask |= bit(cardOf(suit, rank));
    return mask;
  }),
);

export function cardPoints(card: number, trump: number): number {
  return suitOf(card) === trump ? TRUMP_POINTS[rankOf(card)] : PLAIN_POINTS[rankOf(card)];
}

export function popcount(mask: number): number {
  mask -= (mask >>> 1) & 0x55555555;
  mask = (mask & 0x33333333) + ((mask >>> 2) & 0x33333333);
  return (((mask + (mask >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The lowest card in a non-empty mask. */
export function lowestCard(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}

export const NAMES: readonly string[] = Array.from({ length: CARDS }, (_, c) => RANKS[rankOf(c)] + SUITS[suitOf(c)]);

/** [char code]: the rank or suit it names, -1 for none. apply reads every card played
 * through these: two table lookups, no string made. */
const RANK_OF_CODE = codeTable(RANKS);
const SUIT_OF_CODE = codeTable(SUITS);
function codeTable(letters: string): Int8Array {
  const table = new Int8Array(128).fill(-1);
  for (let i = 0; i < letters.length; i++) table[letters.charCodeAt(i)] = i;
  return table;
}

/** The card a name like `JH` stands for, or -1. Upper case only, as written out. */
export function parseCard(text: unknown): number {
  if (typeof text !== 'string' || text.length !== 2) return -1;
  // Out of the tables' range reads undefined, which is no rank or suit either.
  const rank = RANK_OF_CODE[text.charCodeAt(0)] ?? -1;
  const suit = SUIT_OF_CODE[text.charCodeAt(1)] ?? -1;
  return rank < 0 || suit < 0 ? -1 : cardOf(suit, rank);
}

export function parseSuit(text: unknown): number {
  return typeof text === 'string' && text.length === 1 ? SUITS.indexOf(text) : -1;
}
