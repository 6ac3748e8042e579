// What each seat knows about the other hands: the Eye sightings (JT-8) and the cards a
// victim takes back in public after a bust, kept current as cards leave the hand.
import { KINDS, type JattenState } from './state.js';

/** A card of `kind` left `seat`'s hand face up: whoever knew of one now knows one fewer. */
export function forgetCard(state: JattenState, seat: number, kind: number): void {
  const { players, known } = state;
  for (let o = 0; o < players; o++) {
    const i = (o * players + seat) * KINDS + kind;
    // One fewer if any were known, without a branch: -count >>> 31 is 1 for a count above 0.
    known[i] -= -known[i] >>> 31;
  }
}

/** A card of `kind` went into `seat`'s hand in view of everyone. */
export function learnCard(state: JattenState, seat: number, kind: number): void {
  const { players, known } = state;
  for (let o = 0; o < players; o++) if (o !== seat) known[(o * players + seat) * KINDS + kind]++;
}

/** JT-8: `observer` sees `seat`'s whole hand; nobody else learns anything. */
export function sight(state: JattenState, observer: number, seat: number): void {
  const { players } = state;
  const row = (observer * players + seat) * KINDS;
  const hand = state.hands.subarray(seat * KINDS, seat * KINDS + KINDS);
  state.known.set(hand, row);
  state.seen.set(hand, row);
  state.seenTurn[observer * players + seat] = state.turn;
}
