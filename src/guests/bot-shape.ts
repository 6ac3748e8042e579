// What a bot file must export, checked where it is loaded (its own thread, or tafel's
// realm when trusted): `export default { name, summary?, games, params, create(params,
// game) }`. Its plain fields become the BotInfo the registry reads; `create` stays in
// the bot's realm.
import type { ParamSpec, ParamSpecs } from '../core/bot.js';

export const SHAPE = '{ name, games, params, create(params, game) }';

/** What a guest says it is: a BotDefinition's plain fields (guest.ts's BotInfo). */
export interface BotInfo {
  readonly name: string;
  readonly summary: string;
  readonly games: readonly string[] | 'any';
  readonly params: ParamSpecs;
}

/** A bot file's definition, as loaded. */
export interface LoadedBot {
  readonly info: BotInfo;
  readonly create: (params: unknown, game: unknown) => unknown;
}

/** The definition in a loaded module, or throws an Error saying what is missing. */
export function readBotFile(module: unknown): LoadedBot {
  const m = module as { default?: unknown } | null;
  const candidate = (m && typeof m === 'object' && 'default' in m ? m.default : m) as Record<string, unknown> | null;
  if (!candidate || typeof candidate !== 'object') throw new Error('it has no default export');
  if (typeof candidate.create !== 'function') throw new Error('its default export has no create function');
  return { info: readInfo(candidate, 'its default export'), create: candidate.create.bind(candidate) as LoadedBot['create'] };
}

/** The plain fields of a definition (a bot file's, or a program's ready line), checked:
 * `whose` names it in the error. */
export function readInfo(d: Record<string, unknown>, whose: string): BotInfo {
  if (typeof d.name !== 'string' || d.name.trim() === '') throw new Error(`${whose} has no name (a string)`);
  if (d.summary !== undefined && typeof d.summary !== 'string') throw new Error(`${whose}'s summary is not a string`);
  let games: BotInfo['games'] = 'any';
  if (d.games !== undefined && d.games !== 'any') {
    if (!Array.isArray(d.games) || !d.games.every((g) => typeof g === 'string')) {
      throw new Error(`${whose}'s games must be a list of game ids or 'any'`);
    }
    games = [...(d.games as string[])];
  }
  return { name: d.name, summary: typeof d.summary === 'string' ? d.summary : '', games, params: readParams(d.params, whose) };
}

function readParams(params: unknown, whose: string): ParamSpecs {
  if (params === undefined) return {};
  if (!params || typeof params !== 'object' || Array.isArray(params)) {
    throw new Error(`${whose}'s params must be an object of { default, doc } by name`);
  }
  const out: Record<string, ParamSpec> = {};
  for (const [name, spec] of Object.entries(params as Record<string, unknown>)) {
    const s = spec as Record<string, unknown> | null;
    const kind = typeof s?.default;
    if (!s || (kind !== 'number' && kind !== 'boolean' && kind !== 'string')) {
      throw new Error(`${whose}'s parameter ${name} needs a default that is a number, true/false or a string`);
    }
    // Copied field by field: plain data that crosses threads, nothing of the bot's realm.
    const copy: Record<string, unknown> = { default: s.default, doc: typeof s.doc === 'string' ? s.doc : '' };
    for (const key of ['min', 'max'] as const) if (typeof s[key] === 'number') copy[key] = s[key];
    if (s.integer === true) copy.integer = true;
    if (Array.isArray(s.choices)) copy.choices = s.choices.filter((c) => typeof c === 'string');
    out[name] = copy as unknown as ParamSpec;
  }
  return out;
}
