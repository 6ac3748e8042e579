// Gesjaakt (No Thanks!) after ../shared/rules/gesjaakt.nl.txt, with rulings GS-1..GS-5,
// G-1 (seat 0 starts), G-2 (ties share the win, in the match loop) and G-3 (the cap);
// GS-5, the scoring, is in score.ts.
// A turn is one decision: take the face-up card with its chips, or pay a chip onto it.
import type { Chance } from '../../core/chance.js';
import { shuffle } from '../../core/rng.js';
import { STREAM } from '../../core/seeds.js';
import type { GesjaaktOptions } from './options.js';
import type { GesjaaktAction } from './actions.js';
import { CARD_COUNT, type GesjaaktState, LOWEST, NOBODY, REMOVED } from './state.js';

/** GS-1: chips by player count; two players (an option) play with 11 like three. */
function startingChips(players: number): number {
  if (players <= 5) return 11;
  return players === 6 ? 9 : 7;
}

/** What every game starts from, copied (one native copy each: cheaper than filling). */
const SORTED_DECK = Int8Array.from({ length: CARD_COUNT }, (_, i) => LOWEST + i);
const NO_OWNERS = new Int8Array(37).fill(NOBODY);

export function setup(players: number, _options: GesjaaktOptions, chance: Chance, reuse?: GesjaaktState): GesjaaktState {
  // The last game's arrays, written over whole (see Game.setup).
  const old = reuse?.players === players ? reuse : undefined;
  const deck = old ? old.deck : new Int8Array(CARD_COUNT);
  deck.set(SORTED_DECK);
  shuffle(deck, chance.stream(STREAM.deal));
  const owner = old ? old.owner : new Int8Array(NO_OWNERS.length);
  owner.set(NO_OWNERS);
  const chips = old ? old.chips : new Int16Array(players);
  return { players, deck, next: REMOVED, pot: 0, chips: chips.fill(startingChips(players)), owner, current: 0 };
}

export function isTerminal(state: GesjaaktState): boolean {
  return state.next >= state.deck.length;
}

export function currentPlayer(state: GesjaaktState): number {
  return state.current;
}

/** Trusts `action` to be legal (see core/game.ts): 'pay' only with a chip to pay. */
export function apply(state: GesjaaktState, action: GesjaaktAction): void {
  const seat = state.current;
  if (action === 'pay') {
    state.chips[seat]--;
    state.pot++;
    state.current = seat + 1 === state.players ? 0 : seat + 1;
    return;
  }
  // GS-3: the taker keeps the chips, turns up the next card and decides again.
  state.owner[state.deck[state.next]] = seat;
  state.chips[seat] += state.pot;
  state.pot = 0;
  state.next++;
}

export function clone(state: GesjaaktState): GesjaaktState {
  return { ...state, deck: state.deck.slice(), chips: state.chips.slice(), owner: state.owner.slice() };
}
