import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_FILLED } from '../../../../src/games/jacht/categories.js';
import { type Solution, filledFromOpen, getSolution, optimalTurn } from '../../../../src/games/jacht/solver/solution.js';
import { solveTurn } from '../../../../src/games/jacht/solver/turn.js';

let solution: Solution;
beforeAll(() => {
  solution = getSolution({ cacheDir: false }); // solved once for this file
});

const only = (id: string) => solution.values[filledFromOpen([id])];

describe('exact solver: values worked out by hand (one category open, one turn)', () => {
  it('P(yacht in three rolls) = 0.046029', () => {
    expect(only('yacht') / 50).toBeCloseTo(0.046029, 6);
  });
  it('expected choice score = 23.3333 (keep 5+ with two rolls left, 4+ with one)', () => {
    expect(only('choice')).toBeCloseTo(70 / 3, 10);
  });
  it('expected ones score = 5(1 − (5/6)³) = 2.1065', () => {
    expect(only('ones')).toBeCloseTo(5 * (1 - (5 / 6) ** 3), 12);
  });
  it('expected sixes score = 6 · 5(1 − (5/6)³)', () => {
    expect(only('sixes')).toBeCloseTo(30 * (1 - (5 / 6) ** 3), 12);
  });
});

describe('exact solver: the whole game', () => {
  it('the expected score of optimal solitaire play from the start is 169.7739 (JC rules, no bonus)', () => {
    expect(solution.values[0]).toBeCloseTo(169.77388905, 6);
  });
  it('a full sheet is worth nothing more, and opening a category never lowers the value', () => {
    expect(solution.values[ALL_FILLED]).toBe(0);
    for (let filled = 0; filled < ALL_FILLED; filled += 37) {
      for (let c = 0; c < 12; c++) {
        if (filled & (1 << c)) expect(solution.values[filled & ~(1 << c)]).toBeGreaterThan(solution.values[filled]);
      }
    }
  });
  it('two turns are worth at least the two one-turn values: playing each turn for one row is one strategy', () => {
    const both = solution.values[filledFromOpen(['yacht', 'choice'])];
    expect(both).toBeGreaterThan(only('choice') + only('yacht'));
    expect(both).toBeLessThan(50 + 30);
  });
  it("a turn's tables agree with the value table", () => {
    const filled = filledFromOpen(['fullHouse', 'sixes', 'ones']);
    expect(optimalTurn(filled).tables.start).toBeCloseTo(solution.values[filled], 10);
    expect(optimalTurn(0).tables.start).toBeCloseTo(solution.values[0], 10);
  });
  it('keeping a yacht with rolls left is worth exactly 50 when only yacht is open', () => {
    const t = solveTurn(filledFromOpen(['yacht']), new Float64Array(12));
    expect(t.score[251]).toBe(50); // 6-6-6-6-6 is the last hand
    expect(t.lastRoll[0]).toBeCloseTo(50 / 6 ** 4, 12); // reroll all once: P(five equal) = 6/6^5
  });
  // How fast it solves is `npm run bench`'s (jacht.solver), not a test's: a busy machine
  // would fail any bound on the clock.
  it('without a cache it solves, and says how long that took', () => {
    expect(solution.source).toBe('solved');
    expect(solution.ms).toBeGreaterThan(0);
    expect(Number.isFinite(solution.ms)).toBe(true);
  });
});
