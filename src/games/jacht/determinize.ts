// Jacht hides nothing (JC-1): a determinized state is the observed one.
import type { Rng } from '../../core/rng.js';
import { clone } from './rules.js';
import type { JachtObservation, JachtState } from './state.js';

/** Nothing is hidden, so the only consistent state is the observed one. */
export function determinize(observation: JachtObservation, _rng: Rng): JachtState {
  return clone(observation);
}
