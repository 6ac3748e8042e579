// Bluf, a poker for 2 to 4 on a deck of one card more than there are players. A hand:
// everyone antes a chip and is dealt one card, unseen by the others. In turn, starting
// one seat further each hand, each player checks or bets a chip; after a bet, each other
// player in turn calls it or folds. The highest card among those still in takes the pot.
// After the last hand, most chips wins.
import type { Chance } from '../../src/core/chance.js';
import { shuffle } from '../../src/core/rng.js';
import { STREAM } from '../../src/core/seeds.js';
import type { BlufAction } from './actions.js';
import type { BlufOptions } from './options.js';
import type { BlufState } from './state.js';

export function setup(players: number, options: BlufOptions, chance: Chance): BlufState {
  const state: BlufState = {
    players,
    hands: options.hands,
    hand: 0,
    cards: new Array<number>(players).fill(0),
    stakes: new Array<number>(players).fill(0),
    folded: new Array<boolean>(players).fill(false),
    bettor: -1,
    turn: 0,
    left: players,
    chips: new Array<number>(players).fill(0),
  };
  deal(state, chance);
  return state;
}

/** A new hand: every card from `chance`, by the hand it is for, so the same seed deals
 * the same cards whatever the bots did in the hands before. */
function deal(state: BlufState, chance: Chance): void {
  const deck = Array.from({ length: state.players + 1 }, (_, i) => i + 1);
  shuffle(deck, chance.stream(STREAM.deal, state.hand));
  for (let seat = 0; seat < state.players; seat++) {
    state.cards[seat] = deck[seat];
    state.stakes[seat] = 1;
    state.folded[seat] = false;
  }
  state.bettor = -1;
  state.turn = state.hand % state.players;
  state.left = state.players;
}

export function currentPlayer(state: BlufState): number {
  return state.turn;
}

export function isTerminal(state: BlufState): boolean {
  return state.hand === state.hands;
}

/** Trusts `action` to be legal (one of legalActions(state)): it is not checked again. */
export function apply(state: BlufState, action: BlufAction, chance: Chance): void {
  const seat = state.turn;
  if (action === 'fold') state.folded[seat] = true;
  else if (action !== 'check') state.stakes[seat]++; // a bet or a call puts in a chip
  if (action === 'bet') state.bettor = seat;
  // Until a bet each player acts once; after it, each of the others answers it once.
  state.left = action === 'bet' ? state.players - 1 : state.left - 1;
  state.turn = (seat + 1) % state.players;
  if (state.left > 0) return;
  showdown(state);
  state.hand++;
  if (state.hand < state.hands) deal(state, chance);
}

/** The highest card of those still in takes the pot. */
function showdown(state: BlufState): void {
  let winner = -1;
  let pot = 0;
  for (let seat = 0; seat < state.players; seat++) {
    pot += state.stakes[seat];
    state.chips[seat] -= state.stakes[seat];
    if (!state.folded[seat] && (winner < 0 || state.cards[seat] > state.cards[winner])) winner = seat;
  }
  state.chips[winner] += pot;
}

/** A copy that shares no array with `state`: search plays on clones. */
export function clone(state: BlufState): BlufState {
  return {
    ...state,
    cards: state.cards.slice(),
    stakes: state.stakes.slice(),
    folded: state.folded.slice(),
    chips: state.chips.slice(),
  };
}
