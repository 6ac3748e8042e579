// The solver (src/games/klaverjassen/solver) against plain minimax over the rules, on
// random endgames of both variants: its value of the position and of every legal card.
import { describe, expect, it } from 'vitest';
import { klaverjassen } from '../../../src/games/klaverjassen/index.js';
import { cardValues, solvePosition } from '../../../src/games/klaverjassen/solver/index.js';
import { PHASE } from '../../../src/games/klaverjassen/state.js';
import { oracle, oracleCards, randomPosition } from './solver-oracle.js';

describe('the solver equals minimax over the rules on random endgames', () => {
  for (const amsterdam of [false, true]) {
    it(`${amsterdam ? 'Amsterdam' : 'Rotterdam'}: positions of one to four tricks, mid-trick and at claims`, () => {
      let claims = 0;
      for (let seed = 0; seed < 400; seed++) {
        const tricks = 1 + (seed % 4);
        const state = randomPosition(
          seed * 7 + (amsterdam ? 1 : 0),
          amsterdam,
          tricks,
          seed % 3 === 0 ? 0 : seed % 4,
          seed % 5 === 0,
        );
        if (state.phase === PHASE.claim) claims++;
        const want = oracle(state);
        expect(solvePosition(state), `seed ${seed}`).toBe(want);
        if (state.phase !== PHASE.play) continue;
        const legal = klaverjassen.legalActions(state);
        const out: number[] = [];
        expect(cardValues(state, legal, out)).toBe(true);
        expect(out, `seed ${seed} cards`).toEqual(oracleCards(state, legal));
      }
      expect(claims).toBeGreaterThan(0);
    });
  }
});
