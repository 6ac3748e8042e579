// KJ-4, KJ-5: which cards of a hand may go on a trick. Pure bit arithmetic on masks, used
// by legalActions, by determinize's inferences (trick.ts) and by bots.
import { HIGHER_TRUMPS, SUIT_MASK } from './cards.js';

/** Trick facts the rules need: the suit led (-1 for an empty trick), the strength of the
 * highest trump in it (-1 for none), and whether the player's partner is winning it. */
export function legalCards(
  hand: number,
  trump: number,
  amsterdam: boolean,
  led: number,
  highestTrump: number,
  partnerWinning: boolean,
): number {
  if (led < 0) return hand;
  const following = hand & SUIT_MASK[led];
  if (led === trump) {
    // KJ-5: trump led, follow with a higher trump if you can.
    if (following === 0) return hand;
    const higher = following & HIGHER_TRUMPS[trump][highestTrump + 1];
    return higher !== 0 ? higher : following;
  }
  if (following !== 0) return following;
  const trumps = hand & SUIT_MASK[trump];
  if (trumps === 0) return hand;
  // KJ-4 Amsterdam: with the partner winning, any card.
  if (amsterdam && partnerWinning) return hand;
  const higher = trumps & HIGHER_TRUMPS[trump][highestTrump + 1];
  // Overtrump if you can; else (Rotterdam, and Amsterdam against an opponent) undertrump.
  return higher !== 0 ? higher : trumps;
}

/** Cards a seat is shown not to hold by playing `card` where `legalCards` applied: every
 * card that, held, would have made the play illegal. Hands only shrink, so it stays true. */
export function shownAbsent(
  card: number,
  trump: number,
  amsterdam: boolean,
  led: number,
  highestTrump: number,
  partnerWinning: boolean,
): number {
  if (led < 0) return 0;
  const suit = card >> 3;
  const higher = HIGHER_TRUMPS[trump][highestTrump + 1];
  if (led === trump) {
    if (suit !== trump) return SUIT_MASK[trump];
    return (higher & (1 << card)) !== 0 ? 0 : higher;
  }
  if (suit === led) return 0;
  let absent = SUIT_MASK[led];
  if (amsterdam && partnerWinning) return absent;
  if (suit !== trump) absent |= SUIT_MASK[trump];
  else if ((higher & (1 << card)) === 0) absent |= higher;
  return absent;
}
