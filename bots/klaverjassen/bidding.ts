// Bidding: how strong a hand is with a given suit as trump, in points of the text's tables
// weighted by how likely each card is to take a trick, and the bid that follows from it.
import { ACTION, NAME, PASS, PLAY, codeOf } from '../../src/games/klaverjassen/actions.js';
import { ACE, KING, QUEEN, SUIT_MASK, TEN, bit, cardOf, popcount } from '../../src/games/klaverjassen/cards.js';
import { T, type KlaverjasObservation } from '../../src/games/klaverjassen/state.js';

/** A trump's worth by rank (7 8 9 T J Q K A): the jack and the nel take tricks and
 * points, the small ones only length. */
const TRUMP_WORTH: readonly number[] = [3, 3, 14, 10, 20, 4, 5, 11];
/** Each trump beyond two draws the opponents' trumps and ruffs. */
const LENGTH = 6;
/** A void side suit beside three trumps or more: tricks to ruff. */
const VOID = 4;
/** Trump king and queen: stuk, 20 roem when they fall in one trick. */
const STUK = 8;

/** The hand's strength with `trump` as trump. */
export function handStrength(hand: number, trump: number): number {
  const trumps = hand & SUIT_MASK[trump];
  const count = popcount(trumps);
  let worth = count > 2 ? (count - 2) * LENGTH : 0;
  for (let rank = 0; rank < 8; rank++) if (trumps & bit(cardOf(trump, rank))) worth += TRUMP_WORTH[rank];
  const stuk = bit(cardOf(trump, KING)) | bit(cardOf(trump, QUEEN));
  if ((trumps & stuk) === stuk) worth += STUK;
  for (let suit = 0; suit < 4; suit++) {
    if (suit === trump) continue;
    const side = hand & SUIT_MASK[suit];
    if (side === 0) {
      if (count >= 3) worth += VOID;
      continue;
    }
    const ace = (side & bit(cardOf(suit, ACE))) !== 0;
    const ten = (side & bit(cardOf(suit, TEN))) !== 0;
    if (ace) worth += 11;
    // A ten behind its ace is a second trick; a guarded ten may live.
    if (ten) worth += ace ? 6 : popcount(side) >= 2 ? 2 : 0;
  }
  return worth;
}

/** Accept the proposed suit when the hand is at least `threshold` strong in it. */
export function bid(obs: KlaverjasObservation, threshold: number): string {
  const proposed = obs.t[T.proposals + obs.shown - 1];
  return handStrength(obs.hand, proposed) >= threshold ? ACTION[PLAY] : ACTION[PASS];
}

/** Name the legal suit the hand is strongest in (Utrecht, or after two circles of passes). */
export function nameTrump(obs: KlaverjasObservation, legal: readonly string[]): string {
  let pick = legal[0];
  let most = -1;
  for (let i = 0; i < legal.length; i++) {
    const worth = handStrength(obs.hand, codeOf(legal[i]) - NAME);
    if (worth > most) {
      most = worth;
      pick = legal[i];
    }
  }
  return pick;
}
