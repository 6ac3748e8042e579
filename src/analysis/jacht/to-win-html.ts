// The to-win analysis as report.html: the win chance over the score difference as a chart
// (the model's line per rows-left group, the games' actual share as points), then the
// tables of the text report, on a page built of the report's pieces (self-contained).
import { render } from '../../report/charts.js';
import { count, fixed, percent, signedPercent } from '../../report/format.js';
import { escape, figure, page, table } from '../../report/html.js';
import { DIFF_BUCKETS, ROWS_LEFT } from './flips.js';
import type { ToWinAnalysis } from './to-win.js';
import { MODEL_WORDS, deviationText, situationCell } from './to-win-report.js';
import { plural } from '../../core/words.js';

/** One series per rows-left group: the model's mean win chance as a line, the actual
 * share of the games as points, each bucket at its middle. */
function curveSpec(a: ToWinAnalysis): Record<string, unknown> {
  const values = a.curve.points.map((p) => ({ ...p, diff: (p.from + p.to - 1) / 2 }));
  const order = ROWS_LEFT.map((g) => g.label);
  const color = { field: 'rowsLeft', type: 'nominal', sort: order, title: 'rows left' };
  const x = { field: 'diff', type: 'quantitative', title: 'score difference at the turn start (own − other)' };
  return {
    data: { values },
    width: 560,
    height: 300,
    layer: [
      {
        mark: { type: 'line' },
        encoding: {
          x,
          y: { field: 'model', type: 'quantitative', title: 'win chance', axis: { format: '.0%' }, scale: { domain: [0, 1] } },
          color,
        },
      },
      {
        mark: { type: 'point', filled: true, opacity: 0.6 },
        encoding: {
          x,
          y: { field: 'actual', type: 'quantitative' },
          size: { field: 'turns', type: 'quantitative', title: 'turns', legend: null },
          color,
          tooltip: [
            { field: 'rowsLeft' },
            { field: 'from' },
            { field: 'turns' },
            { field: 'model', format: '.1%' },
            { field: 'actual', format: '.1%' },
          ],
        },
      },
    ],
  };
}

export async function toWinHtml(a: ToWinAnalysis): Promise<string> {
  const chart = await render(
    `Win chance of ${a.bots.win} over the score difference: the model (lines, against ${a.model.opponents} for points) and the games (points)`,
    curveSpec(a),
  );
  const r = a.result;
  const d = a.decisions;
  const head = `<h1>jacht: ${escape(a.bots.win)} against ${escape(a.bots.points)}</h1><p class="note">${a.complete ? plural(a.deals, 'deal') : `${count(a.deals)} of ${plural(a.requested, 'deal')} (stopped early)`}, each from both seats · seed ${a.seed} · won ${percent(r.winShare)} (95% CI ${percent(r.winShareCI[0])} – ${percent(
    r.winShareCI[1],
  )}) · the two differ in ${count(d.disagreements)} of ${count(d.decisions)} decisions · model gain ${signedPercent(d.gain)} a game, the games gave ${signedPercent(r.winShare - 0.5)} over an even share · mean score ${fixed(r.meanScore.win)} against ${fixed(r.meanScore.points)} · the model's win chances assume ${escape(MODEL_WORDS)}</p>`;
  const situations = table(
    ['score difference', ...ROWS_LEFT.map((g) => `${g.label} left`)],
    DIFF_BUCKETS.map((b) => [b.label, ...ROWS_LEFT.map((g) => situationCell(a, b.label, g.label))]),
  );
  const deviations = table(
    ['side', 'deviation', 'times', 'gain/game', 'gain each'],
    a.deviations
      .slice(0, 30)
      .map((x) => [x.side, deviationText(x), count(x.count), signedPercent(x.gain), signedPercent(x.meanGain)]),
  );
  return page(
    `jacht to win`,
    [
      head,
      figure(chart),
      '<h2>Where the two differ: rate, model gain per game, (decisions)</h2>',
      situations,
      '<h2>Deviations by kind, the most frequent first</h2>',
      deviations,
    ].join('\n'),
  );
}
