// The exact value of a round's play with every hand open (issue 26): what a perfect-
// information player scores under best play by both partnerships from a position to the
// round's end. Used by pimc (each sampled deal solved for every legal card; each trump
// for its bidding) and by `open`, the cheat that sees every hand.
//
// What is valued: the round's score difference as score.ts scores it (KJ-8), for one
// team: its round score minus the other's, so nat and pit count. Roem is claimed
// automatically (every trick's roem goes to its winner, as with the autoRoem option),
// a position in the middle of a round counts the points, roem and tricks already taken.
// How it is searched: search.ts; docs/klaverjassen-solver.md.
import { SeededChance } from '../../../core/chance.js';
import type { KlaverjasAction } from '../actions.js';
import { ACTION, CLAIM, codeOf } from '../actions.js';
import { ROUND_POINTS } from '../cards.js';
import { apply } from '../rules.js';
import { PHASE, T, type KlaverjasState, playerOfCard } from '../state.js';
import { NOT_NAT, natRange, newDeal, position, solveNat, solveW, wAtLeast, wUpper } from './search.js';

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

/** Whether solveDeal(deal) > v, answered by one null-window probe where it can be: a
 * value above v ≥ 1 is a w above it, and one above −162 ≤ v < 1 is not nat (a nat team
 * scores −162 or less). Below that it solves the deal. */
export function dealAbove(deal: OpenDeal, v: number): boolean {
  if (v < -ROUND_POINTS) return solveDeal(deal) > v;
  startDeal(dealState(deal));
  // w is even: w > v is w ≥ the even number above v.
  return wAtLeast(v >= 1 ? Math.floor(v / 2) * 2 + 2 : 1);
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
 * from `state` (in the play phase, or a roem claim, which is made) to the end of the round. */
export function solvePosition(state: KlaverjasState): number {
  const team = state.turn & 1;
  const play = playable(state, 'solvePosition');
  if (play.phase === PHASE.over) {
    const at = T.roundScores + state.round * 2;
    const diff = play.t[at] - play.t[at + 1];
    return team === 0 ? diff : -diff;
  }
  startDeal(play);
  const v = playingValue();
  return team === (play.player & 1) ? v : -v;
}

/** GamePlay.solver's values: each legal card's value for the mover's team. False (and
 * nothing written) outside the play phase. */
export function cardValues(state: KlaverjasState, legal: readonly KlaverjasAction[], out: number[]): boolean {
  if (state.phase !== PHASE.play) return false;
  startDeal(state);
  const sign = (state.turn & 1) === (state.player & 1) ? 1 : -1;
  // Each card's search starts from the last card's w: cards at one position are often
  // worth about the same, and a close first guess saves probes.
  let guess = NaN;
  for (let i = 0; i < legal.length; i++) {
    const card = codeOf(legal[i]);
    position.play(card);
    const v = playingValue(guess);
    if (v >= 1) guess = v;
    out[i] = sign * v;
    position.undo(card);
  }
  return true;
}

const chance = new SeededChance(0);

/** `state` itself in the play phase; a claim made (on a copy) as autoRoem would. */
function playable(state: KlaverjasState, who: string): KlaverjasState {
  if (state.phase === PHASE.play) return state;
  if (state.phase !== PHASE.claim) {
    throw new Error(`${who} takes a state in the play phase or at a roem claim, not in phase ${state.phase}`);
  }
  const copy: KlaverjasState = { ...state, t: state.t.slice(), autoRoem: true, rounds: state.round + 1 };
  apply(copy, ACTION[CLAIM], chance);
  return copy;
}

/** Who held which card this round, the trump, the variant and the playing team: what the
 * table's entries depend on besides their keys. */
const dealt = new Int32Array(7);
const seen = new Int32Array(7).fill(-1);

/** Loads `state` into the search's position, keeping the table when the deal is the one
 * searched last (cardValues' cards, pimc's repeated questions on one sample). */
function startDeal(state: KlaverjasState): void {
  const { t } = state;
  for (let s = 0; s < 4; s++) dealt[s] = t[T.hands + s];
  for (let i = 0; i < state.playedCount; i++) dealt[playerOfCard(t, i)] |= 1 << t[T.played + i];
  dealt[4] = state.trump;
  dealt[5] = state.amsterdam ? 1 : 0;
  dealt[6] = state.player & 1;
  let same = true;
  for (let i = 0; i < 7; i++) if (dealt[i] !== seen[i]) same = false;
  if (!same) {
    newDeal();
    seen.set(dealt);
  }
  position.load(state);
}

/** The value of the loaded position for the playing team: w if it can avoid nat (then
 * w ≥ 1), else the nat search's (search.ts). w is even (twice the points, roem in tens,
 * 162), so solveW's floor 0 stands for every w < 1: nat. Searching for w from a guess
 * first, not asking first whether it is nat, saves a proof that w ≥ 1 where the guess is
 * close (a fifth of the nodes of a decision's card values). */
function playingValue(guess = NaN): number {
  const w = solveW(0, wUpper(), guess);
  if (w >= 1) return w;
  const [lower, upper] = natRange();
  const v = solveNat(lower, upper);
  if (v >= NOT_NAT) throw new Error('the solver found the playing team not nat after it could not avoid it');
  return v - ROUND_POINTS;
}
