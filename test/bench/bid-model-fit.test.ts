// The bid models' fitting (bench/bid-model-fit.ts): its targets are what pimc's search
// bidding (pimc-bidding.ts) counts on one deal, and its least squares finds weights that
// made the targets.
import { describe, expect, it } from 'vitest';
import { SeededRng, shuffle } from '../../src/core/rng.js';
import { NAMES, SUITS } from '../../src/games/klaverjassen/cards.js';
import type { OpenDeal } from '../../src/games/klaverjassen/solver/index.js';
import { bidMeans } from '../../bots/klaverjassen/pimc-bidding.js';
import { FEATURES, situationIndex } from '../../bots/klaverjassen/bid-model.js';
import { MARGIN, type SolvedDeal, fit, passRows, playRows } from '../../bench/bid-model-fit.js';
import { stage } from '../games/klaverjassen/stage.js';

/** Random deals with made-up values: some seats beat the margin, some do not. */
function deals(count: number, seed: number): SolvedDeal[] {
  const rng = new SeededRng(seed);
  const deck = Array.from({ length: 32 }, (_, c) => c);
  const value = () => 10 * (rng.int(41) - 20);
  return Array.from({ length: count }, () => {
    shuffle(deck, rng);
    const hands = [0, 1, 2, 3].map((s) => deck.slice(s * 8, s * 8 + 8).reduce((m, c) => m | (1 << c), 0));
    const first = rng.int(4);
    const second = (first + 1 + rng.int(3)) & 3;
    const namable = [0, 1, 2, 3].filter((s) => s !== first && s !== second);
    return {
      hands,
      amsterdam: rng.int(2) === 1,
      dealer: rng.int(4),
      proposed: [first, second],
      taken: [[0, 1, 2, 3].map(value), [0, 1, 2, 3].map(value)],
      namable,
      named: namable.map(value),
    };
  });
}

const names = (hand: number) => NAMES.filter((_, c) => hand & (1 << c)).join(' ');

/** The deal's values as the solver pimc-bidding.ts asks: by trump and leader. */
const solverOf = (d: SolvedDeal) => (deal: OpenDeal) =>
  deal.trump === d.proposed[0]
    ? d.taken[0][deal.leader]
    : deal.trump === d.proposed[1]
      ? d.taken[1][deal.leader]
      : d.named[d.namable.indexOf(deal.trump)];

describe('the bid models’ targets', () => {
  it('are pimc’s own values of playing and passing on each deal, at every seat in both circles', () => {
    const list = deals(30, 1);
    // A model that rates every suit alike names the first namable one.
    const pass = passRows(list, new Array<number>(FEATURES).fill(0));
    const play = playRows(list);
    let ownNaming = 0;
    list.forEach((d, i) => {
      const trumps: [string, string] = [SUITS[d.proposed[0]], SUITS[d.proposed[1]]];
      for (let circle = 0; circle < 2; circle++) {
        for (let k = 0; k < 4; k++) {
          const staged = stage(d.hands.map(names), {}, trumps, d.dealer);
          for (let p = 0; p < circle * 4 + k; p++) staged.play('pass');
          const means = bidMeans([staged.state], MARGIN, solverOf(d));
          const target = pass[situationIndex({ secondCircle: circle === 1, later: 3 - k })].y[i];
          const seat = (d.dealer + 1 + k) & 3;
          // Play rows: per deal, each seat with the first proposal, then with the second.
          expect(play.y[i * 10 + circle * 4 + seat]).toBeCloseTo(means.play, 9);
          const nobodyTakes = [1, 2, 3].every((j) => d.taken[1][(seat + j) & 3] <= MARGIN);
          if (circle === 1 && k === 0 && nobodyTakes) {
            // Naming itself: pimc names the suit best on its deals, the target the model's.
            expect(target).toBe(d.named[0]);
            expect(means.pass).toBe(Math.max(...d.named));
            ownNaming++;
          } else expect(target).toBeCloseTo(means.pass, 9);
        }
      }
    });
    expect(ownNaming).toBeGreaterThan(0);
  });
});

describe('the least squares', () => {
  it('finds the weights that made the targets', () => {
    const made = Array.from({ length: FEATURES }, (_, i) => (i % 5) - 2 + i / 10);
    const rows = playRows(deals(300, 2));
    rows.y.forEach((_, r) => (rows.y[r] = rows.x[r].reduce((sum, v, i) => sum + v * made[i], 0)));
    // Without shrinking (the script's small ridge only steadies rare features).
    const found = fit(rows, 1e-9);
    for (let i = 0; i < FEATURES; i++) expect(found[i]).toBeCloseTo(made[i], 3);
  });
});
