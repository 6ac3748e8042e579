// Jacht has no hidden information: every seat sees the whole table. An observation's
// arrays are views on one buffer of its own, laid out as the state's (layout.ts), so a
// refill is one native copy and a decision allocates nothing.
import type { Writable } from '../../core/refill.js';
import type { Rng } from '../../core/rng.js';
import { type TableArrays, tableArrays } from './layout.js';
import { clone } from './rules.js';
import type { JachtObservation, JachtState } from './state.js';

/** %TypedArray%.prototype.set as it was at start-up: a bot cannot slip its own in. */
const typedSet = Object.getPrototypeOf(Int8Array.prototype).set as (this: Int8Array, source: Int8Array) => void;

/** An observation holds the arrays it was made with in a private field, out of every
 * bot's reach: a bot that replaces one of its arrays gets it put back at the next refill. */
class Held {
  readonly #arrays: TableArrays;
  constructor(arrays: TableArrays) {
    this.#arrays = arrays;
  }
  static arraysOf(obs: object): TableArrays | undefined {
    return #arrays in obs ? (obs as Held).#arrays : undefined;
  }
}

export function observe(state: JachtState, _seat: number, into?: JachtObservation): JachtObservation {
  const { players } = state;
  let arrays = into === undefined ? undefined : Held.arraysOf(into);
  // Made by another game or for another table: refilled here as if new.
  if (arrays === undefined || arrays.filled.length !== players) arrays = tableArrays(players);
  typedSet.call(arrays.bytes, state.bytes);
  const obs = (into ?? new Held(arrays)) as Writable<JachtObservation>;
  obs.players = players;
  obs.round = state.round;
  obs.seat = state.seat;
  obs.rollsUsed = state.rollsUsed;
  obs.bytes = arrays.bytes;
  obs.dice = arrays.dice;
  obs.filled = arrays.filled;
  obs.sheet = arrays.sheet;
  obs.totals = arrays.totals;
  // Sealed when new, so a bot cannot hang anything of its own on it.
  return into ? obs : Object.seal(obs);
}

/** Nothing is hidden, so the only consistent state is the observed one. */
export function determinize(observation: JachtObservation, _rng: Rng): JachtState {
  return clone(observation);
}
