// Duplicate deals: every deal is played in all n rotations (a lineup without a repeat;
// see duplicate-rotations.test.ts for one with), so each entrant meets the same cards and
// dice from every seat, and two entrants are compared deal by deal.
import { describe, expect, it } from 'vitest';
import { SeededChance } from '../../src/core/chance.js';
import { findLegal } from '../../src/core/match.js';
import { jacht } from '../../src/games/jacht/index.js';
import type { JachtAction } from '../../src/games/jacht/actions.js';
import type { JachtState } from '../../src/games/jacht/state.js';
import { resolveOptions } from '../../src/games/registry.js';
import { buildPlan } from '../../src/sim/build.js';
import type { GameRecord } from '../../src/sim/record.js';
import { runPlan } from '../../src/sim/run.js';
import { pairTable } from '../../src/report/run-text.js';
import { Moments } from '../../src/stats/moments.js';
import '../fixtures/team-game.js';

async function records(bots: string, game: string, games: number, seed = 5) {
  const plan = buildPlan({ game, bots, games, seed, seating: 'duplicate' });
  const lines: GameRecord[] = [];
  const summary = await runPlan(plan, { workers: 1, onRecords: (l) => lines.push(...l.map((x) => JSON.parse(x))) });
  return { plan, summary, records: lines };
}

describe('duplicate seating', () => {
  it('refuses a game count that is not a whole number of deals, naming what would do', () => {
    expect(() =>
      buildPlan({ game: 'gesjaakt', bots: 'greedy,random,random', games: 100, seed: 1, seating: 'duplicate' }),
    ).toThrow(/number of games must be a multiple of 3, not 100 \(e\.g\. 99\)/);
  });

  it('plays each deal once in every rotation: the n games of a deal share a seed, deals differ', async () => {
    const { records: r } = await records('greedy,random,random', 'gesjaakt', 30);
    for (let i = 0; i < 30; i++) {
      expect(r[i].seed).toBe(r[i - (i % 3)].seed);
      expect(r[i].lineup[0]).toBe(['greedy', 'random', 'random'][i % 3]);
    }
    expect(new Set(r.map((x) => x.seed)).size).toBe(10);
  });

  it('Jacht: two different bots in the same seat see the same first roll of each turn', async () => {
    const { records: r } = await records('greedy,random', 'jacht', 40);
    const options = resolveOptions(jacht, {});
    const firstRolls = (record: GameRecord) => {
      const state = jacht.setup(2, options, new SeededChance(record.seed)) as JachtState;
      const rolls: string[] = [];
      for (const recorded of record.actions) {
        if (state.rollsUsed === 1) rolls.push(`seat ${state.seat} round ${state.round}: ${state.dice.join('')}`);
        jacht.apply(state, findLegal(jacht, jacht.legalActions(state), recorded) as JachtAction, new SeededChance(record.seed));
      }
      return rolls;
    };
    for (let deal = 0; deal < 20; deal++) {
      const [a, b] = [r[2 * deal], r[2 * deal + 1]];
      expect(a.lineup[0]).not.toBe(b.lineup[0]);
      expect(firstRolls(b)).toEqual(firstRolls(a));
      expect(firstRolls(a)).toHaveLength(24);
    }
  });

  it('compares each pair deal by deal, checked against the records, and says how much narrower that is', async () => {
    const { summary, records: r } = await records('greedy,random,random', 'gesjaakt', 1500);
    expect(summary.pairs).toHaveLength(3);
    const pair = summary.pairs!.find((p) => p.a.index === 0 && p.b.index === 1)!;
    expect(pair).toMatchObject({ a: { name: 'greedy' }, b: { name: 'random' }, deals: 500 });
    // By hand: per deal, greedy's mean score over its 3 games minus random #1's.
    const entrantOf = (rec: GameRecord, seat: number, i: number) => (seat + i) % 3;
    const scoreDiff = new Moments();
    const winDiff = new Moments();
    for (let d = 0; d < 500; d++) {
      let s = 0;
      let w = 0;
      for (let g = 3 * d; g < 3 * d + 3; g++) {
        for (let seat = 0; seat < 3; seat++) {
          const e = entrantOf(r[g], seat, g);
          const sign = e === 0 ? 1 : e === 1 ? -1 : 0;
          s += (sign * r[g].result.scores[seat]) / 3;
          w += (sign * r[g].result.wins[seat]) / 3;
        }
      }
      scoreDiff.add(s);
      winDiff.add(w);
    }
    expect(pair.scoreDiff).toBeCloseTo(scoreDiff.mean, 9);
    expect(pair.scoreDiffCI[1]).toBeCloseTo(scoreDiff.interval()[1], 9);
    expect(pair.winDiff).toBeCloseTo(winDiff.mean, 9);
    expect(pair.winDiffCI[0]).toBeCloseTo(winDiff.interval()[0], 9);
    expect(pair.scoreDiff).toBeCloseTo(summary.entrants[0].meanScore - summary.entrants[1].meanScore, 9);
    // Unpaired: each game's own difference counted as an independent unit.
    const byGame = new Moments();
    for (let g = 0; g < 1500; g++) {
      const seatOf = (e: number) => (e - g + 3 * 1500) % 3;
      byGame.add(r[g].result.scores[seatOf(0)] - r[g].result.scores[seatOf(1)]);
    }
    expect(pair.unpairedScoreDiffCI[1]).toBeCloseTo(byGame.interval()[1], 9);
    const unpairedWidth = pair.unpairedScoreDiffCI[1] - pair.unpairedScoreDiffCI[0];
    expect(unpairedWidth / (pair.scoreDiffCI[1] - pair.scoreDiffCI[0])).toBeCloseTo(pair.narrower.score!, 9);
    expect(pairTable(summary)).toMatch(/paired on 500 duplicate deals/);
  });

  it('Jacht: pairing by deal narrows the interval of a close comparison well below the per-game one', async () => {
    const { summary } = await records('greedy,greedy(lookahead=0)', 'jacht', 1200);
    const [pair] = summary.pairs!;
    expect(pair.narrower.score).toBeGreaterThan(1.4);
    expect(pair.narrower.wins).toBeGreaterThan(1.2);
  });

  it('in a team game the partnerships swap seats and the pairs compare teams', async () => {
    const { summary, records: r } = await records('keeper,random,keeper,random', 'teamfixture', 400);
    expect(r[1].lineup).toEqual(['random', 'keeper', 'random', 'keeper']);
    expect(r[1].seed).toBe(r[0].seed);
    expect(summary.pairs).toHaveLength(1);
    // keeper,random,keeper,random turned by two seats is itself: a deal is 2 games.
    expect(r[2].seed).not.toBe(r[0].seed);
    expect(summary.pairs![0]).toMatchObject({ a: { name: 'keeper+keeper' }, b: { name: 'random+random' }, deals: 200 });
    expect(summary.pairs![0].winDiff).toBeCloseTo(summary.teams![0].winRate - summary.teams![1].winRate, 9);
  });

  it('a stopped run counts only whole deals in its pairs', async () => {
    const plan = buildPlan({ game: 'gesjaakt', bots: 'greedy,random,random', games: 300, seed: 2, seating: 'duplicate' });
    const stop = new AbortController();
    const summary = await runPlan(plan, {
      workers: 1,
      batchSize: 10,
      signal: stop.signal,
      onProgress: (played) => played >= 50 && stop.abort(),
    });
    expect(summary.games).toBe(50);
    expect(summary.pairs![0].deals).toBe(16);
  });
});
