// What the player to act may do.
import { type BlufAction, CALL_OR_FOLD, CHECK_OR_BET } from './actions.js';
import type { BlufState } from './state.js';

export function legalActions(state: BlufState): readonly BlufAction[] {
  return state.bettor < 0 ? CHECK_OR_BET : CALL_OR_FOLD;
}
