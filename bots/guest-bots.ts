// Bots from outside tafel as the registry hands them out: what a bot file or a program
// says of itself (its name, games and parameters) made into a BotDefinition whose bots
// play through src/guests, each in a realm of its own.
import { availableParallelism, totalmem } from 'node:os';
import type { AnyBotDefinition } from '../src/core/bot.js';
import type { BaseOptions } from '../src/core/game.js';
import { checkGuest, describeGuest, type GuestInfo, type GuestLimits, type GuestSource, guestBot } from '../src/guests/guest.js';
import { sourceText } from './guest-spec.js';

/** A bot file's heap limit when the run sets none: a share of the machine's memory that
 * leaves room for a guest beside each worker thread (two entrants from outside on every
 * core), kept between 128 MB and 1 GB. */
export function defaultBotMemoryMb(): number {
  const share = totalmem() / 2 ** 20 / (4 * availableParallelism());
  return Math.max(128, Math.min(1024, Math.floor(share / 64) * 64));
}

export function defaultLimits(): GuestLimits {
  return { memoryMb: defaultBotMemoryMb() };
}

/** How a run asks its guests to run (its flags, a plan's guests), as GuestLimits. */
export function limitsOf(run: Partial<Omit<GuestLimits, 'memoryMb'>> & { readonly memoryMb?: number } = {}): GuestLimits {
  return {
    memoryMb: run.memoryMb ?? defaultBotMemoryMb(),
    ...(run.trust ? { trust: true } : {}),
    ...(run.unsandboxed ? { unsandboxed: true } : {}),
    ...(run.readOnly?.length ? { readOnly: run.readOnly } : {}),
  };
}

/** What each guest said of itself, by source and limits: asking starts a thread or a
 * process, so each thread asks once. */
const infos = new Map<string, GuestInfo>();
/** The one-line refusals (or '' for none) of checks made, by guest, parameters and table. */
const checks = new Map<string, string>();

function keyOf(source: GuestSource, limits: GuestLimits): string {
  const sandbox = `${limits.unsandboxed === true}|${(limits.readOnly ?? []).join(':')}`;
  return `${sourceText(source)}|${'cwd' in source ? source.cwd : ''}|${limits.trust === true}|${limits.memoryMb}|${sandbox}|${limits.startMs}`;
}

export function guestInfo(source: GuestSource, limits: GuestLimits, given: Readonly<Record<string, string>>): GuestInfo {
  const key = keyOf(source, limits);
  let info = infos.get(key);
  if (!info) {
    info = describeGuest(source, limits, given);
    infos.set(key, info);
  }
  return info;
}

/** The guest as a BotDefinition: `check` starts it once with the parameters (a bot
 * file's create, a program's handshake), `create` makes the bot that plays through it. */
export function guestDefinition(
  source: GuestSource,
  info: GuestInfo,
  limits: GuestLimits,
  options: BaseOptions | undefined,
): AnyBotDefinition {
  const table = (game: string) => ({ game, options: options ?? ({} as BaseOptions) });
  return {
    name: info.name,
    summary: info.summary || `from ${sourceText(source)}`,
    games: info.games,
    params: info.params,
    check(params, gameId) {
      const key = `${keyOf(source, limits)}|${gameId}|${JSON.stringify(params)}|${JSON.stringify(options ?? null)}`;
      let problem = checks.get(key);
      if (problem === undefined) {
        problem = checkGuest(source, params, table(gameId), limits) ?? '';
        checks.set(key, problem);
      }
      return problem === '' ? undefined : problem;
    },
    create: (params, game) => guestBot(source, params, game, table(game.id), limits),
  };
}
