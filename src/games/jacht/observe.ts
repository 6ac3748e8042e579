// Jacht has no hidden information: every seat sees the whole table.
import type { Rng } from '../../core/rng.js';
import { clone } from './rules.js';
import type { JachtObservation, JachtState } from './state.js';

export function observe(state: JachtState, _seat: number): JachtObservation {
  return clone(state);
}

/** Nothing is hidden, so the only consistent state is the observed one. */
export function determinize(observation: JachtObservation, _rng: Rng): JachtState {
  return clone(observation);
}
