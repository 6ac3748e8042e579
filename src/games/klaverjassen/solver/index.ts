// The exact value of a round's play with every hand open (issue 26): what a perfect-
// information player scores under best play by both partnerships from a position to the
// round's end. Used by pimc (each sampled deal solved for every legal card; each trump
// for its bidding) and by `open`, the cheat that sees every hand.
//
// What is valued: the round's score difference as score.ts scores it (KJ-8), for one
// team: its round score minus the other's, so nat and pit count. Roem is claimed
// automatically (every trick's roem goes to its winner, as with the autoRoem option),
// a position in the middle of a round counts the points, roem and tricks already taken.
import type { KlaverjasAction } from '../actions.js';
import { codeOf } from '../actions.js';
import { PHASE, T, type KlaverjasState } from '../state.js';
import { searchValue } from './search.js';

/** A round with nothing hidden, before its first lead: what bidding weighs. */
export interface OpenDeal {
  /** Per seat, a mask of its eight cards. */
  readonly hands: readonly number[];
  readonly trump: number;
  /** The seat that takes the trump and leads (KJ-3); its team plays. */
  readonly leader: number;
  readonly amsterdam: boolean;
}

/** The round's score difference for the playing team (the leader's) under best play. */
export function solveDeal(deal: OpenDeal): number {
  return solvePosition(dealState(deal));
}

/** A state of `deal` at its first lead, as rules.ts would make it after the bidding. */
export function dealState(deal: OpenDeal): KlaverjasState {
  const t = new Int32Array(T.size);
  for (let s = 0; s < 4; s++) t[T.hands + s] = deal.hands[s];
  return {
    rounds: 1,
    amsterdam: deal.amsterdam,
    utrecht: false,
    autoRoem: true,
    deals: undefined,
    t,
    round: 0,
    phase: PHASE.play,
    dealer: (deal.leader + 3) & 3,
    turn: deal.leader,
    shown: 1,
    bidCount: 0,
    trump: deal.trump,
    player: deal.leader,
    playedCount: 0,
    leader: deal.leader,
    best: -1,
    bestSeat: -1,
    pendingRoem: 0,
  };
}

/** The round's score difference for the team of the player to move, under best play
 * from `state` (in the play phase, every hand known) to the end of the round. */
export function solvePosition(state: KlaverjasState): number {
  return searchValue(state);
}

/** GamePlay.solver's values: each legal card's value for the mover's team. False (and
 * nothing written) outside the play phase. */
export function cardValues(state: KlaverjasState, legal: readonly KlaverjasAction[], out: number[]): boolean {
  if (state.phase !== PHASE.play) return false;
  for (let i = 0; i < legal.length; i++) out[i] = searchValue(state, codeOf(legal[i]));
  return true;
}
