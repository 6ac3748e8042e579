// Every strategy tafel knows. A game-specific bot of a name wins over a generic one.
import type { AnyBotDefinition, Params } from '../src/core/bot.js';
import { UsageError, choices } from '../src/core/errors.js';
import type { BaseOptions } from '../src/core/game.js';
import { formatSpec, parseSpecParts, resolveParams } from '../src/core/spec.js';
import type { GuestLimits, GuestSource } from '../src/guests/guest.js';
import { defaultLimits, guestDefinition, guestInfo } from './guest-bots.js';
import { guestSpecOf, sourceText } from './guest-spec.js';
import { gameBots } from './game-bots.js';
import { PERSON, personSeat } from './person.js';
import { randomBot } from './random.js';
import { ismctsBot } from './search/ismcts.js';
import { mcBot } from './search/mc.js';

export { registerBot } from './game-bots.js';

/** The generic bots, which play any game. */
const GENERIC: readonly AnyBotDefinition[] = [randomBot, mcBot, ismctsBot];

export function botsFor(gameId: string): AnyBotDefinition[] {
  const all = [...GENERIC, ...gameBots()];
  const specific = all.filter((b) => b.games !== 'any' && b.games.includes(gameId));
  const generic = all.filter((b) => b.games === 'any' && !specific.some((s) => s.name === b.name));
  return [...generic, ...specific];
}

interface ResolvedBot {
  readonly definition: AnyBotDefinition;
  readonly params: Params;
  /** The canonical spec, e.g. `greedy(threshold=3)`; a guest's is its own name with its
   * parameters, wherever its file lies. */
  readonly label: string;
  /** Where a bot from outside tafel comes from (a bot file, a program). */
  readonly source?: GuestSource;
}

/** How bots from outside tafel are found and run. */
export interface GuestSettings {
  /** The folder relative bot files and programs are read from (default: where tafel runs). */
  readonly base?: string;
  /** Default: sandboxed, with defaultBotMemoryMb. */
  readonly limits?: GuestLimits;
  /** The game's options, which a guest is told in its handshake and checked with. */
  readonly options?: BaseOptions;
  /** Start the guest once with its parameters before any game (default true): a run is
   * refused here rather than forfeiting every game. */
  readonly check?: boolean;
  /** A lineup may seat `person` (tafel serve, and plans and records made by it). */
  readonly person?: boolean;
}

export function resolveBot(gameId: string, spec: string, settings: GuestSettings = {}): ResolvedBot {
  const guest = guestSpecOf(spec, settings.base ?? process.cwd());
  if (guest) return resolveGuest(gameId, guest.source, guest.given, settings, guest.written);
  const parts = parseSpecParts(spec);
  if (parts.name === PERSON) return personOf(spec, parts.args.length, settings);
  const available = botsFor(gameId);
  const definition = available.find((b) => b.name === parts.name);
  if (!definition) {
    throw new UsageError(`unknown bot '${parts.name}' for ${gameId}: valid bots are ${choices(available.map((b) => b.name))}`);
  }
  const params = resolveParams(definition, parts);
  const problem = definition.check?.(params, gameId);
  if (problem !== undefined) throw new UsageError(problem);
  return { definition, params, label: formatSpec(definition, params), source: undefined };
}

/** A person's seat: only where a person can take it (tafel serve), never with parameters. */
function personOf(spec: string, args: number, settings: GuestSettings): ResolvedBot {
  if (settings.person !== true) {
    throw new UsageError(`${PERSON} is the seat of a person at tafel serve: here every seat is a bot (see tafel list)`);
  }
  if (args > 0) throw new UsageError(`bot '${spec}': a person's seat takes no parameters, write ${PERSON}`);
  return { definition: personSeat, params: {}, label: PERSON, source: undefined };
}

const NAME = /^[A-Za-z][\w-]*$/;

/** A bot from outside tafel, with the parameters a spec gives it (as written). */
function resolveGuest(
  gameId: string,
  source: GuestSource,
  given: ReadonlyArray<readonly [string, string]>,
  settings: GuestSettings,
  written = sourceText(source),
): ResolvedBot {
  const limits = settings.limits ?? defaultLimits();
  const info = guestInfo(source, limits, Object.fromEntries(given));
  const what = 'file' in source ? `bot file ${written}` : `bot program ${written}`;
  if (!NAME.test(info.name)) {
    throw new UsageError(`${what} is named '${info.name}': a bot's name is a letter, then letters, digits, _ or -`);
  }
  if (info.games !== 'any' && !info.games.includes(gameId)) {
    throw new UsageError(`${what} plays ${choices([...info.games])}, not ${gameId}`);
  }
  const definition = guestDefinition(source, info, limits, settings.options);
  const params = resolveParams(definition, { name: info.name, args: given });
  if (settings.check !== false) {
    const problem = definition.check?.(params, gameId);
    if (problem !== undefined) throw new UsageError(problem);
  }
  return { definition, params, label: formatSpec(definition, params), source };
}

/** An entrant of a plan: a bot tafel knows by its label, or a guest by its source, whose
 * parameters its label writes. */
export function resolveEntrant(
  gameId: string,
  label: string,
  source: GuestSource | null | undefined,
  settings: GuestSettings,
): ResolvedBot {
  // A plan's person was allowed when the plan was built (tafel serve).
  if (!source) return resolveBot(gameId, label, { person: true });
  const parts = parseSpecParts(label);
  const resolved = resolveGuest(gameId, source, parts.args, { ...settings, check: false });
  if (resolved.definition.name !== parts.name) {
    throw new UsageError(
      `${sourceText(source)} is now the bot '${resolved.definition.name}', not '${parts.name}' as the run named it`,
    );
  }
  return resolved;
}
