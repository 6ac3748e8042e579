// Bidding by solved deals (issue 26): each choice — play the proposed suit, pass, or name
// a trump — is judged on the same deals, each solved with every hand open for every
// trump it could be played in, by the round's score difference for this seat's team
// (the solver's value: nat and pit counted). The choice with the best mean is made;
// a tie plays: the pass's value leans on the model below, in which the others bid as if
// they saw the deal, and a partner that would take the suit for as much may not.
//
// Passing needs a model of what the others do. Cheap and sound enough: the later seats
// of this circle, in order, take the proposed suit when their own team's solved value on
// the deal beats `margin` (the first such seat plays, and leads). If none does, in the
// first circle the round counts 0 for this seat (the second proposal is as likely to go
// either way); in the second circle the player left of the dealer must name a trump: it
// names the suit best for its team on the deal — or, when that player is this seat, the
// suit with the best mean over the deals where it comes to that, as it would choose then.
import { ACTION, NAME, PASS, PLAY, codeOf } from '../../src/games/klaverjassen/actions.js';
import { type OpenDeal, dealAbove, solveDeal } from '../../src/games/klaverjassen/solver/index.js';
import { PHASE, SEATS, T, teamOf, type KlaverjasState } from '../../src/games/klaverjassen/state.js';

/** A round's value for the team of its leader (the solver's solveDeal, or a test's). */
type DealSolver = (deal: OpenDeal) => number;

/** The public facts of a bid, read off the first deal (every deal shares them). */
interface Table {
  readonly seat: number;
  readonly first: number;
  readonly proposed: number;
  readonly secondCircle: boolean;
  /** Seats still to bid after this one in this circle. */
  readonly later: number;
  /** Suits the player left of the dealer may name if everyone passes twice. */
  readonly namable: number;
}

function tableOf(state: KlaverjasState): Table {
  const { t } = state;
  const first = (state.dealer + 1) % SEATS;
  const secondCircle = state.shown === 2;
  return {
    seat: state.turn,
    first,
    proposed: t[T.proposals + state.shown - 1],
    secondCircle,
    later: 3 - (state.bidCount % SEATS),
    namable: 0b1111 & ~(1 << t[T.proposals]) & ~(1 << t[T.proposals + 1]),
  };
}

/** `state`'s hands with `trump` taken by `leader`. */
function openDeal(state: KlaverjasState, trump: number, leader: number): OpenDeal {
  const hands = [state.t[T.hands], state.t[T.hands + 1], state.t[T.hands + 2], state.t[T.hands + 3]];
  return { hands, trump, leader, amsterdam: state.amsterdam };
}

/** The round's value on `state`'s hands for `seat`'s team, with `trump` taken by `leader`. */
function valueFor(state: KlaverjasState, trump: number, leader: number, seat: number, solve: DealSolver): number {
  const v = solve(openDeal(state, trump, leader));
  return teamOf(leader) === teamOf(seat) ? v : -v;
}

/** Whether a deal's value for its leader's team is above a number: the solver's dealAbove
 * (one probe, not a solve) with the solver's own values, else from the values given. */
type DealAbove = (deal: OpenDeal, v: number) => boolean;
const aboveOf = (solve: DealSolver): DealAbove => (solve === solveDeal ? dealAbove : (deal, v) => solve(deal) > v);

/** Mean values of playing and of passing the proposed suit over `deals`. */
export function bidMeans(
  deals: readonly KlaverjasState[],
  margin: number,
  solve: DealSolver = solveDeal,
): { play: number; pass: number } {
  const table = tableOf(deals[0]);
  const { seat, proposed } = table;
  let play = 0;
  let pass = 0;
  // Deals where everyone passes twice and this seat must name: each suit's total there.
  const ownNaming = new Array<number>(4).fill(0);
  let namingHere = false;
  const above = aboveOf(solve);
  for (const deal of deals) {
    play += valueFor(deal, proposed, seat, seat, solve);
    let taken = false;
    for (let k = 1; k <= table.later; k++) {
      const other = (seat + k) % SEATS;
      // Only the seat that takes the suit needs its value solved; the others, a probe.
      if (above(openDeal(deal, proposed, other), margin)) {
        const theirs = valueFor(deal, proposed, other, other, solve);
        pass += teamOf(other) === teamOf(seat) ? theirs : -theirs;
        taken = true;
        break;
      }
    }
    if (taken || !table.secondCircle) continue;
    if (table.first === seat) {
      namingHere = true;
      for (let suit = 0; suit < 4; suit++) {
        if (table.namable & (1 << suit)) ownNaming[suit] += valueFor(deal, suit, seat, seat, solve);
      }
      continue;
    }
    let best = -Infinity;
    for (let suit = 0; suit < 4; suit++) {
      if (table.namable & (1 << suit)) best = Math.max(best, valueFor(deal, suit, table.first, table.first, solve));
    }
    pass += teamOf(table.first) === teamOf(seat) ? best : -best;
  }
  if (namingHere) {
    let best = -Infinity;
    for (let suit = 0; suit < 4; suit++) if (table.namable & (1 << suit)) best = Math.max(best, ownNaming[suit]);
    pass += best;
  }
  return { play: play / deals.length, pass: pass / deals.length };
}

/** Mean value of naming each suit of `legal` (trump actions) over `deals`, in their order. */
export function nameMeans(deals: readonly KlaverjasState[], legal: readonly string[], solve: DealSolver = solveDeal): number[] {
  const seat = deals[0].turn;
  return legal.map((action) => {
    const suit = codeOf(action) - NAME;
    let total = 0;
    for (const deal of deals) total += valueFor(deal, suit, seat, seat, solve);
    return total / deals.length;
  });
}

/** The bid or trump named on `deals` (full states at this seat's bidding decision). */
export function chooseBid(
  deals: readonly KlaverjasState[],
  legal: readonly string[],
  margin: number,
  solve: DealSolver = solveDeal,
): string {
  if (deals[0].phase === PHASE.bid) {
    const { play, pass } = bidMeans(deals, margin, solve);
    return play >= pass ? ACTION[PLAY] : ACTION[PASS];
  }
  const means = nameMeans(deals, legal, solve);
  let best = 0;
  for (let i = 1; i < means.length; i++) if (means[i] > means[best]) best = i;
  return legal[best];
}
