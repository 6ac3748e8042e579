// What the thief may do in each phase of a turn (JT-1..JT-17), and whether a bot's answer
// is one of those actions.
import {
  DRAW_OR_STOP,
  EYES,
  type JattenAction,
  PLAY,
  PLAY_KIND,
  REFILLS,
  REWARD,
  REWARD_KIND,
  SWAPS,
  VICTIMS,
  VICTIMS_OR_DECK,
} from './actions.js';
import { KINDS, NUMBERS, PHASE, type JattenState } from './state.js';
import { canDraw } from './deck.js';

export function legalActions(state: JattenState): readonly JattenAction[] {
  const t = state.thief;
  switch (state.phase) {
    case PHASE.play:
      return cardsIn(state.hands, t * KINDS, PLAY);
    case PHASE.victim:
      return victims(state);
    case PHASE.drawOrStop:
      return DRAW_OR_STOP;
    case PHASE.eye:
      return EYES[state.players][t];
    case PHASE.twoForThree:
      return SWAPS[numbersWith(state, 2)];
    case PHASE.reward:
      return cardsIn(state.collections, state.victim * KINDS, REWARD);
    case PHASE.refill:
      return REFILLS[numbersWith(state, 1)];
    default:
      return [];
  }
}

/** legalActions(state) holds `action`, the very value (see Game.allows): a card by its
 * count (those lists are new, so the bot may have changed them), and in every other phase
 * the frozen list the bot was handed, searched as it is. Making that list again here
 * cost Jatten's random games about a twentieth of their time. */
export function allows(state: JattenState, action: JattenAction, handed: readonly JattenAction[]): boolean {
  switch (state.phase) {
    case PHASE.play:
      return heldIn(state.hands, state.thief * KINDS, PLAY_KIND.get(action));
    case PHASE.reward:
      return heldIn(state.collections, state.victim * KINDS, REWARD_KIND.get(action));
    case PHASE.over:
      return false;
    default:
      for (let i = 0; i < handed.length; i++) if (handed[i] === action) return true;
      return false;
  }
}

function heldIn(counts: Int8Array, base: number, kind: number | undefined): boolean {
  return kind !== undefined && counts[base + kind] > 0;
}

/** A new list every call, unfrozen: the game is `freshLegal`. The kinds held are gathered
 * as bits first, without a branch per kind: which of 28 kinds a hand holds is a branch no
 * predictor guesses, and the list took a tenth of a random game (now 1.6x faster). */
function cardsIn(counts: Int8Array, base: number, actions: readonly JattenAction[]): JattenAction[] {
  let held = 0;
  // -count >>> 31 is 1 for a count above 0 (counts are never negative).
  for (let kind = 0; kind < KINDS; kind++) held |= (-counts[base + kind] >>> 31) << kind;
  const list: JattenAction[] = [];
  while (held !== 0) {
    const lowest = held & -held;
    list.push(actions[31 - Math.clz32(lowest)]);
    held ^= lowest;
  }
  return list;
}

/** Bit n - 1 for each number the thief has at least `least` of in the collection; without
 * a branch per number, as cardsIn. */
function numbersWith(state: JattenState, least: number): number {
  let mask = 0;
  const base = state.thief * NUMBERS;
  // least - 1 - count is negative exactly when count >= least.
  for (let n = 0; n < NUMBERS; n++) mask |= ((least - 1 - state.numbers[base + n]) >>> 31) << n;
  return mask;
}

/** JT-4: any opponent whose hand is not empty; JT-13: the deck while it can yield a card. */
function victims(state: JattenState): readonly JattenAction[] {
  const { players, thief } = state;
  const withDeck = state.deckSteal && canDraw(state);
  const all = (withDeck ? VICTIMS_OR_DECK : VICTIMS)[players][thief];
  for (let s = 0; s < players; s++) {
    // Only with both draw piles empty can a hand be empty here; then filter.
    if (s !== thief && state.handSize[s] + state.swindler[s] === 0) {
      // Frozen like every list but the cards': allows searches it as handed.
      return Object.freeze(
        all.filter(
          (a) =>
            typeof a === 'object' &&
            'steal' in a &&
            (a.steal === 'deck' || state.handSize[a.steal] + state.swindler[a.steal] > 0),
        ),
      );
    }
  }
  return all;
}
