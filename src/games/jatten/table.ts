// The public counts of a Jatten table — composition, discard pile, hand sizes, swindlers,
// collections, the collections by number and the middle — laid out in ONE Int8Array,
// with the named fields of the state as views on it. An observation holds the same
// layout at the front of its own array, so refilling those nine parts is a single native
// copy instead of nine (the largest cost of a decision before).
import { CARD_COUNT, KINDS, NUMBERS } from './state.js';

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

/** Every array of a state, views on one buffer: a game's set-up (and a clone) then costs
 * one allocation instead of six, and a clone copies the whole with one native slice. */
export interface StateArrays extends TableViews {
  /** The whole buffer, for clone. */
  readonly bytes: Int8Array;
  readonly table: Int8Array;
  readonly deck: Int8Array;
  readonly hands: Int8Array;
  readonly known: Int8Array;
  readonly seen: Int8Array;
  readonly seenTurn: Int32Array;
  readonly points: Int16Array;
}

// Widest first, so every view is aligned: seenTurn (4 bytes each), points (2), the rest.
const seenTurnBytes = (players: number) => 4 * players * players;
const byteStart = (players: number) => seenTurnBytes(players) + 2 * players;

/** Bytes of a state for `players`. */
function stateLength(players: number): number {
  return byteStart(players) + tableLength(players) + CARD_COUNT + players * KINDS + 2 * players * players * KINDS;
}

/** The arrays of a state laid out on `bytes` (fresh and zero unless given: a clone's copy). */
export function stateArrays(players: number, bytes = new Int8Array(stateLength(players))): StateArrays {
  const { buffer } = bytes;
  const seenTurn = new Int32Array(buffer, 0, players * players);
  const points = new Int16Array(buffer, seenTurnBytes(players), players);
  let at = byteStart(players);
  const next = (length: number): Int8Array => {
    const view = new Int8Array(buffer, at, length);
    at += length;
    return view;
  };
  const table = next(tableLength(players));
  const deck = next(CARD_COUNT);
  const hands = next(players * KINDS);
  const known = next(players * players * KINDS);
  const seen = next(players * players * KINDS);
  return { bytes, table, ...tableViews(table, players), deck, hands, known, seen, seenTurn, points };
}
