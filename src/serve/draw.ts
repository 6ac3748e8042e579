// The seat's table, drawn as the viewer draws it (src/draw) from the seat's view alone:
// the picture holds the person's view and nothing for the other seats, so another seat's
// hidden cards are absent from the data the page gets, not merely hidden on it.
import { drawTable, pictureOfView } from '../draw/draw.js';
import type { PageTable } from './page.js';

/** HTML for what the person's seat sees: its view, or the deal under way before it. */
export function drawSeat(table: PageTable, view: unknown): string {
  if (view === null || view === undefined) return '<p class="waiting">the cards are being dealt…</p>';
  const labels = table.lineup.map((label, s) => (s === table.seat ? 'you' : label));
  return drawTable(pictureOfView(table.game, table.lineup.length, table.seat, view, labels));
}
