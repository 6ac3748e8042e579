// What the guest tests share: the fixtures' paths, a game's table, and playing a few
// games with a guest in seat 0 and built-in bots in the others.
import { fileURLToPath } from 'node:url';
import type { Bot, Params } from '../../src/core/bot.js';
import { botRng } from '../../src/core/chance.js';
import { botSeed } from '../../src/core/seeds.js';
import { type PlayedGame, playGame, seatContexts } from '../../src/core/match.js';
import { resolveBot } from '../../bots/registry.js';
import { findGame, resolveOptions } from '../../src/games/registry.js';
import { type GuestLimits, type GuestTable, guestBot } from '../../src/guests/guest.js';

export const SANDBOXED: GuestLimits = { memoryMb: 128 };
export const TRUSTED: GuestLimits = { memoryMb: 128, trust: true };

export function fixture(name: string): { file: string } {
  return { file: fileURLToPath(new URL(`../fixtures/guests/${name}`, import.meta.url)) };
}

/** The folder of the fixtures, where a program is run. */
export const FIXTURES = fileURLToPath(new URL('../fixtures/guests/', import.meta.url));

export function table(id: string): GuestTable {
  return { game: id, options: resolveOptions(findGame(id), {}) };
}

/** A built-in bot for `game`. */
export function builtIn(game: string, spec: string): Bot {
  const resolved = resolveBot(game, spec);
  return resolved.definition.create(resolved.params, findGame(game));
}

/** A guest bot for `game` from `source`. */
export function guest(game: string, source: Parameters<typeof guestBot>[0], limits: GuestLimits, params: Params = {}): Bot {
  return guestBot(source, params, findGame(game), table(game), limits);
}

/** Plays the games of these seeds in order, on one table (as a worker plays a batch). */
export function play(
  game: string,
  bots: readonly Bot[],
  seeds: readonly number[],
  extra: { budgetMs?: number } = {},
): PlayedGame[] {
  const play = findGame(game);
  const { options } = table(game);
  const contexts = seatContexts(bots.length, extra.budgetMs);
  return seeds.map((seed) => playGame({ game: play, options, bots, seed, keepActions: true, contexts, ...extra }));
}

/** Game seeds in 1…, the first few whose seat-0 bot stream starts with a draw below one
 * half (`bad`) or not: the misbehaving fixtures misbehave in exactly the first kind. */
export function seedsWhere(bad: boolean, count: number): number[] {
  const seeds: number[] = [];
  for (let seed = 1; seeds.length < count; seed++) if (botRng(seed, 0).next() < 0.5 === bad) seeds.push(seed);
  return seeds;
}

/** The same, where the seat-0 bot's seed is even (the program fixture's bad games). */
export function seedsWithEvenBotSeed(even: boolean, count: number): number[] {
  const seeds: number[] = [];
  for (let seed = 1; seeds.length < count; seed++) if ((botSeed(seed, 0) % 2 === 0) === even) seeds.push(seed);
  return seeds;
}
