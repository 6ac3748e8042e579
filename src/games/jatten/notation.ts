// Jatten's cards in notation, and helpers for bot authors over its view
// (docs/games/jatten.md). A card is written as its number, followed by its action symbol's
// name when it has one: "3" (plain), "3plusOne", "3eye", "3twoForThree"; the symbols are
// the actions' own (`{ play: 3, symbol: 'eye' }`). The victim's swindler lying in the middle
// is "swindler". Cards are read in any case.
import { PLAY, type JattenAction, REWARD } from './actions.js';
import { KINDS, NUMBERS, SWINDLER, SYMBOLS, type SymbolName, kindOf, numberOf, symbolOf } from './state.js';
import { unseenCards as unseenCounts } from './unseen.js';
import type { JattenObservation } from './state.js';

/** The victim's swindler as the middle shows it. */
export const SWINDLER_NAME = 'swindler';

/** CARD_NAMES[kind]: each kind's name, and at SWINDLER the swindler's. */
export const CARD_NAMES: readonly string[] = Object.freeze([
  ...Array.from({ length: KINDS }, (_, kind) => {
    const symbol = symbolOf(kind);
    return `${numberOf(kind)}${symbol === 0 ? '' : SYMBOLS[symbol]}`;
  }),
  SWINDLER_NAME,
]);

/** Kinds by name folded to lower case; 'plain' written out is the plain card too. */
const KIND_OF = new Map<string, number>(CARD_NAMES.map((name, kind) => [name.toLowerCase(), kind]));
for (let n = 1; n <= NUMBERS; n++) KIND_OF.set(`${n}plain`, kindOf(n, 0));

/** A card read from its name: its number 1..7 and its symbol. */
export interface JattenCard {
  readonly number: number;
  readonly symbol: SymbolName;
}

/** The kind (0..27) of a card's name in any case, or undefined for anything else (the
 * swindler included: it is no number card). */
export function kindOfName(name: unknown): number | undefined {
  if (typeof name !== 'string' || name.length > 16) return undefined;
  const kind = KIND_OF.get(name.trim().toLowerCase());
  return kind === SWINDLER ? undefined : kind;
}

/** A card's number and symbol from its name ("3eye" → 3, 'eye'), or undefined. */
export function parseCard(name: string): JattenCard | undefined {
  const kind = kindOfName(name);
  return kind === undefined ? undefined : { number: numberOf(kind), symbol: SYMBOLS[symbolOf(kind)] };
}

/** A card's name from its number and symbol (plain when none is given), or undefined for a
 * number outside 1..7 or an unknown symbol. */
export function formatCard(card: { readonly number: number; readonly symbol?: string }): string | undefined {
  const symbol = SYMBOLS.indexOf((card.symbol ?? 'plain') as SymbolName);
  const n = card.number;
  return Number.isInteger(n) && n >= 1 && n <= NUMBERS && symbol >= 0 ? CARD_NAMES[kindOf(n, symbol)] : undefined;
}

/** The game's card order, as the view lists hands and piles: by number, then by symbol
 * (plain, plusOne, eye, twoForThree). Names that are no card sort last. */
export function compareCards(a: string, b: string): number {
  return (kindOfName(a) ?? KINDS) - (kindOfName(b) ?? KINDS);
}

/** The number of a card's name (1..7), or undefined. */
export function numberOfCard(name: string): number | undefined {
  const kind = kindOfName(name);
  return kind === undefined ? undefined : numberOf(kind);
}

/** The action that plays this card into the collection, as legalActions hands it out. */
export function playAction(name: string): JattenAction | undefined {
  const kind = kindOfName(name);
  return kind === undefined ? undefined : PLAY[kind];
}

/** The action that takes this card from the victim's collection, as legalActions hands it out. */
export function rewardAction(name: string): JattenAction | undefined {
  const kind = kindOfName(name);
  return kind === undefined ? undefined : REWARD[kind];
}

/** The card a play or reward action names ("3eye"), or undefined for any other action. */
export function cardOfAction(action: JattenAction): string | undefined {
  if (typeof action !== 'object') return undefined;
  const number = 'play' in action ? action.play : 'reward' in action ? action.reward : undefined;
  return number === undefined ? undefined : formatCard({ number, symbol: (action as { symbol?: string }).symbol });
}

/** The part of a view unseenCards reads. */
interface Seen {
  readonly players: number;
  readonly composition: readonly string[];
  readonly collections: readonly (readonly string[])[];
  readonly known: readonly (readonly string[])[];
  readonly middle: readonly string[];
  readonly discard: readonly string[];
}

/** Counts per kind of a list of names (unknown names and the swindler left out). */
function countsOf(names: readonly string[], into = new Int8Array(KINDS), at = 0): Int8Array {
  for (const name of names) {
    const kind = kindOfName(name);
    if (kind !== undefined) into[at + kind]++;
  }
  return into;
}

/** The cards this seat cannot place, in card order: neither in its hand, a collection, the
 * middle or the discard pile, nor known to be in another hand. They lie in the other hands
 * or the deck. Counted by the game's own unseen.ts. */
export function unseenCards(view: Seen): string[] {
  const { players } = view;
  const collections = new Int8Array(players * KINDS);
  const known = new Int8Array(players * KINDS);
  for (let s = 0; s < players; s++) {
    countsOf(view.collections[s], collections, s * KINDS);
    countsOf(view.known[s], known, s * KINDS);
  }
  const middle = Int8Array.from(view.middle.flatMap((name) => kindOfName(name) ?? []));
  const counts = unseenCounts({
    players,
    composition: countsOf(view.composition),
    collections,
    known,
    middle,
    discard: countsOf(view.discard),
  } as Pick<JattenObservation, 'players' | 'composition' | 'collections' | 'known' | 'middle' | 'discard'> as JattenObservation);
  const names: string[] = [];
  for (let kind = 0; kind < KINDS; kind++) for (let c = 0; c < counts[kind]; c++) names.push(CARD_NAMES[kind]);
  return names;
}
