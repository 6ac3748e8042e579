// What a seat may see: its own hand; every collection, hand size and swindler; the middle,
// the discard pile and the deck's size; and what it knows of other hands — its own Eye
// sightings as they were (JT-8) and what is known to be in them since. Not the deck order,
// not another hand, not another seat's sightings.
//
// An observation's arrays are views on one Int8Array of its own (never the state's): the
// state's table (table.ts) at the front, then the seat's row of `known`, then its
// sightings. A refill copies the table with one native call and the rest in short loops,
// and keeps its views and sighting objects, so a decision allocates nothing.
import { type Writable, heldParts, sealedIfNew } from '../../core/refill.js';
import { CARD_COUNT, KINDS, type JattenObservation, type JattenState, type Sighting } from './state.js';
import { MIDDLE_CAPACITY, type TableViews, tableLength, tableViews } from './table.js';

/** %TypedArray%.prototype.set as it was at start-up: a bot cannot slip its own in. */
const typedSet = Object.getPrototypeOf(Int8Array.prototype).set as (this: Int8Array, source: Int8Array) => void;

/** What an observation was made with, out of every bot's reach (see Held): a bot that
 * replaces a part of its observation cannot touch these, and every part is put back at
 * the next refill. */
interface Parts {
  readonly players: number;
  readonly seat: number;
  readonly bytes: Int8Array;
  readonly table: TableViews;
  /** Per seat and kind; the seat's own row is `hand`. */
  readonly known: Int8Array;
  readonly hand: Int8Array;
  readonly points: Int16Array;
  readonly seen: (Sighting | null)[];
  /** One per seat, handed out in `seen` while that sighting exists; made when first needed. */
  readonly sightings: (Writable<Sighting> | undefined)[];
  /** Their cards, views on `bytes`. */
  readonly rows: (Int8Array | undefined)[];
  /** obs.middle of each length, views on the table's middle, made when first needed. */
  readonly middles: (Int8Array | undefined)[];
}

/** An observation holds its parts where no bot can reach them. */
const Held = heldParts<Parts>();

const KNOWN_AT = (players: number) => tableLength(players);
const SEEN_AT = (players: number) => tableLength(players) + players * KINDS;

function makeParts(players: number, seat: number): Parts {
  const bytes = new Int8Array(SEEN_AT(players) + players * KINDS);
  const { buffer } = bytes;
  return {
    players,
    seat,
    bytes,
    table: tableViews(bytes, players),
    known: new Int8Array(buffer, KNOWN_AT(players), players * KINDS),
    hand: new Int8Array(buffer, KNOWN_AT(players) + seat * KINDS, KINDS),
    points: new Int16Array(players),
    seen: new Array<Sighting | null>(players).fill(null),
    sightings: new Array<Writable<Sighting> | undefined>(players),
    rows: new Array<Int8Array | undefined>(players),
    middles: new Array<Int8Array | undefined>(MIDDLE_CAPACITY + 1),
  };
}

export function observe(state: JattenState, seat: number, into?: JattenObservation): JattenObservation {
  const { players } = state;
  let parts = Held.partsOf(into);
  // Made by another game, or for another seat or table: refilled here as if new.
  if (parts === undefined || parts.players !== players || parts.seat !== seat) parts = makeParts(players, seat);
  const obs = (into ?? new Held(parts)) as Writable<JattenObservation>;
  copyInto(parts, state, seat);
  const { table } = parts;
  obs.seat = seat;
  obs.players = players;
  obs.deckSteal = state.deckSteal;
  obs.games = state.games;
  obs.composition = table.composition;
  obs.phase = state.phase;
  obs.thief = state.thief;
  obs.victim = state.victim;
  obs.turn = state.turn;
  obs.drawIndex = state.drawIndex;
  obs.reshuffles = state.reshuffles;
  obs.gameIndex = state.gameIndex;
  obs.startPlayer = state.startPlayer;
  obs.winner = state.winner;
  obs.points = parts.points;
  obs.hand = parts.hand;
  obs.handSize = table.handSize;
  obs.swindler = table.swindler;
  obs.collections = table.collections;
  obs.numbers = table.numbers;
  obs.middle = middleOf(parts, state.middleSize);
  obs.discard = table.discard;
  obs.deckSize = CARD_COUNT - state.deckTop;
  obs.known = parts.known;
  obs.seen = parts.seen;
  return sealedIfNew(obs, into);
}

/** Every byte the observation shows, from the state; the sightings put back in `seen`. */
function copyInto(parts: Parts, state: JattenState, seat: number): void {
  const { players } = state;
  typedSet.call(parts.bytes, state.table);
  const { known, hand, points, seen, sightings, rows } = parts;
  // A bot may have pushed onto `seen` (not sealed: stores into a sealed array are slow).
  if (seen.length !== players) seen.length = players;
  const row = seat * players * KINDS;
  const source = rowsOf(state);
  if (source !== undefined) {
    typedSet.call(known, source.known[seat]);
    typedSet.call(hand, source.hands[seat]);
  } else {
    for (let i = 0; i < players * KINDS; i++) known[i] = state.known[row + i];
    for (let k = 0; k < KINDS; k++) hand[k] = state.hands[seat * KINDS + k];
  }
  for (let s = 0; s < players; s++) {
    points[s] = state.points[s];
    const turn = state.seenTurn[seat * players + s];
    if (turn < 0) {
      seen[s] = null;
      continue;
    }
    const cards = (rows[s] ??= new Int8Array(parts.bytes.buffer, SEEN_AT(players) + s * KINDS, KINDS));
    const sighting = (sightings[s] ??= Object.seal({ turn, cards }));
    const from = row + s * KINDS;
    for (let k = 0; k < KINDS; k++) cards[k] = state.seen[from + k];
    sighting.turn = turn;
    sighting.cards = cards;
    seen[s] = sighting;
  }
}

/** Views on the rows of a state that observe copies: each seat's `known` block and hand. */
interface Rows {
  /** The arrays they are views on. */
  readonly of: Int8Array;
  readonly known: Int8Array[];
  readonly hands: Int8Array[];
}
/** Module state: the rows observed last and the arrays they view (see rowsOf), made once
 * a run instead of at every decision. */
let lastRows: Rows | undefined;
let lastArrays: Int8Array | undefined;

/** The rows of `state` when its arrays were also the ones observed last, else undefined
 * (copy by loop). A game observes one state at every decision, and the match loop deals
 * each game into the last game's arrays (Game.setup), so the rows are made once a run; a
 * caller that takes turns between states (a search) never pays for views it would use
 * once. subarray at every decision would cost more than the copy (it goes through the
 * species constructor). */
function rowsOf(state: JattenState): Rows | undefined {
  const { players, known, hands, bytes } = state;
  if (lastRows !== undefined && lastRows.of === bytes) return lastRows;
  if (lastArrays !== bytes) {
    lastArrays = bytes;
    return undefined;
  }
  const block = players * KINDS;
  const view = (a: Int8Array, at: number, length: number) => new Int8Array(a.buffer, a.byteOffset + at, length);
  lastRows = {
    of: bytes,
    known: Array.from({ length: players }, (_, s) => view(known, s * block, block)),
    hands: Array.from({ length: players }, (_, s) => view(hands, s * KINDS, KINDS)),
  };
  return lastRows;
}

function middleOf(parts: Parts, size: number): Int8Array {
  let middle = parts.middles[size];
  if (middle === undefined) {
    const { middle: all } = parts.table;
    parts.middles[size] = middle = new Int8Array(all.buffer, all.byteOffset, size);
  }
  return middle;
}
