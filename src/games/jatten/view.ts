// What a bot from outside tafel sees of Jatten (a bot file, a program over the line
// protocol): the observation as plain JSON, cards by name ("3", "3eye", see notation.ts),
// hands and piles as lists of names in card order, per-seat facts by seat, the phase by
// name. And how its answers are read: words and names in any case, numbers as strings, a
// card by its name.
import { DRAW_OR_STOP, EYES, type JattenAction, PLAY, REFILLS, REWARD, SWAPS, VICTIMS_OR_DECK, actionKey } from './actions.js';
import { CARD_NAMES, kindOfName } from './notation.js';
import { DECK, KINDS, NO_VICTIM, NUMBERS, PHASE, SYMBOLS, type JattenObservation } from './state.js';

/** The decision asked for, by name: PHASE's names in its order. */
export type JattenPhase = keyof typeof PHASE;
const PHASE_NAMES = Object.keys(PHASE) as JattenPhase[];

export interface JattenSighting {
  /** The turn of the sighting (the view's `turn` counts the same way). */
  turn: number;
  /** The hand as it was then, card names in card order. */
  cards: string[];
}

export interface JattenView {
  /** This seat, 0..players-1: always the thief when a bot is asked. */
  seat: number;
  /** Players at the table, 2..5. */
  players: number;
  /** JT-13 is in force: two players and the option on, so the thief may steal from the deck. */
  deckSteal: boolean;
  /** Games in this series: 1, or the number of players with the option `tournament` (JT-14). */
  games: number;
  /** Which game of the series is on, from 0. */
  gameIndex: number;
  /** Who started this game of the series. */
  startPlayer: number;
  /** The winner, once the game (in a series, its last game) is over; null before. */
  winner: number | null;
  /** JT-14 points of the finished games of the series, by seat. */
  points: number[];
  /** The decision asked: "play", "victim", "drawOrStop", "eye", "twoForThree", "reward",
   * "refill" ("over" once the game is over). */
  phase: JattenPhase;
  /** The seat whose turn it is (this seat, when it is asked). */
  thief: number;
  /** The seat being stolen from, "deck" while the thief steals from the deck (JT-13), null
   * while nobody is. */
  victim: number | 'deck' | null;
  /** Turns played over the whole series, from 0. */
  turn: number;
  /** Blind draws made this turn. */
  drawIndex: number;
  /** Deck reshuffles so far in this game of the series (JT-11). */
  reshuffles: number;
  /** Every card the game has, in card order (JT-1; the options may change the symbols). */
  composition: string[];
  /** This seat's hand, in card order; its swindler is not listed (see hasSwindler). */
  hand: string[];
  /** Number cards in each hand, by seat; the swindler not counted. */
  handSizes: number[];
  /** By seat: true while the seat's swindler is in its own hand, false while it lies in the
   * middle. */
  hasSwindler: boolean[];
  /** Each seat's face-up collection, by seat, in card order. */
  collections: string[][];
  /** By seat, how many collection cards of each number it has: numbers[s][n - 1] for n 1..7. */
  numbers: number[][];
  /** The cards drawn this turn, in the order drawn; "swindler" for the victim's swindler. In
   * phase "reward" only the swindler. */
  middle: string[];
  /** The discard pile, in card order. */
  discard: string[];
  /** Cards left in the draw pile. */
  deckSize: number;
  /** By seat: the cards this seat knows to be in that seat's hand (seen with Eye, or taken
   * back in view after a bust), less those that left it since; a lower bound. Its own entry
   * is its hand. */
  known: string[][];
  /** By seat: that seat's hand as this seat last saw it with Eye (JT-8), as it was then, or
   * null. */
  seen: (JattenSighting | null)[];
}

/** The names of `counts[at..at + 28)`, each as often as counted, in card order. Sized first:
 * a view lists a few hundred cards, and growing arrays by push was most of its cost. */
function cardsIn(counts: ArrayLike<number>, at = 0): string[] {
  let total = 0;
  for (let kind = 0; kind < KINDS; kind++) total += counts[at + kind];
  const names = new Array<string>(total);
  let i = 0;
  for (let kind = 0; kind < KINDS; kind++) for (let c = counts[at + kind]; c > 0; c--) names[i++] = CARD_NAMES[kind];
  return names;
}

/** Module state: the last composition listed, and its names: a game's composition never
 * changes, so its 98 names are copied from the last list (one native copy) rather than
 * made again. */
const lastComposition = new Int8Array(KINDS).fill(-1);
let compositionNames: string[] = [];

function compositionOf(counts: Int8Array): string[] {
  let same = true;
  for (let kind = 0; kind < KINDS; kind++) same &&= counts[kind] === lastComposition[kind];
  if (!same) {
    lastComposition.set(counts);
    compositionNames = cardsIn(counts);
  }
  return compositionNames.slice();
}

