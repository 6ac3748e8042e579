// Gesjaakt's two decisions, their keys and their words.
import type { ActionKey } from '../../core/game.js';

/** Take the face-up card with its chips, or pay a chip onto it to pass (GS-3, GS-4). */
export type GesjaaktAction = 'take' | 'pay';

/** The action is its own key: two short strings. */
export function actionKey(action: GesjaaktAction): ActionKey {
  return action;
}

export function describeAction(action: GesjaaktAction): string {
  return action === 'take' ? 'take the card and its chips' : 'pay a chip to pass';
}
