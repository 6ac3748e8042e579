// What the player to move may do: keep dice while rolls are left, or fill an open row.
import { type JachtAction, allowedAction, keepAndOpenActions, openCategoryActions } from './actions.js';
import { handIndex } from './dice.js';
import { type JachtState, MAX_ROLLS, ROUNDS } from './state.js';

/** The keeps of the current dice while rolls are left, then every open category. */
export function legalActions(state: JachtState): readonly JachtAction[] {
  if (state.round >= ROUNDS) return [];
  const filled = state.filled[state.seat];
  if (state.rollsUsed >= MAX_ROLLS) return openCategoryActions(filled);
  return keepAndOpenActions(handIndex(state.dice), filled);
}

/** legalActions(state) holds `action`, the very value (see Game.allows). */
export function allows(state: JachtState, action: JachtAction): boolean {
  if (state.round >= ROUNDS) return false;
  return allowedAction(action, handIndex(state.dice), state.filled[state.seat], state.rollsUsed < MAX_ROLLS);
}
