// Jacht has no hidden information: every seat sees the whole table.
import { type Writable, refill } from '../../core/refill.js';
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
  obs.dice = refill(obs.dice, state.dice);
  obs.filled = refill(obs.filled, state.filled);
  obs.sheet = refill(obs.sheet, state.sheet);
  obs.totals = refill(obs.totals, state.totals);
  return obs;
}

/** Nothing is hidden, so the only consistent state is the observed one. */
export function determinize(observation: JachtObservation, _rng: Rng): JachtState {
  return clone(observation);
}
