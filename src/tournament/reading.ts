// Reading a tournament file field by field (load.ts, pool.ts): the problems found so far,
// each with its path, and the checks of a game, its options, a bot and a table's plan that
// add to them instead of stopping at the first.
import { UsageError } from '../core/errors.js';
import type { BaseOptions } from '../core/game.js';
import { checkPlayerCount, findGame, resolveOptions } from '../games/registry.js';
import { resolveBot } from '../../bots/registry.js';
import { limitsOf } from '../../bots/guest-bots.js';
import { type GuestRequest, buildPlan } from '../sim/build.js';
import type { Plan } from '../sim/plan.js';

export interface Problem {
  readonly path: string;
  readonly value: unknown;
  readonly message: string;
}

/** What reading one file carries from field to field: the problems found so far, and how
 * the file's bot files and programs are found (its botFolder, else the file's own folder)
 * and run. Handed down, so that two files read at once never share it. */
export interface Reading {
  readonly problems: Problem[];
  readonly guests: GuestRequest;
}

/** Options as the game reads them, or undefined (and a problem) when they are wrong. */
export function gameOptions(gameId: string, given: unknown, path: string, problems: Problem[]): BaseOptions | undefined {
  if (given !== undefined && (given === null || typeof given !== 'object')) return undefined; // the schema said so
  try {
    return resolveOptions(findGame(gameId), (given ?? {}) as Record<string, unknown>);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    problems.push({ path, value: undefined, message: e.message });
    return undefined;
  }
}

export function knownGame(gameId: unknown, path: string, problems: Problem[]): string | undefined {
  if (typeof gameId !== 'string') return undefined;
  try {
    return findGame(gameId).id;
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    problems.push({ path, value: gameId, message: e.message });
    return undefined;
  }
}

/** The bot's canonical label, and the spec its plans are built from. */
export function botLabel(
  gameId: string,
  spec: unknown,
  options: BaseOptions | undefined,
  path: string,
  { problems, guests }: Reading,
): { label: string; spec: string } | undefined {
  if (typeof spec !== 'string') return undefined;
  try {
    const limits = limitsOf(guests);
    const bot = resolveBot(gameId, spec, { base: guests.base, limits, ...(options ? { options } : {}) });
    return { label: bot.label, spec: bot.source ? spec : bot.label };
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    problems.push({ path, value: spec, message: e.message });
    return undefined;
  }
}

/** Builds a plan whose parts were checked one by one; what is still wrong (a seating and
 * a game count that do not fit) is a problem at `path`. */
export function tablePlan(
  request: Parameters<typeof buildPlan>[0],
  path: string,
  { problems, guests }: Reading,
): Plan | undefined {
  try {
    return buildPlan({ ...request, guests });
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    problems.push({ path, value: request.games, message: e.message });
    return undefined;
  }
}

export const optionTexts = (options: BaseOptions | Record<string, unknown>) =>
  Object.fromEntries(Object.entries(options).map(([k, v]) => [k, JSON.stringify(v)]));

/** Problems with a player count; true when it is fine. */
export function players(
  game: string,
  count: number,
  options: BaseOptions,
  path: string,
  value: unknown,
  problems: Problem[],
): boolean {
  try {
    checkPlayerCount(findGame(game), count, options);
    return true;
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    problems.push({ path, value, message: e.message });
    return false;
  }
}

/** A count as the messages write it; one past 2^53 is only ever too many. */
export function number(n: number): string {
  return n > Number.MAX_SAFE_INTEGER ? `more than ${Number.MAX_SAFE_INTEGER.toLocaleString('en-US')}` : n.toLocaleString('en-US');
}
