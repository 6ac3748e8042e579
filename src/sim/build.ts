// Turns what a user asked for (game id, bot specs, option texts) into a checked Plan.
// Every mistake is found here, before a single game runs.
import { checkPlayerCount, findGame, parseOptionText, resolveOptions } from '../games/registry.js';
import { limitsOf } from '../../bots/guest-bots.js';
import { sourceText } from '../../bots/guest-spec.js';
import { resolveBot } from '../../bots/registry.js';
import { UsageError } from '../core/errors.js';
import { excessNesting, MAX_NESTING } from '../core/json-text.js';
import { splitLineup } from '../core/spec.js';
import { MAIN_DEALS, keyWords } from '../core/seeds.js';
import type { GuestSource } from '../guests/guest.js';
import { sourceDigest } from '../guests/source-digest.js';
import { type Plan, type PlanGuests, type Seating, periodOf } from './plan.js';

export interface PlanRequest {
  readonly game: string;
  /** Comma-separated bot specs, or a list of them. */
  readonly bots: string | readonly string[];
  readonly games: number;
  readonly seed: number;
  /** Option texts as typed (`maxDecisions` → `500`). */
  readonly options?: Readonly<Record<string, string>>;
  /** The deal set (default MAIN_DEALS): never the lineup, so any lineup gets its deals. */
  readonly deals?: string;
  /** The run's secret key, as hex (see Plan.key). */
  readonly key?: string;
  readonly budgetMs?: number;
  readonly iterations?: number;
  readonly seating?: Seating;
  /** How bot files and programs among the bots are found and run. */
  readonly guests?: GuestRequest;
  /** The lineup may seat a person (`person`): tafel serve's, and no other command's. */
  readonly person?: boolean;
}

/** --trust-bot-files, --bot-memory-mb, --unsandboxed, --sandbox-ro, and where relative
 * bot files are read from. */
export interface GuestRequest {
  readonly trust?: boolean;
  readonly memoryMb?: number;
  readonly unsandboxed?: boolean;
  readonly readOnly?: readonly string[];
  /** Default: the folder tafel runs in; a tournament file's folder for its bots. */
  readonly base?: string;
}

export function buildPlan(req: PlanRequest): Plan {
  const game = findGame(req.game);
  const specs = typeof req.bots === 'string' ? splitLineup(req.bots) : [...req.bots];
  if (specs.length === 0) throw new UsageError('no bots given: list one per seat, e.g. --bots greedy,random,random');
  // Own properties only: a key like __proto__ stays a key (and is refused as unknown).
  const given: Record<string, unknown> = Object.fromEntries(
    Object.entries(req.options ?? {}).map(([key, text]) => {
      const deepest = excessNesting(text);
      if (deepest) {
        throw new UsageError(
          `option ${key} nests arrays and objects ${deepest.toLocaleString('en-US')} deep, and at most ${MAX_NESTING} are read`,
        );
      }
      const value = parseOptionText(text);
      if (typeof value === 'number' && !Number.isFinite(value)) {
        throw new UsageError(`option ${key}=${text} is not a finite number`);
      }
      return [key, value];
    }),
  );
  const options = resolveOptions(game, given);
  checkPlayerCount(game, specs.length, options);
  const limits = limitsOf(req.guests);
  const resolved = specs.map((spec) =>
    resolveBot(game.id, spec, { base: req.guests?.base, limits, options, person: req.person }),
  );
  const entrants = resolved.map((r) => r.label);
  const guests = planGuests(resolved, req.guests);
  if (req.seating === 'duplicate') checkDeals(entrants, req.games, game.teams ?? 0);
  const plan: Plan = {
    game: game.id,
    options,
    entrants,
    games: req.games,
    seed: req.seed,
    deals: req.deals ?? MAIN_DEALS,
    ...(req.key !== undefined ? { key: checkedKey(req.key) } : {}),
    ...(req.seating && req.seating !== 'rotate' ? { seating: req.seating } : {}),
    ...(req.budgetMs !== undefined ? { budgetMs: req.budgetMs } : {}),
    ...(req.iterations !== undefined ? { iterations: req.iterations } : {}),
    ...(guests ? { guests } : {}),
  };
  return plan;
}

/** The sources of the entrants from outside tafel, or undefined when there are none. Two
 * entrants of one label must be one bot: a label is how tables, records and seeds name it. */
function planGuests(
  resolved: readonly { readonly label: string; readonly source?: GuestSource }[],
  req: GuestRequest | undefined,
): PlanGuests | undefined {
  const sources = resolved.map((r) => r.source ?? null);
  for (let i = 0; i < resolved.length; i++) {
    for (let j = 0; j < i; j++) {
      if (resolved[i].label === resolved[j].label && JSON.stringify(sources[i]) !== JSON.stringify(sources[j])) {
        throw new UsageError(
          `two different bots are both called ${resolved[i].label} (${whence(sources[j])} and ${whence(sources[i])}): rename one`,
        );
      }
    }
  }
  if (sources.every((s) => s === null)) return undefined;
  return {
    sources,
    digests: sources.map((s) => (s ? sourceDigest(s) : null)),
    ...(req?.trust ? { trust: true } : {}),
    ...(req?.memoryMb !== undefined ? { memoryMb: req.memoryMb } : {}),
    ...(req?.unsandboxed ? { unsandboxed: true } : {}),
    ...(req?.readOnly?.length ? { readOnly: req.readOnly } : {}),
  };
}

function whence(source: GuestSource | null): string {
  return source === null ? 'one of tafel' : sourceText(source);
}

/** Duplicate seating plays whole deals: one game per distinct rotation of the lineup. */
function checkDeals(entrants: readonly string[], games: number, teams: number): void {
  const n = entrants.length;
  const d = periodOf(entrants, teams);
  if (games % d === 0) return;
  const near = Math.max(d, Math.round(games / d) * d);
  const rotations =
    d === n
      ? `in all ${n} rotations`
      : `once in each of its ${d} distinct rotations (the lineup ${entrants.join(',')} repeats after ${d} seats)`;
  throw new UsageError(
    `duplicate seating plays every deal ${rotations}: the number of games must be a multiple of ${d}, not ${games} (e.g. ${near})`,
  );
}

/** A run key as its words would read it, or a usage error saying what a key is. */
function checkedKey(key: string): string {
  try {
    keyWords(key);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  return key.toLowerCase();
}
