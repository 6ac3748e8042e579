// The shape of a Klaverjassen table. Every array of a state lives in one Int32Array, `t`,
// at the offsets below, so that clone is one native copy (search clones millions of
// times); the scalars that change during play are plain fields.

export const SEATS = 4;
export const TRICKS = 8;
export const MAX_ROUNDS = 16;
/** Two circles of four bids at most, then the forced choice. */
export const MAX_BIDS = 9;

/** Offsets into `t`. Hands and what is known of them are masks of cards (cards.ts). */
export const T = {
  /** Per seat, the cards in hand. Hidden but to their owner. */
  hands: 0,
  /** Per seat, cards play has shown it does not hold (a suit not followed, a trump it
   * did not play when it had to): public, and what determinize keeps to. */
  excluded: 4,
  /** The first and second suit proposed for trump (KJ-2); the second is hidden until
   * everyone has passed the first. */
  proposals: 8,
  /** The bidding of the round in order, as bid codes (BID). */
  bids: 10,
  /** The cards of the round in the order played; trick k is played[4k..4k+4). */
  played: 19,
  /** Per trick of the round: who led it, who won it, the roem claimed with it. */
  leaders: 51,
  winners: 59,
  trickRoem: 67,
  /** Per team (seats 0+2 are team 0), this round: card points with the last trick's 10,
   * roem claimed, tricks won. */
  points: 75,
  roem: 77,
  tricks: 79,
  /** Per team, the game's total so far. */
  totals: 81,
  /** Per round and team, what the round scored after nat and pit (KJ-8). */
  roundScores: 83,
  /** Per round: the playing team, | NAT if it went nat, | PIT if a team took every trick,
   * | trump << 3. */
  roundInfo: 115,
  /** Per team, the roem it claimed over the game so far (for the figures). */
  roemTotals: 131,
  size: 133,
} as const;

export const NAT = 2;
export const PIT = 4;

/** What the bids in T.bids were. */
export const BID = { pass: 0, play: 1, named: 2 } as const;

export const PHASE = {
  /** The current player accepts (play) or passes the proposed suit (KJ-2). */
  bid: 0,
  /** The current player must name a trump: Utrecht, or everyone passed twice. */
  name: 1,
  play: 2,
  /** The winner of the trick just played decides whether to claim its roem (KJ-7). */
  claim: 3,
  over: 4,
} as const;
type Phase = (typeof PHASE)[keyof typeof PHASE];

/** A round typed in by hand (deal.ts reads it): seat s holds hands[s]. */
export interface ExplicitRound {
  readonly dealer: number;
  /** Per seat, a mask of its cards. */
  readonly hands: readonly number[];
  readonly trumps: readonly [number, number];
}

export interface KlaverjasState {
  readonly rounds: number;
  readonly amsterdam: boolean;
  readonly utrecht: boolean;
  readonly autoRoem: boolean;
  /** Explicit deals given by the user (options.deal), round by round; undefined when the
   * cards come from the seed. Never shown to a seat: future hands are hidden. */
  readonly deals: readonly ExplicitRound[] | undefined;
  readonly t: Int32Array;
  round: number;
  phase: Phase;
  dealer: number;
  /** Whose decision it is. */
  turn: number;
  /** Proposals shown so far this round (1 or 2). */
  shown: number;
  /** Bids made this round (T.bids). */
  bidCount: number;
  /** -1 until chosen. */
  trump: number;
  /** The seat that took the trump (its team plays), -1 until then. */
  player: number;
  /** Cards played this round (T.played). */
  playedCount: number;
  /** Who led the trick under way. */
  leader: number;
  /** The strength of the card winning the trick under way (16 + trump strength for a
   * trump, the plain strength for the led suit) and who played it. */
  best: number;
  bestSeat: number;
  /** The roem of the trick just played, while its winner decides (PHASE.claim). */
  pendingRoem: number;
}

export interface KlaverjasObservation {
  readonly seat: number;
  readonly rounds: number;
  readonly amsterdam: boolean;
  readonly utrecht: boolean;
  readonly autoRoem: boolean;
  /** The state's table (T offsets) as this seat may see it: the other hands are 0 and an
   * unshown second proposal is -1. */
  readonly t: Int32Array;
  /** This seat's hand, as a mask (the same as t[T.hands + seat]). */
  readonly hand: number;
  readonly round: number;
  readonly phase: Phase;
  readonly dealer: number;
  readonly turn: number;
  readonly shown: number;
  readonly bidCount: number;
  readonly trump: number;
  readonly player: number;
  readonly playedCount: number;
  readonly leader: number;
  readonly best: number;
  readonly bestSeat: number;
  readonly pendingRoem: number;
}

/** The team of a seat: seats 0+2 are team 0, 1+3 team 1. */
export const teamOf = (seat: number): number => seat & 1;
/** Who played card i of the round (T.played). */
export const playerOfCard = (t: Int32Array, i: number): number => (t[T.leaders + (i >> 2)] + (i & 3)) & 3;
