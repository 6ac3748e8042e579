// The solver on whole deals from the first lead, both variants: against the same search
// with its table alone (no merged cards, no bounds, a fresh table), and on a few deals
// against alpha-beta on the round's score itself (solver-reference.ts), which shares
// neither the w and nat searches nor the table's keys.
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../../src/core/rng.js';
import { dealState, solveDeal, solvePosition } from '../../../src/games/klaverjassen/solver/index.js';
import { newDeal, switches } from '../../../src/games/klaverjassen/solver/search.js';
import { randomDeal, randomPosition } from './solver-oracle.js';
import { referenceValue } from './solver-reference.js';

function plain<T>(run: () => T): T {
  Object.assign(switches, { merge: false, bounds: false });
  newDeal();
  try {
    return run();
  } finally {
    Object.assign(switches, { merge: true, bounds: true });
    newDeal();
  }
}

describe('positions of five and six tricks, both variants', () => {
  it('the solver equals alpha-beta on the round score itself, nat included', () => {
    let nat = 0;
    for (let seed = 0; seed < 300; seed++) {
      const state = randomPosition(seed, seed % 2 === 1, 5 + (seed % 2), seed % 4, true);
      const want = referenceValue(state);
      if (want <= -162) nat++;
      expect(solvePosition(state), `seed ${seed}`).toBe(want);
    }
    expect(nat).toBeGreaterThan(30);
  });
});

describe('whole deals', () => {
  it('10 deals: the solver equals its search without merged cards and bounds', () => {
    const rng = new SeededRng(26);
    for (let i = 0; i < 10; i++) {
      const deal = randomDeal(rng, i % 2 === 1);
      const fast = solveDeal(deal);
      expect(
        plain(() => solveDeal(deal)),
        `deal ${i}`,
      ).toBe(fast);
    }
  });

  it('2 deals: the solver equals alpha-beta on the round score itself', () => {
    const rng = new SeededRng(5);
    const values: number[] = [];
    for (let i = 0; i < 4; i++) {
      const deal = randomDeal(rng, i % 2 === 1);
      if (i < 2) continue; // the slowest for the reference
      values.push(solveDeal(deal));
      expect(referenceValue(dealState(deal)), `deal ${i}`).toBe(values[values.length - 1]);
    }
  });
});
