// dealAbove: whether a deal's value is above a number, by one probe where it can be, says
// what solveDeal's value says, around the value itself, at the nat line and far below.
import { describe, expect, it } from 'vitest';
import { SeededRng, shuffle } from '../../../src/core/rng.js';
import { dealAbove, solveDeal } from '../../../src/games/klaverjassen/solver/index.js';

describe('dealAbove', () => {
  it('is solveDeal(deal) > v, for v at and around the value, at 1, 0, −162 and below', () => {
    const rng = new SeededRng(11);
    const deck = Array.from({ length: 32 }, (_, c) => c);
    const signs = new Set<boolean>();
    for (let i = 0; i < 12; i++) {
      shuffle(deck, rng);
      const hands = [0, 1, 2, 3].map((s) => deck.slice(s * 8, s * 8 + 8).reduce((m, c) => m | (1 << c), 0));
      const deal = { hands, trump: rng.int(4), leader: rng.int(4), amsterdam: i % 2 === 1 };
      const value = solveDeal(deal);
      signs.add(value > 0);
      for (const v of [value - 2, value - 1, value - 0.5, value, value + 1, value + 2, 21, 20.5, 1, 0, -1, -162, -163, -400]) {
        expect(dealAbove(deal, v), `deal ${i}, value ${value}, v ${v}`).toBe(value > v);
      }
    }
    // Deals the playing team wins and deals it goes nat.
    expect(signs).toEqual(new Set([true, false]));
  });
});
