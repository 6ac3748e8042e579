// Jatten drawn: each seat's hand (with its swindler while it holds it) and face-up
// collection, the cards drawn this turn in the middle, the discard pile and the deck.
import type { JattenView } from '../games/jatten/view.js';
import { box, backs, card, cards, grid, seatName } from './html.js';
import { type TablePicture, publicView } from './picture.js';

/** A card by its name (`3`, `3eye`, `swindler`): its number, its symbol in small type. */
function face(name: string): string {
  const m = /^(\d+)(\D*)$/.exec(name);
  return m ? card(`${m[1]}${m[2] ? `<small>${m[2]}</small>` : ''}`, { name }) : card(name, { name, mark: 'swindler' });
}

/** The table as HTML. */
export function drawJatten(p: TablePicture<JattenView>): string {
  const v = publicView(p);
  const victim = v.victim === null ? '' : ` stealing from ${v.victim === 'deck' ? 'the deck' : `seat ${v.victim}`}`;
  const over = v.phase === 'over';
  const status = over
    ? `game over · winner seat ${v.winner ?? '–'}`
    : `game ${v.gameIndex + 1} of ${v.games} · turn ${v.turn + 1} · seat ${v.thief} (${v.phase})${victim}`;
  const rows = Array.from({ length: v.players }, (_, s) => {
    const own = p.views[s];
    const hand = own ? cards(own.hand.map(face)) : backs(v.handSizes[s]);
    const swindler = v.hasSwindler[s] ? ' + swindler' : '';
    return [seatName(s, p.labels), `${hand}${swindler}`, cards(v.collections[s].map(face)), String(v.points[s])];
  });
  const middle = box(
    'Middle',
    `<p>${cards(v.middle.map(face))}</p><p>deck: ${v.deckSize} cards · reshuffles: ${v.reshuffles}</p>`,
    'pile',
  );
  const discard = box('Discard pile', cards(v.discard.map(face)), 'pile');
  const seats = box('Seats', grid(['seat', 'hand', 'collection', 'points'], rows), 'seat-box');
  return `<div class="table jatten"><p class="status">${status}</p>${seats}<div class="middle">${middle}${discard}</div></div>`;
}
