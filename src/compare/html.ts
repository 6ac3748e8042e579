// `tafel compare --out DIR` writes report.html: the terminal's lines and table, and a chart
// of each difference with its paired and unpaired interval side by side, built of the
// tournament report's pieces (src/report/html.ts, charts.ts).
import { render, withIntervals } from '../report/charts.js';
import { escape, figure, page, table } from '../report/html.js';
import { signed } from '../report/format.js';
import type { RunComparison } from './compare.js';
import { SWING_CAP, type Swing } from './swings.js';
import { COMPARE_HEAD, compareHead, compareRows, verdictLine } from './text.js';

/** Each compared run's game pages by game index, as links from the report. */
export interface SwingPages {
  readonly a: ReadonlyMap<number, string>;
  readonly b: ReadonlyMap<number, string>;
}

export async function compareHtml(c: RunComparison, pages?: SwingPages): Promise<string> {
  // A share's axis stays within [0, 1], and a difference of shares goes below 0: win rates
  // are drawn in percentage points instead.
  const rows = (d: RunComparison['score'], what: string, scale = 1) => [
    { interval: `${what}, paired`, diff: scale * d.diff, low: scale * d.ci[0], high: scale * d.ci[1], games: c.pairedGames.b },
    {
      interval: `${what}, unpaired`,
      diff: scale * d.diff,
      low: scale * d.unpairedCi[0],
      high: scale * d.unpairedCi[1],
      games: c.pairedGames.b,
    },
  ];
  const axis = { y: 'interval', x: 'diff', low: 'low', high: 'high' };
  const order = c.lowerIsBetter ? ' (lower is better)' : '';
  const charts = await Promise.all([
    render(
      `Mean score, B − A${order}, with its 95% intervals`,
      withIntervals(rows(c.score, 'score'), { ...axis, title: 'score difference (B − A)', percent: false }),
    ),
    render(
      'Win rate, B − A, with its 95% intervals',
      withIntervals(rows(c.wins, 'win rate', 100), {
        ...axis,
        title: 'win-rate difference (B − A), percentage points',
        percent: false,
      }),
    ),
  ]);
  const title = `tafel compare: ${c.a.entrant} (A) and ${c.b.entrant} (B)`;
  const body = [
    `<h1>${escape(title)}</h1>`,
    `<p class="note">${compareHead(c).map(escape).join('<br>')}</p>`,
    table(COMPARE_HEAD, compareRows(c)),
    `<p><strong>${escape(verdictLine(c))}</strong></p>`,
    `<p class="note">Each game of A is paired with the game of B on the same deal, in the same rotation and seat: the luck of the deal is in both and cancels in the difference. The intervals count deals, not games. The unpaired interval is the width the same games would give had the runs been dealt independently. Both differences are tested, Holm-corrected over the two.</p>`,
    ...charts.map(figure),
    swingsSection(c, pages),
  ];
  return page(title, body.join('\n'));
}

/** The deals where the score moved most each way, with links to their games in A and B. */
function swingsSection(c: RunComparison, pages?: SwingPages): string {
  const games = (indexes: readonly number[], side: ReadonlyMap<number, string> | undefined) =>
    indexes
      .map((i) => {
        const href = side?.get(i);
        return href ? `<a href="${escape(href)}">game ${i}</a>` : `game ${i}`;
      })
      .join(', ');
  const rows = (swings: readonly Swing[]) =>
    swings.map((s) => [String(s.deal), escape(signed(s.diff)), games(s.a, pages?.a), games(s.b, pages?.b)]);
  const part = (title: string, swings: readonly Swing[]) =>
    swings.length
      ? `<h3>${escape(title)}</h3>${table(['deal', 'score, B − A', 'its games in A', 'its games in B'], rows(swings), true)}`
      : '';
  const order = c.lowerIsBetter ? ' (lower is better, so B gained where it went down)' : '';
  return `<section id="swings"><h2>The deals that moved most</h2><p class="note">The deals where ${escape(c.b.entrant)}'s score in B differs most from ${escape(c.a.entrant)}'s in A${escape(order)}: the mean over the deal's paired games, at most ${SWING_CAP} each way. Each game opens in its run's viewer (view/ in its folder).</p>${part('Where B did best', c.swings.bBetter)}${part('Where A did best', c.swings.aBetter)}</section>`;
}
