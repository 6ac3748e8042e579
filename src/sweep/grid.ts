// A sweep spec is a bot spec whose parameters may be ranges: `threshold(risk=0.1..0.6:0.05,
// maxCards=2..6)` (from..to, step 1 unless `:step`) or lists `victim=fullest|leader`.
// Every grid point becomes an ordinary bot spec, checked by the bot's own parameter rules.
import { guestSpecOf } from '../../bots/guest-spec.js';
import { type GuestSettings, resolveBot } from '../../bots/registry.js';
import { UsageError } from '../core/errors.js';
import { parseSpecParts } from '../core/spec.js';

export interface Axis {
  readonly param: string;
  readonly values: readonly string[];
}

export interface GridPoint {
  /** The value of each swept parameter, in axis order. */
  readonly values: readonly string[];
  /** The canonical bot spec of this point. */
  readonly label: string;
  /** What the point's plan is built from: the label, or a bot file's or program's spec
   * with the point's parameters. */
  readonly spec: string;
}

export interface Grid {
  readonly bot: string;
  readonly axes: readonly Axis[];
  readonly points: readonly GridPoint[];
}

const NUMBER = String.raw`-?[\d.]+(?:e[-+]?\d+)?`;
const RANGE = new RegExp(`^(${NUMBER})\\.\\.(${NUMBER})(?::(${NUMBER}))?$`, 'i');
const MAX_POINTS = 10_000;

/** The values of one parameter text: a range, a `|` list, or a single value. */
export function axisValues(bot: string, param: string, text: string): string[] {
  const where = `sweep ${bot}: ${param}=${text}`;
  const m = RANGE.exec(text);
  if (m) {
    const [from, to, step] = [Number(m[1]), Number(m[2]), m[3] === undefined ? 1 : Number(m[3])];
    if (![from, to, step].every(Number.isFinite))
      throw new UsageError(`${where} is not a numeric range (write from..to or from..to:step)`);
    if (step <= 0) throw new UsageError(`${where}: the step must be above 0`);
    if (to < from) throw new UsageError(`${where} is an empty range: ${to} is below ${from}`);
    // Counted before a single value is made, so a huge range is refused at once.
    const count = Math.floor((to - from) / step + 1e-9) + 1;
    if (count > MAX_POINTS) {
      throw new UsageError(`${where} has ${count.toExponential(1)} values: a sweep may have at most ${MAX_POINTS} grid points`);
    }
    // Rounded, so 0.1 + 2 * 0.05 prints as 0.2 and not 0.20000000000000004.
    const values = Array.from({ length: count }, (_, i) => String(Number((from + i * step).toFixed(10))));
    if (new Set(values).size < values.length) throw new UsageError(`${where}: the step is finer than 10 decimal places`);
    return values;
  }
  if (text.includes('..')) throw new UsageError(`${where} is not a numeric range (write from..to or from..to:step)`);
  const values = text.split('|').map((v) => v.trim());
  if (values.some((v) => v === '')) throw new UsageError(`${where} has an empty value in its list`);
  return values;
}

/** The bot a sweep spec names (a bot tafel knows, or a bot file or program of the
 * user's), and its parameter texts, ranges unread. */
function sweptBot(spec: string): { name: string; args: ReadonlyArray<readonly [string, string]> } {
  const guest = guestSpecOf(spec, process.cwd());
  return guest ? { name: guest.written, args: guest.given } : parseSpecParts(spec);
}

export function parseGrid(gameId: string, spec: string, settings: GuestSettings = {}): Grid {
  const parts = sweptBot(spec);
  const axes: Axis[] = [];
  const fixed: string[] = [];
  for (const [param, text] of parts.args) {
    const values = axisValues(parts.name, param, text);
    if (values.length > 1) axes.push({ param, values });
    else fixed.push(`${param}=${values[0]}`);
  }
  if (axes.length === 0) throw new UsageError(`sweep ${spec}: no parameter has a range; write e.g. risk=0.1..0.6:0.05`);
  const size = axes.reduce((n, a) => n * a.values.length, 1);
  if (size > MAX_POINTS) throw new UsageError(`sweep ${spec} has ${size} grid points: at most ${MAX_POINTS} are allowed`);
  const points: GridPoint[] = [];
  for (let i = 0; i < size; i++) {
    const values: string[] = [];
    let rest = i;
    for (let a = axes.length - 1; a >= 0; a--) {
      values.unshift(axes[a].values[rest % axes[a].values.length]);
      rest = Math.floor(rest / axes[a].values.length);
    }
    const args = [...fixed, ...axes.map((a, k) => `${a.param}=${values[k]}`)];
    // The bot's own parameter rules check every value (unknown name, range, type).
    const point = `${parts.name}(${args.join(',')})`;
    const resolved = resolveBot(gameId, point, settings);
    points.push({ values, label: resolved.label, spec: resolved.source ? point : resolved.label });
  }
  return { bot: parts.name, axes, points };
}
