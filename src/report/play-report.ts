// `tafel play`'s report: the run's own tables (run-text.ts), and what its table's event found
// (standings.ts), as a tournament's match reports it: the strongest side under the
// headline, then each side's rating, sorted, and every pair's verdict, Holm-corrected.
import Table from 'cli-table3';
import type { RunSummary } from '../sim/merge.js';
import type { EventSummary } from '../tournament/run.js';
import { count, points } from './format.js';
import { RATING_SCALE, strongestLine, verdicts } from './standings.js';
import { runReport } from './run-text.js';

export function playReport(summary: RunSummary, elapsedMs: number, event: EventSummary): string {
  if (event.entrantLabels.length < 2) return runReport(summary, elapsedMs);
  return runReport(summary, elapsedMs, { headline: strongestLine(event), tail: verdictBlock(event) });
}

function verdictBlock(e: EventSummary): string {
  const table = new Table({
    head: ['rank', e.tables[0].teams ? 'team' : 'bot', 'rating', '95% CI', 'rated games'],
    colAligns: ['right', 'left', 'right', 'center', 'right'],
    style: { head: [], border: [] },
  });
  e.standings.forEach((s, i) => {
    const { rating } = s;
    table.push([
      String(i + 1),
      s.label,
      points(rating.points),
      `${points(rating.interval[0])} – ${points(rating.interval[1])}`,
      count(rating.games),
    ]);
  });
  return [
    `ratings, best first: ${RATING_SCALE}`,
    table.toString(),
    'head to head (how often the first finished ahead of the second, Holm-corrected over every pair):',
    ...verdicts(e).map((v) => `  ${v}`),
  ].join('\n');
}
