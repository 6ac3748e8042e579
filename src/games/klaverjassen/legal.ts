// What the player to move may do: accept or pass a proposed trump, name one, play a card
// the rules allow (KJ-4, KJ-5: follow.ts), claim roem.
import { ACTION, BID_ACTIONS, CLAIM_ACTIONS, type KlaverjasAction, NAME_ACTIONS, codeOf } from './actions.js';
import { namableSuits } from './bidding.js';
import { lowestCard } from './cards.js';
import { PHASE, type KlaverjasState } from './state.js';
import { legalMask } from './trick.js';

export function legalActions(state: KlaverjasState): readonly KlaverjasAction[] {
  switch (state.phase) {
    case PHASE.play: {
      const list: KlaverjasAction[] = [];
      for (let m = legalMask(state); m !== 0; m &= m - 1) list.push(ACTION[lowestCard(m)]);
      return list;
    }
    case PHASE.bid:
      return BID_ACTIONS;
    case PHASE.name:
      return NAME_ACTIONS[namableSuits(state)];
    case PHASE.claim:
      return CLAIM_ACTIONS;
    default:
      return [];
  }
}

/** legalActions(state) holds `action` (see Game.allows): a card by the mask of the cards
 * the player may play, every other phase's list is shared and frozen, so searched as the
 * bot was handed it. */
export function allows(state: KlaverjasState, action: KlaverjasAction, handed: readonly KlaverjasAction[]): boolean {
  if (state.phase !== PHASE.play) return state.phase !== PHASE.over && handed.includes(action);
  const code = codeOf(action);
  return code >= 0 && code < 32 && (legalMask(state) & (1 << code)) !== 0;
}
