// Value axes scaled to the data: a mean score of 1,535 against 1,536 (Klaverjassen) or a
// win rate of 50.1% against 50.4% must not share one pixel of an axis that starts at 0.
import { describe, expect, it } from 'vitest';
import { axisDomain } from '../../src/report/axis.js';
import { render, response, withIntervals } from '../../src/report/charts.js';
import { curve } from '../../src/sweep/chart.js';
import type { PointResult, SweepResult } from '../../src/sweep/run.js';

const klaverjassen = [
  { entrant: 'signal+signal', games: 2000, score: 1535.14, low: 1524.08, high: 1546.2 },
  { entrant: 'heuristic+heuristic', games: 2000, score: 1535.86, low: 1524.78, high: 1546.94 },
];

/** The x positions of the chart's points, and the range its axis says it covers. */
function drawn(svg: string): { points: number[]; axis: [number, number] } {
  const points = [...svg.matchAll(/aria-roledescription="point" transform="translate\(([\d.]+),/g)].map((m) => Number(m[1]));
  const [, from, to] = /X-axis titled '[^']*' for a linear scale with values from ([-\d,.]+) to ([-\d,.]+)/.exec(svg)!;
  return { points, axis: [Number(from.replace(/,/g, '')), Number(to.replace(/,/g, ''))] };
}

describe('value axes', () => {
  it('span the intervals with a twentieth to spare each side; shares stay within 0 and 1', () => {
    expect(axisDomain([10, 12], [14, 20])).toEqual([9.5, 20.5]);
    const [low, high] = axisDomain([0.005, NaN], [0.2, Infinity], true);
    expect([low, high]).toEqual([0, expect.closeTo(0.20975, 12)]);
    expect(axisDomain([0.9], [0.999], true)[1]).toBe(1);
    expect(axisDomain([1535], [1535])).toEqual([1519.65, 1550.35]); // no width: 1% either side
    expect(axisDomain([], [])).toEqual([0, 1]);
  });

  it('mean scores of 1,535 and 1,536: the axis runs over their intervals, not from 0, and the points stand apart', async () => {
    const spec = withIntervals(klaverjassen, {
      y: 'entrant',
      x: 'score',
      low: 'low',
      high: 'high',
      title: 'mean score',
      percent: false,
    });
    const [point, errorbar] = spec.layer;
    expect(point.encoding.x.scale).toEqual({
      domain: [expect.closeTo(1522.937, 9), expect.closeTo(1548.083, 9)],
      nice: false,
      zero: false,
    });
    expect(errorbar.encoding.x.scale).toBe(point.encoding.x.scale);
    const { points, axis } = drawn((await render('scores', spec)).svg);
    expect(axis[0]).toBeGreaterThan(1520);
    expect(axis[1]).toBeLessThan(1550);
    expect(points).toHaveLength(2);
    expect(points[1] - points[0]).toBeGreaterThan(10); // 0.72 points of 25 over 420 pixels
  });

  it('a response curve of win rates scales its axis to their intervals', () => {
    const rows = [
      { threshold: 2, winRate: 0.501, low: 0.495, high: 0.507 },
      { threshold: 4, winRate: 0.504, low: 0.498, high: 0.51 },
    ];
    const spec = response(rows, ['threshold']) as { layer: { encoding: { y: { scale: { domain: number[] } } } }[] };
    for (const layer of spec.layer) {
      expect(layer.encoding.y.scale.domain).toEqual([expect.closeTo(0.49425, 12), expect.closeTo(0.51075, 12)]);
    }
  });
});

describe('the sweep curve in the terminal', () => {
  const point = (value: string, winRate: number, low: number, high: number): PointResult => ({
    label: `threshold=${value}`,
    values: [value],
    games: 100_000,
    wins: winRate * 100_000,
    winRate,
    winRateCI: [low, high],
    meanScore: 0,
    meanScoreCI: [0, 0],
    forfeits: 0,
    contender: false,
  });
  const points = [point('4', 0.504, 0.501, 0.507), point('2', 0.501, 0.498, 0.504)];
  const sweep = { axes: [{ param: 'threshold', values: ['2', '4'] }], points, best: points[0] } as unknown as SweepResult;

  it('places 50.1% and 50.4% far apart on a track from the lowest interval end to the highest', () => {
    const [two, four, scale] = curve(sweep).split('\n');
    expect(four.indexOf('●') - two.indexOf('●')).toBeGreaterThan(10); // of 40 columns
    expect(two).toMatch(/^threshold=2 │ *├─+●─+┤ *│ 50\.1% \(49\.8%–50\.4%\)$/);
    expect(four).toMatch(/◀ best$/);
    expect(scale.trim()).toMatch(/^49\.8% +50\.7%$/);
  });
});
