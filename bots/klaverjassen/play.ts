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

/** The card of `mask` with the highest `score`, the lowest card on ties. */
function best(mask: number, score: (card: number) => number): number {
  let pick = lowestCard(mask);
  let top = -Infinity;
  for (let m = mask; m !== 0; m &= m - 1) {
    const card = lowestCard(m);
    const s = score(card);
    if (s > top) {
      top = s;
      pick = card;
    }
  }
  return pick;
}

let cur: View;

/** What a card is worth keeping: its points, more for a boss (a trick to come) and far
 * more for a trump; the last guard of a ten whose ace is out too. */
function keepWorth(card: number): number {
  const v = cur;
  const suit = suitOf(card);
  let worth = cardPoints(card, v.trump);
  if (suit === v.trump) worth += 30 + 3 * TRUMP_STRENGTH[rankOf(card)];
  else if (isBoss(v, card)) worth += 12;
  else if (rankOf(card) !== TEN && popcount(v.hand & SUIT_MASK[suit]) === 2 && v.hand & bit(cardOf(suit, TEN))) {
    worth += isBoss(v, cardOf(suit, TEN)) ? 0 : 5;
  }
  return worth;
}

const lessWorth = (c: number): number => -keepWorth(c);
/** Strength in the trick under way (in its own suit when leading). */
const power = (c: number): number => strength(c, cur.led < 0 ? suitOf(c) : cur.led, cur.trump);
const lessPower = (c: number): number => -power(c);
const cheapest = (mask: number): number => best(mask, lessWorth);
const weakest = (mask: number): number => best(mask, lessPower);
const strongest = (mask: number): number => best(mask, power);

/** Points onto the partner's sure trick: the most points of a card not worth keeping
 * for a trick of its own (no trump, no boss); else the cheapest. */
function spekWorth(c: number): number {
  const v = cur;
  if (suitOf(c) === v.trump) return -100;
  if (isBoss(v, c)) return -50;
  return cardPoints(c, v.trump);
}

function spek(legal: number): number {
  const pick = best(legal, spekWorth);
  return spekWorth(pick) > 0 ? pick : cheapest(legal);
}

/** An opponent may ruff `suit`: it has shown none of it and may hold trumps. */
function canRuff(seat: number, suit: number): boolean {
  const p = possible(cur, seat);
  return (p & SUIT_MASK[suit]) === 0 && (p & SUIT_MASK[cur.trump]) !== 0;
}

/** What leading a card costs: what it is worth keeping, more in a suit the partner
 * showed weak or an opponent can ruff. */
let weakSuits = 0;
/** What leading a suit the partner showed weak costs, in keep worth. */
const WEAK = 4;
function leadCost(c: number): number {
  const suit = suitOf(c);
  let cost = keepWorth(c);
  if (weakSuits & (1 << suit)) cost += WEAK;
  if (suit !== cur.trump) {
    if (canRuff((cur.seat + 1) & 3, suit)) cost += 8;
    if (canRuff((cur.seat + 3) & 3, suit)) cost += 8;
  }
  return -cost;
}

const pointsOf = (c: number): number => cardPoints(c, cur.trump);

function follow(legal: number, s: Signals): number {
  const v = cur;
  if (v.bestSeat === v.partner) {
    const sure = partnerSure(v);
    if (!gives(s)) return sure ? spek(legal) : cheapest(legal);
    const sign = signalCard(v, legal, s);
    if (sure) {
      // On a sure trick points come first: a signal only where it banks as much as the
      // spek, and the spek even where it misleads (keeping the partner's picture true
      // there cost afseinen 3.6 points a game, measured on duplicate deals).
      const plain = spek(legal);
      if (sign >= 0 && cardPoints(sign, v.trump) >= cardPoints(plain, v.trump)) return sign;
      // With no points to bank, the cheapest honest card, as below.
      return spekWorth(plain) > 0 ? plain : cheapest(honest(v, legal, s));
    }
    if (sign >= 0) return sign;
    // Elsewhere the cheapest card that tells the partner nothing false.
    return cheapest(honest(v, legal, s));
  }
  const winners = legal & beating(v.best, v.led, v.trump);
  if (winners !== 0) {
    if (v.pos === 3) return weakest(winners);
    // Winners no later opponent can beat: the cheapest of them.
    let sure = 0;
    for (let m = winners; m !== 0; m &= m - 1) {
      const c = lowestCard(m);
      if (!laterOpponentsMayHold(v, beating(strength(c, v.led, v.trump), v.led, v.trump))) sure |= bit(c);
    }
    if (sure !== 0) return weakest(sure);
    const top = strongest(winners);
    // Following suit: the boss of the suit (only a ruff takes it), or high in third hand.
    if (suitOf(top) !== v.trump && (isBoss(v, top) || v.pos === 2)) return top;
    // A ruff or a trump over trump: the lowest that wins.
    if (suitOf(top) === v.trump) return weakest(winners);
  }
  return cheapest(legal);
}

function lead(legal: number, s: Signals): number {
  const v = cur;
  const { trump } = v;
  const trumps = legal & SUIT_MASK[trump];
  const theirTrumps = opponentsMayHold(v) & SUIT_MASK[trump];
  // The playing team draws trumps while the opponents may have some: with the top trump,
  // or low from length by the player who took the trump.
  if (teamOf(v.seat) === teamOf(v.obs.player) && trumps !== 0 && theirTrumps !== 0) {
    const top = strongest(trumps);
    if (isBoss(v, top)) return top;
    if (v.seat === v.obs.player && popcount(trumps) >= 3) return weakest(trumps);
  }
  weakSuits = 0;
  if (reads(s)) {
    const shown = partnerShown(v, s);
    weakSuits = shown.weak;
    // Low to the partner's strength, so its ace (or ten) takes the trick.
    for (let suit = 0; suit < 4; suit++) {
      const mine = legal & SUIT_MASK[suit];
      if (shown.strong & (1 << suit) && mine) return weakest(mine);
    }
  }
  // Sure tricks: a boss of a side suit no opponent can ruff.
  let cash = 0;
  for (let m = legal & ~SUIT_MASK[trump]; m !== 0; m &= m - 1) {
    const c = lowestCard(m);
    if (isBoss(v, c) && !canRuff((v.seat + 1) & 3, suitOf(c)) && !canRuff((v.seat + 3) & 3, suitOf(c))) cash |= bit(c);
  }
  if (cash !== 0) return best(cash, pointsOf);
  // A low card where least is given away.
  return best(legal, leadCost);
}

/** The card to play, from the observation alone. */
export function chooseCard(obs: KlaverjasObservation, s: Signals): number {
  const v = viewOf(obs);
  cur = v;
  const highestTrump = v.pos > 0 && v.best >= TRUMP_BASE ? v.best - TRUMP_BASE : -1;
  const partnerWinning = v.pos >= 2 && v.bestSeat === v.partner;
  const legal = legalCards(v.hand, v.trump, obs.amsterdam, v.led, highestTrump, partnerWinning);
  if ((legal & (legal - 1)) === 0) return lowestCard(legal);
  return v.pos === 0 ? lead(legal, s) : follow(legal, s);
}
