// Which card to play: the heuristic's trick play, with the signals (signals.ts) as
// switches on it. Leading: the playing team draws the trumps it can, then a suit the
// partner showed strong, then its sure tricks, then a low card where it gives least
// away. Following: on a trick the partner is sure to win, throw points (spekken); take a
// trick it can win, high when others still follow, cheaply when last; otherwise throw
// what is worth least to keep.
import {
  SUIT_MASK,
  TEN,
  TRUMP_STRENGTH,
  bit,
  cardOf,
  cardPoints,
  lowestCard,
  popcount,
  rankOf,
  suitOf,
} from '../../src/games/klaverjassen/cards.js';
import { legalCards } from '../../src/games/klaverjassen/follow.js';
import { teamOf, type KlaverjasObservation } from '../../src/games/klaverjassen/state.js';
import { TRUMP_BASE, strength } from '../../src/games/klaverjassen/trick.js';
import { type Signals, gives, honest, partnerShown, reads, signalCard } from './signals.js';
import { type View, beating, isBoss, laterOpponentsMayHold, opponentsMayHold, partnerSure, possible, viewOf } from './view.js';

/** The card of `mask` with the highest `score` at `at` (the table as this seat sees it),
 * the lowest card on ties. */
function best<At>(at: At, mask: number, score: (at: At, card: number) => number): number {
  let pick = lowestCard(mask);
  let top = -Infinity;
  for (let m = mask; m !== 0; m &= m - 1) {
    const card = lowestCard(m);
    const s = score(at, card);
    if (s > top) {
      top = s;
      pick = card;
    }
  }
  return pick;
}

/** What a card is worth keeping: its points, more for a boss (a trick to come) and far
 * more for a trump; the last guard of a ten whose ace is out too. */
function keepWorth(v: View, card: number): number {
  const suit = suitOf(card);
  let worth = cardPoints(card, v.trump);
  if (suit === v.trump) worth += 30 + 3 * TRUMP_STRENGTH[rankOf(card)];
  else if (isBoss(v, card)) worth += 12;
  else if (rankOf(card) !== TEN && popcount(v.hand & SUIT_MASK[suit]) === 2 && v.hand & bit(cardOf(suit, TEN))) {
    worth += isBoss(v, cardOf(suit, TEN)) ? 0 : 5;
  }
  return worth;
}

const lessWorth = (v: View, c: number): number => -keepWorth(v, c);
/** Strength in the trick under way (in its own suit when leading). */
const power = (v: View, c: number): number => strength(c, v.led < 0 ? suitOf(c) : v.led, v.trump);
const lessPower = (v: View, c: number): number => -power(v, c);
const cheapest = (v: View, mask: number): number => best(v, mask, lessWorth);
const weakest = (v: View, mask: number): number => best(v, mask, lessPower);
const strongest = (v: View, mask: number): number => best(v, mask, power);

/** Points onto the partner's sure trick: the most points of a card not worth keeping
 * for a trick of its own (no trump, no boss); else the cheapest. */
function spekWorth(v: View, c: number): number {
  if (suitOf(c) === v.trump) return -100;
  if (isBoss(v, c)) return -50;
  return cardPoints(c, v.trump);
}

function spek(v: View, legal: number): number {
  const pick = best(v, legal, spekWorth);
  return spekWorth(v, pick) > 0 ? pick : cheapest(v, legal);
}

/** An opponent may ruff `suit`: it has shown none of it and may hold trumps. */
function canRuff(v: View, seat: number, suit: number): boolean {
  const p = possible(v, seat);
  return (p & SUIT_MASK[suit]) === 0 && (p & SUIT_MASK[v.trump]) !== 0;
}

/** What leading a suit the partner showed weak costs, in keep worth. */
const WEAK = 4;

/** A lead as it is weighed: the table, and the suits the partner showed weak (a bit a
 * suit). */
interface Lead {
  readonly v: View;
  readonly weakSuits: number;
}

/** What leading a card costs: what it is worth keeping, more in a suit the partner
 * showed weak or an opponent can ruff. */
function leadCost({ v, weakSuits }: Lead, c: number): number {
  const suit = suitOf(c);
  let cost = keepWorth(v, c);
  if (weakSuits & (1 << suit)) cost += WEAK;
  if (suit !== v.trump) {
    if (canRuff(v, (v.seat + 1) & 3, suit)) cost += 8;
    if (canRuff(v, (v.seat + 3) & 3, suit)) cost += 8;
  }
  return -cost;
}

