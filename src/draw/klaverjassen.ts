// Klaverjassen drawn: the four hands, the bidding, trump and who took it, the trick on the
// table, the round's tricks (who played what, who won, roem), the round's points and
// roem, the game's totals and every scored round with nat and pit.
import type { KlaverjasTrick, KlaverjasView } from '../games/klaverjassen/view.js';
import { box, backs, cards, grid, seatName, suitGlyph, suitedCard } from './html.js';
import { type TablePicture, publicView } from './picture.js';

const SEATS = 4;
const HAND = 8;

/** Cards left in seat s's hand: the view gives only its own, so count what it played. */
function handSize(v: KlaverjasView, s: number): number {
  const played = v.tricks.length + (v.trick && (s - v.trick.leader + SEATS) % SEATS < v.trick.cards.length ? 1 : 0);
  return HAND - played;
}

function face(name: string, marks: TablePicture['marks'], win = false): string {
  const why = marks?.[name];
  const mark = why ? 'signal' : win ? 'win' : undefined;
  return suitedCard(name, { ...(mark ? { mark } : {}), ...(why ? { title: why } : win ? { title: 'wins the trick' } : {}) });
}

function hands(p: TablePicture<KlaverjasView>, v: KlaverjasView): string {
  return Array.from({ length: SEATS }, (_, s) => {
    const own = p.views[s];
    const team = `team ${s % 2}${v.playingTeam === s % 2 ? ' (playing)' : ''}`;
    const turn = v.phase !== 'over' && v.turn === s ? ' to-move' : '';
    const body = own ? cards(own.hand.map((c) => suitedCard(c))) : backs(handSize(v, s));
    return box(`${seatName(s, p.labels)} · ${team}${v.dealer === s ? ' · deals' : ''}`, body, `hand seat-box${turn}`);
  }).join('');
}

function bidding(v: KlaverjasView): string {
  const bids = v.bids.map((b) => `seat ${b.seat}: ${b.bid.replace(/ ([CDHS])$/, (_, s: string) => ' ' + suitGlyph(s))}`);
  const trump = v.trump ? `trump ${suitGlyph(v.trump)} taken by seat ${v.taker}` : 'no trump yet';
  const proposed = v.proposed ? ` · proposed ${suitGlyph(v.proposed)}` : '';
  return box('Bidding', `<p>${trump}${proposed}</p><p>${bids.join(' · ') || '–'}</p>`, 'bidding');
}

function onTable(p: TablePicture<KlaverjasView>, v: KlaverjasView): string {
  const t = v.trick;
  if (!t || t.cards.length === 0) return box('Trick on the table', '<span class="none">–</span>', 'trick');
  const played = t.cards.map(
    (c, i) => `${seatName((t.leader + i) % SEATS)} ${face(c, p.marks, (t.leader + i) % SEATS === t.winning)}`,
  );
  return box('Trick on the table', `<p>${played.join(' ')}</p>`, 'trick');
}

/** The round's tricks, one column per seat, so a seat's cards read down its column. */
function tricks(p: TablePicture<KlaverjasView>, list: readonly KlaverjasTrick[]): string {
  const rows = list.map((t, i) => {
    const bySeat = Array.from({ length: SEATS }, (_, s) => {
      const c = t.cards[(s - t.leader + SEATS) % SEATS];
      return `${face(c, p.marks, s === t.winner)}${s === t.leader ? ' <small>led</small>' : ''}`;
    });
    return [String(i + 1), ...bySeat, `seat ${t.winner}`, t.roem ? String(t.roem) : ''];
  });
  return box(
    'Tricks this round',
    grid(['#', ...Array.from({ length: SEATS }, (_, s) => seatName(s)), 'won by', 'roem'], rows),
    'tricks',
  );
}

function scores(v: KlaverjasView): string {
  const row = (name: string, xs: readonly number[]): string[] => [name, String(xs[0]), String(xs[1])];
  return box(
    'Points',
    grid(
      ['', 'team 0 (0+2)', 'team 1 (1+3)'],
      [
        row('card points', v.points),
        row('roem', v.roem),
        row('tricks', v.tricksWon),
        row('game total', v.totals),
        row('roem in game', v.roemTotals),
      ],
    ),
    'points',
  );
}

function history(v: KlaverjasView): string {
  const rows = v.history.map((r, i) => [
    String(i + 1),
    suitGlyph(r.trump),
    `team ${r.playingTeam}`,
    r.nat ? '<b class="nat">nat</b>' : '',
    r.pit ? '<b class="pit">pit</b>' : '',
    String(r.scores[0]),
    String(r.scores[1]),
  ]);
  return box(
    'Rounds scored',
    rows.length ? grid(['round', 'trump', 'played by', 'nat', 'pit', 'team 0', 'team 1'], rows) : '–',
    'history',
  );
}

/** The table as HTML. */
export function drawKlaverjassen(p: TablePicture<KlaverjasView>): string {
  const v = publicView(p);
  const head = `<p class="status">round ${v.round + 1} of ${v.rounds} · ${v.phase === 'over' ? 'game over' : `${v.phase}, seat ${v.turn} to move`}${
    v.pendingRoem ? ` · roem ${v.pendingRoem} to claim` : ''
  }</p>`;
  return `<div class="table klaverjassen">${head}<div class="seats">${hands(p, v)}</div><div class="middle">${bidding(v)}${onTable(p, v)}</div>${tricks(
    p,
    v.tricks,
  )}<div class="middle">${scores(v)}${history(v)}</div></div>`;
}
