// The 98 number cards (JT-1) and the draw pile: dealing, drawing and the reshuffle of
// the discard pile the moment the pile runs out (JT-11, JT-15).
import type { Chance } from '../../core/chance.js';
import { shuffle } from '../../core/rng.js';
import { STREAM } from '../../core/seeds.js';
import type { JattenOptions } from './options.js';
import {
  CARD_COUNT,
  EYE,
  KINDS,
  NUMBERS,
  PER_NUMBER,
  PLAIN,
  PLUS_ONE,
  SYMBOLS,
  type JattenState,
  TWO_FOR_THREE,
  kindOf,
  numberOf,
} from './state.js';

/** Reshuffles draw from their own streams, keyed by how many came before (JT-11). */
const RESHUFFLE = 1;

/** How many cards of each kind the game has, from the spread option. */
export function composition(options: Pick<JattenOptions, 'plusOneCards' | 'eyeCards' | 'twoForThreeCards'>): Int8Array {
  const counts = new Int8Array(KINDS);
  for (let n = 1; n <= NUMBERS; n++) {
    const plus = options.plusOneCards[n - 1];
    const eye = options.eyeCards[n - 1];
    const trade = options.twoForThreeCards[n - 1];
    counts[kindOf(n, PLUS_ONE)] = plus;
    counts[kindOf(n, EYE)] = eye;
    counts[kindOf(n, TWO_FOR_THREE)] = trade;
    counts[kindOf(n, PLAIN)] = PER_NUMBER - plus - eye - trade;
  }
  return counts;
}

/** Fills `deck` with every card, shuffled: the draw pile of a fresh game. */
export function freshDeck(deck: Int8Array, counts: Int8Array, chance: Chance, gameIndex: number): void {
  let i = 0;
  for (let kind = 0; kind < KINDS; kind++) for (let c = 0; c < counts[kind]; c++) deck[i++] = kind;
  if (i !== CARD_COUNT) throw new Error(`the deck holds ${i} cards, not ${CARD_COUNT}`);
  // Game 0 uses the plain deal stream, so a single game and a tournament's first game match.
  shuffle(deck, gameIndex === 0 ? chance.stream(STREAM.deal) : chance.stream(STREAM.deal, gameIndex));
}

/** True when a draw would yield a card (from the pile or a reshuffled discard pile). */
export function canDraw(state: JattenState): boolean {
  return state.deckTop < CARD_COUNT || state.discardSize > 0;
}

/** The top card of the pile, or -1 when pile and discard pile are both empty (JT-11). */
export function drawFromDeck(state: JattenState, chance: Chance): number {
  // JT-11: a pile that ran out while the discard pile was empty takes what it holds now.
  if (state.deckTop === CARD_COUNT && !reshuffle(state, chance)) return -1;
  const kind = state.deck[state.deckTop++];
  // JT-15: the discard pile becomes the pile the moment the last card is drawn, so what is
  // discarded from now on waits for the next reshuffle.
  if (state.deckTop === CARD_COUNT) reshuffle(state, chance);
  return kind;
}

/** The discard pile, shuffled, as the new pile; false when there was none. */
function reshuffle(state: JattenState, chance: Chance): boolean {
  const { deck, discard } = state;
  if (state.discardSize === 0) return false;
  let i = CARD_COUNT - state.discardSize;
  state.deckTop = i;
  for (let kind = 0; kind < KINDS; kind++) {
    for (let c = discard[kind]; c > 0; c--) deck[i++] = kind;
    discard[kind] = 0;
  }
  state.discardSize = 0;
  // Keyed by the game of a JT-14 series and the reshuffle within it, so that every
  // rotation of a duplicate deal reshuffles its second game alike, however many
  // reshuffles its first game took. Game 0 keeps the single game's key.
  const n = state.reshuffles++;
  const stream =
    state.gameIndex === 0
      ? chance.stream(STREAM.shuffle, RESHUFFLE, n)
      : chance.stream(STREAM.shuffle, RESHUFFLE, n, state.gameIndex);
  shuffle(deck.subarray(state.deckTop), stream);
  return true;
}

/** Draws one card from the pile into `seat`'s collection; false when there was none. */
export function drawToCollection(state: JattenState, seat: number, chance: Chance): boolean {
  const kind = drawFromDeck(state, chance);
  if (kind < 0) return false;
  state.collections[seat * KINDS + kind]++;
  state.numbers[seat * NUMBERS + numberOf(kind) - 1]++;
  return true;
}

/** Draws one card from the pile into `seat`'s hand; false when there was none. */
export function drawToHand(state: JattenState, seat: number, chance: Chance): boolean {
  const kind = drawFromDeck(state, chance);
  if (kind < 0) return false;
  state.hands[seat * KINDS + kind]++;
  state.handSize[seat]++;
  return true;
}

/** Moves one card of `kind` from `seat`'s collection to the discard pile. */
export function discardFromCollection(state: JattenState, seat: number, kind: number): void {
  state.collections[seat * KINDS + kind]--;
  state.numbers[seat * NUMBERS + numberOf(kind) - 1]--;
  state.discard[kind]++;
  state.discardSize++;
}

export const symbolIndex = (name: string | undefined): number =>
  name === undefined ? PLAIN : SYMBOLS.indexOf(name as (typeof SYMBOLS)[number]);
