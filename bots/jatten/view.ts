// What a Jatten bot reads off its observation: counts by number, and the chance that the
// next card busts, by card counting over what the seat can see (never the hidden state).
import type { JattenAction } from '../../src/games/jatten/actions.js';
import { unseenCards } from '../../src/games/jatten/unseen.js';
import { DECK, KINDS, NUMBERS, SWINDLER, type JattenObservation, numberOf } from '../../src/games/jatten/state.js';

/** The unseen cards of the decision under way: one per worker thread is enough (JS runs
 * one decision at a time there), and a decision then allocates nothing. */
const scratch = new Int8Array(KINDS);

/** unseenCards into the shared scratch: good until the next call, so read it at once. */
export const unseenNow = (obs: JattenObservation): Int8Array => unseenCards(obs, scratch);

/** Bit (n - 1) for each number lying in the middle. Index loops over the observation's
 * arrays, here and in the bots: an iterator over a typed-array view is several times slower. */
function middleMask(obs: JattenObservation): number {
  let mask = 0;
  const { middle } = obs;
  for (let i = 0; i < middle.length; i++) if (middle[i] !== SWINDLER) mask |= 1 << (numberOf(middle[i]) - 1);
  return mask;
}

export const collected = (obs: JattenObservation, seat: number, number: number): number =>
  obs.numbers[seat * NUMBERS + number - 1];

export function largest(obs: JattenObservation, seat: number): number {
  let most = 0;
  for (let n = 1; n <= NUMBERS; n++) most = Math.max(most, collected(obs, seat, n));
  return most;
}

/** The number `seat` holds most of (the lowest on a tie), 0 for an empty collection. */
export function bestNumber(obs: JattenObservation, seat: number): number {
  let best = 0;
  for (let n = 1; n <= NUMBERS; n++) if (collected(obs, seat, n) > (best ? collected(obs, seat, best) : 0)) best = n;
  return best;
}

/** Cards in a hand, swindler included: what a blind draw chooses from. */
export const handCards = (obs: JattenObservation, seat: number): number => obs.handSize[seat] + obs.swindler[seat];

/** The chance that the next card drawn from `victim` (or the deck) has a number already in
 * the middle. Cards known to be in the hand count as they are; the unknown rest of the hand
 * is taken to be like the unseen cards at large. */
export function bustChance(obs: JattenObservation, victim = obs.victim): number {
  const mask = middleMask(obs);
  if (mask === 0) return 0;
  // The unseen cards of unseenCards, summed as they are counted: only the totals matter.
  const { players, composition, discard, collections, known, middle } = obs;
  let poolAll = 0;
  let poolBust = 0;
  for (let k = 0; k < KINDS; k++) {
    let left = composition[k] - discard[k];
    for (let row = k; row < players * KINDS; row += KINDS) left -= collections[row] + known[row];
    poolAll += left;
    if (mask & (1 << (k >> 2))) poolBust += left;
  }
  // Every card in the middle is of a number in the mask, the swindler aside.
  for (let i = 0; i < middle.length; i++) {
    if (middle[i] !== SWINDLER) {
      poolAll--;
      poolBust--;
    }
  }
  if (victim === DECK) {
    if (obs.deckSize > 0) return poolAll === 0 ? 0 : poolBust / poolAll;
    let all = 0;
    let bust = 0;
    for (let k = 0; k < KINDS; k++) {
      all += obs.discard[k];
      if (mask & (1 << (k >> 2))) bust += obs.discard[k];
    }
    return all === 0 ? 0 : bust / all;
  }
  const total = handCards(obs, victim);
  if (total === 0) return 0;
  let held = 0;
  let knownBust = 0;
  for (let k = 0; k < KINDS; k++) {
    const c = known[victim * KINDS + k];
    held += c;
    if (mask & (1 << (k >> 2))) knownBust += c;
  }
  const unknown = obs.handSize[victim] - held;
  const unknownBust = unknown > 0 && poolAll > 0 ? (unknown * poolBust) / poolAll : 0;
  return (knownBust + unknownBust) / total;
}

/** The legal action that scores highest (the first on a tie). */
export function bestOf(legal: readonly JattenAction[], score: (a: JattenAction) => number): JattenAction {
  let best = legal[0];
  let top = -Infinity;
  for (const a of legal) {
    const v = score(a);
    if (v > top) {
      top = v;
      best = a;
    }
  }
  return best;
}

export const field = (a: JattenAction, key: string): number | string | undefined =>
  typeof a === 'object' && key in a ? ((a as Record<string, unknown>)[key] as number | string) : undefined;

/** The legal action `{[key]: value}` itself (the match loop then skips a deep compare), or `none`. */
export function legalWith(legal: readonly JattenAction[], key: string, value: number, none: JattenAction): JattenAction {
  return legal.find((a) => field(a, key) === value) ?? none;
}
