// The drawing of each game's table, from the full state and from one seat's view: a seat's
// drawing holds its own hand and no card of another's (absent from the HTML, not hidden),
// and the full drawing every hand.
import { describe, expect, it } from 'vitest';
import { SeededChance } from '../../src/core/chance.js';
import type { AnyGame } from '../../src/core/game.js';
import { drawTable, pictureOfState, pictureOfView } from '../../src/draw/draw.js';
import { findGame, resolveOptions } from '../../src/games/registry.js';

/** Game `id` after `steps` decisions, each the first legal action of the seeded deal. */
function stateAfter(id: string, players: number, steps: number) {
  const game: AnyGame = findGame(id);
  const options = resolveOptions(game, {});
  const chance = new SeededChance(11);
  const state = game.setup(players, options, chance);
  for (let i = 0; i < steps && !game.isTerminal(state); i++) game.apply(state, game.legalActions(state)[0], chance);
  return { game, state };
}

/** The card names a drawing shows, by `data-card`. */
const shown = (html: string): string[] => [...html.matchAll(/data-card="([^"]+)"/g)].map((m) => m[1]);

describe('drawTable', () => {
  it('Klaverjassen: every hand open in the full picture, only its own in a seat picture', () => {
    const { game, state } = stateAfter('klaverjassen', 4, 1); // a bid made, no card played
    const full = pictureOfState(game, state, 4);
    expect(shown(drawTable(full)).sort()).toHaveLength(32);
    const hands = full.views.map((v) => (v as { hand: string[] }).hand);
    for (let seat = 0; seat < 4; seat++) {
      const html = drawTable(pictureOfView('klaverjassen', 4, seat, full.views[seat]));
      expect(shown(html).sort()).toEqual([...hands[seat]].sort());
      expect(html).toContain('card back');
    }
  });

  it('Klaverjassen: a signal mark is drawn on its card with why', () => {
    const { game, state } = stateAfter('klaverjassen', 4, 12);
    const full = pictureOfState(game, state, 4);
    const played = (full.views[0] as { tricks: { cards: string[] }[] }).tricks[0].cards[1];
    const marked = drawTable({ ...full, marks: { [played]: 'opsein: shows the ace' } });
    expect(marked).toMatch(new RegExp(`mark-signal" data-card="${played}" title="opsein: shows the ace"`));
  });

  it('Jatten and Fatima: a seat picture shows its own hand and backs for the others', () => {
    for (const [id, players] of [
      ['jatten', 3],
      ['fatima', 3],
    ] as const) {
      const { game, state } = stateAfter(id, players, 2);
      const full = pictureOfState(game, state, players);
      const fullHtml = drawTable(full);
      const seatHtml = drawTable(pictureOfState(game, state, players, { seat: 1 }));
      const own = (full.views[1] as { hand: string[] }).hand;
      for (const c of own) expect(seatHtml).toContain(`data-card="${c}"`);
      expect(seatHtml).toContain('card back');
      expect(fullHtml).not.toContain('card back');
      // The seat picture lacks exactly the other seats' hidden cards: their hands, less
      // what they picked up in view (Fatima), which every seat saw.
      const views = full.views as { handSizes: number[]; pickedUp?: string[][] }[];
      const hidden = views[1].handSizes.reduce(
        (n, size, s) => (s === 1 ? n : n + size - (views[1].pickedUp?.[s].length ?? 0)),
        0,
      );
      expect(hidden).toBeGreaterThan(0);
      expect(shown(fullHtml).length - shown(seatHtml).length).toBe(hidden);
    }
  });

  it('Jacht: the dice and both sheets with their totals', () => {
    const { game, state } = stateAfter('jacht', 2, 7);
    const html = drawTable(pictureOfState(game, state, 2, { labels: ['optimal', 'greedy <x>'] }));
    const v = pictureOfState(game, state, 2).views[0] as { dice: number[]; totals: number[] };
    expect([...html.matchAll(/data-face="(\d)"/g)].map((m) => Number(m[1]))).toEqual(v.dice);
    expect([...html.matchAll(/class="total" data-seat="\d">(\d+)</g)].map((m) => Number(m[1]))).toEqual(v.totals);
    expect(html).toContain('greedy &lt;x&gt;'); // a label is text, never markup
  });

  it('Gesjaakt: the face-up card, its chips and every seat’s chips', () => {
    const { game, state } = stateAfter('gesjaakt', 3, 3);
    const v = pictureOfState(game, state, 3).views[0] as { card: number; pot: number; chips: number[] };
    const html = drawTable(pictureOfState(game, state, 3));
    expect(html).toContain(`data-card="${v.card}"`);
    expect(html).toContain(`class="pot">${v.pot}<`);
    expect([...html.matchAll(/class="chips" data-seat="\d">(\d+)</g)].map((m) => Number(m[1]))).toEqual(v.chips);
  });
});
