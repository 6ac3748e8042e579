// report.html: one self-contained page (inline SVG, inline CSS, no script, nothing fetched
// when it is opened) with the standings, verdicts and charts of every event of a
// tournament (a sweep's page, in src/sweep/html.ts, is built of the same pieces).
import type { EventSummary, TournamentSummary } from '../tournament/run.js';
import { type Chart, heatMap, histograms, render, withIntervals } from './charts.js';
import { count, perTable, scoreHeading } from './format.js';
import { FORFEIT_SCORES, forfeitText, moreForfeits } from './forfeits.js';
import { type Rows, figureRows, pairRows, stackedPairs } from './run-rows.js';
import { eventSprtLines } from './sprt.js';
import {
  RATING_SCALE,
  STANDINGS_ORDER,
  forfeitedEverywhere,
  standingFigures,
  strongestLine,
  tournamentSandboxLines,
  verdicts,
} from './standings.js';
import type { GameLinkGroup } from './game-links.js';
import { GAUNTLET_NOTE, gauntletCaption, gauntletHead, gauntletRows } from './gauntlet.js';

const STYLE = `body{font:15px/1.45 system-ui,sans-serif;margin:2em auto;max-width:1100px;color:#222;padding:0 1em}
table{border-collapse:collapse;margin:.6em 0}td,th{padding:.2em .7em;border-bottom:1px solid #ddd;text-align:right}
td:nth-child(2),th:nth-child(2){text-align:left}figure{margin:1.2em 0}figcaption{font-weight:600;margin-bottom:.3em}
.note{color:#555}code{background:#f4f4f4;padding:0 .2em}
td{white-space:nowrap}td:nth-child(2){white-space:normal;overflow-wrap:anywhere}figure svg{max-width:100%;height:auto}
.contents ol{columns:2}.game-links{columns:2}
.run-table td:first-child,.run-table th:first-child{white-space:normal;text-align:left}`;

