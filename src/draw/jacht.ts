// Jacht drawn: the five dice of the roll, the rolls used, and every seat's sheet filling
// in, row by row, with its total.
import { CATEGORY_IDS } from '../games/jacht/categories.js';
import type { JachtView } from '../games/jacht/view.js';
import { box, grid, seatName } from './html.js';
import { type TablePicture, publicView } from './picture.js';

const PIPS = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

/** A die: its face glyph, with the number for readers and for tests. */
const die = (face: number): string => `<span class="die" data-face="${face}" title="${face}">${PIPS[face] ?? face}</span>`;

/** The table as HTML. */
export function drawJacht(p: TablePicture<JachtView>): string {
  const v = publicView(p);
  const over = v.round >= CATEGORY_IDS.length;
  const status = over ? 'game over' : `turn ${v.round + 1} of 12 · seat ${v.seat} to move · roll ${v.rollsUsed} of 3`;
  const dice = over ? '' : box('Dice', `<p class="dice">${v.dice.map(die).join(' ')}</p>`, 'dice-box');
  const seats = Array.from({ length: v.players }, (_, s) => s);
  const rows = CATEGORY_IDS.map((row) => [row, ...seats.map((s) => (v.sheets[s][row] === null ? '' : String(v.sheets[s][row])))]);
  rows.push(['<b>total</b>', ...seats.map((s) => `<b class="total" data-seat="${s}">${v.totals[s]}</b>`)]);
  const sheets = box('Sheets', grid(['row', ...seats.map((s) => seatName(s, p.labels))], rows, 'sheets'), 'sheet-box');
  return `<div class="table jacht"><p class="status">${status}</p><div class="middle">${dice}${sheets}</div></div>`;
}
