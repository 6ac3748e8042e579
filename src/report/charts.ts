// Vega-Lite charts rendered to SVG at report time (vega's headless View, no browser, no
// network), so the report is one self-contained file.
import * as vega from 'vega';
import { type TopLevelSpec, compile } from 'vega-lite';
import { axisDomain } from './axis.js';

export interface Chart {
  readonly title: string;
  readonly svg: string;
}

const CONFIG = { view: { stroke: null }, axis: { labelLimit: 220 }, font: 'sans-serif' };

export async function render(title: string, spec: Record<string, unknown>): Promise<Chart> {
  const full = { $schema: 'https://vega.github.io/schema/vega-lite/v6.json', config: CONFIG, ...spec } as TopLevelSpec;
  const view = new vega.View(vega.parse(compile(full).spec), { renderer: 'none' });
  try {
    return { title, svg: await view.toSVG() };
  } finally {
    view.finalize();
  }
}

type Row = Record<string, unknown>;

/** A value per category with its 95% interval: a point and an error bar, on an axis
 * scaled to the intervals (a bar would need an axis from 0). */
export function withIntervals(
  rows: Row[],
  o: { y: string; x: string; low: string; high: string; title: string; percent: boolean },
) {
  const format = o.percent ? '.1~%' : ',.2~f';
  const order = rows.map((r) => r[o.y] as string);
  const scale = {
    domain: axisDomain(
      rows.map((r) => r[o.low] as number),
      rows.map((r) => r[o.high] as number),
      o.percent,
    ),
    nice: false,
    zero: false,
  };
  return {
    data: { values: rows },
    width: 420,
    height: { step: 26 },
    // Labels in full (a tuned point's spec is long): a wide chart is scaled to the page.
    encoding: { y: { field: o.y, type: 'nominal', sort: order, title: null, axis: { labelLimit: 0 } } },
    layer: [
      {
        mark: { type: 'point', filled: true, color: '#4c78a8', size: 60 },
        encoding: {
          x: { field: o.x, type: 'quantitative', title: o.title, axis: { format }, scale },
          tooltip: [{ field: 'games', title: 'games' }],
        },
      },
      {
        mark: { type: 'errorbar', ticks: true, color: '#222' },
        encoding: { x: { field: o.low, type: 'quantitative', title: o.title, scale }, x2: { field: o.high } },
      },
    ],
  };
}

/** Score distributions, one small histogram per entrant, from exact counts. */
export function histograms(rows: Row[], order: string[]) {
  return {
    data: { values: rows },
    facet: {
      row: { field: 'entrant', type: 'nominal', sort: order, title: null, header: { labelAngle: 0, labelAlign: 'left' } },
    },
    spec: {
      width: 420,
      height: 60,
      mark: { type: 'bar', color: '#72b7b2' },
      encoding: {
        x: { field: 'score', type: 'quantitative', bin: { maxbins: 40 }, title: 'score' },
        y: { field: 'games', type: 'quantitative', aggregate: 'sum', title: 'games' },
      },
    },
    resolve: { scale: { y: 'independent' } },
  };
}

/** The pairwise matrix: row a, column b, how often a finished ahead of b. */
export function heatMap(rows: Row[], order: string[]) {
  return {
    data: { values: rows },
    width: { step: 64 },
    height: { step: 36 },
    encoding: {
      x: { field: 'b', type: 'nominal', sort: order, title: 'against', axis: { labelAngle: -30 } },
      y: { field: 'a', type: 'nominal', sort: order, title: 'finished ahead' },
    },
    // Each cell says how many games it rests on, and a cell on few games is drawn faint:
    // 30 games and 500 do not look equally sure.
    transform: [{ calculate: "format(datum.ahead, '.0%') + '\\n' + datum.games + ' games'", as: 'cell' }],
    layer: [
      {
        mark: 'rect',
        encoding: {
          color: {
            field: 'ahead',
            type: 'quantitative',
            scale: { domain: [0, 1], scheme: 'redblue' },
            legend: { format: '.0%' },
          },
          opacity: {
            field: 'games',
            type: 'quantitative',
            scale: { type: 'sqrt', zero: true, range: [0.25, 1] },
            legend: { title: 'games' },
          },
        },
      },
      { mark: { type: 'text', fontSize: 10, lineBreak: '\n' }, encoding: { text: { field: 'cell', type: 'nominal' } } },
    ],
  };
}

/** A response curve over one parameter (win rate with its interval), or a surface over two. */
export function response(rows: Row[], axes: string[]) {
  if (axes.length === 1) {
    const scale = {
      domain: axisDomain(
        rows.map((r) => r.low as number),
        rows.map((r) => r.high as number),
        true,
      ),
      nice: false,
      zero: false,
    };
    return {
      data: { values: rows },
      width: 480,
      height: 240,
      encoding: { x: { field: axes[0], type: 'quantitative', title: axes[0] } },
      layer: [
        {
          mark: { type: 'area', opacity: 0.25 },
          encoding: { y: { field: 'low', type: 'quantitative', scale }, y2: { field: 'high' } },
        },
        {
          mark: { type: 'line', point: true },
          encoding: { y: { field: 'winRate', type: 'quantitative', title: 'win rate', axis: { format: '.1~%' }, scale } },
        },
      ],
    };
  }
  return {
    data: { values: rows },
    width: { step: 44 },
    height: { step: 26 },
    encoding: { x: { field: axes[1], type: 'ordinal' }, y: { field: axes[0], type: 'ordinal' } },
    layer: [
      {
        mark: 'rect',
        encoding: { color: { field: 'winRate', type: 'quantitative', scale: { scheme: 'viridis' }, legend: { format: '.0%' } } },
      },
      {
        mark: { type: 'text', fontSize: 10, color: 'white' },
        encoding: { text: { field: 'winRate', type: 'quantitative', format: '.1%' } },
      },
    ],
  };
}
