// What a seat may see: its own hand; every collection, hand size and swindler; the middle,
// the discard pile and the deck's size; and what it knows of other hands — its own Eye
// sightings as they were (JT-8) and what is known to be in them since. Not the deck order,
// not another hand, not another seat's sightings.
import { type Writable, refill } from '../../core/refill.js';
import type { Rng } from '../../core/rng.js';
import { shuffle } from '../../core/rng.js';
import { deckSize } from './deck.js';
import {
  CARD_COUNT,
  KINDS,
  NUMBERS,
  SWINDLER,
  type JattenObservation,
  type JattenState,
  type Sighting,
  numberOf,
} from './state.js';

export function observe(state: JattenState, seat: number, into?: JattenObservation): JattenObservation {
  const { players } = state;
  const obs = (into ?? {}) as Writable<JattenObservation>;
  const hand = refill(obs.hand, state.hands, seat * KINDS, seat * KINDS + KINDS);
  const known = refill(obs.known, state.known, seat * players * KINDS, (seat + 1) * players * KINDS);
  known.set(hand, seat * KINDS);
  obs.seat = seat;
  obs.players = players;
  obs.deckSteal = state.deckSteal;
  obs.games = state.games;
  // A copy (never the state's), so a bot that writes on it cannot change the next deal.
  obs.composition = refill(obs.composition, state.composition);
  obs.phase = state.phase;
  obs.thief = state.thief;
  obs.victim = state.victim;
  obs.turn = state.turn;
  obs.drawIndex = state.drawIndex;
  obs.reshuffles = state.reshuffles;
  obs.gameIndex = state.gameIndex;
  obs.startPlayer = state.startPlayer;
  obs.winner = state.winner;
  obs.points = refill(obs.points, state.points);
  obs.hand = hand;
  obs.handSize = refill(obs.handSize, state.handSize);
  obs.swindler = refill(obs.swindler, state.swindler);
  obs.collections = refill(obs.collections, state.collections);
  obs.numbers = refill(obs.numbers, state.numbers);
  obs.middle = refill(obs.middle, state.middle, 0, state.middleSize);
  obs.discard = refill(obs.discard, state.discard);
  obs.deckSize = deckSize(state);
  obs.known = known;
  obs.seen = sightings(state, seat);
  // Sealed when new, so a bot cannot hang anything of its own on it.
  return into ? obs : Object.seal(obs);
}

/** This seat's Eye sightings as they were (JT-8): one per other seat, null if none. */
function sightings(state: JattenState, seat: number): (Sighting | null)[] {
  const { players } = state;
  const seen: (Sighting | null)[] = [];
  for (let s = 0; s < players; s++) {
    const turn = state.seenTurn[seat * players + s];
    const row = (seat * players + s) * KINDS;
    seen.push(turn < 0 ? null : { turn, cards: state.seen.slice(row, row + KINDS) });
  }
  return seen;
}

/** Cards this seat cannot place: neither in its hand, a collection, the middle, the discard
 * pile, nor known to be in another hand. They lie in the other hands or the deck. */
export function unseenCards(obs: JattenObservation): Int8Array {
  const pool = obs.composition.slice();
  const { players } = obs;
  for (let s = 0; s < players; s++) {
    for (let k = 0; k < KINDS; k++) pool[k] -= obs.collections[s * KINDS + k] + obs.known[s * KINDS + k];
  }
  for (const kind of obs.middle) if (kind !== SWINDLER) pool[kind]--;
  for (let k = 0; k < KINDS; k++) pool[k] -= obs.discard[k];
  return pool;
}

/** A full state consistent with the observation: the unseen cards shuffled over the
 * unknown places of the other hands and the deck. Other seats' sightings are unknown to
 * this seat and left empty. */
export function determinize(obs: JattenObservation, rng: Rng): JattenState {
  const { players, seat } = obs;
  const pool = unseenCards(obs);
  const cards: number[] = [];
  for (let k = 0; k < KINDS; k++) {
    if (pool[k] < 0) throw new Error(`observation is inconsistent: ${-pool[k]} too many cards of kind ${k}`);
    for (let c = 0; c < pool[k]; c++) cards.push(k);
  }
  shuffle(cards, rng);
  const hands = obs.known.slice();
  const handSize = obs.handSize.slice();
  let next = 0;
  for (let s = 0; s < players; s++) {
    let held = 0;
    for (let k = 0; k < KINDS; k++) held += hands[s * KINDS + k];
    for (; held < handSize[s]; held++) {
      if (next >= cards.length) throw new Error('observation is inconsistent: too few unseen cards for the hands');
      hands[s * KINDS + cards[next++]]++;
    }
  }
  const rest = cards.length - next;
  if (rest !== obs.deckSize)
    throw new Error(`observation is inconsistent: ${rest} unseen cards left for a deck of ${obs.deckSize}`);
  const deck = new Int8Array(CARD_COUNT);
  const deckTop = CARD_COUNT - rest;
  for (let i = 0; i < rest; i++) deck[deckTop + i] = cards[next + i];
  const known = new Int8Array(players * players * KINDS);
  const seen = new Int8Array(players * players * KINDS);
  const seenTurn = new Int32Array(players * players).fill(-1);
  for (let s = 0; s < players; s++) {
    if (s === seat) continue;
    const row = (seat * players + s) * KINDS;
    known.set(obs.known.subarray(s * KINDS, s * KINDS + KINDS), row);
    const sighting = obs.seen[s];
    if (sighting) {
      seen.set(sighting.cards, row);
      seenTurn[seat * players + s] = sighting.turn;
    }
  }
  const middle = new Int8Array(NUMBERS + 2);
  middle.set(obs.middle);
  let middleMask = 0;
  for (const kind of obs.middle) if (kind !== SWINDLER) middleMask |= 1 << (numberOf(kind) - 1);
  return {
    players,
    deckSteal: obs.deckSteal,
    games: obs.games,
    composition: obs.composition,
    deck,
    deckTop,
    discard: obs.discard.slice(),
    discardSize: obs.discard.reduce((a, b) => a + b, 0),
    hands,
    handSize,
    swindler: obs.swindler.slice(),
    collections: obs.collections.slice(),
    numbers: obs.numbers.slice(),
    middle,
    middleSize: obs.middle.length,
    middleMask,
    known,
    seen,
    seenTurn,
    phase: obs.phase,
    thief: obs.thief,
    victim: obs.victim,
    turn: obs.turn,
    drawIndex: obs.drawIndex,
    reshuffles: obs.reshuffles,
    gameIndex: obs.gameIndex,
    startPlayer: obs.startPlayer,
    winner: obs.winner,
    points: obs.points.slice(),
  };
}
