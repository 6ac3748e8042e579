// What the Fatima bots read from an observation: the hand, what a discard or a pick-up
// does to it, what a hand could shed next turn, and the points of the cards nobody has seen.
import { POINTS } from '../../src/games/fatima/cards.js';
import { NOT_A_DISCARD, groupKind } from '../../src/games/fatima/discards.js';
import { discardOf, takenCard } from '../../src/games/fatima/actions.js';
import { HAND, KIND, SHOWN, UNSEEN, type FatimaObservation } from '../../src/games/fatima/state.js';

export function pointsOf(cards: ArrayLike<number>, n: number): number {
  let p = 0;
  for (let i = 0; i < n; i++) p += POINTS[cards[i]];
  return p;
}

/** The points a discard action sheds (0 for anything else). */
export function discardPoints(action: string): number {
  const d = discardOf(action);
  return d === undefined ? 0 : pointsOf(d.cards, d.cards.length);
}

/** The card a `take` action picks up, or -1. */
export { takenCard };

const group = new Int16Array(HAND);

/** The most points one legal discard of cards[0..n) sheds: what the hand can lose next turn. */
export function bestShed(cards: ArrayLike<number>, n: number, longerRuns: boolean): number {
  let best = 0;
  for (let mask = 1; mask < 1 << n; mask++) {
    let size = 0;
    let points = 0;
    for (let i = 0; i < n; i++) {
      if (mask & (1 << i)) {
        group[size++] = cards[i];
        points += POINTS[cards[i]];
      }
    }
    if (points > best && groupKind(group, size, longerRuns) !== NOT_A_DISCARD) best = points;
  }
  return best;
}

/** The hand without the cards of `action` (a discard), into `out`; returns its length. */
export function handWithout(obs: FatimaObservation, action: string, out: Int16Array): number {
  const d = discardOf(action);
  let n = 0;
  const size = obs.handSize[obs.seat];
  for (let i = 0; i < size; i++) {
    const c = obs.hand[i];
    if (d === undefined || !d.cards.includes(c)) out[n++] = c;
  }
  return n;
}

/** The cards of the group on top of the pile that may be taken after discarding (FT-6). */
export function takeableTop(obs: FatimaObservation, out: Int16Array): number {
  let n = 0;
  for (let i = obs.topStart; i < obs.pileSize && n < out.length; i++) {
    const c = obs.pile[i];
    if (obs.topKind !== KIND.run || c === obs.topLow || c === obs.topHigh) out[n++] = c;
  }
  return n;
}

/** Counts of the unseen cards by points (0..10) into `counts`; returns how many are unseen. */
export function unseenPoints(obs: FatimaObservation, counts: Float64Array): number {
  counts.fill(0);
  let n = 0;
  for (let c = 0; c < obs.cards; c++) {
    if (obs.place[c] === UNSEEN) {
      counts[POINTS[c]]++;
      n++;
    }
  }
  return n;
}

/** The points of the cards `seat` picked up in view and still holds, and how many they are. */
export function shownCards(obs: FatimaObservation, seat: number): { points: number; count: number } {
  let points = 0;
  let count = 0;
  for (let c = 0; c < obs.cards; c++) {
    if (obs.place[c] === seat + SHOWN) {
      points += POINTS[c];
      count++;
    }
  }
  return { points, count };
}
