// Phase 3, refilling the hand (JT-10): forced 7-card refills for a thief or victim left
// with only the swindler, then the thief's optional refill.
import type { Chance } from '../../core/chance.js';
import { discardFromCollection, drawToHand } from './deck.js';
import { largestNumber } from './score.js';
import { endTurn } from './turn.js';
import { DECK, FORCED_REFILL, HAND_LIMIT, KINDS, NO_VICTIM, PHASE, type JattenState, kindOf } from './state.js';

export function startRefill(state: JattenState, chance: Chance): void {
  const { thief, victim } = state;
  state.phase = PHASE.refill;
  // The thief's swindler is always home during their own turn: a hand of one card is it alone.
  const thiefForced = state.handSize[thief] === 0;
  if (thiefForced) forcedRefill(state, thief, chance);
  if (victim !== DECK && victim !== NO_VICTIM && state.handSize[victim] === 0 && state.swindler[victim] === 1) {
    forcedRefill(state, victim, chance);
  }
  // The optional refill needs more than one card in hand and a number to give up.
  if (thiefForced || largestNumber(state, thief) === 0) endTurn(state, chance);
}

function forcedRefill(state: JattenState, seat: number, chance: Chance): void {
  for (let i = 0; i < FORCED_REFILL; i++) if (!drawToHand(state, seat, chance)) break;
}

/** Gives up every collection card of `number`, then draws up to 8 cards in hand. */
export function refillHand(state: JattenState, number: number, chance: Chance): void {
  const t = state.thief;
  for (let symbol = 0; symbol < 4; symbol++) {
    const kind = kindOf(number, symbol);
    for (let c = state.collections[t * KINDS + kind]; c > 0; c--) discardFromCollection(state, t, kind);
  }
  while (state.handSize[t] + 1 < HAND_LIMIT) if (!drawToHand(state, t, chance)) break;
  endTurn(state, chance);
}
