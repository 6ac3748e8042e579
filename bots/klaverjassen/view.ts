// What a Klaverjassen bot reads off its observation, as card masks: the cards played this
// round, the cards it has not seen, who may still hold what (play shows voids: T.excluded),
// and whether a card is the highest of its suit still out. Everything comes from the
// seat's own observation; no bot ever sees another hand. One decision runs at a time in
// a thread, so the facts of the decision under way live in one shared object: nothing is
// allocated per decision.
import { HIGHER_TRUMPS, PLAIN_STRENGTH, SUIT_MASK, bit, cardOf, rankOf, suitOf } from '../../src/games/klaverjassen/cards.js';
import { T, type KlaverjasObservation } from '../../src/games/klaverjassen/state.js';
import { TRUMP_BASE, strength } from '../../src/games/klaverjassen/trick.js';

/** [suit][plain strength + 1]: the cards of that suit stronger than a plain card of that
 * strength (the non-trump order A > T > K > Q > J > 9 > 8 > 7). */
const HIGHER_PLAIN: readonly (readonly number[])[] = Array.from({ length: 4 }, (_, suit) =>
  Array.from({ length: 9 }, (_, s) => {
    let mask = 0;
    for (let rank = 0; rank < 8; rank++) if (PLAIN_STRENGTH[rank] > s - 1) mask |= bit(cardOf(suit, rank));
    return mask;
  }),
);

/** The cards that beat a trick whose best card has strength `best` (trick.ts's scale:
 * TRUMP_BASE and up for a trump), led with `led`. */
export function beating(best: number, led: number, trump: number): number {
  if (best >= TRUMP_BASE) return HIGHER_TRUMPS[trump][best - TRUMP_BASE + 1];
  return HIGHER_PLAIN[led][best + 1] | SUIT_MASK[trump];
}

/** The cards stronger than `card` within its own suit (by the trump order for a trump). */
function higherInSuit(card: number, trump: number): number {
  const suit = suitOf(card);
  return suit === trump
    ? HIGHER_TRUMPS[trump][strength(card, suit, trump) - TRUMP_BASE + 1]
    : HIGHER_PLAIN[suit][PLAIN_STRENGTH[rankOf(card)] + 1];
}

export interface View {
  obs: KlaverjasObservation;
  seat: number;
  partner: number;
  trump: number;
  hand: number;
  /** Cards played this round, the trick under way included. */
  played: number;
  /** Cards neither in this hand nor played: somewhere in the other three hands. */
  unseen: number;
  /** Position in the trick under way (0: leading), the suit led (-1 when leading), the
   * strength of the best card so far and who played it. */
  pos: number;
  led: number;
  best: number;
  bestSeat: number;
}

const view: View = {
  obs: undefined as unknown as KlaverjasObservation,
  seat: 0,
  partner: 2,
  trump: 0,
  hand: 0,
  played: 0,
  unseen: 0,
  pos: 0,
  led: -1,
  best: -1,
  bestSeat: -1,
};

/** The facts of a card decision, in the shared view: read them before the next call. */
export function viewOf(obs: KlaverjasObservation): View {
  const { t } = obs;
  let played = 0;
  for (let i = 0; i < obs.playedCount; i++) played |= bit(t[T.played + i]);
  const pos = obs.playedCount & 3;
  view.obs = obs;
  view.seat = obs.seat;
  view.partner = (obs.seat + 2) & 3;
  view.trump = obs.trump;
  view.hand = obs.hand;
  view.played = played;
  view.unseen = ~(obs.hand | played);
  view.pos = pos;
  view.led = pos === 0 ? -1 : suitOf(t[T.played + obs.playedCount - pos]);
  view.best = pos === 0 ? -1 : obs.best;
  view.bestSeat = pos === 0 ? -1 : obs.bestSeat;
  return view;
}

/** The unseen cards `seat` may hold: those play has not shown it lacks. */
export function possible(v: View, seat: number): number {
  return v.unseen & ~v.obs.t[T.excluded + seat];
}

/** The unseen cards either opponent may hold. */
export function opponentsMayHold(v: View): number {
  return possible(v, (v.seat + 1) & 3) | possible(v, (v.seat + 3) & 3);
}

/** The opponents still to play after this seat in the trick under way may hold a card
 * of `cards`. */
export function laterOpponentsMayHold(v: View, cards: number): boolean {
  for (let k = v.pos + 1; k < 4; k++) {
    const s = (v.seat + k - v.pos) & 3;
    if ((s & 1) !== (v.seat & 1) && (possible(v, s) & cards) !== 0) return true;
  }
  return false;
}

/** No card still out beats `card` within its suit: it is the boss of its suit. */
export function isBoss(v: View, card: number): boolean {
  return (higherInSuit(card, v.trump) & v.unseen) === 0;
}

/** The trick under way is won by the partner whatever the seats after this one hold:
 * this seat plays last, or no later opponent may hold a card that beats it. */
export function partnerSure(v: View): boolean {
  if (v.pos === 0 || v.bestSeat !== v.partner) return false;
  return !laterOpponentsMayHold(v, beating(v.best, v.led, v.trump));
}

/** The partner is winning with a card no unseen card of the led suit beats (a ruff
 * could still take it): the trick the text's signals are given on ("lijkt te winnen"). */
export function partnerSeemsToWin(v: View): boolean {
  if (v.pos === 0 || v.bestSeat !== v.partner) return false;
  const higher = v.best >= TRUMP_BASE ? beating(v.best, v.led, v.trump) : beating(v.best, v.led, v.trump) & SUIT_MASK[v.led];
  return (higher & v.unseen) === 0 || !laterOpponentsMayHold(v, higher);
}
