// The public counts of a Jatten table — composition, discard pile, hand sizes, swindlers,
// collections, the collections by number and the middle — laid out in ONE Int8Array,
// with the named fields of the state as views on it. An observation holds the same
// layout at the front of its own array, so refilling those nine parts is a single native
// copy instead of nine (the largest cost of a decision before).
import { KINDS, NUMBERS } from './state.js';

/** The middle holds at most seven numbers, the swindler and the card that busts. */
export const MIDDLE_CAPACITY = NUMBERS + 2;

export interface TableViews {
  readonly composition: Int8Array;
  readonly discard: Int8Array;
  readonly handSize: Int8Array;
  readonly swindler: Uint8Array;
  readonly collections: Int8Array;
  readonly numbers: Int8Array;
  readonly middle: Int8Array;
}

/** Bytes of the table for `players`. */
export function tableLength(players: number): number {
  return 2 * KINDS + 2 * players + players * (KINDS + NUMBERS) + MIDDLE_CAPACITY;
}

/** The views of a table laid out from the start of `bytes` (which may be longer). */
export function tableViews(bytes: Int8Array, players: number): TableViews {
  const { buffer } = bytes;
  let at = bytes.byteOffset;
  const next = (length: number): Int8Array => {
    const view = new Int8Array(buffer, at, length);
    at += length;
    return view;
  };
  const composition = next(KINDS);
  const discard = next(KINDS);
  const handSize = next(players);
  const swindler = new Uint8Array(buffer, at, players);
  at += players;
  const collections = next(players * KINDS);
  const numbers = next(players * NUMBERS);
  const middle = next(MIDDLE_CAPACITY);
  return { composition, discard, handSize, swindler, collections, numbers, middle };
}
