// One game's page: every step of the game (the deal, then each decision) with the table
// after it, stepped forward and back, to the start and the end, by buttons and by the
// keyboard (← → Home End), and a toggle that shows the table as one seat saw it. The
// steps' drawings travel gzipped in the page and are unpacked by the browser's own
// DecompressionStream: the page is one file, works offline and fetches nothing. Each
// drawing is cut into its boxes and rows, and a piece that recurs (a hand not played
// from, a finished trick's row) is kept once: a Klaverjassen game's five tables a step
// come to some 15 MB whole, 1.2 MB in pieces (the page 75 kB, not 230).
import { gzipSync } from 'node:zlib';
import { TABLE_CSS } from '../draw/draw.js';
import { esc } from '../draw/html.js';
import type { GameRecord } from '../sim/record.js';
import { JACHT_MODEL } from './marks.js';
import type { Step } from './steps.js';
import { PAGE_CSS, resultWords, scriptJson } from './page-parts.js';

/** Where the page came from, for its heading and its link back to the index. */
interface GameHeading {
  readonly title: string;
  /** The index page, relative to this one. */
  readonly index?: string;
}

/** The page of one game. */
export function gamePage(record: GameRecord, steps: readonly Step[], heading: GameHeading): string {
  const data = gzipSync(JSON.stringify(packSteps(steps))).toString('base64');
  const seats = record.lineup.map((bot, s) => `<option value="${s + 1}">seat ${s} (${esc(bot)}) only</option>`).join('');
  const model = record.game === 'jacht' ? `<p class="note">Advice: ${esc(JACHT_MODEL)}.</p>` : '';
  const back = heading.index ? `<a href="${esc(heading.index)}">all games</a> · ` : '';
  const body = `<header><p>${back}${esc(record.game)}</p><h1>${esc(heading.title)}</h1>
<p class="result">${resultWords(record)}</p></header>
<nav class="controls">
<button id="start" title="Home">|◀ start</button><button id="back" title="←">◀ back</button>
<button id="forward" title="→">forward ▶</button><button id="end" title="End">end ▶|</button>
<span id="position"></span>
<label>see <select id="seat"><option value="0">every hand open</option>${seats}</select></label>
</nav>
<p id="decision" class="decision"></p><p id="advice" class="advice"></p>${model}
<div id="table" data-step="-1"></div>
<script type="application/octet-stream" id="steps">${data}</script>
<script>const LINEUP = ${scriptJson(record.lineup)};
${SCRIPT}</script>`;
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${esc(heading.title)}</title><style>${PAGE_CSS}${TABLE_CSS}</style></head>\n<body>\n${body}\n</body></html>\n`;
}

/** Where a drawing is cut: before each box, row and paragraph (the pieces, joined, are
 * the drawing again, character for character). */
const PIECE = /(?=<(?:section|tr|div|p)[ >])/;

/** The steps as the page carries them: `pieces`, each distinct piece of any drawing once,
 * and per step [seat, decision, advice, tables], each table the indexes of its pieces. */
function packSteps(steps: readonly Step[]): { pieces: string[]; steps: [number, string, string, number[][]][] } {
  const pieces: string[] = [];
  const indexOf = new Map<string, number>();
  const ref = (piece: string): number => {
    let i = indexOf.get(piece);
    if (i === undefined) {
      i = pieces.push(piece) - 1;
      indexOf.set(piece, i);
    }
    return i;
  };
  const packed = steps.map((s): [number, string, string, number[][]] => [
    s.seat,
    s.decision,
    s.advice ?? '',
    s.tables.map((table) => table.split(PIECE).map(ref)),
  ]);
  return { pieces, steps: packed };
}

/** The page's script: unpack the steps, then draw step `at` from the chosen seat. */
const SCRIPT = `(async () => {
  const bytes = Uint8Array.from(atob(document.getElementById('steps').textContent), (c) => c.charCodeAt(0));
  const text = await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).text();
  const { pieces, steps } = JSON.parse(text);
  const $ = (id) => document.getElementById(id);
  const seat = $('seat');
  let at = 0;
  const show = (to) => {
    at = Math.max(0, Math.min(steps.length - 1, to));
    const [who, decision, advice, tables] = steps[at];
    $('position').textContent = 'step ' + at + ' of ' + (steps.length - 1);
    $('decision').textContent = who < 0 ? decision : 'seat ' + who + ' (' + LINEUP[who] + '): ' + decision;
    $('advice').textContent = advice;
    const table = $('table');
    table.innerHTML = tables[Number(seat.value)].map((i) => pieces[i]).join('');
    table.dataset.step = String(at);
    table.dataset.seat = String(Number(seat.value) - 1);
    history.replaceState(null, '', '#' + at);
  };
  $('start').onclick = () => show(0);
  $('back').onclick = () => show(at - 1);
  $('forward').onclick = () => show(at + 1);
  $('end').onclick = () => show(steps.length - 1);
  seat.onchange = () => show(at);
  document.addEventListener('keydown', (e) => {
    if (e.target instanceof HTMLSelectElement) return;
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: steps.length - 1 }[e.key];
    if (to !== undefined) { e.preventDefault(); show(to); }
  });
  show(Number(location.hash.slice(1)) || 0);
})();`;
