// What a seat may see: its own hand; every hand size, total and who is out; the whole
// discard pile; which cards each player picked up from it and still holds (FT-6: a
// pick-up is in full view); and for every unseen card which draw pile it belongs to.
// Not the draw pile's order, not a card another player drew.
//
// An observation's arrays are views on one Int16Array of its own, held in a private
// field out of every bot's reach, and put back at every refill: a decision allocates
// nothing, and nothing a bot writes on its observation survives the next one.
import { type Writable, heldParts, sealedIfNew } from '../../core/refill.js';
import { HAND, PILE, SHOWN, UNSEEN, type FatimaObservation, type FatimaState } from './state.js';

/** The observation's own counts and arrays, as it was made: what a refill puts back. */
type Parts = Pick<
  FatimaObservation,
  'players' | 'cards' | 'seat' | 'totals' | 'out' | 'handSize' | 'hand' | 'place' | 'gen' | 'hidden' | 'pile'
>;

/** An observation holds its parts where no bot can reach them. */
const Held = heldParts<Parts>();

function makeParts(players: number, cards: number, seat: number): Parts {
  const buffer = new Int16Array(3 * players + HAND + 3 * cards + players * HAND);
  let at = 0;
  const next = (n: number): Int16Array => {
    const view = buffer.subarray(at, at + n);
    at += n;
    return view;
  };
  return {
    players,
    cards,
    seat,
    totals: next(players),
    out: next(players),
    handSize: next(players),
    hand: next(HAND),
    place: next(cards),
    gen: next(cards),
    hidden: next(players * HAND),
    pile: next(cards),
  };
}

export function observe(state: FatimaState, seat: number, into?: FatimaObservation): FatimaObservation {
  const { players, cards } = state;
  let parts = Held.partsOf(into);
  if (parts === undefined || parts.players !== players || parts.cards !== cards || parts.seat !== seat) {
    parts = makeParts(players, cards, seat);
  }
  const obs = (into ?? new Held(parts)) as Writable<FatimaObservation>;
  copyInto(parts, state, seat);
  obs.seat = seat;
  obs.players = players;
  obs.decks = state.decks;
  obs.cards = cards;
  obs.callLimit = state.callLimit;
  obs.tiesPenalized = state.tiesPenalized;
  obs.longerRuns = state.longerRuns;
  obs.playOn = state.playOn;
  obs.phase = state.phase;
  obs.current = state.current;
  obs.round = state.round;
  obs.starter = state.starter;
  obs.reshuffles = state.reshuffles;
  obs.drawSize = state.drawSize;
  obs.pileSize = state.pileSize;
  obs.topStart = state.topStart;
  obs.topKind = state.topKind;
  obs.topLow = state.topLow;
  obs.topHigh = state.topHigh;
  obs.prevStart = state.prevStart;
  obs.prevEnd = state.prevEnd;
  obs.prevKind = state.prevKind;
  obs.prevLow = state.prevLow;
  obs.prevHigh = state.prevHigh;
  obs.totals = parts.totals;
  obs.out = parts.out;
  obs.handSize = parts.handSize;
  obs.hand = parts.hand;
  obs.place = parts.place;
  obs.gen = parts.gen;
  obs.hidden = parts.hidden;
  obs.pile = parts.pile;
  return sealedIfNew(obs, into);
}

function copyInto(parts: Parts, state: FatimaState, seat: number): void {
  const { players, cards } = state;
  const { totals, out, handSize, hand, place, gen, hidden, pile } = parts;
  for (let s = 0; s < players; s++) {
    totals[s] = state.totals[s];
    out[s] = state.out[s];
    handSize[s] = state.handSize[s];
  }
  const own = seat * HAND;
  for (let i = 0; i < HAND; i++) hand[i] = i < state.handSize[seat] ? state.hands[own + i] : -1;
  for (let c = 0; c < cards; c++) {
    const code = state.place[c];
    if (code === seat || code === seat + SHOWN) {
      place[c] = code;
      gen[c] = state.gen[c];
    } else if (code === PILE || code >= SHOWN) {
      place[c] = code;
      gen[c] = -1;
    } else {
      place[c] = UNSEEN;
      gen[c] = state.gen[c];
    }
  }
  for (let s = 0; s < players; s++) hiddenOf(state, s, hidden);
  for (let i = 0; i < cards; i++) pile[i] = i < state.pileSize ? state.pile[i] : -1;
}

/** The generations of `seat`'s cards that nobody else has seen, in order, into `hidden`. */
function hiddenOf(state: FatimaState, seat: number, hidden: Int16Array): void {
  const base = seat * HAND;
  let n = 0;
  for (let i = 0; i < state.handSize[seat]; i++) {
    const card = state.hands[base + i];
    if (state.place[card] !== seat) continue;
    // Insertion in order: at most five.
    const g = state.gen[card];
    let j = base + n++;
    while (j > base && hidden[j - 1] > g) {
      hidden[j] = hidden[j - 1];
      j--;
    }
    hidden[j] = g;
  }
  for (let i = n; i < HAND; i++) hidden[base + i] = -1;
}
