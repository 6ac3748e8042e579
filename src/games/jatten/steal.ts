// Phase 2, stealing: blind draws into the middle, the bust test, the three actions and
// the end of the phase (JT-4..JT-9, JT-13).
import type { Chance } from '../../core/chance.js';
import { STREAM } from '../../core/seeds.js';
import { canDraw, discardFromCollection, drawFromDeck, drawToCollection } from './deck.js';
import { forgetCard, learnCard, sight } from './knowledge.js';
import { startRefill } from './refill.js';
import { largestNumber } from './score.js';
import {
  DECK,
  EYE,
  KINDS,
  NUMBERS,
  PHASE,
  PLUS_ONE,
  SWINDLER,
  type JattenState,
  TWO_FOR_THREE,
  kindOf,
  numberOf,
  symbolOf,
} from './state.js';

export function beginSteal(state: JattenState, victim: number, chance: Chance): void {
  state.victim = victim;
  drawNext(state, chance);
}

/** One card into the middle, then whatever it sets off. */
export function drawNext(state: JattenState, chance: Chance): void {
  const victim = state.victim;
  let kind: number;
  if (victim === DECK) {
    kind = drawFromDeck(state, chance);
    if (kind < 0) return stopStealing(state, chance);
  } else {
    kind = drawFromHand(state, victim, chance);
  }
  state.middle[state.middleSize++] = kind;
  if (kind === SWINDLER) return afterCard(state, chance); // JT-4: the swindler never busts
  const bit = 1 << (numberOf(kind) - 1);
  if (state.middleMask & bit) return bust(state, chance); // JT-6: the bust card's action does not happen
  state.middleMask |= bit;
  // Actions go off only for cards drawn from another player's hand, never from the deck.
  if (victim !== DECK) {
    const symbol = symbolOf(kind);
    if (symbol === PLUS_ONE) plusOne(state, numberOf(kind), chance);
    else if (symbol === EYE) {
      state.phase = PHASE.eye;
      return;
    } else if (symbol === TWO_FOR_THREE && canTrade(state)) {
      state.phase = PHASE.twoForThree;
      return;
    }
  }
  afterCard(state, chance);
}

/** A blind draw: every card in the hand, swindler included, equally likely. The stream is
 * keyed by (turn, draw) so the same seed draws alike however the bots decided before. The
 * hand shuffle after an Eye is this very uniformity, so it needs no stream of its own. */
function drawFromHand(state: JattenState, victim: number, chance: Chance): number {
  const hasSwindler = state.swindler[victim];
  const total = state.handSize[victim] + hasSwindler;
  let r = chance.stream(STREAM.roll, state.turn, state.drawIndex++).int(total);
  if (r < hasSwindler) {
    state.swindler[victim] = 0;
    return SWINDLER;
  }
  r -= hasSwindler;
  const base = victim * KINDS;
  for (let kind = 0; kind < KINDS; kind++) {
    r -= state.hands[base + kind];
    if (r < 0) {
      state.hands[base + kind]--;
      state.handSize[victim]--;
      forgetCard(state, victim, kind);
      return kind;
    }
  }
  throw new Error(`seat ${victim} has no card to steal`);
}

/** JT-4: an empty hand (or an empty deck and discard pile) ends the phase as a stop. */
function afterCard(state: JattenState, chance: Chance): void {
  const v = state.victim;
  const more = v === DECK ? canDraw(state) : state.handSize[v] + state.swindler[v] > 0;
  if (more) state.phase = PHASE.drawOrStop;
  else stopStealing(state, chance);
}

/** JT-7: clockwise from the thief, everyone with that number in their collection draws one. */
function plusOne(state: JattenState, number: number, chance: Chance): void {
  const { players, thief } = state;
  for (let i = 0; i < players; i++) {
    const seat = (thief + i) % players;
    if (state.numbers[seat * NUMBERS + number - 1] > 0) drawToCollection(state, seat, chance);
  }
}

function canTrade(state: JattenState): boolean {
  const base = state.thief * NUMBERS;
  for (let n = 0; n < NUMBERS; n++) if (state.numbers[base + n] >= 2) return true;
  return false;
}

/** JT-9: two cards of `number` from the collection to the discard pile, three from the deck
 * into it. JT-16: which two is no decision; cards without a symbol go first. */
export function twoForThree(state: JattenState, number: number, chance: Chance): void {
  const base = state.thief * KINDS;
  for (let discarded = 0, symbol = 0; discarded < 2;) {
    const kind = kindOf(number, symbol);
    if (state.collections[base + kind] > 0) {
      discardFromCollection(state, state.thief, kind);
      discarded++;
    } else if (++symbol > 3) throw new Error(`seat ${state.thief} has fewer than two ${number}s to trade`);
  }
  for (let i = 0; i < 3; i++) drawToCollection(state, state.thief, chance);
}

/** After a decision made mid-draw (Eye, 2→3): back to draw-or-stop. */
export function resumeAfterAction(state: JattenState, chance: Chance): void {
  afterCard(state, chance);
}

export function lookAt(state: JattenState, seat: number): void {
  sight(state, state.thief, seat);
}

/** JT-5: the number cards go to the thief; the victim's swindler earns a reward. */
export function stopStealing(state: JattenState, chance: Chance): void {
  const { thief, middle } = state;
  let swindlerDrawn = false;
  for (let i = 0; i < state.middleSize; i++) {
    const kind = middle[i];
    if (kind === SWINDLER) swindlerDrawn = true;
    else {
      state.collections[thief * KINDS + kind]++;
      state.numbers[thief * NUMBERS + numberOf(kind) - 1]++;
    }
  }
  state.middleMask = 0;
  if (swindlerDrawn && largestNumber(state, state.victim) > 0) {
    middle[0] = SWINDLER; // it stays in the middle until the reward is taken
    state.middleSize = 1;
    state.phase = PHASE.reward;
    return;
  }
  state.middleSize = 0;
  if (swindlerDrawn) state.swindler[state.victim] = 1;
  startRefill(state, chance);
}

export function takeReward(state: JattenState, kind: number, chance: Chance): void {
  const v = state.victim;
  const t = state.thief;
  state.collections[v * KINDS + kind]--;
  state.numbers[v * NUMBERS + numberOf(kind) - 1]--;
  state.collections[t * KINDS + kind]++;
  state.numbers[t * NUMBERS + numberOf(kind) - 1]++;
  state.swindler[v] = 1;
  state.middleSize = 0;
  startRefill(state, chance);
}

/** JT-6 (JT-13 for the deck): the victim takes every drawn card back, or they go to the
 * discard pile. */
function bust(state: JattenState, chance: Chance): void {
  const v = state.victim;
  const { middle } = state;
  for (let i = 0; i < state.middleSize; i++) {
    const kind = middle[i];
    if (v === DECK) {
      state.discard[kind]++;
      state.discardSize++;
    } else if (kind === SWINDLER) state.swindler[v] = 1;
    else {
      state.hands[v * KINDS + kind]++;
      state.handSize[v]++;
      learnCard(state, v, kind);
    }
  }
  state.middleSize = 0;
  state.middleMask = 0;
  startRefill(state, chance);
}
