// GS-4: what the player to move may do.
import type { GesjaaktAction } from './actions.js';
import { type GesjaaktState } from './state.js';

const TAKE_OR_PAY: readonly GesjaaktAction[] = Object.freeze(['take', 'pay']);
const TAKE_ONLY: readonly GesjaaktAction[] = Object.freeze(['take']);

/** GS-4: a player without chips must take. */
export function legalActions(state: GesjaaktState): readonly GesjaaktAction[] {
  return state.chips[state.current] > 0 ? TAKE_OR_PAY : TAKE_ONLY;
}
