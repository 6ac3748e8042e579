// Helpers for bot authors over Fatima's notation (docs/games/fatima.md): cards and actions
// as the view and the legal list write them (`5C`, `5C'`, `X1`, `3C 3D X1`, `take 5C`),
// read with the game's own tables and rules (cards.ts, discards.ts), so a helper can never
// disagree with what the game does.
import { CALL, DRAW_CARD, takenCard } from './actions.js';
import { POINTS, RANK, SUIT, cardName, isJoker, PER_DECK } from './cards.js';
import { NOT_A_DISCARD, groupKind, runEnds } from './discards.js';
import { HAND, KIND } from './state.js';
import { type FatimaGroup, type FatimaKind, type FatimaSuit, readAnswer, readCard } from './view.js';

export type { FatimaGroup, FatimaKind, FatimaSuit };

const SUITS: readonly FatimaSuit[] = ['C', 'D', 'H', 'S'];
const KINDS: readonly FatimaKind[] = ['single', 'set', 'run'];
const RANK_CHARS = 'A23456789TJQK';
const CARD_WORDS = "cards are written rank (A 2..9 T J Q K) then suit (C D H S), ' for the second deck, jokers X1..X4";

/** A card, read from its name. */
export interface FatimaCard {
  /** Its name as the view and actions write it: `5C`, `5C'`, `X1`. */
  readonly name: string;
  /** 1 (ace) .. 13 (king); 0 for a joker. */
  readonly rank: number;
  /** Its suit; null for a joker. */
  readonly suit: FatimaSuit | null;
  /** 1, or 2 for a card of the second deck (at 5 or 6 players). */
  readonly deck: number;
  /** Points in hand: joker 0, ace 1, 2..10 as printed, J Q K 10. */
  readonly points: number;
  /** 1..4 for X1..X4; null for a ranked card. */
  readonly joker: number | null;
}

/** The card `name` stands for (any case; `10H` for `TH`), or undefined for no card. */
export function parseCard(name: string): FatimaCard | undefined {
  const c = typeof name === 'string' ? readCard(name.trim()) : -1;
  if (c < 0) return undefined;
  const deck = Math.floor(c / PER_DECK) + 1;
  const joker = isJoker(c) ? Number(cardName(c).slice(1)) : null;
  return { name: cardName(c), rank: RANK[c], suit: joker === null ? SUITS[SUIT[c]] : null, deck, points: POINTS[c], joker };
}

/** A card's name: `{ rank: 5, suit: 'C' }` is `5C`, with `deck: 2` `5C'`; `{ joker: 3 }`
 * is `X3`. Throws on a card Fatima has not. */
export function formatCard(card: {
  readonly rank?: number;
  readonly suit?: FatimaSuit | null;
  readonly deck?: number;
  readonly joker?: number | null;
}): string {
  const { rank, suit, deck = 1, joker } = card;
  if (joker !== undefined && joker !== null) {
    if (Number.isInteger(joker) && joker >= 1 && joker <= 4) return `X${joker}`;
    throw new Error(`no Fatima joker ${String(joker)}: jokers are 1..4 (X1..X4)`);
  }
  if (rank === undefined || !Number.isInteger(rank) || rank < 1 || rank > 13) {
    throw new Error(`no Fatima rank ${String(rank)}: ranks are 1 (ace) .. 13 (king)`);
  }
  if (suit === undefined || suit === null || !SUITS.includes(suit)) {
    throw new Error(`no Fatima suit ${String(suit)}: suits are C, D, H, S`);
  }
  if (deck !== 1 && deck !== 2) throw new Error(`no Fatima deck ${String(deck)}: decks are 1 and 2`);
  return `${RANK_CHARS[rank - 1]}${suit}${deck === 2 ? "'" : ''}`;
}

function cardOf(name: string): number {
  const c = typeof name === 'string' ? readCard(name.trim()) : -1;
  if (c < 0) throw new Error(`not a Fatima card: ${JSON.stringify(name)}; ${CARD_WORDS}`);
  return c;
}

/** Card order (the order the view lists cards and a discard writes them): clubs,
 * diamonds, hearts, spades, each ace to king, then X1, X2; the second deck after the
 * first. Negative when `a` comes first. Throws on a name that is no card. */
export function compareCards(a: string, b: string): number {
  return cardOf(a) - cardOf(b);
}

/** The points of these cards in hand (what a call adds to a total, FT-4). */
export function pointsOf(cards: readonly string[]): number {
  let points = 0;
  for (const name of cards) points += POINTS[cardOf(name)];
  return points;
}

/** What these cards make when discarded together (FT-5, FT-11), in any order: `single`,
 * `set`, `run`, or undefined for no discard. Runs longer than three only with
 * `longerRuns`. Throws on a name that is no card. */
export function discardKind(cards: readonly string[], longerRuns = false): FatimaKind | undefined {
  if (cards.length === 0 || cards.length > HAND) return undefined;
  const kind = groupKind(cards.map(cardOf), cards.length, longerRuns);
  return kind === NOT_A_DISCARD ? undefined : KINDS[kind];
}

/** The cards of a group that the next player may take (FT-6): every card of a single or
 * a set, only the ends of a run. */
export function takeable(group: FatimaGroup): string[] {
  if (group.kind !== 'run') return [...group.cards];
  return group.cards.filter((c) => c === group.low || c === group.high);
}

/** An action read: what it does, and for a discard its cards and what they make. */
export type FatimaMove =
  | { readonly type: 'call' }
  | { readonly type: 'draw' }
  | { readonly type: 'take'; readonly card: string }
  | ({ readonly type: 'discard' } & FatimaGroup);

/** What an action (as the legal list writes it, or in any card order and case) does, or
 * undefined for no Fatima action. A discard's kind and run ends are the rules' own. */
export function parseAction(action: string): FatimaMove | undefined {
  const read = readAnswer(action);
  if (read === CALL) return { type: 'call' };
  if (read === DRAW_CARD) return { type: 'draw' };
  if (typeof read !== 'string') return undefined;
  const taken = takenCard(read);
  if (taken >= 0) return { type: 'take', card: cardName(taken) };
  const words = read.split(' ');
  const cards = words.map(readCard);
  // Sorted by readAnswer: a card named twice sits next to itself.
  if (cards.length > HAND || cards.some((c, i) => c < 0 || c === cards[i - 1])) return undefined;
  const kind = groupKind(cards, cards.length, true);
  if (kind === NOT_A_DISCARD) return undefined;
  const ends = kind === KIND.run ? runEnds(cards, cards.length) : undefined;
  return {
    type: 'discard',
    cards: words,
    kind: KINDS[kind],
    low: ends ? cardName(ends.low) : null,
    high: ends ? cardName(ends.high) : null,
  };
}
