// The legal actions. At the start of a turn: `call` when the hand is within the limit
// (FT-2, FT-3), and every discard the hand allows (FT-5); then the pick-ups (FT-6) and
// `draw`. Actions that differ only by cards alike in play (5C and 5C', two jokers) are the
// same decision, so only the one with the lower-numbered cards is offered.
import { CLASS, JOKER_CLASS } from './cards.js';
import { CALL, DRAW_CARD, type FatimaAction, TAKE, discardAction, pack } from './actions.js';
import { NOT_A_DISCARD, groupKind } from './discards.js';
import { canDraw, takeable } from './pickup.js';
import { handPoints } from './score.js';
import { HAND, PHASE, type FatimaState } from './state.js';

const NO_ACTIONS: readonly FatimaAction[] = Object.freeze([]);
/** Scratch for one group; legalActions is never re-entered. */
const group = new Int16Array(HAND);

export function legalActions(state: FatimaState): readonly FatimaAction[] {
  if (state.phase === PHASE.discard) return discards(state);
  if (state.phase === PHASE.pickup) return pickups(state);
  return NO_ACTIONS;
}

function discards(state: FatimaState): FatimaAction[] {
  const seat = state.current;
  const list: FatimaAction[] = [];
  if (handPoints(state, seat) <= state.callLimit) list.push(CALL);
  const { hands } = state;
  const base = seat * HAND;
  const n = state.handSize[seat];
  // A card alike an earlier one of the hand may only go with it: bit i of `needs` is the
  // bit of that earlier card.
  let needs = 0;
  const earlier = [0, 0, 0, 0, 0];
  for (let i = 0; i < n; i++) {
    earlier[i] = 0;
    for (let j = i - 1; j >= 0; j--) {
      if (CLASS[hands[base + j]] === CLASS[hands[base + i]]) {
        earlier[i] = 1 << j;
        needs |= 1 << i;
        break;
      }
    }
  }
  for (let mask = 1; mask < 1 << n; mask++) {
    if (needs & mask && !hasEarlier(mask, needs, earlier, n)) continue;
    let size = 0;
    let code = 0;
    for (let i = 0; i < n; i++) {
      if (mask & (1 << i)) {
        const card = hands[base + i];
        group[size++] = card;
        code = pack(code, card);
      }
    }
    const kind = groupKind(group, size, state.longerRuns);
    if (kind !== NOT_A_DISCARD) list.push(discardAction(code, group, size, kind));
  }
  return list;
}

function hasEarlier(mask: number, needs: number, earlier: readonly number[], n: number): boolean {
  for (let i = 0; i < n; i++) if (mask & needs & (1 << i) && !(mask & earlier[i])) return false;
  return true;
}

function pickups(state: FatimaState): FatimaAction[] {
  const list: FatimaAction[] = [];
  const { pile } = state;
  let jokerOffered = false;
  for (let i = state.prevStart; i < state.prevEnd; i++) {
    if (!takeable(state, i)) continue;
    const card = pile[i];
    const k = CLASS[card];
    // Only the first of cards alike: the group is in card order, so the lower-numbered
    // one. (Two alike naturals only come in a set, where every card may be taken.)
    if (k === JOKER_CLASS ? jokerOffered : alikeBefore(pile, state.prevStart, i, k)) continue;
    if (k === JOKER_CLASS) jokerOffered = true;
    list.push(TAKE[card]);
  }
  if (canDraw(state)) list.push(DRAW_CARD);
  return list;
}

function alikeBefore(pile: Int16Array, from: number, i: number, k: number): boolean {
  for (let j = from; j < i; j++) if (CLASS[pile[j]] === k) return true;
  return false;
}
