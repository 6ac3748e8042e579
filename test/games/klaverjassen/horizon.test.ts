// The search horizon: a simulation started in a round stops when that round is scored,
// and is valued by what each team scored since (nat and pit counted, KJ-8).
import { describe, expect, it } from 'vitest';
import { SeededChance } from '../../../src/core/chance.js';
import { SeededRng } from '../../../src/core/rng.js';
import { klaverjassen } from '../../../src/games/klaverjassen/index.js';
import { klaverjasOptions } from '../../../src/games/klaverjassen/options.js';
import { T } from '../../../src/games/klaverjassen/state.js';

describe('klaverjassen: the search horizon', () => {
  it("is reached exactly when the round it was marked in is scored, and values that round's scores", () => {
    const horizon = klaverjassen.horizon!;
    for (let seed = 1; seed <= 20; seed++) {
      const chance = new SeededChance(seed);
      const state = klaverjassen.setup(4, klaverjasOptions.parse({}), chance);
      const rng = new SeededRng(seed);
      // Into round 2 or 3, then mark and play the round out.
      while (state.round < 1 + (seed % 2)) {
        const legal = klaverjassen.legalActions(state);
        klaverjassen.apply(state, legal[rng.int(legal.length)], chance);
      }
      const mark = horizon.mark(state);
      const before = [state.t[T.totals], state.t[T.totals + 1]];
      while (!horizon.reached(state, mark)) {
        expect(state.round).toBe(mark);
        const legal = klaverjassen.legalActions(state);
        klaverjassen.apply(state, legal[rng.int(legal.length)], chance);
      }
      expect(state.round).toBe(mark + 1);
      const gained = [state.t[T.totals] - before[0], state.t[T.totals + 1] - before[1]];
      expect(horizon.standing(state, mark)).toEqual([gained[0], gained[1], gained[0], gained[1]]);
      // Card points and the last trick make 162 (plus roem and pit), or nat gives all to one side.
      expect(gained[0] + gained[1]).toBeGreaterThanOrEqual(162);
    }
  });
});