/** The observation as plain JSON, made anew (nothing in it is shared with the observation). */
export function view(obs: JattenObservation): JattenView {
  const { players } = obs;
  const points: number[] = [];
  const handSizes: number[] = [];
  const hasSwindler: boolean[] = [];
  const collections: string[][] = [];
  const numbers: number[][] = [];
  const known: string[][] = [];
  const seen: (JattenSighting | null)[] = [];
  for (let s = 0; s < players; s++) {
    points.push(obs.points[s]);
    handSizes.push(obs.handSize[s]);
    hasSwindler.push(obs.swindler[s] === 1);
    collections.push(cardsIn(obs.collections, s * KINDS));
    const byNumber: number[] = [];
    for (let n = 0; n < NUMBERS; n++) byNumber.push(obs.numbers[s * NUMBERS + n]);
    numbers.push(byNumber);
    known.push(cardsIn(obs.known, s * KINDS));
    const sighting = obs.seen[s];
    seen.push(sighting ? { turn: sighting.turn, cards: cardsIn(sighting.cards) } : null);
  }
  const middle: string[] = [];
  for (let i = 0; i < obs.middle.length; i++) middle.push(CARD_NAMES[obs.middle[i]]);
  return {
    seat: obs.seat,
    players,
    deckSteal: obs.deckSteal,
    games: obs.games,
    gameIndex: obs.gameIndex,
    startPlayer: obs.startPlayer,
    winner: obs.winner < 0 ? null : obs.winner,
    points,
    phase: PHASE_NAMES[obs.phase],
    thief: obs.thief,
    victim: obs.victim === DECK ? 'deck' : obs.victim === NO_VICTIM ? null : obs.victim,
    turn: obs.turn,
    drawIndex: obs.drawIndex,
    reshuffles: obs.reshuffles,
    composition: compositionOf(obs.composition),
    hand: cardsIn(obs.hand),
    handSizes,
    hasSwindler,
    collections,
    numbers,
    middle,
    discard: cardsIn(obs.discard),
    deckSize: obs.deckSize,
    known,
    seen,
  };
}

/** Every action legalActions hands out, by key: the values to answer with. The lists of the
 * most seats hold every seat's steal and Eye, and the lists of every number each swap and
 * refill. */
const CANONICAL = new Map(
  [
    ...PLAY,
    ...REWARD,
    ...VICTIMS_OR_DECK[5][0],
    ...VICTIMS_OR_DECK[5][1],
    ...EYES[5][0],
    ...EYES[5][1],
    ...SWAPS[(1 << NUMBERS) - 1],
    ...REFILLS[(1 << NUMBERS) - 1],
    ...DRAW_OR_STOP,
  ].map((action) => [actionKey(action), action]),
);

/** The words, folded: lower case without spaces. */
const WORDS = new Map<string, JattenAction>([
  ['draw', 'draw'],
  ['stop', 'stop'],
  ['noswap', 'noSwap'],
  ['norefill', 'noRefill'],
]);
const FIELDS = ['play', 'reward', 'steal', 'eye', 'swap', 'refill'] as const;
type Field = (typeof FIELDS)[number];

/** A whole number from a number or its digits ("3", " 3 "). */
function whole(value: unknown): unknown {
  return typeof value === 'string' && value.trim() !== '' && value.length < 8 ? Number(value) : value;
}

/** The plain action one field and its value (and a card's symbol) stand for, before lookup. */
function candidate(field: Field, value: unknown, symbol: unknown): unknown {
  if (field === 'play' || field === 'reward') {
    const kind = symbol === undefined ? kindOfName(value) : undefined;
    if (kind !== undefined) return (field === 'play' ? PLAY : REWARD)[kind];
    // An unknown symbol stays as it was, which no action's key has.
    const s =
      typeof symbol === 'string'
        ? (SYMBOLS.find((name) => name.toLowerCase() === symbol.trim().toLowerCase()) ?? symbol)
        : symbol;
    return { [field]: whole(value), symbol: s };
  }
  if (field === 'steal' && typeof value === 'string' && value.trim().toLowerCase() === 'deck') return { steal: 'deck' };
  return { [field]: whole(value) };
}

/** "draw", "No Swap", "play 3eye", "steal deck", "refill 4". */
function readWords(answer: string): unknown {
  if (answer.length > 40) return undefined;
  const text = answer.trim().toLowerCase();
  const space = text.indexOf(' ');
  const word = space < 0 ? text : text.slice(0, space);
  const field = FIELDS.find((f) => f === word);
  if (field !== undefined)
    return candidate(
      field,
      text
        .slice(space + 1)
        .split(' ')
        .join(''),
      undefined,
    );
  return WORDS.get(text.split(' ').join(''));
}

function readObject(answer: Record<string, unknown>): unknown {
  const keys = Object.keys(answer);
  const field = FIELDS.find((f) => keys.includes(f));
  if (field === undefined) return undefined;
  const card = field === 'play' || field === 'reward';
  // One field, and for a card its symbol beside it: anything more is not one action.
  const symbol = card && keys.includes('symbol');
  if (keys.length !== (symbol ? 2 : 1)) return undefined;
  return candidate(field, answer[field], symbol ? answer.symbol : undefined);
}

/** An answer written another way Jatten's notation allows — `"DRAW"`, `{ play: "3eye" }`,
 * `{ play: 3, symbol: "EYE" }`, `{ steal: "1" }`, `"steal deck"`, `"play 3eye"` — as the
 * very value legalActions hands out; anything else unchanged. Never throws. */
export function readAnswer(answer: unknown): unknown {
  try {
    const read =
      typeof answer === 'string'
        ? readWords(answer)
        : typeof answer === 'object' && answer !== null && !Array.isArray(answer)
          ? readObject(answer as Record<string, unknown>)
          : undefined;
    return (read !== undefined && CANONICAL.get(actionKey(read as JattenAction))) || answer;
  } catch {
    // A proxy or getter of a bot's making: not an answer in the notation.
    return answer;
  }
}
