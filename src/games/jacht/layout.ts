// A Jacht table's four arrays as views on one buffer, so an observation (which holds the
// same layout in a buffer of its own) is refilled with one native copy instead of four,
// and a clone copies one buffer. Widest first, so every view is aligned.
import { CATEGORY_COUNT } from './categories.js';
import { DICE } from './dice.js';

export interface TableArrays {
  /** The whole buffer. */
  readonly bytes: Int8Array;
  readonly filled: Uint16Array;
  readonly totals: Int16Array;
  readonly sheet: Int8Array;
  readonly dice: Int8Array;
}

/** Bytes of a table for `players`. */
export function tableBytes(players: number): number {
  return 4 * players + players * CATEGORY_COUNT + DICE;
}

/** The arrays laid out on `bytes` (new and blank unless given: a clone's copy). A blank
 * sheet is all -1: empty rows. */
export function tableArrays(players: number, bytes?: Int8Array): TableArrays {
  const blank = bytes === undefined;
  const all = bytes ?? new Int8Array(tableBytes(players));
  const { buffer, byteOffset } = all;
  const arrays: TableArrays = {
    bytes: all,
    filled: new Uint16Array(buffer, byteOffset, players),
    totals: new Int16Array(buffer, byteOffset + 2 * players, players),
    sheet: new Int8Array(buffer, byteOffset + 4 * players, players * CATEGORY_COUNT),
    dice: new Int8Array(buffer, byteOffset + 4 * players + players * CATEGORY_COUNT, DICE),
  };
  if (blank) arrays.sheet.fill(-1);
  return arrays;
}

/** Blanks a table's arrays for a new game, as tableArrays makes them. */
export function blankTable(arrays: TableArrays): void {
  arrays.bytes.fill(0);
  arrays.sheet.fill(-1);
}
