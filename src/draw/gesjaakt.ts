// Gesjaakt drawn: the face-up card with its chips, the pile left, and each seat's chips,
// taken cards in runs (only a run's lowest card counts) and penalty points.
import type { GesjaaktView } from '../games/gesjaakt/view.js';
import { penaltyPoints, runsOf } from '../games/gesjaakt/notation.js';
import { box, card, cards, grid, seatName } from './html.js';
import { type TablePicture, publicView } from './picture.js';

/** The table as HTML. */
export function drawGesjaakt(p: TablePicture<GesjaaktView>): string {
  const v = publicView(p);
  const over = v.card === 0; // the observation's card once the pile is gone
  const middle = over
    ? box('Middle', '<p>the pile is gone: game over</p>', 'pile')
    : box(
        'Middle',
        `<p>${card(String(v.card), { name: String(v.card) })} with <b class="pot">${v.pot}</b> chips · ${v.cardsLeft} cards face down</p>`,
        'pile',
      );
  const rows = v.taken.map((taken, s) => [
    seatName(s, p.labels),
    `<b class="chips" data-seat="${s}">${v.chips[s]}</b>`,
    runsOf(taken)
      .map((run) => cards(run.map((c) => card(String(c), { name: String(c) }))))
      .join(' '),
    String(penaltyPoints(taken, v.chips[s])),
  ]);
  const seats = box('Seats', grid(['seat', 'chips', 'taken (in runs)', 'points'], rows), 'seat-box');
  return `<div class="table gesjaakt"><p class="status">${over ? 'game over' : `${v.players} players`}</p><div class="middle">${middle}</div>${seats}</div>`;
}
