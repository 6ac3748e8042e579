// What the viewer's pages share: their stylesheet, a game's result in words, and JSON made
// safe to stand inside a <script>.
import { esc } from '../draw/html.js';
import type { GameRecord } from '../sim/record.js';

export const PAGE_CSS = `body{font:15px/1.45 system-ui,sans-serif;margin:1.2em auto;max-width:1240px;color:#222;padding:0 1em;box-sizing:border-box}
h1{font-size:20px;margin:.2em 0}header p{margin:.2em 0}
.controls{position:sticky;top:0;background:#fff;padding:.4em 0;display:flex;flex-wrap:wrap;gap:.4em;align-items:center;border-bottom:1px solid #ddd;z-index:1}
.controls button{font:inherit;padding:.2em .7em}
.decision{font-weight:600;font-size:16px;margin:.6em 0 .2em}.advice{color:#255;margin:.1em 0 .6em}
.note{color:#555;font-size:13px}
table.games{border-collapse:collapse}table.games td,table.games th{padding:.15em .6em;border-bottom:1px solid #ddd;text-align:right;white-space:nowrap}
table.games th{cursor:pointer;user-select:none}table.games th[aria-sort]::after{content:" ↕";color:#999}
table.games td.lineup,table.games th.lineup{text-align:left;white-space:normal}`;

/** JSON inside a <script>: `<` written as \\u003c, so no value can close the element. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** Who won, the scores by seat, and a forfeit or cap. */
export function resultWords(record: GameRecord): string {
  const { scores, wins, forfeit, capped } = record.result;
  const best = Math.max(...wins);
  const winners = wins.flatMap((w, s) => (w === best && best > 0 ? [`seat ${s} (${esc(record.lineup[s])})`] : []));
  const scoreList = scores.map((x, s) => `seat ${s}: ${x}`).join(', ');
  const end = forfeit ? ` · seat ${forfeit.seat} forfeited: ${esc(forfeit.reason)}` : capped ? ' · capped' : '';
  return `${winners.length ? `won by ${winners.join(' and ')}` : 'no winner'} · scores ${scoreList}${end}`;
}
