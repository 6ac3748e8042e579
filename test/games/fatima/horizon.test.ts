// The search horizon: a simulation started in a round stops when that round is scored,
// and is valued as the game ranks the seats then (lowest total first, FT-4).
import { describe, expect, it } from 'vitest';
import { SeededChance } from '../../../src/core/chance.js';
import { SeededRng } from '../../../src/core/rng.js';
import { fatima } from '../../../src/games/fatima/index.js';
import { fatimaOptions } from '../../../src/games/fatima/options.js';

describe('fatima: the search horizon', () => {
  it('is reached exactly when the round it was marked in ends, and ranks by the totals then', () => {
    const horizon = fatima.horizon!;
    for (let seed = 1; seed <= 20; seed++) {
      const chance = new SeededChance(seed);
      const state = fatima.setup(2 + (seed % 3), fatimaOptions.parse({}), chance);
      const rng = new SeededRng(seed);
      const mark = horizon.mark(state);
      let steps = 0;
      while (!horizon.reached(state, mark)) {
        expect(state.round).toBe(mark);
        const legal = fatima.legalActions(state);
        // Call when one may, so that rounds end soon.
        fatima.apply(state, legal.includes('call') ? 'call' : legal[rng.int(legal.length)], chance);
        steps++;
      }
      expect(steps).toBeGreaterThan(0);
      expect(state.round === mark + 1 || fatima.isTerminal(state)).toBe(true);
      expect(horizon.standing(state, mark)).toEqual(Array.from(state.totals, (t) => -t));
    }
  });
});
