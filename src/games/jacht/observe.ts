// Jacht has no hidden information: every seat sees the whole table.
import type { Writable } from '../../core/refill.js';
import type { Rng } from '../../core/rng.js';
import { clone } from './rules.js';
import type { JachtObservation, JachtState } from './state.js';

export function observe(state: JachtState, _seat: number, into?: JachtObservation): JachtObservation {
  // Sealed when new, so a bot cannot hang anything of its own on it.
  if (into === undefined) return Object.seal(clone(state));
  const obs = into as Writable<JachtObservation>;
  obs.players = state.players;
  obs.round = state.round;
  obs.seat = state.seat;
  obs.rollsUsed = state.rollsUsed;
  obs.dice = int8(obs.dice, state.dice);
  obs.filled = uint16(obs.filled, state.filled);
  obs.sheet = int8(obs.sheet, state.sheet);
  obs.totals = int16(obs.totals, state.totals);
  return obs;
}

// core/refill.ts's refill, one copy per array type: each call site then sees a single
// type, and arrays this short are copied faster element by element than by a native
// set. `into` is written only when it is still an array of the source's type and
// length (a bot may have replaced it with anything), never when it is the source.

function int8(into: unknown, source: Int8Array): Int8Array {
  const target = into as Int8Array | undefined;
  if (target == null || target.constructor !== Int8Array || target.length !== source.length || target === source)
    return source.slice();
  for (let i = 0; i < source.length; i++) target[i] = source[i];
  return target;
}

function uint16(into: unknown, source: Uint16Array): Uint16Array {
  const target = into as Uint16Array | undefined;
  if (target == null || target.constructor !== Uint16Array || target.length !== source.length || target === source)
    return source.slice();
  for (let i = 0; i < source.length; i++) target[i] = source[i];
  return target;
}

function int16(into: unknown, source: Int16Array): Int16Array {
  const target = into as Int16Array | undefined;
  if (target == null || target.constructor !== Int16Array || target.length !== source.length || target === source)
    return source.slice();
  for (let i = 0; i < source.length; i++) target[i] = source[i];
  return target;
}

/** Nothing is hidden, so the only consistent state is the observed one. */
export function determinize(observation: JachtObservation, _rng: Rng): JachtState {
  return clone(observation);
}
