// Terminal pictures of a sweep: an interval curve over one parameter, a heat map over two.
import { axisDomain } from '../report/axis.js';
import { percent } from '../report/format.js';
import type { PointResult, SweepResult } from './run.js';

const WIDTH = 40;
const SHADES = [' ', '░', '▒', '▓', '█'];

/** One line per value of the single swept parameter: its win rate (●) within its 95%
 * interval (├──┤), on a track from the lowest interval end to the highest, so points a
 * few tenths of a percent apart stay apart. */
export function curve(result: SweepResult): string {
  const axis = result.axes[0];
  const byValue = new Map(result.points.map((p) => [p.values[0], p]));
  const [low, high] = axisDomain(
    result.points.map((p) => p.winRateCI[0]),
    result.points.map((p) => p.winRateCI[1]),
    true,
  );
  const at = (x: number) => Math.round(((Math.min(high, Math.max(low, x)) - low) / (high - low)) * (WIDTH - 1));
  const pad = Math.max(...axis.values.map((v) => v.length));
  // A stopped sweep may not have reached every value.
  const lines = axis.values
    .filter((v) => byValue.has(v))
    .map((v) => {
      const p = byValue.get(v)!;
      const mark = p.label === result.best.label ? ' ◀ best' : p.contender ? ' ≈' : '';
      return `${axis.param}=${v.padEnd(pad)} │${track(at(p.winRateCI[0]), at(p.winRate), at(p.winRateCI[1]))}│ ${percent(p.winRate)} (${percent(p.winRateCI[0])}–${percent(p.winRateCI[1])})${mark}`;
    });
  const scale = `${percent(low)}${percent(high).padStart(WIDTH - percent(low).length)}`;
  return [...lines, `${' '.repeat(axis.param.length + pad + 3)}${scale}`].join('\n');
}

/** WIDTH characters: the interval from `from` to `to`, the estimate at `mid`. */
function track(from: number, mid: number, to: number): string {
  const cells: string[] = Array.from({ length: WIDTH }, (_, i) => (i > from && i < to ? '─' : ' '));
  if (to > from) [cells[from], cells[to]] = ['├', '┤'];
  cells[mid] = '●';
  return cells.join('');
}

/** Rows are the first parameter, columns the second; each cell the win rate, shaded from
 * the worst (blank) to the best (█); * marks the best, ≈ those indistinguishable from it. */
function heatMap(result: SweepResult): string {
  const [rows, cols] = result.axes;
  const byValues = new Map<string, PointResult>(result.points.map((p) => [`${p.values[0]}\u0000${p.values[1]}`, p]));
  const rates = result.points.map((p) => p.winRate);
  const [low, high] = [Math.min(...rates), Math.max(...rates)];
  const cell = (p: PointResult | undefined) => {
    if (!p) return '    ·   ';
    const shade = SHADES[Math.round(((p.winRate - low) / (high - low || 1)) * (SHADES.length - 1))];
    const mark = p.label === result.best.label ? '*' : p.contender ? '≈' : ' ';
    return `${shade}${(100 * p.winRate).toFixed(1).padStart(5)}${mark}${shade}`;
  };
  const pad = Math.max(rows.param.length, ...rows.values.map((v) => v.length));
  const header = `${`${rows.param}\\${cols.param}`.padEnd(pad + 1)} ${cols.values.map((v) => v.padStart(8)).join('')}`;
  const lines = rows.values.map(
    (r) => `${r.padEnd(pad + 1)} ${cols.values.map((c) => cell(byValues.get(`${r}\u0000${c}`))).join('')}`,
  );
  return [header, ...lines, `win rate % of ${result.bot}; * best, ≈ not distinguishable from it (95%)`].join('\n');
}

export function chart(result: SweepResult): string | undefined {
  if (result.axes.length === 1) return curve(result);
  if (result.axes.length === 2) return heatMap(result);
  return undefined;
}
