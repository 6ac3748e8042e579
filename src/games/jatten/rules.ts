// Jatten after ../shared/rules/jatten.nl.txt (999 Games' text), with rulings JT-1..JT-17
// and G-1 (seat 0 starts; a tournament moves the start one seat on), G-2 (ties share the
// win, in the match loop), G-3 (the cap, ranked by JT-12's most cards of one number).
// Every decision is one action of the thief — the player whose turn it is: the card to
// play, the victim, draw or stop, Eye, 2→3, the swindler's reward, the refill.
// The phases live in steal.ts, refill.ts and turn.ts, the scoring in score.ts; this file
// dispatches.
import type { Chance } from '../../core/chance.js';
import {
  DRAW_OR_STOP,
  EYES,
  type EyeAction,
  type JattenAction,
  PLAY,
  PLAY_KIND,
  type PlayAction,
  REFILLS,
  REWARD,
  REWARD_KIND,
  type RefillAction,
  type RewardAction,
  type StealAction,
  SWAPS,
  type SwapAction,
  VICTIMS,
  VICTIMS_OR_DECK,
} from './actions.js';
import { DECK, KINDS, NUMBERS, PHASE, type JattenState, kindOf } from './state.js';
import { canDraw, composition, symbolIndex } from './deck.js';
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

/** The composition of the last options seen: a run plays every game with one options object. */
let lastOptions: JattenOptions | undefined;
let lastComposition: Int8Array | undefined;
function compositionOf(options: JattenOptions): Int8Array {
  if (options !== lastOptions || lastComposition === undefined) {
    lastComposition = composition(options);
    lastOptions = options;
  }
  return lastComposition;
}
