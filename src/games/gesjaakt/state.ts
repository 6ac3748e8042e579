/** Card values run 3..35; arrays indexed by value have room for 0..36 so that the
 * neighbours of every card (c - 1, c + 1) are valid indices. */
export const LOWEST = 3;
export const HIGHEST = 35;
export const CARD_COUNT = HIGHEST - LOWEST + 1; // 33
export const REMOVED = 9; // put back in the box unseen (GS-1)
export const NOBODY = -1;

export interface GesjaaktState {
  readonly players: number;
  /** All 33 cards in shuffled order: the first 9 are the removed ones, then the cards
   * in the order they are turned up. Hidden (GS-2). */
  readonly deck: Int8Array;
  /** Index in `deck` of the face-up card; `deck.length` once the pile is gone. */
  next: number;
  /** Chips lying on the face-up card. */
  pot: number;
  readonly chips: Int16Array;
  /** Who took each card value (NOBODY while not taken). Public. */
  readonly owner: Int8Array;
  current: number;
}

export interface GesjaaktObservation {
  readonly seat: number;
  readonly players: number;
  /** The face-up card. */
  readonly card: number;
  readonly pot: number;
  /** Every player's chips (public, GS-2). */
  readonly chips: Int16Array;
  /** Who took each card value. */
  readonly owner: Int8Array;
  /** Face-down cards still to come after this one (the count is public, not which). */
  readonly cardsLeft: number;
}
