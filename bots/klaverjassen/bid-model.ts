// Bidding from a model of the hand (issue 39), as Kermit bids in Skat: what pimc's bidding
// would find by solving sampled deals (pimc-bidding.ts) estimated in microseconds by
// linear models of the bidder's own hand, fitted offline to the solver's values on random
// deals (bench/bid-model-fit.ts writes bid-weights.ts from a seed).
//
// pimc bids by two means over deals drawn uniformly given its hand: playing (this seat
// takes the suit and leads) and passing (the later seats of the circle take it when their
// team's value beats the margin, else nobody in the first circle, else the player left of
// the dealer names a suit). Both are expectations over the hidden hands, so they are
// functions of the bidder's hand alone: `PLAY` estimates the first for any trump, one
// `PASS` model a situation (circle and seats still to bid) the second.
import { ACTION, NAME, PASS, PLAY, codeOf } from '../../src/games/klaverjassen/actions.js';
import { ACE, JACK, KING, NINE, QUEEN, TEN, popcount } from '../../src/games/klaverjassen/cards.js';
import { PHASE, SEATS, T, type KlaverjasObservation } from '../../src/games/klaverjassen/state.js';
import { BID_WEIGHTS } from './bid-weights.js';

/** Trump ranks (7 8 9 T J Q K A) in the order of their features. */
const TRUMP_RANKS = [JACK, NINE, ACE, TEN, KING, QUEEN, 1, 0];
export const FEATURES = 24;

/** The features of `hand` (a mask) with `trump` for trump: what the models weigh. */
export function features(hand: number, trump: number, amsterdam: boolean, out = new Float64Array(FEATURES)): Float64Array {
  const trumps = (hand >>> (trump << 3)) & 0xff;
  let i = 0;
  out[i++] = 1;
  for (const rank of TRUMP_RANKS) out[i++] = (trumps >> rank) & 1;
  const n = popcount(trumps);
  // The count itself is the sum of the ranks' features: its square and its reach.
  out[i++] = (n * n) / 8;
  out[i++] = n >= 4 ? 1 : 0;
  out[i++] = ((trumps >> JACK) & (trumps >> NINE) & 1) * n;
  let aces = 0;
  let tens = 0;
  let guarded = 0;
  let bare = 0;
  let kings = 0;
  let kingsWithAce = 0;
  let pictures = 0;
  let voids = 0;
  let singles = 0;
  let longest = 0;
  for (let suit = 0; suit < 4; suit++) {
    if (suit === trump) continue;
    const ranks = (hand >>> (suit << 3)) & 0xff;
    const length = popcount(ranks);
    const ace = (ranks >> ACE) & 1;
    const ten = (ranks >> TEN) & 1;
    aces += ace;
    tens += ten;
    guarded += ace & ten;
    if (ten && !ace && length <= 2) bare++;
    kings += (ranks >> KING) & 1;
    kingsWithAce += (ranks >> KING) & ace;
    pictures += ((ranks >> QUEEN) & 1) + ((ranks >> JACK) & 1);
    if (length === 0) voids++;
    if (length === 1) singles++;
    if (length > longest) longest = length;
  }
  out[i++] = aces;
  out[i++] = tens;
  out[i++] = guarded;
  out[i++] = bare;
  out[i++] = kings;
  out[i++] = kingsWithAce;
  out[i++] = pictures;
  out[i++] = voids * n;
  out[i++] = singles * n;
  out[i++] = longest;
  out[i++] = aces * n;
  out[i++] = amsterdam ? 1 : 0;
  return out;
}

/** Where a bid is made: 0 or 1 circles of four passes before it, and how many seats of
 * its circle bid after it (0..3). */
interface BidSituation {
  readonly secondCircle: boolean;
  readonly later: number;
}

/** The weights of each model, FEATURES apiece: one for playing (this seat leads), one for
 * passing in each situation (index `situationIndex`). */
export interface BidWeights {
  readonly margin: number;
  readonly play: readonly number[];
  readonly pass: readonly (readonly number[])[];
}

export const situationIndex = (s: BidSituation): number => (s.secondCircle ? 4 : 0) + s.later;

/** The committed models (bid-weights.ts, written by bench/bid-model-fit.ts). */
const FITTED: BidWeights = BID_WEIGHTS;

const scratch = new Float64Array(FEATURES);

function dot(weights: readonly number[], x: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < FEATURES; i++) sum += weights[i] * x[i];
  return sum;
}

/** The expected round score difference for this seat's team when it takes `trump` and leads. */
function playValue(hand: number, trump: number, amsterdam: boolean, w: BidWeights = FITTED): number {
  return dot(w.play, features(hand, trump, amsterdam, scratch));
}

/** The expected round score difference for this seat's team when it passes `proposed`. */
function passValue(hand: number, proposed: number, amsterdam: boolean, situation: BidSituation, w: BidWeights = FITTED): number {
  // Nobody left to take it in the first circle: the second proposal's round is as likely
  // to go either way, as pimc counts it.
  if (!situation.secondCircle && situation.later === 0) return 0;
  return dot(w.pass[situationIndex(situation)], features(hand, proposed, amsterdam, scratch));
}

/** What the models judge playing the proposed suit gains over passing it, at this seat's
 * bid (PHASE.bid). */
export function bidGain(obs: KlaverjasObservation, w: BidWeights = FITTED): number {
  const proposed = obs.t[T.proposals + obs.shown - 1];
  const situation = { secondCircle: obs.shown === 2, later: SEATS - 1 - (obs.bidCount % SEATS) };
  return playValue(obs.hand, proposed, obs.amsterdam, w) - passValue(obs.hand, proposed, obs.amsterdam, situation, w);
}

/** Where in the first circle the caution applies: `third`, at the third seat to bid only
 * (one seat after it), where the solved deals overrate playing most; `before-dealer`, at
 * every seat a later one of the circle follows (the first version, kept so its findings
 * replay). */
export type CautionAt = 'third' | 'before-dealer';

/** The bid (play or pass) or the trump named, by the models: play when its value is at
 * least the pass's (a tie plays, as in pimc-bidding.ts), by `caution` more at the seats of
 * the first circle `at` names; of the suits `legal` names, the one with the best value for
 * this seat leading, the first of equals. */
export function modelBid(
  obs: KlaverjasObservation,
  legal: readonly string[],
  w: BidWeights = FITTED,
  caution = 0,
  at: CautionAt = 'third',
): string {
  if (obs.phase === PHASE.bid) {
    // Never at the dealer's bid: its pass opens the second circle, where caution gained
    // nothing (docs/klaverjassen-bidding.md).
    const seat = obs.bidCount % SEATS;
    const cautious = obs.shown === 1 && (at === 'third' ? seat === SEATS - 2 : seat < SEATS - 1);
    return bidGain(obs, w) >= (cautious ? caution : 0) ? ACTION[PLAY] : ACTION[PASS];
  }
  let best = 0;
  let bestValue = -Infinity;
  for (let i = 0; i < legal.length; i++) {
    const value = playValue(obs.hand, codeOf(legal[i]) - NAME, obs.amsterdam, w);
    if (value > bestValue) {
      best = i;
      bestValue = value;
    }
  }
  return legal[best];
}
