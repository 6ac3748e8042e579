// Fatima drawn: each seat's hand (the cards it picked up in view marked), hand points and
// total, who is out; the discard pile with its top group and the draw pile.
import type { FatimaView } from '../games/fatima/view.js';
import { pointsOf } from '../games/fatima/notation.js';
import { box, backs, cards, grid, seatName, suitedCard } from './html.js';
import { type TablePicture, publicView } from './picture.js';

/** The table as HTML. */
export function drawFatima(p: TablePicture<FatimaView>): string {
  const v = publicView(p);
  const status =
    v.phase === 'over'
      ? 'game over'
      : `round ${v.round + 1} · seat ${v.current} to ${v.phase === 'discard' ? 'call or discard' : 'pick up'}`;
  const rows = Array.from({ length: v.players }, (_, s) => {
    const own = p.views[s];
    const picked = new Set(v.pickedUp[s]);
    const hand = own
      ? cards(own.hand.map((c) => suitedCard(c, picked.has(c) ? { mark: 'picked', title: 'picked up in view' } : {})))
      : `${cards(v.pickedUp[s].map((c) => suitedCard(c, { mark: 'picked', title: 'picked up in view' })))} ${backs(v.handSizes[s] - v.pickedUp[s].length)}`;
    const points = own ? String(pointsOf(own.hand)) : '?';
    const out = v.out[s] === null ? '' : `out after round ${v.out[s]! + 1}`;
    return [seatName(s, p.labels), hand, points, `<b class="total" data-seat="${s}">${v.totals[s]}</b>`, out];
  });
  const under = v.pile.slice(0, v.pile.length - v.top.cards.length);
  const pile = box(
    'Discard pile',
    `<p>top (${v.top.kind}): ${cards(v.top.cards.map((c) => suitedCard(c, { mark: 'top' })))}</p><p class="under">under it: ${cards(under.map((c) => suitedCard(c)))}</p>`,
    'pile',
  );
  const draw = box('Draw pile', `<p>${v.drawSize} cards · rebuilt ${v.reshuffles} times this round</p>`, 'pile');
  const seats = box('Seats', grid(['seat', 'hand', 'hand points', 'total', ''], rows), 'seat-box');
  return `<div class="table fatima"><p class="status">${status}</p>${seats}<div class="middle">${pile}${draw}</div></div>`;
}
