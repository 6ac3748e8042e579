// Every action value is built once here and shared, so legalActions allocates only the
// list that holds them; the match loop hands the same objects back to apply.
import type { ActionKey } from '../../core/game.js';
import { KINDS, NUMBERS, SYMBOLS, type JattenAction, kindOf, numberOf, symbolOf } from './state.js';

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
export const SWAP = byNumber((n) => ({ swap: n }));
export const REFILL = byNumber((n) => ({ refill: n }));
export const STEAL_DECK: JattenAction = Object.freeze({ steal: 'deck' });
export const DRAW_OR_STOP: readonly JattenAction[] = Object.freeze(['draw', 'stop']);

const MAX_PLAYERS = 5;
export const STEAL = Array.from({ length: MAX_PLAYERS }, (_, s) => Object.freeze({ steal: s }) as JattenAction);
export const EYE = Array.from({ length: MAX_PLAYERS }, (_, s) => Object.freeze({ eye: s }) as JattenAction);

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
