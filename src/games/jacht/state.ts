export const ROUNDS = 12;
export const MAX_ROLLS = 3;

export interface JachtState {
  readonly players: number;
  /** 0..11; ROUNDS once every sheet is full. */
  round: number;
  /** The seat whose turn it is; seats play in order within a round (G-1). */
  seat: number;
  /** Rolls made this turn, 1..3: the dice are rolled when the turn starts. */
  rollsUsed: number;
  /** The five dice, sorted ascending. */
  readonly dice: Int8Array;
  /** Per seat, a bit for each filled category (bit c for CATEGORY_IDS[c]). */
  readonly filled: Uint16Array;
  /** Per seat and category (seat * 12 + c): the score written, -1 while empty. */
  readonly sheet: Int8Array;
  /** Per seat, the sum of its sheet. */
  readonly totals: Int16Array;
}

/** Jacht hides nothing: a seat sees the whole state. */
export type JachtObservation = JachtState;
