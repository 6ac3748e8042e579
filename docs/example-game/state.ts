// Bluf's state and what one seat sees of it: plain data that the rules change in place.
export interface BlufState {
  readonly players: number;
  /** Hands in the game (an option). */
  readonly hands: number;
  /** The hand under way, from 0. `hands` once the game is over. */
  hand: number;
  /** Each seat's card this hand, 1..players + 1. Hidden from the other seats. */
  readonly cards: number[];
  /** Chips each seat has put in the pot this hand: the ante, and 1 more to bet or call. */
  readonly stakes: number[];
  /** Who has folded this hand. */
  readonly folded: boolean[];
  /** Who bet this hand, or -1 while nobody has. */
  bettor: number;
  /** The seat to act. */
  turn: number;
  /** Decisions left in this round of betting: everyone's, or after a bet the others'. */
  left: number;
  /** Chips won (or lost, below 0) over the hands played. */
  readonly chips: number[];
}

export interface BlufObservation {
  readonly seat: number;
  readonly players: number;
  readonly hands: number;
  readonly hand: number;
  /** This seat's own card; the others' are what search has to guess. */
  readonly card: number;
  readonly stakes: number[];
  readonly folded: boolean[];
  readonly bettor: number;
  readonly turn: number;
  readonly left: number;
  readonly chips: number[];
}
