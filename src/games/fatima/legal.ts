// The legal actions. At the start of a turn: `call` when the hand is within the limit
// (FT-2, FT-3), and every discard the hand allows (FT-5); then the pick-ups (FT-6) and
// `draw`. Actions that differ only by cards alike in play (5C and 5C', two jokers) are the
// same decision, so only the one with the lower-numbered cards is offered.
import { CLASS, JOKER_CLASS, RANK, SUIT, isJoker } from './cards.js';
import { CALL, DRAW_CARD, type FatimaAction, TAKE, discardAction } from './actions.js';
import { groupKind } from './discards.js';
import { canDraw, takeable } from './pickup.js';
import { handPoints } from './score.js';
import { HAND, KIND, type Kind, PHASE, type FatimaState } from './state.js';

const NO_ACTIONS: readonly FatimaAction[] = Object.freeze([]);
/** Scratch for one group and for the hand's alike cards; legalActions is never re-entered. */
const group = new Int16Array(HAND);
const earlier = new Int32Array(HAND);
const sameRank = new Int32Array(HAND);
const sameSuit = new Int32Array(HAND);

export function legalActions(state: FatimaState): readonly FatimaAction[] {
  if (state.phase === PHASE.discard) return discards(state);
  if (state.phase === PHASE.pickup) return pickups(state);
  return NO_ACTIONS;
}

function discards(state: FatimaState): FatimaAction[] {
  const seat = state.current;
  const list: FatimaAction[] = [];
  if (handPoints(state, seat) <= state.callLimit) list.push(CALL);
  const { hands, longerRuns } = state;
  const base = seat * HAND;
  const n = state.handSize[seat];
  // Per card of the hand, bit masks of the hand's naturals of its rank and of its suit, so
  // that most groups are told apart from discards by two mask tests (FT-5). A card alike
  // an earlier one of the hand may only go with it: bit i of `needs` marks such a card,
  // earlier[i] the bit of that earlier card.
  let jokers = 0;
  let needs = 0;
  for (let i = 0; i < n; i++) {
    const c = hands[base + i];
    earlier[i] = 0;
    sameRank[i] = 0;
    sameSuit[i] = 0;
    if (isJoker(c)) jokers |= 1 << i;
    for (let j = 0; j < n; j++) {
      const d = hands[base + j];
      if (isJoker(d) || isJoker(c)) continue;
      if (RANK[d] === RANK[c]) sameRank[i] |= 1 << j;
      if (SUIT[d] === SUIT[c]) sameSuit[i] |= 1 << j;
    }
    for (let j = i - 1; j >= 0; j--) {
      if (CLASS[hands[base + j]] === CLASS[c]) {
        earlier[i] = 1 << j;
        needs |= 1 << i;
        break;
      }
    }
  }
  for (let mask = 1; mask < 1 << n; mask++) {
    if (needs & mask && !hasEarlier(mask, needs, earlier, n)) continue;
    const size = POPCOUNT[mask];
    const naturals = mask & ~jokers;
    let kind: number = KIND.single;
    if (size > 1) {
      const first = 31 - Math.clz32(naturals & -naturals);
      if (naturals === 0 || (naturals & ~sameRank[first]) === 0) kind = KIND.set;
      else if ((size === 3 || (longerRuns && size > 3)) && (naturals & ~sameSuit[first]) === 0) kind = KIND.run;
      else continue;
    }
    let count = 0;
    for (let i = 0; i < n; i++) if (mask & (1 << i)) group[count++] = hands[base + i];
    // A run's ranks must be distinct and span no more places than it has cards.
    if (kind === KIND.run && groupKind(group, count, longerRuns) !== KIND.run) continue;
    list.push(discardAction(group, count, kind as Kind));
  }
  return list;
}

/** POPCOUNT[mask]: the cards in a group of a hand of five. */
const POPCOUNT = Int8Array.from({ length: 1 << HAND }, (_, m) => {
  let c = 0;
  for (let b = m; b; b &= b - 1) c++;
  return c;
});

function hasEarlier(mask: number, needs: number, earlier: Int32Array, n: number): boolean {
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
