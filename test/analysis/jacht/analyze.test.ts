import { beforeAll, describe, expect, it } from 'vitest';
import { type Analysis, analyzeJacht } from '../../../src/analysis/jacht/analyze.js';
import { judge } from '../../../src/analysis/jacht/regret.js';
import { analysisText } from '../../../src/analysis/jacht/report.js';
import { UsageError } from '../../../src/core/errors.js';
import { CATEGORY_IDS } from '../../../src/games/jacht/categories.js';
import { handIndex } from '../../../src/games/jacht/dice.js';
import { filledFromOpen, getSolution } from '../../../src/games/jacht/solver/solution.js';

let analysis: Analysis;
beforeAll(async () => {
  getSolution({ cacheDir: false });
  analysis = await analyzeJacht({ bots: ['optimal', 'greedy', 'greedy(tieBreak=cheapest)'], games: 1500, seed: 3 });
});

const bot = (label: string) => analysis.bots.find((b) => b.bot === label)!;

describe('regret of one decision', () => {
  it('is the expected loss against the best choice in the same position', () => {
    // Only ones open, one turn, 1-2-3-4-6 with two rolls left: keeping the one is best.
    const pos = { hand: handIndex([1, 2, 3, 4, 6]), rollsLeft: 2, filled: filledFromOpen(['ones']) };
    const best = 1 + 4 * (1 - (5 / 6) ** 2);
    expect(judge(pos, { keep: [1] }).loss).toBe(0);
    expect(judge(pos, { category: 'ones' }).loss).toBeCloseTo(best - 1, 12);
    expect(judge(pos, { keep: [] }).loss).toBeCloseTo(best - 5 * (1 - (5 / 6) ** 2), 12);
    expect(judge(pos, { category: 'ones' }).best).toEqual({ keep: [1] });
  });
});

describe('where bots lose points', () => {
  it('the regret of optimal is zero, decision by decision', () => {
    const o = bot('optimal');
    expect(o.regret.perGame).toBe(0);
    expect(o.regret.keep).toBe(0);
    expect(o.regret.category).toBe(0);
    expect(o.regret.mistakes).toBe(0);
    expect(o.costliestMistakes).toEqual([]);
    expect(o.regret.decisions).toBeGreaterThan(12);
  });

  it('greedy loses points, split into keeps and categories', () => {
    const g = bot('greedy');
    expect(g.regret.perGame).toBeGreaterThan(5);
    expect(g.regret.keep).toBeGreaterThan(0);
    expect(g.regret.category).toBeGreaterThan(0);
    expect(g.regret.keep + g.regret.category).toBeCloseTo(g.regret.perGame, 9);
    expect(g.regret.perGameCI[0]).toBeLessThan(g.regret.perGame);
    expect(g.regret.perGameCI[1]).toBeGreaterThan(g.regret.perGame);
  });

  it('mean score plus regret estimates the optimal expected score (same dice for every bot)', () => {
    for (const b of analysis.bots) {
      const half = (b.meanScoreCI[1] - b.meanScoreCI[0]) / 2;
      expect(Math.abs(b.meanScore + b.regret.perGame - analysis.expectedScore)).toBeLessThan(2 * half);
    }
    expect(bot('optimal').meanScore).toBeGreaterThan(bot('greedy').meanScore);
  });

  it('zeros on the cheapest rows (ones, twos) cost greedy more than zeros on the hard rows (yacht, straights)', () => {
    const cheapest = bot('greedy(tieBreak=cheapest)');
    expect(cheapest.regret.category).toBeGreaterThan(bot('greedy').regret.category + 0.5);
    expect(cheapest.categories[11].zeroShare).toBeGreaterThan(bot('greedy').categories[11].zeroShare + 0.2); // ones
    expect(bot('greedy').categories[0].zeroShare).toBeGreaterThan(cheapest.categories[0].zeroShare); // yacht
  });

  it('per category: mean score, share of zeros and mean turn filled', () => {
    const g = bot('greedy');
    expect(g.categories.map((c) => c.category)).toEqual([...CATEGORY_IDS]);
    for (const c of g.categories) {
      expect(c.meanTurn).toBeGreaterThanOrEqual(1);
      expect(c.meanTurn).toBeLessThanOrEqual(12);
      expect(c.zeroShare).toBeGreaterThanOrEqual(0);
      expect(c.zeroShare).toBeLessThanOrEqual(1);
    }
    const turns = g.categories.reduce((t, c) => t + c.meanTurn, 0);
    expect(turns).toBeCloseTo(78, 9); // turns 1..12 each fill exactly one row
    const means = g.categories.reduce((t, c) => t + c.meanScore, 0);
    expect(means).toBeCloseTo(g.meanScore, 9);
    expect(g.categories.find((c) => c.category === 'choice')!.zeroShare).toBe(0);
  });

  it('lists at most 10 costliest recurring mistakes, costliest first', () => {
    const m = bot('greedy').costliestMistakes;
    expect(m.length).toBe(10);
    for (let i = 1; i < m.length; i++) expect(m[i].totalLoss).toBeLessThanOrEqual(m[i - 1].totalLoss);
    for (const x of m) {
      expect(x.count).toBeGreaterThanOrEqual(2);
      expect(x.meanLoss).toBeCloseTo(x.totalLoss / x.count, 9);
      expect(x.dice).toHaveLength(5);
      expect(x.choice).not.toBe(x.best);
    }
  });

  it('the text report names each bot and its regret', () => {
    const text = analysisText(analysis);
    expect(text).toMatch(/optimal: mean final score/);
    expect(text).toMatch(/no mistakes: every decision was optimal/);
    expect(text).toMatch(/greedy: mean final score .* \(95% CI/);
    expect(text).toMatch(/costliest recurring mistakes/);
    expect(text).toMatch(/^jacht: 1,500 games per bot/);
    expect(analysisText({ ...analysis, games: 1 })).toMatch(/^jacht: 1 game per bot \(/);
    expect(analysisText({ ...analysis, games: 1, requested: 1, complete: false })).toMatch(/after 1 of 1 game per bot/);
  });

  it('rejects an unknown bot before playing', async () => {
    await expect(analyzeJacht({ bots: ['greedy', 'genius'], games: 5, seed: 1 })).rejects.toThrow(UsageError);
    await expect(analyzeJacht({ bots: ['greedy(depth=2)'], games: 5, seed: 1 })).rejects.toThrow(/no parameter depth/);
  });
});
