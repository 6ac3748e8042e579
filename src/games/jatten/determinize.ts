// A full state consistent with an observation, for search: the unseen cards shuffled over
// the unknown places of the other hands and the deck.
import type { Rng } from '../../core/rng.js';
import { shuffle } from '../../core/rng.js';
import { CARD_COUNT, KINDS, SWINDLER, type JattenObservation, type JattenState, numberOf } from './state.js';
import { stateArrays } from './table.js';
import { unseenCards } from './unseen.js';

/** Other seats' sightings are unknown to this seat and left empty. Long: one pass over the
 * table's typed arrays, filled in place, that search runs at every iteration. */
export function determinize(obs: JattenObservation, rng: Rng): JattenState {
  const { players, seat } = obs;
  const pool = unseenCards(obs);
  const cards: number[] = [];
  for (let k = 0; k < KINDS; k++) {
    if (pool[k] < 0) throw new Error(`observation is inconsistent: ${-pool[k]} too many cards of kind ${k}`);
    for (let c = 0; c < pool[k]; c++) cards.push(k);
  }
  shuffle(cards, rng);
  const views = stateArrays(players);
  views.composition.set(obs.composition);
  views.discard.set(obs.discard);
  views.handSize.set(obs.handSize);
  views.swindler.set(obs.swindler);
  views.collections.set(obs.collections);
  views.numbers.set(obs.numbers);
  views.middle.set(obs.middle);
  const { hands, deck, known, seen, seenTurn } = views;
  hands.set(obs.known);
  let next = 0;
  for (let s = 0; s < players; s++) {
    let held = 0;
    for (let k = 0; k < KINDS; k++) held += hands[s * KINDS + k];
    for (; held < obs.handSize[s]; held++) {
      if (next >= cards.length) throw new Error('observation is inconsistent: too few unseen cards for the hands');
      hands[s * KINDS + cards[next++]]++;
    }
  }
  const rest = cards.length - next;
  if (rest !== obs.deckSize)
    throw new Error(`observation is inconsistent: ${rest} unseen cards left for a deck of ${obs.deckSize}`);
  const deckTop = CARD_COUNT - rest;
  for (let i = 0; i < rest; i++) deck[deckTop + i] = cards[next + i];
  seenTurn.fill(-1);
  views.points.set(obs.points);
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
  let middleMask = 0;
  for (const kind of obs.middle) if (kind !== SWINDLER) middleMask |= 1 << (numberOf(kind) - 1);
  return {
    players,
    deckSteal: obs.deckSteal,
    games: obs.games,
    bytes: views.bytes,
    table: views.table,
    composition: views.composition,
    deck,
    deckTop,
    discard: views.discard,
    discardSize: obs.discard.reduce((a, b) => a + b, 0),
    hands,
    handSize: views.handSize,
    swindler: views.swindler,
    collections: views.collections,
    numbers: views.numbers,
    middle: views.middle,
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
    points: views.points,
  };
}
