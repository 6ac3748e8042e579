// Fatima after ../shared/rules/fatima.nl.txt, with rulings FT-1..FT-13 and G-1 (seat 0
// begins), G-2 (ties share the win, in the match loop) and G-3 (the cap, ranked by the
// lowest total). A turn is two decisions of the player to move: call Fatima or discard
// (legal.ts, discards.ts), then take a card (pickup.ts). A call ends the round (call.ts);
// every round is dealt afresh (deal.ts).
import type { Chance } from '../../core/chance.js';
import { CALL, DRAW_CARD, type FatimaAction, discardOf, takenCard } from './actions.js';
import { callFatima } from './call.js';
import { decksFor, PER_DECK } from './cards.js';
import { dealRound } from './deal.js';
import { removeCard } from './hand.js';
import type { FatimaOptions } from './options.js';
import { drawCard, takeCard } from './pickup.js';
import { KIND, PHASE, PILE, type FatimaState, copyArrays, stateArrays } from './state.js';

export function setup(players: number, options: FatimaOptions, chance: Chance): FatimaState {
  const decks = decksFor(players);
  const cards = decks * PER_DECK;
  const state: FatimaState = {
    players,
    decks,
    cards,
    callLimit: options.callLimit,
    tiesPenalized: options.tiesPenalized,
    longerRuns: options.longerRuns,
    playOn: options.playOn,
    ...stateArrays(players, cards),
    phase: PHASE.discard,
    current: 0,
    round: 0,
    starter: 0,
    reshuffles: 0,
    drawSize: 0,
    pileSize: 0,
    topStart: 0,
    topKind: KIND.single,
    topLow: -1,
    topHigh: -1,
    prevStart: 0,
    prevEnd: 0,
    prevKind: KIND.single,
    prevLow: -1,
    prevHigh: -1,
  };
  dealRound(state, 0, chance);
  return state;
}

export function currentPlayer(state: FatimaState): number {
  return state.current;
}

export function isTerminal(state: FatimaState): boolean {
  return state.phase === PHASE.over;
}

/** Trusts `action` to be one of legalActions(state) (see core/game.ts). */
export function apply(state: FatimaState, action: FatimaAction, chance: Chance): void {
  if (state.phase === PHASE.pickup) {
    if (action === DRAW_CARD) drawCard(state, chance);
    else takeCard(state, takenCard(action));
    return;
  }
  if (action === CALL) return callFatima(state, chance);
  const discard = discardOf(action);
  if (discard === undefined) throw new Error(`not a discard: ${action}`);
  const seat = state.current;
  const { pile, place } = state;
  state.prevStart = state.topStart;
  state.prevEnd = state.pileSize;
  state.prevKind = state.topKind;
  state.prevLow = state.topLow;
  state.prevHigh = state.topHigh;
  state.topStart = state.pileSize;
  for (const card of discard.cards) {
    removeCard(state, seat, card);
    place[card] = PILE;
    pile[state.pileSize++] = card;
  }
  state.topKind = discard.kind;
  state.topLow = discard.low;
  state.topHigh = discard.high;
  state.phase = PHASE.pickup;
}

export function clone(state: FatimaState): FatimaState {
  return { ...state, ...copyArrays(state) };
}
