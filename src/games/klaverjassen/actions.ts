// Klaverjassen's decisions as short strings: a card in the notation (`JH`), or a word of
// the bidding and the roem claim. Each is one shared constant; its code (0..31 for the
// cards, then the words) is its action key and what the rules switch on.
import type { ActionKey } from '../../core/game.js';
import { CARDS, NAMES, SUIT_NAMES, SUITS, parseCard } from './cards.js';

export type KlaverjasAction = string;

export const PASS = 32;
/** Accept the proposed suit as trump, and play (KJ-2, KJ-3). */
export const PLAY = 33;
/** Name suit s as trump: NAME + s (Utrecht, or after two circles of passes). */
export const NAME = 34;
export const CLAIM = 38;
export const NO_CLAIM = 39;

/** Every action by its code. */
export const ACTION: readonly KlaverjasAction[] = Object.freeze([
  ...NAMES,
  'pass',
  'play',
  ...SUITS.split('').map((s) => `trump ${s}`),
  'claim',
  'noClaim',
]);

const CODE = new Map<unknown, number>(ACTION.map((a, code) => [a, code]));

/** The code of an action, -1 for anything that is not one. */
export function codeOf(action: unknown): number {
  if (typeof action === 'string' && action.length === 2) return parseCard(action);
  return CODE.get(action) ?? -1;
}

export const actionKey = (action: KlaverjasAction): ActionKey => codeOf(action);

export const BID_ACTIONS: readonly KlaverjasAction[] = Object.freeze([ACTION[PLAY], ACTION[PASS]]);
export const CLAIM_ACTIONS: readonly KlaverjasAction[] = Object.freeze([ACTION[CLAIM], ACTION[NO_CLAIM]]);
/** [mask of suits]: naming one of them. */
export const NAME_ACTIONS: readonly (readonly KlaverjasAction[])[] = Array.from({ length: 16 }, (_, mask) =>
  Object.freeze([0, 1, 2, 3].filter((s) => mask & (1 << s)).map((s) => ACTION[NAME + s])),
);

export function describeAction(action: KlaverjasAction): string {
  const code = codeOf(action);
  if (code < 0) return `not a Klaverjassen action: ${JSON.stringify(action)}`;
  if (code < CARDS) return action;
  if (code === PASS) return 'pass';
  if (code === PLAY) return 'play with the proposed trump';
  if (code === CLAIM) return 'claim the roem';
  if (code === NO_CLAIM) return 'let the roem go';
  return `name ${SUIT_NAMES[code - NAME]} trump`;
}
