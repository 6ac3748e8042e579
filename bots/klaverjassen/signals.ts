// The text's signals ("Seinen"), given on a discard while the partner is winning the
// trick, and read back from the partner's discards while this seat was winning:
// - opseinen: a 7, 8 or 9 of a suit shows its ace; the ace itself shows the ten too;
// - afseinen: a picture (J, Q, K) shows weakness in its suit;
// - spekken: a ten on the partner's trick; read, it says the ace of that suit is not
//   with the partner (who would have shown ace and ten by the ace).
// Signals are never given in trump, and are read only from cards played.
import {
  ACE,
  JACK,
  KING,
  NINE,
  QUEEN,
  SUIT_MASK,
  TEN,
  bit,
  cardOf,
  lowestCard,
  rankOf,
  suitOf,
} from '../../src/games/klaverjassen/cards.js';
import { T } from '../../src/games/klaverjassen/state.js';
import { strength } from '../../src/games/klaverjassen/trick.js';
import { type View, isBoss, partnerSeemsToWin, partnerSure } from './view.js';

/** Which signals a bot gives and which it reads, each on its own. */
export interface Signals {
  readonly giveOp: boolean;
  readonly giveAf: boolean;
  readonly giveSpek: boolean;
  readonly readOp: boolean;
  readonly readAf: boolean;
  readonly readSpek: boolean;
}

export const NO_SIGNALS: Signals = Object.freeze({
  giveOp: false,
  giveAf: false,
  giveSpek: false,
  readOp: false,
  readAf: false,
  readSpek: false,
});

export const gives = (s: Signals): boolean => s.giveOp || s.giveAf || s.giveSpek;
export const reads = (s: Signals): boolean => s.readOp || s.readAf || s.readSpek;

/** The low cards (7, 8, 9) and the pictures (J, Q, K) of a suit, by rank bits. */
const LOW_RANKS = 0b111;
const PICTURE_RANKS = (1 << JACK) | (1 << QUEEN) | (1 << KING);

const rankMask = (suit: number, ranks: number): number => (ranks << (suit << 3)) & SUIT_MASK[suit];

/** The cards of `mask` a discard may signal with: not trump, not the suit led. */
function discardsOf(v: View, mask: number): number {
  return mask & ~SUIT_MASK[v.trump] & (v.led >= 0 ? ~SUIT_MASK[v.led] : -1);
}

/** The signal to give on a discard while the partner seems to win the trick, or -1:
 * spek a ten that will not win (its ace is out), opsein ace and ten by the ace, afsein a
 * suit without its ace by its cheapest picture. */
export function signalCard(v: View, legal: number, s: Signals): number {
  const discards = discardsOf(v, legal);
  if (discards === 0 || !partnerSeemsToWin(v)) return -1;
  if (s.giveSpek) {
    for (let suit = 0; suit < 4; suit++) {
      const ten = bit(cardOf(suit, TEN));
      if (discards & ten && !(v.hand & bit(cardOf(suit, ACE))) && !isBoss(v, cardOf(suit, TEN))) return cardOf(suit, TEN);
    }
  }
  // Opseinen with a low card needs no pick of its own: honest() keeps every low card of
  // a suit without its ace off the partner's trick, so the cheapest discard left is one.
  // The ace, showing the ten, is thrown only where it cannot be lost.
  if (s.giveOp && partnerSure(v)) {
    for (let suit = 0; suit < 4; suit++) {
      const ace = cardOf(suit, ACE);
      if (discards & bit(ace) && v.hand & bit(cardOf(suit, TEN))) return ace;
    }
  }
  if (s.giveAf) {
    let pick = -1;
    for (let suit = 0; suit < 4; suit++) {
      if (v.hand & bit(cardOf(suit, ACE))) continue;
      const pictures = discards & rankMask(suit, PICTURE_RANKS);
      // The cheapest picture: a jack (2 points) before a queen or a king.
      if (pictures && (pick < 0 || rankOf(lowestCard(pictures)) < rankOf(pick))) pick = lowestCard(pictures);
    }
    if (pick >= 0) return pick;
  }
  return -1;
}

/** The discards among `legal` that tell the partner nothing false under the signals
 * given: no low card or ten of a suit without its ace (read as an ace, or as no ace),
 * no picture of a suit with it. Other cards pass through; the whole list when every
 * discard would mislead. */
