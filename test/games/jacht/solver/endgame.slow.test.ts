// The survey of every endgame of the last round (one row open each, 7,731 endgames), in
// test:slow: some 10 s at idle. endgame.test.ts checks a slice of it, and the enumeration.
import { beforeAll, describe, expect, it } from 'vitest';
import { getDistributions, getSolution } from '../../../../src/games/jacht/solver/solution.js';
import { surveyEndgames } from '../../../../src/games/jacht/solver/endgame-survey.js';

beforeAll(() => {
  getSolution({ cacheDir: false });
  getDistributions({ cacheDir: false });
});

describe('the survey of endgames (bench/jacht-endgames.ts measures the whole set)', () => {
  it('one row each (the last round): estimate and chance within 1e-9 of the best answer, in all 7,731 endgames', () => {
    const s = surveyEndgames(1);
    expect([s.pairs, s.endgames, s.contested]).toEqual([156, 7731, 7606]);
    // Only the point tie-break (10⁻⁹ a point) parts the bot from the best answer here.
    expect(s.estimateLow.max).toBeGreaterThan(0);
    expect(s.estimateLow.max).toBeLessThan(1e-9);
    expect(s.botShort.max).toBeLessThan(1e-9);
    expect(s.botShort.over).toEqual([0, 0, 0, 0]);
    expect(s.estimateOffMeaning).toBeLessThan(1e-12);
    expect(s.estimateAboveBot).toBeLessThan(1e-12);
  });
});
