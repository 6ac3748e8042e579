// Jacht has no hidden information: every seat sees the whole table. An observation keeps
// the arrays it was made with and is refilled by native copies into them, so a decision
// allocates nothing.
import { type Writable, heldParts, sealedIfNew } from '../../core/refill.js';
import { clone } from './rules.js';
import type { JachtObservation, JachtState } from './state.js';

type Arrays = Pick<JachtState, 'dice' | 'filled' | 'sheet' | 'totals'>;
type Counts = Int8Array | Uint16Array | Int16Array;

/** %TypedArray%.prototype.set as it was at start-up: a bot cannot slip its own in. */
const typedSet = Object.getPrototypeOf(Int8Array.prototype).set as (this: Counts, source: Counts) => void;

/** An observation holds the arrays it was made with where no bot can reach them. */
const Held = heldParts<Arrays>();

export function observe(state: JachtState, _seat: number, into?: JachtObservation): JachtObservation {
  const { players } = state;
  let arrays = Held.partsOf(into);
  if (arrays === undefined || arrays.filled.length !== players) {
    // New, or made by another game or for another table.
    const { dice, filled, sheet, totals } = clone(state);
    arrays = { dice, filled, sheet, totals };
  } else {
    // The four arrays by type, each copy site always the same type.
    typedSet.call(arrays.dice, state.dice);
    typedSet.call(arrays.filled, state.filled);
    typedSet.call(arrays.sheet, state.sheet);
    typedSet.call(arrays.totals, state.totals);
  }
  const obs = (into ?? new Held(arrays)) as Writable<JachtObservation>;
  obs.players = players;
  obs.round = state.round;
  obs.seat = state.seat;
  obs.rollsUsed = state.rollsUsed;
  obs.dice = arrays.dice;
  obs.filled = arrays.filled;
  obs.sheet = arrays.sheet;
  obs.totals = arrays.totals;
  return sealedIfNew(obs, into);
}
