// Jatten's decisions, all the thief's: the union of action values, their keys and their
// words. Every value is built once here and shared, so legalActions allocates only the
// list that holds them; the match loop hands the same objects back to apply.
import type { ActionKey } from '../../core/game.js';
import { KINDS, NUMBERS, SYMBOLS, type SymbolName, kindOf, numberOf, symbolOf } from './state.js';

// Type aliases, not interfaces: only a type literal fits the index signature of `Action`.

/** Phase 1: a card from the hand into the collection (JT-3). */
export type PlayAction = {
  readonly play: number;
  readonly symbol?: SymbolName;
};
/** Whom to steal from, or the deck (JT-4, JT-13). */
export type StealAction = {
  readonly steal: number | 'deck';
};
/** Whose hand to look at (JT-8). */
export type EyeAction = {
  readonly eye: number;
};
/** Which number to trade two of for three from the deck (JT-9, JT-16). */
export type SwapAction = {
  readonly swap: number;
};
/** Which card to take from the victim's collection for their swindler (JT-5). */
export type RewardAction = {
  readonly reward: number;
  readonly symbol?: SymbolName;
};
/** Which number to give up for a refill to 8 (JT-10). */
export type RefillAction = {
  readonly refill: number;
};

/** Told apart by their one field (or by being that string): `'play' in a`, `a === 'draw'`. */
export type JattenAction =
  PlayAction | StealAction | 'draw' | 'stop' | EyeAction | SwapAction | 'noSwap' | RewardAction | RefillAction | 'noRefill';

function cardAction<K extends 'play' | 'reward'>(key: K, kind: number): JattenAction {
  const symbol = symbolOf(kind);
  const action = symbol === 0 ? { [key]: numberOf(kind) } : { [key]: numberOf(kind), symbol: SYMBOLS[symbol] };
  return Object.freeze(action) as JattenAction;
}

const byKind = (key: 'play' | 'reward') => Array.from({ length: KINDS }, (_, kind) => cardAction(key, kind));
const byNumber = (make: (n: number) => JattenAction) =>
  Array.from({ length: NUMBERS + 1 }, (_, n) => Object.freeze(make(n)) as JattenAction);

export const PLAY: readonly JattenAction[] = byKind('play');
export const REWARD: readonly JattenAction[] = byKind('reward');
/** The kind of each handed-out card action, by the very value. */
export const PLAY_KIND = new Map<unknown, number>(PLAY.map((a, kind) => [a, kind]));
export const REWARD_KIND = new Map<unknown, number>(REWARD.map((a, kind) => [a, kind]));
const SWAP = byNumber((n) => ({ swap: n }));
const REFILL = byNumber((n) => ({ refill: n }));
const STEAL_DECK: JattenAction = Object.freeze({ steal: 'deck' });
export const DRAW_OR_STOP: readonly JattenAction[] = Object.freeze(['draw', 'stop']);

/** [mask]: the actions of the numbers n with bit n - 1 set in `mask`, then `none`; frozen
 * and shared, so the 2→3 and refill lists cost no allocation. */
function byNumberSet(actions: readonly JattenAction[], none: JattenAction): (readonly JattenAction[])[] {
  return Array.from({ length: 1 << NUMBERS }, (_, mask) => {
    const list: JattenAction[] = [];
    for (let n = 1; n <= NUMBERS; n++) if (mask & (1 << (n - 1))) list.push(actions[n]);
    list.push(none);
    return Object.freeze(list);
  });
}

export const SWAPS = byNumberSet(SWAP, 'noSwap');
export const REFILLS = byNumberSet(REFILL, 'noRefill');

const MAX_PLAYERS = 5;
const STEAL = Array.from({ length: MAX_PLAYERS }, (_, s) => Object.freeze({ steal: s }) as JattenAction);
const EYE = Array.from({ length: MAX_PLAYERS }, (_, s) => Object.freeze({ eye: s }) as JattenAction);

/** [players][seat]: every other seat, as the given actions, frozen and shared. */
function others(actions: readonly JattenAction[], extra?: JattenAction): (readonly JattenAction[])[][] {
  return Array.from({ length: MAX_PLAYERS + 1 }, (_, players) =>
    Array.from({ length: players }, (_, seat) => {
      const list: JattenAction[] = [];
      for (let s = 1; s < players; s++) list.push(actions[(seat + s) % players]);
      if (extra) list.push(extra);
      return Object.freeze(list);
    }),
  );
}

/** Opponents in clockwise order from the thief. */
export const VICTIMS = others(STEAL);
export const VICTIMS_OR_DECK = others(STEAL, STEAL_DECK);
export const EYES = others(EYE);

/** Keys by kind of decision: a hundred numbers each, so that every key is a small
 * integer; -1 for a value that is no Jatten action at all. */
const KEY = { play: 0, steal: 100, deck: 110, draw: 200, stop: 201, eye: 300, swap: 400, noSwap: 410 } as const;
const KEY_MORE = { reward: 500, refill: 600, noRefill: 610 } as const;

function cardKey(number: unknown, symbol: unknown): number {
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 1 || number > NUMBERS) return -1;
  const s = symbol === undefined ? 0 : SYMBOLS.indexOf(symbol as (typeof SYMBOLS)[number]);
  return s < 0 ? -1 : kindOf(number, s);
}

function seatKey(seat: unknown, base: number): number {
  return typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat < MAX_PLAYERS ? base + seat : -1;
}

function numberKey(number: unknown, base: number): number {
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= NUMBERS ? base + number : -1;
}

export function actionKey(action: JattenAction): ActionKey {
  if (action === 'draw' || action === 'stop' || action === 'noSwap') return KEY[action];
  if (action === 'noRefill') return KEY_MORE.noRefill;
  if (typeof action !== 'object' || action === null) return -1;
  const a = action as Record<string, unknown>;
  if ('play' in a) return cardKey(a.play, a.symbol);
  if ('steal' in a) return a.steal === 'deck' ? KEY.deck : seatKey(a.steal, KEY.steal);
  if ('eye' in a) return seatKey(a.eye, KEY.eye);
  if ('swap' in a) return numberKey(a.swap, KEY.swap);
  if ('reward' in a) {
    const kind = cardKey(a.reward, a.symbol);
    return kind < 0 ? -1 : KEY_MORE.reward + kind;
  }
  if ('refill' in a) return numberKey(a.refill, KEY_MORE.refill);
  return -1;
}

const WORDS = {
  draw: 'draw another card',
  stop: 'stop stealing',
  noSwap: 'keep the collection (no 2→3)',
  noRefill: 'keep the hand as it is',
} as const;

export function describeAction(action: JattenAction): string {
  if (typeof action === 'string') return WORDS[action];
  const symbol = 'symbol' in action && action.symbol ? ` (${action.symbol})` : '';
  if ('play' in action) return `play a ${action.play}${symbol} into the collection`;
  if ('steal' in action) return action.steal === 'deck' ? 'steal from the deck' : `steal from seat ${action.steal}`;
  if ('eye' in action) return `look at the hand of seat ${action.eye}`;
  if ('swap' in action) return `trade two ${action.swap}s for three cards from the deck`;
  if ('reward' in action) return `take a ${action.reward}${symbol} from the victim's collection`;
  return `give up the ${action.refill}s and refill the hand to 8`;
}
