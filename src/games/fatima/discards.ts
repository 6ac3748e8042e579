// What may be discarded (FT-5, FT-11): one card; two or more of one rank; or a run of three
// consecutive cards of one suit (any length from three with the option longerRuns), ace
// low, no wrap-around. A joker stands for any card. A group that is both a set and a run
// (only with jokers) is a set; in a run the jokers take the lowest places they can, which
// decides the run's ends, the only cards of it the next player may take (FT-6).
import { RANK, SUIT, isJoker } from './cards.js';
import { KIND, type Kind } from './state.js';

export const NOT_A_DISCARD = -1;

/** The kind of the group of cards[0..n), or NOT_A_DISCARD. */
export function groupKind(cards: ArrayLike<number>, n: number, longerRuns: boolean): Kind | typeof NOT_A_DISCARD {
  if (n === 1) return KIND.single;
  let rank = 0;
  let sameRank = true;
  let suit = -1;
  let sameSuit = true;
  let ranks = 0;
  let repeated = false;
  let low = 14;
  let high = 0;
  for (let i = 0; i < n; i++) {
    const c = cards[i];
    if (isJoker(c)) continue;
    const r = RANK[c];
    if (rank === 0) rank = r;
    else if (r !== rank) sameRank = false;
    if (suit < 0) suit = SUIT[c];
    else if (SUIT[c] !== suit) sameSuit = false;
    if (ranks & (1 << r)) repeated = true;
    ranks |= 1 << r;
    if (r < low) low = r;
    if (r > high) high = r;
  }
  // Jokers alone, or with cards of one rank: a set (FT-11 puts a set first).
  if (sameRank) return KIND.set;
  if (n !== 3 && !(longerRuns && n > 3)) return NOT_A_DISCARD;
  // The naturals span high - low + 1 places; the jokers fill the gaps and the ends.
  if (!sameSuit || repeated || high - low + 1 > n) return NOT_A_DISCARD;
  return KIND.run;
}

/** A run's lowest and highest card (FT-11): the jokers, in card order, take the lowest
 * free places — the gaps, and below the lowest natural as far as the ace allows — so the
 * low end is the first joker when one lies below, the high end the last joker when one
 * lies above. Which joker is which is the card order: the lower-numbered joker lies lower. */
export function runEnds(cards: ArrayLike<number>, n: number): { low: number; high: number } {
  let naturals = 0;
  let lowRank = 14;
  let highRank = 0;
  let lowCard = -1;
  let highCard = -1;
  let firstJoker = -1;
  let lastJoker = -1;
  for (let i = 0; i < n; i++) {
    const c = cards[i];
    if (isJoker(c)) {
      if (firstJoker < 0) firstJoker = c;
      lastJoker = c;
      continue;
    }
    naturals++;
    if (RANK[c] < lowRank) {
      lowRank = RANK[c];
      lowCard = c;
    }
    if (RANK[c] > highRank) {
      highRank = RANK[c];
      highCard = c;
    }
  }
  const spare = n - naturals - (highRank - lowRank + 1 - naturals);
  const below = Math.min(spare, lowRank - 1);
  const above = spare - below;
  return { low: below > 0 ? firstJoker : lowCard, high: above > 0 ? lastJoker : highCard };
}