const pointsOf = (v: View, c: number): number => cardPoints(c, v.trump);

function follow(v: View, legal: number, s: Signals): number {
  if (v.bestSeat === v.partner) {
    const sure = partnerSure(v);
    if (!gives(s)) return sure ? spek(v, legal) : cheapest(v, legal);
    const sign = signalCard(v, legal, s);
    if (sure) {
      // On a sure trick points come first: a signal only where it banks as much as the
      // spek, and the spek even where it misleads (keeping the partner's picture true
      // there cost afseinen 3.6 points a game, measured on duplicate deals).
      const plain = spek(v, legal);
      if (sign >= 0 && cardPoints(sign, v.trump) >= cardPoints(plain, v.trump)) return sign;
      // With no points to bank, the cheapest honest card, as below.
      return spekWorth(v, plain) > 0 ? plain : cheapest(v, honest(v, legal, s));
    }
    if (sign >= 0) return sign;
    // Elsewhere the cheapest card that tells the partner nothing false.
    return cheapest(v, honest(v, legal, s));
  }
  const winners = legal & beating(v.best, v.led, v.trump);
  if (winners !== 0) {
    if (v.pos === 3) return weakest(v, winners);
    // Winners no later opponent can beat: the cheapest of them.
    let sure = 0;
    for (let m = winners; m !== 0; m &= m - 1) {
      const c = lowestCard(m);
      if (!laterOpponentsMayHold(v, beating(strength(c, v.led, v.trump), v.led, v.trump))) sure |= bit(c);
    }
    if (sure !== 0) return weakest(v, sure);
    const top = strongest(v, winners);
    // Following suit: the boss of the suit (only a ruff takes it), or high in third hand.
    if (suitOf(top) !== v.trump && (isBoss(v, top) || v.pos === 2)) return top;
    // A ruff or a trump over trump: the lowest that wins.
    if (suitOf(top) === v.trump) return weakest(v, winners);
  }
  return cheapest(v, legal);
}

function lead(v: View, legal: number, s: Signals): number {
  const { trump } = v;
  const trumps = legal & SUIT_MASK[trump];
  const theirTrumps = opponentsMayHold(v) & SUIT_MASK[trump];
  // The playing team draws trumps while the opponents may have some: with the top trump,
  // or low from length by the player who took the trump.
  if (teamOf(v.seat) === teamOf(v.obs.player) && trumps !== 0 && theirTrumps !== 0) {
    const top = strongest(v, trumps);
    if (isBoss(v, top)) return top;
    if (v.seat === v.obs.player && popcount(trumps) >= 3) return weakest(v, trumps);
  }
  let weakSuits = 0;
  if (reads(s)) {
    const shown = partnerShown(v, s);
    weakSuits = shown.weak;
    // Low to the partner's strength, so its ace (or ten) takes the trick.
    for (let suit = 0; suit < 4; suit++) {
      const mine = legal & SUIT_MASK[suit];
      if (shown.strong & (1 << suit) && mine) return weakest(v, mine);
    }
  }
  // Sure tricks: a boss of a side suit no opponent can ruff.
  let cash = 0;
  for (let m = legal & ~SUIT_MASK[trump]; m !== 0; m &= m - 1) {
    const c = lowestCard(m);
    if (isBoss(v, c) && !canRuff(v, (v.seat + 1) & 3, suitOf(c)) && !canRuff(v, (v.seat + 3) & 3, suitOf(c))) cash |= bit(c);
  }
  if (cash !== 0) return best(v, cash, pointsOf);
  // A low card where least is given away.
  return best({ v, weakSuits }, legal, leadCost);
}

/** The card to play, from the observation alone. */
export function chooseCard(obs: KlaverjasObservation, s: Signals): number {
  const v = viewOf(obs);
  const highestTrump = v.pos > 0 && v.best >= TRUMP_BASE ? v.best - TRUMP_BASE : -1;
  const partnerWinning = v.pos >= 2 && v.bestSeat === v.partner;
  const legal = legalCards(v.hand, v.trump, obs.amsterdam, v.led, highestTrump, partnerWinning);
  if ((legal & (legal - 1)) === 0) return lowestCard(legal);
  return v.pos === 0 ? lead(v, legal, s) : follow(v, legal, s);
}
