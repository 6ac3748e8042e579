// The index of a run's games: one row a game with each entrant's score in it and who won,
// sortable by any column (a click on its heading), each game linked to its page where the
// page was written, else the command that writes it.
import { esc } from '../draw/html.js';
import { PAGE_CSS } from './page-parts.js';
import type { ListedGame, RunGames } from './run-games.js';

/** A game's page, relative to the index; undefined where none was written. */
type PageOf = (game: ListedGame) => string | undefined;

/** Each entrant's score in a game: the mean over its seats (a label may sit twice). */
export function entrantScore(game: ListedGame, label: string): number | undefined {
  const seats = game.record.lineup.flatMap((l, s) => (l === label ? [s] : []));
  if (seats.length === 0) return undefined;
  return seats.reduce((sum, s) => sum + game.record.result.scores[s], 0) / seats.length;
}

function winnersOf(game: ListedGame): string {
  const { wins } = game.record.result;
  const best = Math.max(...wins);
  if (best <= 0) return '–';
  return [...new Set(wins.flatMap((w, s) => (w === best ? [game.record.lineup[s]] : [])))].join(' & ');
}

const num = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(1));

/** The index page of `run`'s games (all, or one match's). */
export function indexPage(run: RunGames, pageOf: PageOf, command: (game: ListedGame) => string, title: string): string {
  const labels = [...new Set(run.matches.flatMap((m) => m.labels))];
  const lower = run.matches[0]?.lower === true;
  const tournament = run.kind === 'tournament';
  const head = [
    ...(tournament ? ['<th data-sort="n">match</th>'] : []),
    '<th data-sort="n">game</th>',
    ...labels.map((l) => `<th data-sort="n" class="entrant">${esc(l)}</th>`),
    '<th data-sort="s">won by</th>',
    '<th data-sort="s">end</th>',
    '<th data-sort="n">decisions</th>',
    '<th class="lineup">seats</th>',
  ].join('');
  const rows = run.games.map((g) => {
    const href = pageOf(g);
    const name = href ? `<a href="${esc(href)}">${g.index}</a>` : `<span title="${esc(command(g))}">${g.index}</span>`;
    const { forfeit, capped } = g.record.result;
    const end = forfeit ? `forfeit (seat ${forfeit.seat})` : capped ? 'capped' : 'played out';
    const cells = [
      ...(tournament ? [`<td data-v="${g.match}">${g.match}</td>`] : []),
      `<td data-v="${g.index}">${name}</td>`,
      ...labels.map((l) => {
        const x = entrantScore(g, l);
        return x === undefined ? '<td data-v=""></td>' : `<td data-v="${x}">${num(x)}</td>`;
      }),
      `<td data-v="${esc(winnersOf(g))}">${esc(winnersOf(g))}</td>`,
      `<td data-v="${end}">${end}</td>`,
      `<td data-v="${g.decisions}">${g.decisions}</td>`,
      `<td class="lineup">${g.record.lineup.map((l, s) => `${s}: ${esc(l)}`).join(', ')}</td>`,
    ];
    return `<tr>${cells.join('')}</tr>`;
  });
  const missing = run.games.some((g) => !pageOf(g))
    ? `<p class="note">A game without a link has no page yet: <code>${esc(command(run.games.find((g) => !pageOf(g))!))}</code> writes one (the game's number as <code>--game</code>).</p>`
    : '';
  const body = `<h1>${esc(title)}</h1>
<p class="note">${run.games.length} games; scores are each entrant's in that game (${lower ? 'lower is better' : 'higher is better'}). Click a heading to sort by it.</p>${missing}
<table class="games" id="games"><thead><tr>${head}</tr></thead><tbody>
${rows.join('\n')}
</tbody></table>
<script>${SORT}</script>`;
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title><style>${PAGE_CSS}</style></head>\n<body>\n${body}\n</body></html>\n`;
}

/** Sorting by a heading: numbers as numbers, empty cells last; a second click reverses. */
const SORT = `(() => {
  const table = document.getElementById('games');
  const body = table.tBodies[0];
  table.querySelectorAll('th[data-sort]').forEach((th) => {
    th.setAttribute('aria-sort', 'none');
    th.onclick = () => {
      const col = th.cellIndex;
      const numeric = th.dataset.sort === 'n';
      const dir = th.getAttribute('aria-sort') === 'ascending' ? -1 : 1;
      table.querySelectorAll('th[data-sort]').forEach((h) => h.setAttribute('aria-sort', 'none'));
      th.setAttribute('aria-sort', dir === 1 ? 'ascending' : 'descending');
      const key = (tr) => tr.cells[col].dataset.v;
      const rows = [...body.rows].sort((a, b) => {
        const x = key(a), y = key(b);
        if (x === '' || y === '') return (x === '') - (y === '');
        return dir * (numeric ? Number(x) - Number(y) : x.localeCompare(y));
      });
      body.append(...rows);
    };
  });
})();`;
