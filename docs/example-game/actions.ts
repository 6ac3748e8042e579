// Bluf's four decisions, their keys and their words.
import type { ActionKey } from '../../src/core/game.js';

/** Before anyone bets: check or bet a chip. After a bet: call it, or fold. */
export type BlufAction = 'check' | 'bet' | 'call' | 'fold';

/** Shared, frozen lists: legalActions hands out one of these, never a new one. */
export const CHECK_OR_BET: readonly BlufAction[] = Object.freeze(['check', 'bet']);
export const CALL_OR_FOLD: readonly BlufAction[] = Object.freeze(['call', 'fold']);

/** The action is its own key: a short string. Anything else (a bot's malformed answer)
 * must not throw here: it gets a key that no action has. */
export function actionKey(action: BlufAction): ActionKey {
  return typeof action === 'string' ? action : '?';
}

export function describeAction(action: BlufAction): string {
  return action === 'bet' || action === 'call' ? `${action} a chip` : action;
}
