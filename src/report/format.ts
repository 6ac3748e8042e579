// Number formats shared by every report. None prints a minus sign on a figure that rounds
// to zero (−0.00%): a gain too small to show is no loss.
import type { BetterScore } from '../core/game.js';
import type { EventSummary } from '../tournament/run.js';

export function percent(x: number, digits = 1): string {
  return Number.isFinite(x) ? `${fixed(100 * x, digits)}%` : '–';
}

export function fixed(x: number, digits = 2): string {
  if (!Number.isFinite(x)) return '–';
  const text = x.toFixed(digits);
  return /^-[0.]+$/.test(text) ? text.slice(1) : text;
}

/** A signed difference with a true minus sign: +1.25, −0.40, and 0.00 (no sign) for what
 * rounds to zero. `plus`: whether a positive figure shows its sign. */
export function signed(x: number, digits = 2, plus = true): string {
  const text = fixed(Math.abs(x), digits);
  if (text === '–' || /^[0.]+$/.test(text)) return text;
  return x < 0 ? `−${text}` : plus ? `+${text}` : text;
}

/** A signed difference of shares in percentage points: +0.12%, −1.80%, 0.00%. */
export function signedPercent(x: number, digits = 2): string {
  const text = signed(100 * x, digits);
  return text === '–' ? text : `${text}%`;
}

/** Rating points, whole and signed: +63, -12, 0. */
export function points(x: number): string {
  if (!Number.isFinite(x)) return '–';
  const whole = Math.round(x);
  return whole > 0 ? `+${count(whole)}` : count(whole === 0 ? 0 : whole);
}

export function count(x: number): string {
  return Number.isInteger(x) ? x.toLocaleString('en-US') : x.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** A run's seed as its headline names it: sealed where a secret key deals too. */
export function seedText(r: { readonly seed: number; readonly keyed?: true }): string {
  return r.keyed ? `seed ${r.seed}, sealed with a secret key` : `seed ${r.seed}`;
}

/** A score column's heading, saying which way is better where it is lower (penalty
 * points: Gesjaakt, Fatima), so that no table leaves a reader to guess. */
export function scoreHeading(heading: string, better: BetterScore): string {
  return better === 'lower' ? `${heading} (lower is better)` : heading;
}

/** The games each table played, once every table has played them all; an event stopped
 * midway counts only its whole rounds there, which would read as no game at all. */
export function perTable(e: EventSummary): string {
  return e.tables.every((t) => t.complete) ? ` (${count(e.gamesPerTable)} per table)` : '';
}
