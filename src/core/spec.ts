// The one way a bot is written everywhere (flags, files, output):
// `name` or `name(param=value,…)`, e.g. `greedy(threshold=3)`.
import { UsageError, choices } from './errors.js';
import type { AnyBotDefinition, BotDefinition, ParamSpec, ParamSpecs, ParamValue, Params, ParamsOf } from './bot.js';

interface SpecParts {
  readonly name: string;
  readonly args: ReadonlyArray<readonly [key: string, text: string]>;
}

const DECIMAL = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const SPEC = /^\s*([A-Za-z][\w-]*)\s*(?:\((.*)\))?\s*$/s;

export function parseSpecParts(spec: string): SpecParts {
  const m = SPEC.exec(spec);
  if (!m) throw new UsageError(`bot '${spec}' is malformed: write name or name(param=value,…), e.g. greedy(threshold=3)`);
  const args: [string, string][] = [];
  const inner = m[2]?.trim() ?? '';
  if (inner !== '') {
    for (const part of inner.split(',')) {
      const eq = part.indexOf('=');
      if (eq < 1) throw new UsageError(`bot '${spec}': '${part.trim()}' is not param=value`);
      args.push([part.slice(0, eq).trim(), part.slice(eq + 1).trim()]);
    }
  }
  return { name: m[1], args };
}

/** Splits a comma-separated lineup, keeping commas inside parentheses with their bot. */
export function splitLineup(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    if (depth < 0) throw new UsageError(`bots '${text}' close a ')' that was never opened`);
    if (c === ',' && depth === 0) {
      out.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  if (depth > 0) {
    throw new UsageError(`bots '${text}' leave a '(' unclosed: write each bot as name(param=value,…), e.g. greedy(threshold=3)`);
  }
  out.push(text.slice(start).trim());
  return out.filter((s) => s !== '');
}

/** Reads one parameter value against its spec, or says what would be valid. */
function parseParam(bot: string, key: string, text: string, spec: ParamSpec): ParamValue {
  const where = `bot ${bot}: parameter ${key}=${text}`;
  if (typeof spec.default === 'number') {
    // The same numbers as flags take: decimal, with an optional exponent; no hex, no Infinity.
    const value = Number(text);
    if (!DECIMAL.test(text) || !Number.isFinite(value)) throw new UsageError(`${where} is not a number`);
    if (spec.integer && !Number.isInteger(value)) throw new UsageError(`${where} must be a whole number`);
    if (spec.min !== undefined && value < spec.min) throw new UsageError(`${where} is below the minimum ${spec.min}`);
    if (spec.max !== undefined && value > spec.max) throw new UsageError(`${where} is above the maximum ${spec.max}`);
    return value;
  }
  if (typeof spec.default === 'boolean') {
    if (text === 'true') return true;
    if (text === 'false') return false;
    throw new UsageError(`${where} must be true or false`);
  }
  if (spec.choices && !spec.choices.includes(text)) {
    throw new UsageError(`${where} is not one of ${choices(spec.choices)}`);
  }
  return text;
}

/** Every parameter at its default: the bot as its bare name writes it. */
export function defaultParams<P extends ParamSpecs>(def: BotDefinition<P>): ParamsOf<P> {
  return resolveParams(def, { name: def.name, args: [] });
}

/** Fills in the defaults and checks every given parameter. The values' types follow from
 * the checks: each is read by parseParam against its own spec. */
export function resolveParams<P extends ParamSpecs>(def: BotDefinition<P>, parts: SpecParts): ParamsOf<P> {
  const params: Record<string, ParamValue> = {};
  for (const [key, spec] of Object.entries(def.params)) params[key] = spec.default;
  const seen = new Set<string>();
  for (const [key, text] of parts.args) {
    const spec = def.params[key];
    if (!spec) {
      const known = Object.keys(def.params);
      throw new UsageError(
        known.length === 0
          ? `bot ${def.name} has no parameter ${key}: it takes none`
          : `bot ${def.name} has no parameter ${key}: valid are ${choices(known)}`,
      );
    }
    if (seen.has(key)) throw new UsageError(`bot ${def.name}: parameter ${key} is given twice`);
    seen.add(key);
    params[key] = parseParam(def.name, key, text, spec);
  }
  return params as ParamsOf<P>;
}

/** The canonical spelling: the name, then only the parameters that differ from their
 * defaults, in the bot's own order. Equal bots get equal labels. */
export function formatSpec(def: AnyBotDefinition, params: Params): string {
  const parts = Object.entries(def.params)
    .filter(([key, spec]) => params[key] !== spec.default)
    .map(([key]) => `${key}=${String(params[key])}`);
  return parts.length ? `${def.name}(${parts.join(',')})` : def.name;
}

/** The names reports give the sides of a table (seats, or partnerships a+b): a bot that
 * sits at more than one side is told apart by each side's number, `greedy #1`,
 * `greedy #2`; any other keeps its name. For display only: seeds, duplicate periods and
 * partnerships read the labels themselves. */
export function sideNames(names: readonly string[]): string[] {
  return names.map((name, s) => (names.indexOf(name) === s && names.lastIndexOf(name) === s ? name : `${name} #${s + 1}`));
}
