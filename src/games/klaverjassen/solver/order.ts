// Which cards the search tries at a node and in what order. Cards that cannot differ in
// value are tried once (`merge`); the rest are ordered so that a cut comes early: the
// table's best card first, then by what the card does to the trick.
import type { Position } from './position.js';

const FOUR = 0x01010101;
/** [rank]: the three-card runs through that rank (as masks of ranks), for 7, 8 and 9. */
const RUNS: readonly (readonly number[])[] = [[0b111], [0b111, 0b1110], [0b111, 0b1110, 0b11100]];

/** Whether `card`, a 7, 8 or 9, can make roem with cards of `others` (a run of three in its
 * suit, four of a kind). Where it cannot, it scores nothing, and its zero points and the
 * strength next to the other low ones make it the same card in play as they are. */
function mayMakeRoem(card: number, others: number): boolean {
  const rank = card & 7;
  const suit = (others >>> (card & ~7)) & 0xff;
  const runs = RUNS[rank];
  for (let i = 0; i < runs.length; i++) {
    const need = runs[i] & ~(1 << rank);
    if ((suit & need) === need) return true;
  }
  const kind = (FOUR << rank) & ~(1 << card);
  return (others & kind) === kind;
}

/** `legal` less the cards that play the same as one kept. Within a suit the 7, 8 and 9 of
 * a plain suit (the 7 and 8 of trump) are worth no points and next to each other in
 * strength, so one seat's such cards with no other seat's card between them win and lose
 * the same tricks; they differ only by roem, and those that can make none with the cards
 * of `others` are one card: the lowest is kept. */
export function merge(legal: number, trump: number, others: number): number {
  let kept = legal;
  for (let suit = 0; suit < 4; suit++) {
    const low = suit === trump ? 0b11 : 0b111;
    const cards = (legal >>> (suit << 3)) & low;
    if ((cards & (cards - 1)) === 0) continue; // fewer than two
    const between = (others >>> (suit << 3)) & low;
    let first = -1;
    for (let rank = 0; rank < 3; rank++) {
      // Another seat's card here parts the cards below it from those above.
      if ((between & (1 << rank)) !== 0) first = -1;
      if ((cards & (1 << rank)) === 0) continue;
      const card = (suit << 3) | rank;
      if (mayMakeRoem(card, others)) continue;
      if (first < 0) first = card;
      else kept &= ~(1 << card);
    }
  }
  return kept;
}

/** Writes the cards of `moves` into `list` from `at`, best first for the player to move;
 * `hint` (the table's best card, or -1) leads, then `killer` (the card that last cut the
 * search off at this ply). Returns how many. */
export function order(
  p: Position,
  moves: number,
  hint: number,
  killer: number,
  list: Int8Array,
  scores: Int32Array,
  at: number,
): number {
  if ((moves & (moves - 1)) === 0) {
    // One card: nothing to order.
    list[at] = 31 - Math.clz32(moves);
    return 1;
  }
  let n = 0;
  const strength = p.strength;
  const points = p.points;
  const count = p.count;
  const led = count === 0 ? -1 : p.trick[0] >> 3;
  const mine = (p.bestSeat & 1) === (p.turn & 1);
  const seat = p.turn;
  // The seats after this one in the trick that are the other team's.
  const left = (seat + 1) & 3;
  const right = (seat + 3) & 3;
  const trumps = 0xff << (p.trump << 3);
  for (let m = moves; m !== 0; m &= m - 1) {
    const card = 31 - Math.clz32(m & -m);
    let score: number;
    if (card === hint) score = 1 << 20;
    else if (card === killer) score = 1 << 19;
    else if (led < 0) {
      // Leading: a card neither opponent can beat (a higher card of its suit, or a trump
      // when void) first, with its points; else the lowest.
      const suitMask = 0xff << (card & ~7);
      const s = strength[(card >> 3) * 32 + card];
      if (beats(p, p.hands[left], suitMask, trumps, card, s) || beats(p, p.hands[right], suitMask, trumps, card, s)) {
        score = -points[card] - s;
      } else score = 100 + points[card] + s;
    } else {
      const s = strength[led * 32 + card];
      if (mine) score = points[card] * 4 - (s > p.best ? 1 : 0);
      else if (s > p.best) score = 200 + points[card] - s;
      else score = -points[card] * 4 - s;
    }
    // Insertion: lists are eight cards at most.
    let i = at + n++;
    while (i > at && scores[i - 1] < score) {
      scores[i] = scores[i - 1];
      list[i] = list[i - 1];
      i--;
    }
    scores[i] = score;
    list[i] = card;
  }
  return n;
}

/** Whether `hand` holds a card stronger than `strength` in a trick led with `card`'s suit
 * (`suitMask`): a higher one of that suit, or, void in it, any trump. */
function beats(p: Position, hand: number, suitMask: number, trumps: number, card: number, strength: number): boolean {
  const follow = hand & suitMask;
  const candidates = follow !== 0 ? follow : hand & trumps;
  const table = p.strength;
  const led = (card >> 3) * 32;
  for (let m = candidates; m !== 0; m &= m - 1) {
    if (table[led + 31 - Math.clz32(m & -m)] > strength) return true;
  }
  return false;
}
