// Jatten after ../shared/rules/jatten.nl.txt (999 Games' text), with rulings JT-1..JT-17
// and G-1 (seat 0 starts; a tournament moves the start one seat on), G-2 (ties share the
// win, in the match loop), G-3 (the cap, ranked by JT-12's most cards of one number).
// Every decision is one action of the thief — the player whose turn it is: the card to
// play, the victim, draw or stop, Eye, 2→3, the swindler's reward, the refill.
// The phases live in steal.ts, refill.ts and turn.ts, the scoring in score.ts; this file
// dispatches.
import type { Chance } from '../../core/chance.js';
import {
  type EyeAction,
  type JattenAction,
  type PlayAction,
  type RefillAction,
  type RewardAction,
  type StealAction,
  type SwapAction,
} from './actions.js';
import { DECK, KINDS, NUMBERS, PHASE, type JattenState, kindOf } from './state.js';
import { composition, symbolIndex } from './deck.js';
import type { JattenOptions } from './options.js';
import { forgetCard } from './knowledge.js';
import { refillHand } from './refill.js';
import { beginSteal, drawNext, lookAt, resumeAfterAction, stopStealing, takeReward, twoForThree } from './steal.js';
import { type StateArrays, stateArrays } from './table.js';
import { dealGame, endTurn } from './turn.js';

const NO_SWAP: JattenAction = 'noSwap';

export function setup(players: number, options: JattenOptions, chance: Chance, reuse?: JattenState): JattenState {
  // The last game's views, their buffer zeroed as a new one is (see Game.setup): making
  // the sixteen views of a table was most of a set-up.
  let arrays: StateArrays;
  if (reuse?.players === players) {
    reuse.bytes.fill(0);
    arrays = reuse;
  } else arrays = stateArrays(players);
  arrays.composition.set(compositionOf(options));
  const state: JattenState = {
    players,
    deckSteal: players === 2 && options.deckSteal,
    games: options.tournament ? players : 1,
    bytes: arrays.bytes,
    table: arrays.table,
    composition: arrays.composition,
    deck: arrays.deck,
    deckTop: 0,
    discard: arrays.discard,
    discardSize: 0,
    hands: arrays.hands,
    handSize: arrays.handSize,
    swindler: arrays.swindler,
    collections: arrays.collections,
    numbers: arrays.numbers,
    middle: arrays.middle,
    middleSize: 0,
    middleMask: 0,
    known: arrays.known,
    seen: arrays.seen,
    seenTurn: arrays.seenTurn,
    phase: PHASE.play,
    thief: 0,
    victim: -1,
    turn: 0,
    drawIndex: 0,
    reshuffles: 0,
    gameIndex: 0,
    startPlayer: 0,
    winner: -1,
    points: arrays.points,
  };
  dealGame(state, chance);
  return state;
}

export function currentPlayer(state: JattenState): number {
  return state.thief;
}

export function isTerminal(state: JattenState): boolean {
  return state.phase === PHASE.over;
}

export function apply(state: JattenState, action: JattenAction, chance: Chance): void {
  switch (state.phase) {
    case PHASE.play: {
      const a = action as PlayAction;
      playCard(state, kindOf(a.play, symbolIndex(a.symbol)));
      return;
    }
    case PHASE.victim: {
      const target = (action as StealAction).steal;
      return beginSteal(state, target === 'deck' ? DECK : target, chance);
    }
    case PHASE.drawOrStop:
      return action === 'draw' ? drawNext(state, chance) : stopStealing(state, chance);
    case PHASE.eye:
      lookAt(state, (action as EyeAction).eye);
      return resumeAfterAction(state, chance);
    case PHASE.twoForThree:
      if (action !== NO_SWAP) twoForThree(state, (action as SwapAction).swap, chance);
      return resumeAfterAction(state, chance);
    case PHASE.reward: {
      const a = action as RewardAction;
      return takeReward(state, kindOf(a.reward, symbolIndex(a.symbol)), chance);
    }
    case PHASE.refill:
      if (action === 'noRefill') return endTurn(state, chance);
      return refillHand(state, (action as RefillAction).refill, chance);
    default:
      throw new Error('the game is over: no action applies');
  }
}

/** Phase 1: a card played from the hand goes to the collection; its symbol does nothing. */
function playCard(state: JattenState, kind: number): void {
  const t = state.thief;
  if (state.hands[t * KINDS + kind] <= 0) throw new Error(`seat ${t} holds no such card to play`);
  state.hands[t * KINDS + kind]--;
  state.handSize[t]--;
  state.collections[t * KINDS + kind]++;
  state.numbers[t * NUMBERS + (kind >> 2)]++;
  forgetCard(state, t, kind);
  state.phase = PHASE.victim;
}

export function clone(state: JattenState): JattenState {
  // One copy of the whole buffer, with the views made on the copy, never on the original.
  return { ...state, ...stateArrays(state.players, state.bytes.slice()) };
}

/** Module state: the composition of the last options seen: a run plays every game with
 * one options object. */
let lastOptions: JattenOptions | undefined;
let lastComposition: Int8Array | undefined;
function compositionOf(options: JattenOptions): Int8Array {
  if (options !== lastOptions || lastComposition === undefined) {
    lastComposition = composition(options);
    lastOptions = options;
  }
  return lastComposition;
}
