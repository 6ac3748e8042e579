// Klaverjassen after ../shared/rules/klaverjassen.nl.txt, with rulings KJ-1..KJ-9 and G-1
// (seat 0 bids first in round 1: the dealer is seat 3), G-3 (the cap, ranked by the team
// totals). Four players, seats 0+2 against 1+3 (`teams: 2`). Each decision is one of the
// current player's: accept or pass a proposed trump, name one, play a card, claim roem.
// Bidding is in bidding.ts, tricks in trick.ts and legal.ts, the deal in round.ts, the
// score in score.ts; this file dispatches.
import type { Chance } from '../../core/chance.js';
import { CLAIM, type KlaverjasAction, NAME, PLAY, codeOf } from './actions.js';
import { accept, name, pass } from './bidding.js';
import { parseDeal } from './deal.js';
import type { KlaverjasOptions } from './options.js';
import { dealRound } from './round.js';
import { PHASE, T, type KlaverjasState, type ExplicitRound } from './state.js';
import { finishTrick, playCard } from './trick.js';

export const ROUNDS = 16;
/** G-1: seat 0 is the first to bid, so seat 3 deals the first round. */
const FIRST_DEALER = 3;

export function setup(_players: number, options: KlaverjasOptions, chance: Chance): KlaverjasState {
  const deals = dealsOf(options);
  const state: KlaverjasState = {
    rounds: deals ? deals.length : ROUNDS,
    amsterdam: options.trumping === 'amsterdam',
    utrecht: options.trumpChoice === 'utrecht',
    autoRoem: options.autoRoem,
    deals,
    t: new Int32Array(T.size),
    round: 0,
    phase: PHASE.bid,
    dealer: deals ? deals[0].dealer : FIRST_DEALER,
    turn: 0,
    shown: 1,
    bidCount: 0,
    trump: -1,
    player: -1,
    playedCount: 0,
    leader: 0,
    best: -1,
    bestSeat: -1,
    pendingRoem: 0,
  };
  dealRound(state, chance);
  return state;
}

export const currentPlayer = (state: KlaverjasState): number => state.turn;
export const isTerminal = (state: KlaverjasState): boolean => state.phase === PHASE.over;

/** Trusts `action` to be one of legalActions(state) (see core/game.ts). */
export function apply(state: KlaverjasState, action: KlaverjasAction, chance: Chance): void {
  const code = codeOf(action);
  switch (state.phase) {
    case PHASE.play:
      return playCard(state, code, chance);
    case PHASE.bid:
      return code === PLAY ? accept(state) : pass(state);
    case PHASE.name:
      return name(state, code - NAME);
    case PHASE.claim:
      return finishTrick(state, code === CLAIM ? state.pendingRoem : 0, chance);
    default:
      throw new Error('the game is over: no action applies');
  }
}

export function clone(state: KlaverjasState): KlaverjasState {
  return { ...state, t: state.t.slice() };
}

/** Module state: the parsed deal of the last options seen: a run plays every game with
 * one options object, so the deal is read once. */
let lastOptions: KlaverjasOptions | undefined;
let lastDeals: readonly ExplicitRound[] | undefined;
function dealsOf(options: KlaverjasOptions): readonly ExplicitRound[] | undefined {
  if (options.deal === undefined) return undefined;
  if (options !== lastOptions) {
    lastDeals = Object.freeze(parseDeal(options.deal));
    lastOptions = options;
  }
  return lastDeals;
}
