// A sweep's report.html: its points and its response curve or surface, on a page built of
// the report's pieces (self-contained: inline SVG and CSS, nothing fetched).
import { type Chart, render, response } from '../report/charts.js';
import { count, percent, seedText } from '../report/format.js';
import { escape, figure, page, table } from '../report/html.js';
import type { SweepResult } from './run.js';

export async function sweepHtml(r: SweepResult): Promise<string> {
  const axes = r.axes.map((a) => a.param);
  const rows = r.points.map((p) => ({
    ...Object.fromEntries(axes.map((a, i) => [a, Number(p.values[i])])),
    label: p.label,
    games: p.games,
    winRate: p.winRate,
    low: p.winRateCI[0],
    high: p.winRateCI[1],
  }));
  const charts: Chart[] = [];
  if (axes.length === 1 || axes.length === 2) {
    charts.push(
      await render(
        axes.length === 1
          ? `Response curve: win rate of ${r.bot} by ${axes[0]}`
          : `Response surface: win rate by ${axes.join(' and ')}`,
        response(rows, axes),
      ),
    );
  }
  const points = table(
    ['#', 'point', 'games', 'win rate', '95% CI'],
    r.points.map((p, i) => [
      String(i + 1),
      p.label,
      count(p.games),
      percent(p.winRate),
      `${percent(p.winRateCI[0])} – ${percent(p.winRateCI[1])}`,
    ]),
  );
  const head = `<h1>sweep of ${escape(r.bot)} in ${escape(r.game)}</h1><p class="note">against ${escape(r.vs.join(', '))} · ${count(r.gamesPlayed)} games · ${seedText(r)} · best ${escape(r.best.label)}</p>`;
  return page(`sweep ${r.bot}`, [head, ...charts.map(figure), points].join('\n'));
}
