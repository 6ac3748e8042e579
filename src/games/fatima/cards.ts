// Fatima's cards and their notation: rank then suit (`A 2 … 9 T J Q K`, suits `C D H S`),
// jokers `X1`, `X2` (and `X3`, `X4` with two decks). With two decks (FT-1) every card of
// the second deck but a joker carries the deck mark `'` (`5C'`), so no two cards of a game
// are written alike: a record names the very card that moved.
//
// A card is a small integer: deck * 54 + k, where k = suit * 13 + rank - 1 for the 52
// ranked cards and 52, 53 for the two jokers. The tables below are indexed by it.

export const PER_DECK = 54;
export const MAX_CARDS = 2 * PER_DECK;
const RANKED = 52;

const RANK_CHARS = 'A23456789TJQK';
const SUIT_CHARS = 'CDHS';
const DECK_MARK = "'";

const k = (card: number): number => card % PER_DECK;
export const isJoker = (card: number): boolean => k(card) >= RANKED;

/** Rank 1 (ace) .. 13 (king); 0 for a joker. */
export const RANK = Int8Array.from({ length: MAX_CARDS }, (_, c) => (isJoker(c) ? 0 : (k(c) % 13) + 1));
/** Suit 0..3 (C D H S); -1 for a joker. */
export const SUIT = Int8Array.from({ length: MAX_CARDS }, (_, c) => (isJoker(c) ? -1 : Math.floor(k(c) / 13)));
/** Points in hand: joker 0, ace 1, 2..10 as printed, pictures 10. */
export const POINTS = Int8Array.from({ length: MAX_CARDS }, (_, c) => Math.min(RANK[c], 10));
/** Cards alike in play share a class: the same rank and suit in either deck, or any joker.
 * Two actions that differ only by such cards are the same decision, and only one is offered. */
export const CLASS = Int8Array.from({ length: MAX_CARDS }, (_, c) => (isJoker(c) ? RANKED : k(c)));
export const JOKER_CLASS = RANKED;

function makeName(card: number): string {
  const deck = Math.floor(card / PER_DECK);
  if (isJoker(card)) return `X${deck * 2 + k(card) - RANKED + 1}`;
  return `${RANK_CHARS[RANK[card] - 1]}${SUIT_CHARS[SUIT[card]]}${deck === 1 ? DECK_MARK : ''}`;
}

const NAMES: readonly string[] = Array.from({ length: MAX_CARDS }, (_, c) => makeName(c));
const BY_NAME = new Map(NAMES.map((name, c) => [name, c]));

export function cardName(card: number): string {
  return NAMES[card];
}

/** The card a name stands for, or -1 for a name no card has (in a game of `cards` cards). */
export function parseCard(name: string, cards = MAX_CARDS): number {
  const card = BY_NAME.get(name);
  return card === undefined || card >= cards ? -1 : card;
}

/** FT-1: one 54-card deck, two at 5 or 6 players. */
export function decksFor(players: number): number {
  return players >= 5 ? 2 : 1;
}