export function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function page(title: string, body: string): string {
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title><style>${STYLE}</style></head>\n<body>\n${body}\n</body></html>\n`;
}

export function figure(chart: Chart): string {
  return `<figure class="chart"><figcaption>${escape(chart.title)}</figcaption>${chart.svg}</figure>`;
}

/** A table of text cells; `html` where the cells are markup already escaped (links). */
export function table(head: string[], rows: string[][], html = false): string {
  const th = head.map((h) => `<th>${escape(h)}</th>`).join('');
  const cell = (c: string) => `<td>${html ? c : escape(c)}</td>`;
  const trs = rows.map((r) => `<tr>${r.map(cell).join('')}</tr>`).join('\n');
  return `<table><thead><tr>${th}</tr></thead><tbody>\n${trs}\n</tbody></table>`;
}

/** One event's section of the page. Long as the section is: its charts' specs and its
 * tables, each declared once, in the order the page shows them. */
async function eventSection(e: EventSummary): Promise<string> {
  const order = e.standings.map((s) => s.label);
  const rows = e.standings.map((s) => ({
    entrant: s.label,
    games: s.games,
    winRate: s.winRate,
    winLow: s.winRateCI[0],
    winHigh: s.winRateCI[1],
    score: s.meanScore,
    scoreLow: s.meanScoreCI[0],
    scoreHigh: s.meanScoreCI[1],
    rating: s.rating.points,
    ratingLow: s.rating.interval[0],
    ratingHigh: s.rating.interval[1],
  }));
  const cells = e.standings.flatMap((s) => s.scores.map(([score, games]) => ({ entrant: s.label, score, games })));
  const matrix = e.entrantLabels.flatMap((a, i) =>
    e.entrantLabels.flatMap((b, j) =>
      e.matrix.ahead[i][j] === null ? [] : [{ a, b, ahead: e.matrix.ahead[i][j], games: e.matrix.games[i][j] }],
    ),
  );
  const charts = await Promise.all([
    render(
      `Standings: ${scoreHeading('mean score', e.betterScore)} with its 95% interval (${count(e.games)} games)`,
      // A side that forfeited every game has no score to draw.
      withIntervals(
        rows.filter((_, i) => e.standings[i].scoredGames > 0),
        {
          y: 'entrant',
          x: 'score',
          low: 'scoreLow',
          high: 'scoreHigh',
          title: scoreHeading('mean score', e.betterScore),
          percent: false,
        },
      ),
    ),
    render(
      'Win rate with its 95% Wilson interval',
      withIntervals(rows, {
        y: 'entrant',
        x: 'winRate',
        low: 'winLow',
        high: 'winHigh',
        title: 'win rate',
        percent: true,
      }),
    ),
    render(scoreHeading('Score distributions', e.betterScore), histograms(cells, order)),
    render('Head to head: how often the row finished ahead of the column', heatMap(matrix, order)),
    render(
      `Ratings: ${RATING_SCALE}, with their 95% intervals`,
      withIntervals(rows, {
        y: 'entrant',
        x: 'rating',
        low: 'ratingLow',
        high: 'ratingHigh',
        title: 'rating (points)',
        percent: false,
      }),
    ),
  ]);
  const standings = table(
    [
      '#',
      'entrant',
      'bot',
      'games',
      'win rate',
      '95% CI',
      scoreHeading('mean score', e.betterScore),
      '95% CI',
      'rating',
      '95% CI',
      'rated games',
      'forfeits',
    ],
    e.standings.map((s, i) => [String(i + 1), s.label, s.bot, ...standingFigures(s)]),
  );
  const more = moreForfeits(e.forfeits.length, e.forfeitCount, 'records.jsonl holds every one');
  const forfeits = e.forfeitCount
    ? `<h3>Forfeits (${count(e.forfeitCount)})</h3><ul>${e.forfeits
        .map((f) => `<li>${escape(`table ${f.table + 1}, ${forfeitText(f, e.entrantLabels[f.entrant])}`)}</li>`)
        .join('')}${more ? `<li>${escape(more)}</li>` : ''}</ul>`
    : '<p class="note">No forfeits.</p>';
  const tables = table(
    ['table', 'lineup', 'games', 'digest'],
    e.tables.map((t, i) => [String(i + 1), t.entrants.map((x) => x.bot).join(', '), count(t.games), t.digest.slice(0, 16)]),
  );
  const strongest = strongestLine(e);
  return [
    `<section class="event"><h2>${escape(e.title)}</h2>`,
    `<p class="note">${count(e.tables.length)} table(s), ${count(e.games)} games${perTable(e)}, format ${escape(e.format)}.</p>`,
    // An sprt event's verdict as the terminal prints it.
    ...(e.sprt ? [`<h3>SPRT</h3><pre>${escape(eventSprtLines(e).join('\n'))}</pre>`] : []),
    ...(strongest ? [`<p class="headline"><strong>${escape(strongest)}</strong></p>`] : []),
    `<p class="note">${escape(STANDINGS_ORDER)}</p>`,
    standings,
    ...(e.forfeitCount ? [`<p class="note">${escape(FORFEIT_SCORES)}.</p>`] : []),
    e.gauntlet ? gauntletSection(e) : verdictList(e),
    ...runTables(e),
    ...charts.map(figure),
    forfeits,
    `<details><summary>Tables</summary>${tables}</details></section>`,
  ].join('\n');
}

/** An event of one table (a match, a play): the game's own figures and, on duplicate
 * deals, the paired differences, as the terminal shows them. A pool's tables are many:
 * summary.json keeps each one's. */
function runTables(e: EventSummary): string[] {
  if (e.tables.length !== 1) return [];
  const [run] = e.tables;
  const paired = pairRows(run);
  const shown = (title: string, r: Rows | undefined) => {
    if (!r) return [];
    // A figure's interval is under it, as in the terminal.
    const cells = r.rows.map((row) => row.map((c) => c.split('\n').map(escape).join('<br>')));
    const note = r.note ? `<p class="note">${escape(r.note)}.</p>` : '';
    const body = `<div class="run-table">${table([...r.head], cells, true)}</div>`;
    return [`<h3>${title}</h3><p class="note">${escape(r.caption)}</p>${body}${note}`];
  };
  return [...shown('Game figures', figureRows(run)), ...shown('Paired on duplicate deals', paired && stackedPairs(paired))];
}

function verdictList(e: EventSummary): string {
  const items = verdicts(e).map((v) => `<li>${escape(v)}</li>`);
  return `<h3>Verdicts</h3><p class="note">How often the first finished ahead of the second where both played, with its 95% interval; Holm-corrected over all pairs.</p><ul>${items.join('')}</ul>`;
}

/** A gauntlet's table per challenger, in place of the verdicts (they are its rows). */
function gauntletSection(e: EventSummary): string {
  const g = e.gauntlet!;
  const tables = g.challengers.map(
    (c) => `<p>${escape(gauntletCaption(g, c))}</p>${table(gauntletHead(e.game), gauntletRows(c))}`,
  );
  return `<h3>Gauntlet</h3>${tables.join('\n')}<p class="note">${escape(GAUNTLET_NOTE)}.</p>`;
}

/** The report's links into the viewer, anchored #games; empty without links. */
function gameLinksSection(groups: readonly GameLinkGroup[]): string {
  const shown = groups.filter((g) => g.links.length > 0);
  if (shown.length === 0) return '';
  const lists = shown.map(
    (g) =>
      `<h3>${escape(g.title)}</h3><p class="note">${escape(g.note)}</p><ul class="game-links">${g.links
        .map((l) => `<li><a href="${escape(l.href)}">${escape(l.text)}</a></li>`)
        .join('')}</ul>`,
  );
  return `<section id="games"><h2>Games to look at</h2><p class="note">Each link opens the game in the viewer (view/ beside this page), stepped by ← and →; <code>tafel view</code> on this folder writes the index of every game.</p>${lists.join('\n')}</section>`;
}

/** The page's contents: a link to each event's section and to the games, when there is
 * more than one place to go. */
function contents(t: TournamentSummary, games: boolean): string {
  const items = t.events.map((e, i) => `<li><a href="#event-${i + 1}">${escape(e.title)}</a></li>`);
  if (games) items.push('<li><a href="#games">Games to look at</a></li>');
  return items.length > 1 ? `<nav class="contents"><h2>Contents</h2><ol>${items.join('')}</ol></nav>` : '';
}

export async function tournamentHtml(t: TournamentSummary, links: readonly GameLinkGroup[] = []): Promise<string> {
  const sections = [];
  for (const [i, e] of t.events.entries())
    sections.push((await eventSection(e)).replace('<section class="event">', `<section class="event" id="event-${i + 1}">`));
  const head = `<h1>${escape(t.name)}</h1><p class="note">${count(t.games)} games · seed ${t.seed} · digest <code>${t.digest}</code>${t.complete ? '' : ' · stopped early'}</p>`;
  const every = forfeitedEverywhere(t);
  const warning = [...tournamentSandboxLines(t), ...(every ? [every] : [])].map(
    (line) => `<p class="note"><strong>${escape(line)}</strong></p>`,
  );
  const games = gameLinksSection(links);
  return page(t.name, [head, ...warning, contents(t, games !== ''), ...sections, games].join('\n'));
}
