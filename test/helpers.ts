// Shared test helpers.
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/** Four Gesjaakt entrants, two greedy and two random, so that every pair is told apart
 * quickly but not at once. */
export const SMALL_POOL = [
  { label: 'tight', bot: 'greedy(threshold=4)' },
  { label: 'standard', bot: 'greedy' },
  { label: 'random', bot: 'random' },
  { label: 'random too', bot: 'random' },
] as const;

/** A small tournament file's contents: SMALL_POOL at tables of three, 30 games a table.
 * A test overrides what it is about (the stop rule, the format, the seed). */
export function smallTournament(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'pool',
    seed: 3,
    game: 'gesjaakt',
    entrants: SMALL_POOL,
    players: 3,
    stop: { rule: 'fixed', games: 30 },
    ...over,
  };
}

/** A new folder under the system's temporary folder that every user may read: a bot file
 * or program kept there plays in a sandbox that runs as nobody when the tests run as
 * root (mkdtemp's own folders are the owner's alone). */
export function sharedTempFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(folder, 0o755);
  return folder;
}
