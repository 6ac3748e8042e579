// Shared test helpers.
import type { BotContext } from '../src/core/bot.js';
import { type Chance, RngChance } from '../src/core/chance.js';
import { type Rng, SeededRng } from '../src/core/rng.js';

/** A deep, comparable copy of plain data, typed arrays included. */
export function snapshot(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    ArrayBuffer.isView(v) && !(v instanceof DataView) ? { typed: Array.from(v as unknown as ArrayLike<number>) } : v,
  );
}

/** An rng that returns the given floats in order, then fails loudly. */
export function scriptedRng(values: readonly number[]): Rng {
  let i = 0;
  const next = () => {
    if (i >= values.length) throw new Error('scripted rng ran out of values');
    return values[i++];
  };
  return { next, int: (n) => Math.floor(next() * n) };
}

/** A Chance whose streams come from `streams(key)`, so a test can stage exact dice or cards. */
export function scriptedChance(streams: (key: readonly number[]) => Rng): Chance {
  return { stream: (...key: number[]) => streams(key) };
}

/** A bot context for calling a bot directly: its seat and a seeded stream, no budgets. */
export function botContext(seat: number, seed: number): BotContext {
  const rng = new SeededRng(seed);
  return { seat, rng, chance: new RngChance(rng), budgetMs: Infinity, iterations: Infinity };
}
