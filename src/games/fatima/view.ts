// What a bot from outside tafel sees of Fatima (a bot file, a program over the line
// protocol): the observation as plain JSON in the card notation of records and actions
// (`5C`, `5C'`, `X1`), phases and kinds by name, per-seat facts by seat, and the
// per-card `place`/`gen` tables the built-in bots index turned into lists: the cards each
// seat picked up in view, and the unseen cards by the draw pile they were shuffled into.
// docs/games/fatima.md lists it field by field. And the answers such a bot may write:
// a discard's cards in any order and case (`3d 3c` is `3C 3D`), `DRAW`, `Take 5c`.
import { CALL, DRAW_CARD, TAKE } from './actions.js';
import { POINTS, cardName, parseCard } from './cards.js';
import { HAND, PHASE, SHOWN, UNSEEN, type FatimaObservation } from './state.js';

/** A suit: clubs, diamonds, hearts, spades. */
export type FatimaSuit = 'C' | 'D' | 'H' | 'S';
/** A group on the discard pile: one card, two or more of a rank, or a run of one suit. */
export type FatimaKind = 'single' | 'set' | 'run';
export type FatimaPhase = 'discard' | 'pickup' | 'over';

/** A group of cards discarded together (FT-5). */
export interface FatimaGroup {
  /** Its cards in card order (the order a discard action writes them). */
  cards: string[];
  /** single, set (one rank, jokers alike) or run (three or more of one suit in sequence). */
  kind: FatimaKind;
  /** For a run, its lowest card (a joker standing below the lowest natural when one
   * does): with `high`, the only cards of a run that may be taken (FT-6). Else null. */
  low: string | null;
  /** For a run, its highest card; else null. */
  high: string | null;
}

/** What a Fatima seat sees at a decision, as plain JSON. Cards are written as in actions
 * and records: rank `A 2 … 9 T J Q K` then suit `C D H S`, `'` for the second deck
 * (`5C'`), jokers `X1` … `X4`. "Card order" is clubs, diamonds, hearts, spades, each ace
 * to king, then the jokers, the first deck before the second. */
export interface FatimaView {
  /** Your seat, 0..players-1: the seat to move whenever you are asked. */
  seat: number;
  /** Players at the table, 2..6. */
  players: number;
  /** Decks in play: 1, or 2 at 5 or 6 players (108 cards, with `'` marks and X3, X4). */
  decks: number;
  /** Option: the most points in hand with which a player may call Fatima (FT-2). */
  callLimit: number;
  /** Option: a caller is also penalised when another has as few points, not only fewer (FT-3). */
  tiesPenalized: boolean;
  /** Option: runs of more than three cards may be discarded (FT-5). */
  longerRuns: boolean;
  /** Option: a player above 100 leaves and the others play on (FT-8). */
  playOn: boolean;
  /** `discard`: call or discard (the first half of a turn); `pickup`: take a card of the
   * previous discard or draw (the second half); `over`: the game has ended. */
  phase: FatimaPhase;
  /** The seat to move. */
  current: number;
  /** The round, counted from 0 over the whole game; every round is dealt afresh. */
  round: number;
  /** The seat that began this round. */
  starter: number;
  /** Your cards, in card order. */
  hand: string[];
  /** The points of your hand (joker 0, ace 1, 2..10 as printed, J Q K 10): a call
   * needs at most `callLimit`. */
  handPoints: number;
  /** For each card of `hand`, in the same order, the draw pile it was last shuffled into
   * (0 the deal, g the g-th rebuild of this round). */
  handPiles: number[];
  /** Each seat's number of cards in hand, by seat (0..5). */
  handSizes: number[];
  /** Each seat's total so far, by seat (FT-4; the lowest wins, above 100 loses). */
  totals: number[];
  /** By seat: null while the seat plays; with `playOn`, the round after which it left. */
  out: (number | null)[];
  /** By seat: the cards it picked up from the discard pile in full view and still
   * holds, in card order (FT-6); yours are in `hand` as well. */
  pickedUp: string[][];
  /** By seat: the draw piles (as in `handPiles`) of its cards that nobody else has
   * seen, ascending: how many of its hidden cards came from which pile. */
  hidden: number[][];
  /** By draw pile (0 the deal, g the g-th rebuild; `reshuffles + 1` lists): the cards you
   * have not seen that were last shuffled into it, in card order. Those of the newest
   * pile may still be in the draw pile; older ones are in other players' hands. */
  unseen: string[][];
  /** Cards in the draw pile. */
  drawSize: number;
  /** Rebuilds of the draw pile this round (FT-7): the number of the newest pile. */
  reshuffles: number;
  /** The discard pile, bottom first; its last cards are `top`. */
  pile: string[];
  /** The group on top of the discard pile. In the `discard` phase the previous player's
   * discard (at a round's first turn, the opening card): what you may take from once you
   * have discarded. In the `pickup` phase the group you just discarded. */
  top: FatimaGroup;
  /** In the `pickup` phase, the group you may take a card from (the previous player's
   * discard, or the opening card): any card of a single or set, only an end of a run.
   * Null in the other phases. */
  takeFrom: FatimaGroup | null;
}