export function honest(v: View, legal: number, s: Signals): number {
  const discards = discardsOf(v, legal);
  if (discards === 0) return legal;
  let misleading = 0;
  for (let suit = 0; suit < 4; suit++) {
    const holdsAce = (v.hand & bit(cardOf(suit, ACE))) !== 0;
    if (s.giveOp && !holdsAce) misleading |= rankMask(suit, LOW_RANKS);
    if (s.giveAf && holdsAce) misleading |= rankMask(suit, PICTURE_RANKS);
    if (s.giveSpek && holdsAce) misleading |= bit(cardOf(suit, TEN));
  }
  const kept = legal & ~(discards & misleading);
  return kept !== 0 ? kept : legal;
}

/** What a card signals, by the text's conventions: none, an opsein by a low card (its
 * ace is held) or by the ace (its ten is held), an afsein (weak in the suit) or a spek
 * (the suit's ace is not held). */
export const SIGNAL = { none: 0, opseinLow: 1, opseinAce: 2, afsein: 3, spek: 4 } as const;

/** Per card played this round (T.played order): the signal it reads as. A card signals
 * when it is a discard (neither the suit led nor trump) played while its player's partner
 * was winning the trick; its rank says which. Shared result: read it before the next call. */
const READ = new Int8Array(32);

/** Every card of the round read as the text's conventions read it, whoever played it:
 * what the `signal` bot reads off its partner's discards, and what the viewer marks. */
export function roundSignals(t: Int32Array, playedCount: number, trump: number): Int8Array {
  READ.fill(SIGNAL.none);
  for (let start = 0; start < playedCount; start += 4) {
    const leader = t[T.leaders + (start >> 2)];
    const led = suitOf(t[T.played + start]);
    let best = strength(t[T.played + start], led, trump);
    let bestSeat = leader;
    const end = Math.min(start + 4, playedCount);
    for (let i = start + 1; i < end; i++) {
      const card = t[T.played + i];
      const by = (leader + i - start) & 3;
      const suit = suitOf(card);
      if (bestSeat === ((by + 2) & 3) && suit !== led && suit !== trump) READ[i] = signalOfRank(rankOf(card));
      const st = strength(card, led, trump);
      if (st > best) {
        best = st;
        bestSeat = by;
      }
    }
  }
  return READ;
}

function signalOfRank(rank: number): number {
  if (rank <= NINE) return SIGNAL.opseinLow;
  if (rank === ACE) return SIGNAL.opseinAce;
  if (rank === TEN) return SIGNAL.spek;
  return SIGNAL.afsein; // a picture: J, Q, K
}

/** What the partner showed this round: bit s of `strong` and of `weak` per suit. */
interface Shown {
  strong: number;
  weak: number;
}

const shown: Shown = { strong: 0, weak: 0 };
/** Per suit, the card a strong signal promised (-1: none). */
const promised = new Int8Array(4);

/** The partner's signals this round, read off the cards played (shared result: read it
 * before the next call). A strong suit whose promised card is gone, or in this hand, is
 * no longer strong. */
export function partnerShown(v: View, s: Signals): Shown {
  const { t, playedCount } = v.obs;
  const { partner } = v;
  shown.strong = 0;
  shown.weak = 0;
  promised.fill(-1);
  const read = roundSignals(t, playedCount, v.trump);
  for (let i = 0; i < playedCount; i++) {
    const signal = read[i];
    if (signal === SIGNAL.none || ((t[T.leaders + (i >> 2)] + (i & 3)) & 3) !== partner) continue;
    const suit = suitOf(t[T.played + i]);
    if (s.readOp && signal === SIGNAL.opseinLow) {
      shown.strong |= 1 << suit;
      promised[suit] = cardOf(suit, ACE);
    } else if (s.readOp && signal === SIGNAL.opseinAce) {
      shown.strong |= 1 << suit;
      promised[suit] = cardOf(suit, TEN);
    } else if (s.readAf && signal === SIGNAL.afsein) shown.weak |= 1 << suit;
    else if (s.readSpek && signal === SIGNAL.spek) shown.weak |= 1 << suit;
  }
  for (let suit = 0; suit < 4; suit++) {
    if (promised[suit] >= 0 && !(v.unseen & bit(promised[suit]))) shown.strong &= ~(1 << suit);
  }
  return shown;
}
