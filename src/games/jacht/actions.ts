// Jacht's two decisions, their keys and their words. legalActions hands out the frozen
// values built here, so a bot can return one by reference and the match loop recognises
// it without comparing JSON.
import type { ActionKey } from '../../core/game.js';
import { CATEGORY_COUNT, CATEGORY_IDS, type CategoryId, categoryIndex } from './categories.js';
import { HAND_COUNT, HAND_START, KEEPS_OF_HAND, MULTISET_FACES, multisetIndex } from './dice.js';

/** Reroll every die not kept; `keep` lists the kept faces, sorted ascending. */
type KeepAction = { readonly keep: readonly number[] };
/** Stop rolling and write the dice in an open row of the sheet; ends the turn. */
type CategoryAction = { readonly category: CategoryId };
/** Told apart by their one key (`'keep' in action`), as records store them. */
export type JachtAction = KeepAction | CategoryAction;

/** KEEP_ACTIONS[i]: keep multiset i (0..4 dice; indices below HAND_START). */
export const KEEP_ACTIONS: readonly KeepAction[] = MULTISET_FACES.slice(0, HAND_START).map((faces) =>
  Object.freeze({ keep: faces }),
);

export const CATEGORY_ACTIONS: readonly CategoryAction[] = CATEGORY_IDS.map((category) => Object.freeze({ category }));

/** Per hand, its keep actions in multiset order. */
export const HAND_KEEP_ACTIONS: readonly (readonly KeepAction[])[] = KEEPS_OF_HAND.map((keeps) =>
  Object.freeze(Array.from(keeps, (k) => KEEP_ACTIONS[k])),
);

const openLists: (readonly CategoryAction[] | undefined)[] = new Array(1 << CATEGORY_COUNT);
/** The same lists unfrozen, never handed out: the parts legalActions builds its new
 * lists from. Spreading a frozen array takes V8's slow path, at twice the cost. */
const openParts: CategoryAction[][] = new Array(1 << CATEGORY_COUNT);
const keepParts: readonly KeepAction[][] = HAND_KEEP_ACTIONS.map((keeps) => keeps.slice());

/** The category actions open under a filled-mask, cached per mask. */
export function openCategoryActions(filled: number): readonly CategoryAction[] {
  let list = openLists[filled];
  if (list === undefined) {
    const part = CATEGORY_ACTIONS.filter((_, c) => (filled & (1 << c)) === 0);
    openParts[filled] = part;
    list = Object.freeze(part.slice());
    openLists[filled] = list;
  }
  return list;
}

/** Hand h's keeps, then the open rows: a new list every call, unfrozen (the game is
 * `freshLegal`). */
export function keepAndOpenActions(hand: number, filled: number): JachtAction[] {
  if (openLists[filled] === undefined) openCategoryActions(filled);
  return [...keepParts[hand], ...openParts[filled]];
}

/** Each handed-out action's index: a keep's multiset, a row's category. */
const KEEP_OF = new Map<unknown, number>(KEEP_ACTIONS.map((a, k) => [a, k]));
const CATEGORY_OF = new Map<unknown, number>(CATEGORY_ACTIONS.map((a, c) => [a, c]));
/** KEEP_IN_HAND[h * HAND_START + k]: 1 when hand h can keep multiset k. */
const KEEP_IN_HAND = new Uint8Array(HAND_COUNT * HAND_START);
KEEPS_OF_HAND.forEach((keeps, h) => keeps.forEach((k) => (KEEP_IN_HAND[h * HAND_START + k] = 1)));

/** Whether `action` is, as the very value, in keepAndOpenActions(hand, filled) (with
 * `rolling`) or openCategoryActions(filled) (without): legalActions' list, judged
 * without making it. */
export function allowedAction(action: unknown, hand: number, filled: number, rolling: boolean): boolean {
  const c = CATEGORY_OF.get(action);
  if (c !== undefined) return (filled & (1 << c)) === 0;
  const k = KEEP_OF.get(action);
  return k !== undefined && rolling && KEEP_IN_HAND[hand * HAND_START + k] === 1;
}

export function isKeep(action: JachtAction): action is KeepAction {
  return (action as KeepAction).keep !== undefined;
}

/** The multiset index of a keep (-1 when it is not 0..4 faces 1..6). */
export function keepIndex(action: KeepAction): number {
  const i = multisetIndex(action.keep);
  return i >= 0 && i < HAND_START ? i : -1;
}

/** Keeps by their multiset index (0..209), rows as 1000 + their index; anything that is
 * neither gets -1, which no legal action has. */
export function actionKey(action: JachtAction): ActionKey {
  if (typeof action !== 'object' || action === null) return -1;
  if (isKeep(action)) return Array.isArray(action.keep) ? keepIndex(action) : -1;
  const c = typeof action.category === 'string' ? categoryIndex(action.category) : -1;
  return c < 0 ? -1 : 1000 + c;
}

export function describeAction(action: JachtAction): string {
  if (isKeep(action)) {
    const rerolled = 5 - action.keep.length;
    return `keep ${action.keep.length ? action.keep.join(',') : 'none'} (reroll ${rerolled})`;
  }
  return `score ${action.category}`;
}
