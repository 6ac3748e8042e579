// The solver (src/games/klaverjassen/solver) against plain minimax over the rules, on
// random endgames of both variants: its value of the position and of every legal card.
import { describe, expect, it } from 'vitest';
import { klaverjassen } from '../../../src/games/klaverjassen/index.js';
import { cardValues, solvePosition } from '../../../src/games/klaverjassen/solver/index.js';
import { PHASE } from '../../../src/games/klaverjassen/state.js';
import { oracle, oracleCards, randomPosition } from './solver-oracle.js';

/** Positions per variant with one to three tricks left, and with four (the slow ones). */
const SHORT = 1000;
const LONG = 30;

/** The short positions' seeds, or the long ones': one test each (the long ones take most
 * of the time: two tests of a few seconds rather than one of ten). The short ones are
 * many, and reach every case the value distinguishes. */
const SAMPLES = [
  { what: 'one to three tricks', seeds: Array.from({ length: SHORT }, (_, i) => i), everyCase: true },
  { what: 'four tricks', seeds: Array.from({ length: LONG }, (_, i) => SHORT + i), everyCase: false },
];

const CASES = [false, true].flatMap((amsterdam) => SAMPLES.map((sample) => ({ amsterdam, ...sample })));

describe('the solver equals minimax over the rules on random endgames', () => {
  for (const { amsterdam, what, seeds, everyCase } of CASES) {
    it(`${amsterdam ? 'Amsterdam' : 'Rotterdam'}: positions of ${what}, mid-trick and at claims`, () => {
      const seen = { claims: 0, midTrick: 0, nat: 0, pit: 0, roem: 0 };
      for (const seed of seeds) {
        const tricks = seed < SHORT ? 1 + (seed % 3) : 4;
        const extra = seed % 3 === 0 ? 0 : seed % 4;
        const state = randomPosition(seed * 2 + (amsterdam ? 1 : 0), amsterdam, tricks, extra, seed % 5 === 0);
        const where = `seed ${seed}`;
        if (state.phase === PHASE.claim) {
          seen.claims++;
          expect(solvePosition(state), where).toBe(oracle(state));
          continue;
        }
        if ((state.playedCount & 3) !== 0) seen.midTrick++;
        const legal = klaverjassen.legalActions(state);
        const want = oracleCards(state, legal);
        const out: number[] = [];
        expect(cardValues(state, legal, out)).toBe(true);
        expect(out, `${where}: each card`).toEqual(want);
        // The mover's value is its best card's.
        const value = Math.max(...want);
        expect(solvePosition(state), where).toBe(value);
        if (value <= -162) seen.nat++;
        if (Math.abs(value) >= 262) seen.pit++;
        if (value % 20 !== 0 && value > -162) seen.roem++;
      }
      // The sample reaches every case the value distinguishes.
      if (everyCase) for (const [what, n] of Object.entries(seen)) expect(n, what).toBeGreaterThan(10);
    });
  }
});
