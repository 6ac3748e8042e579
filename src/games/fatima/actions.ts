// Fatima's decisions as short strings in the card notation, which is what records,
// `describe` and output show: `call` (FT-2), a discard as its cards in card order
// (`5C`, `5C 5D X1`, `4H 6H X2`: FT-5), `take 5C` from the previous discard (FT-6) and
// `draw`. Each string is made once and kept with what it means, so legalActions builds no
// string after the first time and apply reads a discard without parsing it.
import type { ActionKey } from '../../core/game.js';
import { MAX_CARDS, cardName, parseCard } from './cards.js';
import { NOT_A_DISCARD, groupKind, runEnds } from './discards.js';
import { KIND, type Kind } from './state.js';

export type FatimaAction = string;

export const CALL = 'call';
export const DRAW_CARD = 'draw';

interface Discard {
  /** In card order. */
  readonly cards: readonly number[];
  readonly kind: Kind;
  /** A run's ends (FT-11), -1 for a single card or a set. */
  readonly low: number;
  readonly high: number;
}

/** Discard actions of one and two cards by their cards, of more by a number packed from
 * them (at most 2^28 for four, so a small integer; five cards are rare). */
const singles: (FatimaAction | undefined)[] = new Array(MAX_CARDS);
const pairs: (FatimaAction | undefined)[] = new Array(MAX_CARDS * MAX_CARDS);
const byCode = new Map<number, FatimaAction>();
const byWords = new Map<FatimaAction, Discard>();

/** The action for the legal discard of cards[0..n) (in card order), of kind `kind`. */
export function discardAction(cards: ArrayLike<number>, n: number, kind: Kind): FatimaAction {
  if (n === 1) return (singles[cards[0]] ??= makeDiscard(cards, n, kind));
  if (n === 2) return (pairs[cards[0] * MAX_CARDS + cards[1]] ??= makeDiscard(cards, n, kind));
  let code = 0;
  for (let i = 0; i < n; i++) code = code * 128 + cards[i] + 1;
  let action = byCode.get(code);
  if (action === undefined) byCode.set(code, (action = makeDiscard(cards, n, kind)));
  return action;
}

function makeDiscard(cards: ArrayLike<number>, n: number, kind: Kind): FatimaAction {
  const list = Array.from({ length: n }, (_, i) => cards[i]);
  const action = list.map(cardName).join(' ');
  const ends = kind === KIND.run ? runEnds(list, n) : { low: -1, high: -1 };
  byWords.set(action, Object.freeze({ cards: Object.freeze(list), kind, low: ends.low, high: ends.high }));
  return action;
}

/** What a discard action means; undefined for a string that is no discard made here. */
export function discardOf(action: FatimaAction): Discard | undefined {
  return byWords.get(action);
}

export const TAKE: readonly FatimaAction[] = Array.from({ length: MAX_CARDS }, (_, c) => `take ${cardName(c)}`);
const TAKEN = new Map(TAKE.map((a, c) => [a, c]));

/** The card a `take` action picks up, or -1. */
export function takenCard(action: FatimaAction): number {
  return TAKEN.get(action) ?? -1;
}

/** The action is its own key. */
export function actionKey(action: FatimaAction): ActionKey {
  return typeof action === 'string' ? action : -1;
}

/** The cards a discard's words name, in the order written, or undefined. */
function parseGroup(words: string): number[] | undefined {
  const cards = words.split(' ').map((w) => parseCard(w));
  return cards.length > 0 && cards.every((c) => c >= 0) ? cards : undefined;
}

const KIND_WORDS = ['', 'a set: ', 'a run: '];

export function describeAction(action: FatimaAction): string {
  if (action === CALL) return 'call Fatima';
  if (action === DRAW_CARD) return 'draw from the draw pile';
  if (typeof action !== 'string') return `not a Fatima action: ${String(action)}`;
  if (takenCard(action) >= 0) return `${action} from the discard pile`;
  const cards = parseGroup(action);
  if (!cards || cards.length > 5) return `not a Fatima action: ${action}`;
  const kind = groupKind(cards, cards.length, true);
  if (kind === NOT_A_DISCARD) return `not a Fatima discard: ${action}`;
  if (kind !== KIND.run) return `discard ${KIND_WORDS[kind]}${action}`;
  const { low, high } = runEnds(
    [...cards].sort((a, b) => a - b),
    cards.length,
  );
  return `discard a run: ${action} (ends ${cardName(low)} and ${cardName(high)})`;
}
