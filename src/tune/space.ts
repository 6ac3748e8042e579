// The search space of a tune: one dimension per parameter the bot declares, each a list
// of values. A spec may narrow a parameter to a range (`risk=0.05..0.8`, `maxCards=1..8:1`),
// a list (`victim=fullest|leader`) or one value (fixed); every other declared parameter is
// searched over its declared range. Every value is checked by the bot's own rules before
// a game is played.
import { guestSpecOf } from '../../bots/guest-spec.js';
import { type GuestSettings, resolveBot } from '../../bots/registry.js';
import type { ParamSpec } from '../core/bot.js';
import { UsageError, choices } from '../core/errors.js';
import { parseSpecParts } from '../core/spec.js';

export interface Dimension {
  readonly param: string;
  readonly values: readonly string[];
}

interface SearchSpace {
  /** The bot's name as written (a bot file's path, or a bot tafel knows). */
  readonly bot: string;
  /** The parameters searched, in the bot's own order; each has two values or more. */
  readonly dims: readonly Dimension[];
  /** Parameters held at one value (given so, or declared without a range), as param=value. */
  readonly fixed: readonly string[];
  /** Points in the space (may exceed 2^53 only in theory: a float is enough to print it). */
  readonly size: number;
}

/** Values a declared range is cut into when no step is given: about this many steps. */
const STEPS = 20;
const NUMBER = String.raw`-?[\d.]+(?:e[-+]?\d+)?`;
const RANGE = new RegExp(`^(${NUMBER})\\.\\.(${NUMBER})(?::(${NUMBER}))?$`, 'i');

/** A round step near `span / STEPS`: 1, 2 or 5 times a power of ten, so values print short. */
function niceStep(span: number, integer: boolean): number {
  const raw = span / STEPS;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw - 1e-12) ?? raw;
  return integer ? Math.max(1, Math.ceil(step)) : step;
}

function stepped(from: number, to: number, step: number): string[] {
  const count = Math.floor((to - from) / step + 1e-9) + 1;
  return Array.from({ length: count }, (_, i) => String(Number((from + i * step).toFixed(10))));
}

/** The values one parameter is searched over: its text as given, or its declared range. */
function valuesOf(bot: string, param: string, spec: ParamSpec, text: string | undefined): string[] {
  const where = `tune ${bot}: ${param}=${text}`;
  if (text === undefined) {
    if (typeof spec.default === 'boolean') return ['false', 'true'];
    if (typeof spec.default === 'string') return spec.choices ? [...spec.choices] : [spec.default];
    if (spec.min === undefined || spec.max === undefined) return [String(spec.default)];
    return stepped(spec.min, spec.max, niceStep(spec.max - spec.min, spec.integer === true));
  }
  const m = RANGE.exec(text);
  if (!m) {
    if (text.includes('..')) throw new UsageError(`${where} is not a numeric range (write from..to or from..to:step)`);
    const values = text.split('|').map((v) => v.trim());
    if (values.some((v) => v === '')) throw new UsageError(`${where} has an empty value in its list`);
    return [...new Set(values)];
  }
  if (typeof spec.default !== 'number') {
    const valid = typeof spec.default === 'boolean' ? 'true|false' : (spec.choices ?? []).join('|') || 'a list of values';
    throw new UsageError(`${where}: ${param} is not a number, so it takes a list such as ${valid}, not a range`);
  }
  const [from, to] = [Number(m[1]), Number(m[2])];
  const step = m[3] === undefined ? niceStep(to - from, spec.integer === true) : Number(m[3]);
  if (![from, to, step].every(Number.isFinite))
    throw new UsageError(`${where} is not a numeric range (write from..to or from..to:step)`);
  if (to < from) throw new UsageError(`${where} is an empty range: ${to} is below ${from}`);
  // Bounds and whole numbers are named on the range as written, not on a value inside it.
  const declared = `${spec.min ?? '−∞'}..${spec.max ?? '∞'}`;
  if (spec.max !== undefined && to > spec.max)
    throw new UsageError(`${where} goes above ${param}'s maximum ${spec.max}: give a range within ${declared}`);
  if (spec.min !== undefined && from < spec.min)
    throw new UsageError(`${where} goes below ${param}'s minimum ${spec.min}: give a range within ${declared}`);
  if (spec.integer && ![from, to, step].every(Number.isInteger))
    throw new UsageError(
      `${where}: ${param} must be a whole number, so give whole bounds and step (e.g. ${Math.ceil(from)}..${Math.floor(to)}:1)`,
    );
  if (to === from) return [String(from)];
  if (step <= 0) throw new UsageError(`${where}: the step must be above 0`);
  if ((to - from) / step > 10_000) throw new UsageError(`${where} has more than 10,000 values: take a coarser step`);
  const values = stepped(from, to, step);
  if (new Set(values).size < values.length) throw new UsageError(`${where}: the step is finer than 10 decimal places`);
  return values;
}

/** The space a tune spec describes, every value checked against the bot's declaration. */
export function searchSpace(gameId: string, spec: string, settings: GuestSettings = {}): SearchSpace {
  const guest = guestSpecOf(spec, settings.base ?? process.cwd());
  const parts = guest ? { name: guest.written, args: guest.given } : parseSpecParts(spec);
  // The bare bot: an unknown bot, or one this game does not have, is refused here.
  const declared = resolveBot(gameId, parts.name, settings).definition.params;
  if (Object.keys(declared).length === 0) {
    throw new UsageError(`tune ${parts.name}: the bot has no parameters to tune (it declares none); see tafel list`);
  }
  const given = new Map<string, string>();
  for (const [param, text] of parts.args) {
    if (!(param in declared)) {
      throw new UsageError(`tune ${parts.name}: the bot has no parameter ${param}: valid are ${choices(Object.keys(declared))}`);
    }
    if (given.has(param)) throw new UsageError(`tune ${parts.name}: parameter ${param} is given twice`);
    given.set(param, text);
  }
  const dims: Dimension[] = [];
  const fixed: string[] = [];
  for (const [param, p] of Object.entries(declared)) {
    const text = given.get(param);
    // Each value alone, through the bot's own rules (bounds, whole numbers, choices, what
    // this game allows). A value given is refused; a declared one the game does not
    // allow (mc's rollout bot another game has) is left out of the search.
    const allowed = (value: string) => {
      try {
        resolveBot(gameId, `${parts.name}(${param}=${value})`, settings);
        return true;
      } catch (e) {
        if (text !== undefined || !(e instanceof UsageError)) throw e;
        return false;
      }
    };
    const values = valuesOf(parts.name, param, p, text).filter(allowed);
    if (values.length === 0) values.push(String(p.default));
    if (values.length > 1) dims.push({ param, values });
    else fixed.push(`${param}=${values[0]}`);
  }
  if (dims.length === 0) {
    throw new UsageError(`tune ${spec}: no parameter has two values or more to choose from; give a range, e.g. risk=0.1..0.6`);
  }
  return { bot: parts.name, dims, fixed, size: dims.reduce((n, d) => n * d.values.length, 1) };
}

/** The bot spec of a point (value indexes, one per dimension). */
export function pointSpec(space: SearchSpace, point: readonly number[]): string {
  const args = [...space.fixed, ...space.dims.map((d, i) => `${d.param}=${d.values[point[i]]}`)];
  return `${space.bot}(${args.join(',')})`;
}
