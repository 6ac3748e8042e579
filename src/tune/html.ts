// A tune's report.html: how the best estimate moved over the search, the checked rows
// with their intervals on fresh deals, the verdict and the costs, and the parameters' values
// as the search saw them.
import { type Chart, render, withIntervals } from '../report/charts.js';
import { percent, seedText } from '../report/format.js';
import { escape, figure, page, table } from '../report/html.js';
import { type TuneResult, isRecommended } from './result.js';
import { costLine, verdictLine } from './text.js';

/** The estimate of the best point after each batch, over the games spent. */
function traceChart(r: TuneResult) {
  return {
    data: { values: r.trace.map((t) => ({ games: t.games, estimate: t.estimate, best: t.label })) },
    width: 480,
    height: 240,
    mark: { type: 'line', point: true, interpolate: 'step-after' },
    encoding: {
      x: { field: 'games', type: 'quantitative', title: 'games spent' },
      y: { field: 'estimate', type: 'quantitative', title: 'best estimate', axis: { format: '.1~%' }, scale: { zero: false } },
      tooltip: [{ field: 'best' }, { field: 'estimate', format: '.2%' }],
    },
  };
}

export async function tuneHtml(r: TuneResult): Promise<string> {
  const points = [r.pick, ...r.runnersUp, ...r.references].filter((p) => p.check);
  const rows = points.map((p) => ({
    point: p.label,
    games: p.check!.games,
    winRate: p.check!.winRate,
    low: p.check!.winRateCI[0],
    high: p.check!.winRateCI[1],
  }));
  const charts: Chart[] = [await render('Best estimate over the search', traceChart(r))];
  if (rows.length) {
    charts.push(
      await render(
        'Checked on fresh deals: win rate with its 95% interval',
        withIntervals(rows, { y: 'point', x: 'winRate', low: 'low', high: 'high', title: 'win rate', percent: true }),
      ),
    );
  }
  const checked = table(
    ['', 'point', 'search estimate', 'evaluations', 'check win rate', '95% CI', 'vs recommended', 'standing'],
    points.map((p) => [
      `${isRecommended(r, p) ? '▶ ' : ''}${p.role}${p.sameAs ? ` = ${p.sameAs}` : ''}`,
      p.label,
      Number.isFinite(p.estimate) ? percent(p.estimate) : '',
      String(p.evaluations),
      percent(p.check!.winRate),
      `${percent(p.check!.winRateCI[0])} – ${percent(p.check!.winRateCI[1])}`,
      isRecommended(r, p)
        ? ''
        : `${percent(p.check!.versusRecommended.difference)} (${percent(p.check!.versusRecommended.interval[0])} – ${percent(p.check!.versusRecommended.interval[1])})`,
      p.check!.standing,
    ]),
  );
  const marginals = table(
    ['parameter', 'value', 'evaluations', 'mean win share'],
    r.marginals.flatMap((m) => m.values.map((v) => [m.param, v.value, String(v.n), v.n ? percent(v.mean) : ''])),
  );
  const head = `<h1>tune of ${escape(r.bot)} in ${escape(r.game)}</h1><p class="note">${escape(r.method)} · against ${escape(r.vs.join(', '))} · ${seedText(r)}</p><p>${escape(verdictLine(r))}</p><p class="note">${escape(costLine(r))}</p>`;
  return page(
    `tune ${r.bot}`,
    [head, ...charts.map(figure), checked, '<h2>The parameters in the search</h2>', marginals].join('\n'),
  );
}
