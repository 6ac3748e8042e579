// The shape of a Jatten table. Cards are counted by kind — a number 1..7 with its action
// symbol — because a blind draw only needs how many of each kind a hand holds, and a
// symbol must survive the trip collection → discard pile → deck (JT-1, JT-11).

/** Action symbols printed on a number card (JT-1); `plain` carries none. */
export const SYMBOLS = ['plain', 'plusOne', 'eye', 'twoForThree'] as const;
export type SymbolName = (typeof SYMBOLS)[number];
export const PLAIN = 0;
export const PLUS_ONE = 1;
export const EYE = 2;
export const TWO_FOR_THREE = 3;

export const NUMBERS = 7;
export const PER_NUMBER = 14;
export const CARD_COUNT = NUMBERS * PER_NUMBER; // 98
/** A kind is (number - 1) * 4 + symbol. */
export const KINDS = NUMBERS * SYMBOLS.length; // 28
/** The swindler as it lies in the middle. */
export const SWINDLER = KINDS;

export const HAND_LIMIT = 8; // the refill fills a hand up to 8 cards, swindler included (JT-10)
export const FORCED_REFILL = 7;
export const WINNING_COUNT = 6;

export const numberOf = (kind: number): number => (kind >> 2) + 1;
export const symbolOf = (kind: number): number => kind & 3;
export const kindOf = (number: number, symbol: number): number => ((number - 1) << 2) | symbol;

/** Phases of a turn; in every one the thief (the player whose turn it is) decides. */
export const PHASE = {
  play: 0, // put one number card from the hand into the collection (JT-3)
  victim: 1, // whom to steal from, or the deck (JT-4, JT-13)
  drawOrStop: 2,
  eye: 3, // whose hand to look at (JT-8)
  twoForThree: 4, // whether and which number to trade (JT-9)
  reward: 5, // which card to take from the victim's collection (JT-5)
  refill: 6, // which number to give up for a refill, or none (JT-10)
  over: 7,
} as const;
type Phase = (typeof PHASE)[keyof typeof PHASE];

/** `victim` while nobody is being stolen from, and while the thief steals from the deck. */
export const NO_VICTIM = -1;
export const DECK = -2;

export interface JattenState {
  readonly players: number;
  /** JT-13 is in force: two players and the option on. */
  readonly deckSteal: boolean;
  /** 1, or the number of players in the tournament variant (JT-14). */
  readonly games: number;
  /** Every array below, as one buffer (see table.ts): what clone copies. */
  readonly bytes: Int8Array;
  /** The public counts below in one array (see table.ts): composition, discard,
   * handSize, swindler, collections, numbers and middle are views on it. */
  readonly table: Int8Array;
  /** How many cards of each kind the game has (JT-1). */
  readonly composition: Int8Array;
  /** Kinds; the draw pile is deck[deckTop..98), top first. Hidden. */
  readonly deck: Int8Array;
  deckTop: number;
  /** Count per kind; order does not matter, it is shuffled before use (JT-11). */
  readonly discard: Int8Array;
  discardSize: number;
  /** Count per seat and kind (seat * 28 + kind). Hidden but to their owner. */
  readonly hands: Int8Array;
  /** Number cards in each hand, the swindler not counted. */
  readonly handSize: Int8Array;
  /** 1 while a seat's swindler is in its own hand, 0 while it lies in the middle. */
  readonly swindler: Uint8Array;
  /** Count per seat and kind, face up. */
  readonly collections: Int8Array;
  /** Count per seat and number (seat * 7 + number - 1): the collection by number. */
  readonly numbers: Int8Array;
  /** The cards drawn this turn, in order (kinds, SWINDLER for the victim's swindler). */
  readonly middle: Int8Array;
  middleSize: number;
  /** Bit (number - 1) set for each number lying in the middle: the bust test. */
  middleMask: number;
  /** Per observer, seat and kind (observer * players + seat) * 28 + kind: cards the
   * observer knows to be in that hand (seen with Eye, or taken back in public after a
   * bust), minus those that left it since. A lower bound, kept current. */
  readonly known: Int8Array;
  /** Per observer and seat: the hand as the observer last saw it with Eye (JT-8). */
  readonly seen: Int8Array;
  /** The turn of that sighting, -1 for never. */
  readonly seenTurn: Int32Array;
  phase: Phase;
  thief: number;
  victim: number;
  /** Counts turns over the whole series; keys the blind draws from hands. */
  turn: number;
  /** Blind draws this turn; with `turn` the key of the next draw's stream. */
  drawIndex: number;
  /** Deck reshuffles so far in this game of the series; keys each reshuffle's stream. */
  reshuffles: number;
  /** Which game of the tournament is on (0 for a single game). */
  gameIndex: number;
  startPlayer: number;
  /** The winner of the last finished game, -1 while none. */
  winner: number;
  /** JT-14 points over the finished games of a tournament. */
  readonly points: Int16Array;
}

/** The hand of `seat` as `observer` saw it with Eye (JT-8). */
export interface Sighting {
  readonly turn: number;
  /** Count per kind. */
  readonly cards: Int8Array;
}

export interface JattenObservation {
  readonly seat: number;
  readonly players: number;
  readonly deckSteal: boolean;
  readonly games: number;
  readonly composition: Int8Array;
  readonly phase: Phase;
  readonly thief: number;
  readonly victim: number;
  readonly turn: number;
  readonly drawIndex: number;
  readonly reshuffles: number;
  readonly gameIndex: number;
  readonly startPlayer: number;
  readonly winner: number;
  readonly points: Int16Array;
  /** The seat's own hand, count per kind. */
  readonly hand: Int8Array;
  readonly handSize: Int8Array;
  readonly swindler: Uint8Array;
  readonly collections: Int8Array;
  readonly numbers: Int8Array;
  /** Kinds in the order drawn. */
  readonly middle: Int8Array;
  readonly discard: Int8Array;
  readonly deckSize: number;
  /** Per seat and kind: what this seat knows is still in each hand (its own row is its hand). */
  readonly known: Int8Array;
  /** Per seat: its hand as this seat last saw it with Eye, or null. */
  readonly seen: ReadonlyArray<Sighting | null>;
}
