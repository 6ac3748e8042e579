// The win chance over the score difference: at each turn start of the win-seeking bot,
// its model chance to win (WinTurn.start) beside how the game really ended, averaged per
// difference bucket, one series per rows-left group. Where the two lines part, the model
// (later turns valued as `optimal` plays them) is off.
import type { TurnStart } from './duel.js';
import { ROWS_LEFT, rowsGroup } from './flips.js';

/** Points of score difference per bucket. */
export const CURVE_WIDTH = 5;

export interface CurvePoint {
  readonly rowsLeft: string;
  /** The bucket holds differences from..to−1. */
  readonly from: number;
  readonly to: number;
  readonly turns: number;
  /** Mean model win chance at these turn starts, and the mean share of the win the games gave. */
  readonly model: number;
  readonly actual: number;
}

interface Sums {
  turns: number;
  model: number;
  actual: number;
}

export class WinCurve {
  /** Per rows-left group, per bucket (its `from`). */
  private readonly series = ROWS_LEFT.map(() => new Map<number, Sums>());

  /** A turn start of a game in which the win-seeking bot got `outcome` of the win. */
  add(t: TurnStart, outcome: number): void {
    const from = Math.floor(t.diff / CURVE_WIDTH) * CURVE_WIDTH;
    const buckets = this.series[rowsGroup(t.rowsLeft)];
    let s = buckets.get(from);
    if (!s) {
      s = { turns: 0, model: 0, actual: 0 };
      buckets.set(from, s);
    }
    s.turns++;
    s.model += t.start;
    s.actual += outcome;
  }

  /** Each series in rows-left order, its buckets from the lowest difference up. */
  points(): CurvePoint[] {
    return this.series.flatMap((buckets, g) =>
      [...buckets.entries()]
        .sort(([a], [b]) => a - b)
        .map(([from, s]) => ({
          rowsLeft: ROWS_LEFT[g].label,
          from,
          to: from + CURVE_WIDTH,
          turns: s.turns,
          model: s.model / s.turns,
          actual: s.actual / s.turns,
        })),
    );
  }
}

/** The curve in coarser buckets of `width` (a multiple of CURVE_WIDTH), the tails beyond
 * ±`tail` merged, for a table that fits a terminal: rows of [label, cell per group]. */
export function coarseCurve(
  points: readonly CurvePoint[],
  width = 10,
  tail = 50,
): { label: string; cells: (Sums | undefined)[] }[] {
  const rows = new Map<number, (Sums | undefined)[]>();
  for (const p of points) {
    const at = p.from < -tail ? -Infinity : p.from >= tail ? Infinity : Math.floor(p.from / width) * width;
    let cells = rows.get(at);
    if (!cells) {
      cells = ROWS_LEFT.map(() => undefined);
      rows.set(at, cells);
    }
    const g = ROWS_LEFT.findIndex((r) => r.label === p.rowsLeft);
    const c = (cells[g] ??= { turns: 0, model: 0, actual: 0 });
    c.turns += p.turns;
    c.model += p.model * p.turns;
    c.actual += p.actual * p.turns;
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([at, cells]) => ({
      label: at === -Infinity ? `< −${tail}` : at === Infinity ? `≥ ${tail}` : `${signed(at)} … ${signed(at + width - 1)}`,
      cells: cells.map((c) => c && { turns: c.turns, model: c.model / c.turns, actual: c.actual / c.turns }),
    }));
}

const signed = (x: number) => (x < 0 ? `−${-x}` : x > 0 ? `+${x}` : '0');
