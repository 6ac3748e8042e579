// KJ-2, KJ-3 and the Utrecht variant: how the trump is chosen and who plays.
// Bidding starts left of the dealer: each player accepts the proposed suit or passes;
// four passes show the second proposal; four more and the player left of the dealer
// must name a suit not shown. Whoever takes the trump leads the first trick, and that
// seat's team is the playing team.
import { BID, PHASE, SEATS, T, type KlaverjasState } from './state.js';

/** The suits the current player may name: any under Utrecht, else those not shown. */
export function namableSuits(state: KlaverjasState): number {
  if (state.utrecht) return 0b1111;
  return 0b1111 & ~(1 << state.t[T.proposals]) & ~(1 << state.t[T.proposals + 1]);
}

/** Opens the bidding of a freshly dealt round. */
export function startBidding(state: KlaverjasState): void {
  state.turn = (state.dealer + 1) % SEATS;
  state.bidCount = 0;
  state.shown = 1;
  state.trump = -1;
  state.player = -1;
  state.phase = state.utrecht ? PHASE.name : PHASE.bid;
}

export function pass(state: KlaverjasState): void {
  state.t[T.bids + state.bidCount++] = BID.pass;
  const first = (state.dealer + 1) % SEATS;
  state.turn = (state.turn + 1) % SEATS;
  if (state.turn !== first) return;
  // A full circle of passes.
  if (state.shown === 1) state.shown = 2;
  else state.phase = PHASE.name;
}

export function accept(state: KlaverjasState): void {
  state.t[T.bids + state.bidCount++] = BID.play;
  takeTrump(state, state.t[T.proposals + state.shown - 1]);
}

export function name(state: KlaverjasState, suit: number): void {
  state.t[T.bids + state.bidCount++] = BID.named;
  takeTrump(state, suit);
}

function takeTrump(state: KlaverjasState, suit: number): void {
  state.trump = suit;
  state.player = state.turn;
  state.leader = state.turn;
  state.phase = PHASE.play;
}
