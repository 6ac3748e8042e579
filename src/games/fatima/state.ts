// The shape of a Fatima table. Every card is in exactly one place — a hand, the draw pile
// or the discard pile — and `place` says which, so that both the rules and the tests can
// ask where a card is without searching.

/** A hand never grows past the five dealt: a turn discards at least one card and takes one. */
export const HAND = 5;
export const CALL_PENALTY = 30; // FT-3
export const LOSING_TOTAL = 100; // above it a player loses; exactly it drops to 0 (FT-8)

/** place[card]: a seat (0..5) when in that hand; plus SHOWN when everyone saw it picked up
 * from the discard pile (FT-6), so it is known to be there until it is discarded. */
export const SHOWN = 16;
export const DRAW = -1; // in the draw pile; in an observation: unseen (draw pile or a hidden hand card)
export const UNSEEN = DRAW;
export const PILE = -2; // in the discard pile, face up

export const PHASE = { discard: 0, pickup: 1, over: 2 } as const;
type Phase = (typeof PHASE)[keyof typeof PHASE];

/** What a group on the discard pile is (FT-5, FT-11). */
export const KIND = { single: 0, set: 1, run: 2 } as const;
export type Kind = (typeof KIND)[keyof typeof KIND];

interface FatimaRules {
  readonly players: number;
  /** 1 or 2 decks (FT-1), so 54 or 108 cards. */
  readonly decks: number;
  readonly cards: number;
  readonly callLimit: number;
  readonly tiesPenalized: boolean;
  readonly longerRuns: boolean;
  readonly playOn: boolean;
}

/** The public course of the round: the groups on the discard pile and the turn. */
interface FatimaTable {
  phase: Phase;
  current: number;
  /** Rounds are counted from 0 over the whole game; each is dealt afresh (FT-9). */
  round: number;
  /** Who began this round. */
  starter: number;
  /** Rebuilds of the draw pile this round (FT-7): the generation of the newest pile. */
  reshuffles: number;
  drawSize: number;
  pileSize: number;
  /** The top group is pile[topStart..pileSize): the last discard (FT-6, FT-10). */
  topStart: number;
  topKind: Kind;
  /** A run's lowest and highest card (FT-11), -1 otherwise. */
  topLow: number;
  topHigh: number;
  /** In the pick-up phase, the group the player may take from: pile[prevStart..prevEnd). */
  prevStart: number;
  prevEnd: number;
  prevKind: Kind;
  prevLow: number;
  prevHigh: number;
}

interface FatimaArrays {
  /** Per card: a seat (plus SHOWN), DRAW or PILE. */
  readonly place: Int16Array;
  /** Per card: the draw pile it was last shuffled into, 0 for the deal (FT-7). Public. */
  readonly gen: Int16Array;
  /** seat * HAND + i: the hand, in card order, handSize[seat] long. Hidden. */
  readonly hands: Int16Array;
  readonly handSize: Int16Array;
  /** The draw pile, top at drawSize - 1. Hidden. */
  readonly drawPile: Int16Array;
  /** The discard pile, bottom first. Public. */
  readonly pile: Int16Array;
  readonly totals: Int16Array;
  /** 0 while playing; r + 1 for a player out after round r (play-on, FT-8). */
  readonly out: Int16Array;
}

export interface FatimaState extends FatimaRules, FatimaTable, FatimaArrays {}

/** Fresh arrays for `players` and `cards`. */
export function stateArrays(players: number, cards: number): FatimaArrays {
  return {
    place: new Int16Array(cards),
    gen: new Int16Array(cards),
    drawPile: new Int16Array(cards),
    pile: new Int16Array(cards),
    hands: new Int16Array(players * HAND),
    handSize: new Int16Array(players),
    totals: new Int16Array(players),
    out: new Int16Array(players),
  };
}

/** Copies of the arrays of `state`: what clone makes. */
export function copyArrays(state: FatimaArrays): FatimaArrays {
  return {
    place: state.place.slice(),
    gen: state.gen.slice(),
    drawPile: state.drawPile.slice(),
    pile: state.pile.slice(),
    hands: state.hands.slice(),
    handSize: state.handSize.slice(),
    totals: state.totals.slice(),
    out: state.out.slice(),
  };
}

export interface FatimaObservation extends FatimaRules, Readonly<FatimaTable> {
  readonly seat: number;
  /** Every total (FT-4). */
  readonly totals: Int16Array;
  readonly out: Int16Array;
  /** Every player's hand size. */
  readonly handSize: Int16Array;
  /** The seat's own hand in card order, padded with -1 to HAND. */
  readonly hand: Int16Array;
  /** Per card, as this seat knows it: its own cards (seat, plus SHOWN if picked up in
   * public), cards others picked up from the discard and still hold (seat + SHOWN),
   * PILE, or UNSEEN. */
  readonly place: Int16Array;
  /** Per card, for unseen cards and its own: which draw pile it belongs to; else -1. */
  readonly gen: Int16Array;
  /** seat * HAND + i: the generations of the cards of each hand nobody else has seen,
   * in order, padded with -1: where determinize may put which unseen card. */
  readonly hidden: Int16Array;
  /** The discard pile, bottom first (pileSize long), padded with -1. */
  readonly pile: Int16Array;
}
