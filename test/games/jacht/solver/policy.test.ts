// decideTurn is decide with the tables' look-ups instead of a scan: it must pick the
// same action in every position, ties included, or the bots' games would change.
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../../../src/core/rng.js';
import { SHEET_ORDER, bestKeep, decide, decideTurn } from '../../../../src/games/jacht/solver/policy.js';
import { solveTurn } from '../../../../src/games/jacht/solver/turn.js';
import { CATEGORY_COUNT, CATEGORY_MAX } from '../../../../src/games/jacht/categories.js';
import { HAND_COUNT } from '../../../../src/games/jacht/dice.js';

const CHEAPEST_FIRST = SHEET_ORDER.slice().sort((a, b) => CATEGORY_MAX[a] - CATEGORY_MAX[b] || a - b);

describe('decideTurn', () => {
  it('the keep per hand is bestKeep’s where it beats scoring now, for every hand', () => {
    const rng = new SeededRng(3);
    for (let t = 0; t < 40; t++) {
      const filled = t === 0 ? 0 : rng.int((1 << CATEGORY_COUNT) - 1);
      const tables = solveTurn(filled, new Float64Array(CATEGORY_COUNT));
      for (let h = 0; h < HAND_COUNT; h++) {
        const last = bestKeep(tables.lastRoll, h);
        const two = bestKeep(tables.twoRolls, h);
        expect(tables.lastRollKeep[h]).toBe(last.value > tables.score[h] ? last.k : -1);
        expect(tables.twoRollsKeep[h]).toBe(two.value > tables.score[h] ? two.k : -1);
      }
    }
  });

  it('decides as decide in every position, with nothing or something after', () => {
    const rng = new SeededRng(5);
    for (let t = 0; t < 60; t++) {
      const filled = t < 2 ? 0 : rng.int((1 << CATEGORY_COUNT) - 1);
      const after = new Float64Array(CATEGORY_COUNT);
      if (t % 2) for (let c = 0; c < CATEGORY_COUNT; c++) after[c] = rng.int(4) * 10; // ties too
      const tables = solveTurn(filled, after);
      for (const order of [SHEET_ORDER, CHEAPEST_FIRST]) {
        for (let hand = 0; hand < HAND_COUNT; hand++) {
          for (let rollsLeft = 0; rollsLeft <= 2; rollsLeft++) {
            for (const twoRolls of [false, true]) {
              const keepTable = twoRolls ? tables.twoRolls : tables.lastRoll;
              const expected = decide(tables, after, { hand, rollsLeft, filled }, keepTable, order);
              expect(decideTurn(tables, after, hand, rollsLeft, twoRolls, order)).toBe(expected);
            }
          }
        }
      }
    }
  });
});
