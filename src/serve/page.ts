// The page a person plays on: one self-contained HTML file with its own small script (no
// library, nothing fetched but the session's own state). It asks for the state since the
// version it has, draws it, and posts the person's clicks; body's data-phase and
// data-turn say where the game stands (tests wait on them).
import { TABLE_CSS } from '../draw/draw.js';
import { esc } from '../draw/html.js';

/** What the page knows of the table from the start. */
export interface PageTable {
  readonly game: string;
  readonly name: string;
  /** The lineup by seat, `person` in the person's. */
  readonly lineup: readonly string[];
  readonly seat: number;
  /** 'lower' where a lower score is the better one. */
  readonly better: 'higher' | 'lower';
}

const STYLE = `
body { font: 15px/1.4 system-ui, sans-serif; margin: 1.5em auto; max-width: 60em; padding: 0 1em; color: #222; }
h1 { font-size: 1.3em; margin: 0 0 .3em; }
#status { margin: .5em 0 1em; font-weight: 600; }
#table { border: 1px solid #ccc; border-radius: 6px; padding: .5em 1em; background: #f6faf6; }
#choices { margin: 1em 0; display: flex; flex-wrap: wrap; gap: .4em; }
#choices button, #after button { font: inherit; padding: .3em .8em; cursor: pointer; }
table.score { border-collapse: collapse; margin: 1em 0; }
table.score th, table.score td { border-bottom: 1px solid #ddd; padding: .2em .8em; text-align: right; }
table.score th:first-child, table.score td:first-child { text-align: left; }
tr.you { font-weight: 600; background: #fff6d6; }
`;

/** The page's script. It is served with a nonce, and the CSP allows nothing else. */
const SCRIPT = `
const table = JSON.parse(document.getElementById('setup').textContent);
const base = location.pathname.endsWith('/') ? location.pathname : location.pathname + '/';
const $ = (id) => document.getElementById(id);
let version = 0;
let current = null;

function text(tag, words, cls) { const e = document.createElement(tag); e.textContent = words; if (cls) e.className = cls; return e; }
function post(path, body) {
  return fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
}
function scoreTable(s) {
  const t = document.createElement('table');
  t.className = 'score';
  const head = t.insertRow();
  for (const h of ['seat', 'this game', 'session: score', 'wins']) head.appendChild(text('th', h));
  table.lineup.forEach((label, seat) => {
    const row = t.insertRow();
    if (seat === table.seat) row.className = 'you';
    row.appendChild(text('td', seat + ' ' + (seat === table.seat ? 'you' : label)));
    row.appendChild(text('td', s.result ? String(s.result.scores[seat]) : ''));
    row.appendChild(text('td', String(s.totals.scores[seat])));
    row.appendChild(text('td', String(Math.round(s.totals.wins[seat] * 100) / 100)));
  });
  return t;
}
function render(s) {
  current = s;
  document.body.dataset.phase = s.phase;
  document.body.dataset.turn = String(s.turn);
  document.body.dataset.number = String(s.number);
  $('table').innerHTML = s.drawing;
  const status = { play: 'the bots are playing…', turn: 'your turn: choose', over: 'game over', ended: 'the session has ended' };
  $('status').textContent = 'game ' + s.number + ' (seed ' + s.seed + '): ' + status[s.phase] + (s.problem ? ' — ' + s.problem : '');
  const choices = $('choices');
  choices.replaceChildren();
  if (s.phase === 'turn') {
    s.legal.forEach((words, i) => {
      const b = text('button', words, 'choice');
      b.dataset.choice = String(i);
      b.addEventListener('click', () => {
        for (const other of choices.querySelectorAll('button')) other.disabled = true;
        void post('act', { turn: s.turn, choice: i });
      });
      choices.appendChild(b);
    });
  }
  $('score').replaceChildren(scoreTable(s), text('p', (table.better === 'lower' ? 'lower scores are better; ' : '') + s.totals.games + ' game(s) over this session'));
  const after = $('after');
  after.replaceChildren();
  if (s.phase === 'over') {
    const next = text('button', 'another game (seed ' + (s.seed + 1) + ')', 'next');
    next.addEventListener('click', () => { next.disabled = true; void post('next'); });
    const end = text('button', 'end the session', 'end');
    end.addEventListener('click', () => { end.disabled = true; void post('end'); });
    after.append(next, end);
  }
}
async function follow() {
  for (;;) {
    let s;
    try {
      const r = await fetch(base + 'state?since=' + version);
      if (!r.ok) throw new Error(String(r.status));
      s = await r.json();
    } catch {
      document.body.dataset.phase = 'ended';
      $('status').textContent = current ? 'the session has ended' : 'the server cannot be reached';
      return;
    }
    version = s.version;
    render(s);
    if (s.phase === 'ended') return;
  }
}
void follow();
`;

export function pageHtml(table: PageTable, nonce: string): string {
  // JSON in a script element: '<' escaped so no text of it can close the element.
  const setup = JSON.stringify(table).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer">
<title>tafel: ${esc(table.name)}</title><style>${TABLE_CSS}${STYLE}</style></head>
<body data-phase="play" data-turn="0">
<h1>${esc(table.name)}: you are seat ${table.seat}</h1>
<div id="status">connecting…</div>
<div id="table"></div>
<div id="choices"></div>
<div id="after"></div>
<div id="score"></div>
<script type="application/json" id="setup">${setup}</script>
<script nonce="${nonce}">${SCRIPT}</script>
</body></html>
`;
}
