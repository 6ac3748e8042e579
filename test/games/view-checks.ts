// What every game's view test checks the same way: random positions to look at, a view
// that is plain JSON and shares nothing, and answers no reading may throw on.
import { expect } from 'vitest';
import { SeededChance } from '../../src/core/chance.js';
import type { AnyGame } from '../../src/core/game.js';
import { SeededRng } from '../../src/core/rng.js';

/** A position at a decision: the state (the caller's to keep: it is not played on) and
 * the seat to move. */
export interface Position<S> {
  readonly state: S;
  readonly seat: number;
}

/** Positions of `games` random games from `seed`, every `every`-th decision of each (cloned,
 * so later play does not change them). */
export function positions<S>(game: AnyGame, players: number, options: object, games: number, every = 1): Position<S>[] {
  const found: Position<S>[] = [];
  const opts = game.options.parse(options);
  for (let g = 0; g < games; g++) {
    const chance = new SeededChance(1000 + g);
    const rng = new SeededRng(7 + g);
    const state = game.setup(players, opts, chance);
    for (let d = 0; !game.isTerminal(state) && d < 5000; d++) {
      if (d % every === 0) found.push({ state: game.clone(state) as S, seat: game.currentPlayer(state) });
      const legal = game.legalActions(state);
      game.apply(state, legal[rng.int(legal.length)], chance);
    }
  }
  return found;
}

/** Only plain JSON: no typed array, no undefined, no function, no shared array; JSON's round
 * trip and a structured clone both give it back as it was. Checked by hand and failed once
 * with every fault found: thousands of views are checked. */
export function expectPlainJson(view: unknown): void {
  const text = JSON.stringify(view);
  const faults: string[] = [];
  if (JSON.stringify(structuredClone(view)) !== text) faults.push('a structured clone differs');
  const seen = new Set<object>();
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'number' && !Number.isFinite(value)) faults.push(`${path} is ${value}`);
    if (value === null || typeof value !== 'object') {
      if (!['string', 'number', 'boolean'].includes(typeof value) && value !== null) faults.push(`${path} is ${typeof value}`);
      return;
    }
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== Array.prototype) faults.push(`${path} is no plain object or array`);
    if (seen.has(value)) faults.push(`${path} is held twice`);
    seen.add(value);
    for (const [key, part] of Object.entries(value)) walk(part, `${path}.${key}`);
  };
  walk(view, 'view');
  expect(faults).toEqual([]);
  expect(JSON.parse(text)).toEqual(view);
}

/** Every object and array a value holds (itself included). */
export function objectsOf(value: unknown, into = new Set<object>()): Set<object> {
  if (value !== null && typeof value === 'object') {
    into.add(value);
    for (const part of Object.values(value)) objectsOf(part, into);
  }
  return into;
}

/** Scribbles over every array and object of a view: what a bot may do to the one it got. */
export function vandalise(value: unknown): void {
  if (value === null || typeof value !== 'object') return;
  for (const key of Object.keys(value)) {
    const part = (value as Record<string, unknown>)[key];
    vandalise(part);
    (value as Record<string, unknown>)[key] = Array.isArray(value) ? -99 : 'scribbled';
  }
  if (Array.isArray(value)) value.push('extra');
}

const cyclic: Record<string, unknown> = { play: 3 };
cyclic.self = cyclic;
const cyclicList: unknown[] = [1];
cyclicList.push(cyclicList);
const hostile = new Proxy(
  {},
  {
    get() {
      throw new Error('a getter that throws');
    },
    has() {
      throw new Error('a trap that throws');
    },
    ownKeys() {
      throw new Error('a trap that throws');
    },
  },
);

/** Answers no game's reading may throw on: nothing, numbers, odd strings, odd objects, a
 * cycle, a proxy whose every trap throws. */
export const GARBAGE: readonly unknown[] = [
  undefined,
  null,
  0,
  -1,
  1.5,
  NaN,
  Infinity,
  true,
  '',
  ' ',
  'x'.repeat(10_000),
  '🂡',
  '__proto__',
  'constructor',
  [],
  [null],
  {},
  Object.create(null),
  { play: null },
  { keep: 'x' },
  { keep: [1, 2, 3, 4, 5, 6] },
  { keep: [0] },
  { category: 42 },
  { steal: {} },
  cyclic,
  cyclicList,
  hostile,
  () => 'take',
  Symbol('take'),
  10n,
];
