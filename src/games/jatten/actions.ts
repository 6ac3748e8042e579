// Every action value is built once here and shared, so legalActions allocates only the
// list that holds them; the match loop hands the same objects back to apply.
import { KINDS, NUMBERS, SYMBOLS, type JattenAction, numberOf, symbolOf } from './state.js';

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