const PHASES: readonly FatimaPhase[] = ['discard', 'pickup', 'over'];
const KINDS: readonly FatimaKind[] = ['single', 'set', 'run'];

/** The observation as a FatimaView, made anew: nothing in it is shared with the
 * observation or with another view. */
export function view(obs: FatimaObservation): FatimaView {
  const { players, seat, cards, place, gen } = obs;
  const handSizes: number[] = [];
  const totals: number[] = [];
  const out: (number | null)[] = [];
  const pickedUp: string[][] = [];
  const hidden: number[][] = [];
  for (let s = 0; s < players; s++) {
    handSizes.push(obs.handSize[s]);
    totals.push(obs.totals[s]);
    out.push(obs.out[s] === 0 ? null : obs.out[s] - 1);
    pickedUp.push([]);
    const piles: number[] = [];
    for (let i = s * HAND, end = i + HAND; i < end && obs.hidden[i] >= 0; i++) piles.push(obs.hidden[i]);
    hidden.push(piles);
  }
  const unseen: string[][] = [];
  for (let g = 0; g <= obs.reshuffles; g++) unseen.push([]);
  // One pass over the cards, in card order, so every list comes out in card order.
  for (let c = 0; c < cards; c++) {
    const where = place[c];
    if (where === UNSEEN) (unseen[gen[c]] ??= []).push(cardName(c));
    else if (where >= SHOWN) pickedUp[where - SHOWN]?.push(cardName(c));
  }
  const hand: string[] = [];
  const handPiles: number[] = [];
  let handPoints = 0;
  for (let i = 0; i < HAND && obs.hand[i] >= 0; i++) {
    const c = obs.hand[i];
    hand.push(cardName(c));
    handPiles.push(gen[c]);
    handPoints += POINTS[c];
  }
  const pile: string[] = [];
  for (let i = 0; i < obs.pileSize; i++) pile.push(cardName(obs.pile[i]));
  return {
    seat,
    players,
    decks: obs.decks,
    callLimit: obs.callLimit,
    tiesPenalized: obs.tiesPenalized,
    longerRuns: obs.longerRuns,
    playOn: obs.playOn,
    phase: PHASES[obs.phase],
    current: obs.current,
    round: obs.round,
    starter: obs.starter,
    hand,
    handPoints,
    handPiles,
    handSizes,
    totals,
    out,
    pickedUp,
    hidden,
    unseen,
    drawSize: obs.drawSize,
    reshuffles: obs.reshuffles,
    pile,
    top: groupOf(obs, obs.topStart, obs.pileSize, obs.topKind, obs.topLow, obs.topHigh),
    takeFrom:
      obs.phase === PHASE.pickup ? groupOf(obs, obs.prevStart, obs.prevEnd, obs.prevKind, obs.prevLow, obs.prevHigh) : null,
  };
}

function groupOf(obs: FatimaObservation, from: number, to: number, kind: number, low: number, high: number): FatimaGroup {
  const cards: string[] = [];
  for (let i = from; i < to; i++) cards.push(cardName(obs.pile[i]));
  return {
    cards,
    kind: KINDS[kind],
    low: low >= 0 ? cardName(low) : null,
    high: high >= 0 ? cardName(high) : null,
  };
}

/** The card a word names in any case (`5c'`, `x1`, `10h` for `TH`), or -1. */
export function readCard(word: string): number {
  const upper = word.toUpperCase();
  return parseCard(upper.startsWith('10') ? `T${upper.slice(2)}` : upper);
}

/** A discard's cards, however written, in the order a discard action writes them; or
 * undefined when a word is no card. Cards are not made unique: `3C 3C` stays no action. */
export function readGroup(words: readonly unknown[]): string | undefined {
  if (words.length === 0 || words.length > HAND) return undefined;
  const cards: number[] = [];
  for (const word of words) {
    const card = typeof word === 'string' ? readCard(word) : -1;
    if (card < 0) return undefined;
    cards.push(card);
  }
  return cards
    .sort((a, b) => a - b)
    .map((c) => cardName(c))
    .join(' ');
}

/** Words of an answer: split at spaces and commas, empty ones dropped. */
function wordsOf(text: string): string[] {
  return text.split(/[\s,]+/).filter((w) => w !== '');
}

/** An answer in the action's own form: `CALL`, ` draw `, `Take 5c`, `3D 3C` (or the list
 * `["3D", "3C"]`) for `3C 3D`; anything else unchanged. Never throws. */
export function readAnswer(answer: unknown): unknown {
  try {
    if (Array.isArray(answer)) return readGroup(answer) ?? answer;
    if (typeof answer !== 'string' || answer.length > 100) return answer;
    const words = wordsOf(answer);
    if (words.length === 1) {
      const word = words[0].toLowerCase();
      if (word === CALL) return CALL;
      if (word === DRAW_CARD) return DRAW_CARD;
    }
    if (words.length === 2 && words[0].toLowerCase() === 'take') {
      const card = readCard(words[1]);
      return card >= 0 ? TAKE[card] : answer;
    }
    return readGroup(words) ?? answer;
  } catch {
    // A hostile value (a revoked proxy, a throwing getter): nothing to read.
    return answer;
  }
}
