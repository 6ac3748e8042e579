// The solver on whole deals from the first lead, both variants: against the same search
// with its table alone (no merged cards, no bounds, a fresh table), and on a few deals
// against alpha-beta on the round's score itself (solver-reference.ts), which shares
// neither the w and nat searches nor the table's keys.
import { describe, expect, it } from 'vitest';
import { SeededChance } from '../../../src/core/chance.js';
import { SeededRng } from '../../../src/core/rng.js';
import { klaverjassen } from '../../../src/games/klaverjassen/index.js';
import { dealState, solveDeal, solvePosition } from '../../../src/games/klaverjassen/solver/index.js';
import { newDeal, switches } from '../../../src/games/klaverjassen/solver/search.js';
import { randomDeal, randomPosition } from './solver-oracle.js';
import { referenceValue } from './solver-reference.js';

const chance = new SeededChance(0);

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

describe('positions after one to three tricks', () => {
  // These reach positions the nat search meets at several w with the same cards: its
  // table's bounds hold only on their side of the w they were proven at.
  it('the solver equals alpha-beta on the round score itself', () => {
    for (let seed = 200; seed < 330; seed++) {
      const rng = new SeededRng(seed + 100_000);
      const state = { ...dealState(randomDeal(rng, seed % 2 === 1)), autoRoem: true };
      const stop = 4 * (1 + (seed % 3)) + (seed % 4);
      while (state.playedCount < stop) {
        const legal = klaverjassen.legalActions(state);
        klaverjassen.apply(state, legal[rng.int(legal.length)], chance);
      }
      expect(solvePosition(state), `seed ${seed}`).toBe(referenceValue(state));
    }
  });
});

describe('whole deals', () => {
  it('8 deals: the solver equals its search without merged cards and bounds', () => {
    const rng = new SeededRng(26);
    for (let i = 0; i < 8; i++) {
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
