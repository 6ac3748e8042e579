// Duplicate deals of a team lineup that repeats: a,b,a,b turned by two seats is a,b,a,b
// again, the very same game with partners swapped within their team, so a deal is played
// once in each distinct rotation (d of them), and the standings' intervals count deals.
import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/core/match.js';
import { klaverjassen } from '../../src/games/klaverjassen/index.js';
import { figureTable, runHeadline } from '../../src/report/run-text.js';
import { runBatch, tableFor } from '../../src/sim/batch.js';
import { buildPlan } from '../../src/sim/build.js';
import { dealSize, periodOf, seatingOf, seedsOf } from '../../src/sim/plan.js';
import type { GameRecord } from '../../src/sim/record.js';
import { runPlan } from '../../src/sim/run.js';
import { Moments } from '../../src/stats/moments.js';
import { FigureTally } from '../../src/stats/ratios.js';
import '../fixtures/team-game.js';

const KLAVERJAS = 'heuristic,random,heuristic,random';

async function run(game: string, bots: string, games: number, opts: { workers?: number; batchSize?: number } = {}) {
  const plan = buildPlan({ game, bots, games, seed: 9, seating: 'duplicate' });
  const records: GameRecord[] = [];
  const summary = await runPlan(plan, {
    workers: opts.workers ?? 1,
    ...(opts.batchSize ? { batchSize: opts.batchSize } : {}),
    onRecords: (lines) => records.push(...lines.map((l) => JSON.parse(l) as GameRecord)),
  });
  return { plan, summary, records };
}

describe('a lineup that repeats', () => {
  it('has a period: the fewest seats it turns by to seat the same bots again', () => {
    expect(periodOf(['a', 'b', 'a', 'b'], 2)).toBe(2);
    expect(periodOf(['a', 'a', 'a', 'a'], 2)).toBe(2); // a turn by one would move partners to the other side
    expect(periodOf(['a', 'b', 'a', 'c'], 2)).toBe(4);
    expect(periodOf(['a', 'b', 'c', 'a', 'b', 'c'], 3)).toBe(3);
    expect(periodOf(['a', 'b', 'a', 'b', 'a', 'b'], 3)).toBe(6); // a turn by two would swap the teams
    // Without teams no turn keeps an entrant in its own seat: twins play every rotation.
    expect(periodOf(['a', 'b', 'a', 'b'])).toBe(4);
    expect(periodOf(['a', 'a', 'a'])).toBe(3);
    expect(dealSize({ game: 'klaverjassen', entrants: ['a', 'b', 'a', 'b'], seating: 'duplicate' })).toBe(2);
    expect(dealSize({ game: 'gesjaakt', entrants: ['a', 'b', 'a', 'b'], seating: 'duplicate' })).toBe(4);
    expect(dealSize({ game: 'klaverjassen', entrants: ['a', 'b', 'a', 'b'] })).toBe(4);
  });

  // What main did: every deal in all n rotations, rotation t seated by seatingOf(n, t).
  it.each([
    ['klaverjassen', KLAVERJAS],
    ['gesjaakt', 'greedy,random,greedy,random'],
    ['teamfixture', 'keeper,random,keeper,random'],
  ])('%s: rotations 0 and 2 of a deal play byte-identical games, so playing both wastes one', (game, bots) => {
    const plan = buildPlan({ game, bots, games: 4, seed: 9 });
    const table = tableFor(plan);
    const seeds = seedsOf(plan);
    for (let deal = 0; deal < 3; deal++) {
      const played = [0, 1, 2, 3].map((turn) => {
        const seats = seatingOf(4, turn);
        const result = playGame({
          game: table.game,
          options: plan.options,
          bots: seats.map((e) => table.bots[e]),
          seed: seeds(deal),
          keepActions: true,
        });
        return JSON.stringify({ lineup: seats.map((e) => plan.entrants[e]), ...result });
      });
      expect(played[2]).toBe(played[0]);
      expect(played[3]).toBe(played[1]);
      expect(played[1]).not.toBe(played[0]);
    }
  });

  it('Klaverjassen a,b,a,b duplicate plays 2 games a deal, not 4: one per distinct rotation', async () => {
    const { records, summary } = await run('klaverjassen', KLAVERJAS, 8);
    expect(records.map((r) => r.lineup.join(','))).toEqual([
      KLAVERJAS,
      'random,heuristic,random,heuristic',
      KLAVERJAS,
      'random,heuristic,random,heuristic',
      KLAVERJAS,
      'random,heuristic,random,heuristic',
      KLAVERJAS,
      'random,heuristic,random,heuristic',
    ]);
    for (let i = 0; i < 8; i++) expect(records[i].seed).toBe(records[i - (i % 2)].seed);
    expect(new Set(records.map((r) => r.seed)).size).toBe(4);
    expect(summary.pairs![0].deals).toBe(4);
    expect(summary.teams!.map((t) => t.deals)).toEqual([4, 4]);
    expect(summary.gamesPerDeal).toBe(2);
    expect(runHeadline(summary, 1000)).toMatch(
      /seating: duplicate \(2 games a deal, one per distinct rotation; the intervals count deals\)/,
    );
    expect(figureTable(summary)).toMatch(/duplicate deals as the units/);
  });

  it('Klaverjassen figures: a deal’s counts summed are one unit of each interval', async () => {
    const { plan, summary } = await run('klaverjassen', KLAVERJAS, 8);
    const { counts } = runBatch({ plan, start: 0, count: 8, keepRecords: false });
    const figures = klaverjassen.figures!;
    const kinds = figures.counts.length;
    for (const team of [0, 1]) {
      const ofDeals = new FigureTally(figures);
      for (let deal = 0; deal < 4; deal++) {
        const sums = new Float64Array(kinds);
        for (const g of [2 * deal, 2 * deal + 1]) for (let c = 0; c < kinds; c++) sums[c] += counts![(g * 4 + team) * kinds + c];
        ofDeals.add(sums, 0);
      }
      expect(summary.figures![team].figures).toEqual(ofDeals.summary());
    }
  });

  it('twins in a game without teams play every rotation: each entrant takes every seat of a deal', async () => {
    const { records, summary } = await run('gesjaakt', 'greedy,random,greedy,random', 8);
    expect(new Set(records.map((r) => r.seed)).size).toBe(2);
    expect(summary.gamesPerDeal).toBe(4);
    expect(summary.entrants[0].deals).toBe(2);
  });

  it('game counts must be whole deals of d games, and a lineup without a repeat still needs n', () => {
    expect(() => buildPlan({ game: 'klaverjassen', bots: KLAVERJAS, games: 6, seed: 1, seating: 'duplicate' })).not.toThrow();
    expect(() => buildPlan({ game: 'klaverjassen', bots: KLAVERJAS, games: 7, seed: 1, seating: 'duplicate' })).toThrow(
      /once in each of its 2 distinct rotations \(the lineup heuristic,random,heuristic,random repeats after 2 seats\): the number of games must be a multiple of 2, not 7 \(e\.g\. 8\)/,
    );
    expect(() =>
      buildPlan({ game: 'klaverjassen', bots: 'heuristic,random,signal,random', games: 6, seed: 1, seating: 'duplicate' }),
    ).toThrow(/in all 4 rotations: the number of games must be a multiple of 4, not 6/);
  });

  it('the same digest and summary for 1 and 2 workers and any batch size, batches cut inside deals', async () => {
    const bots = KLAVERJAS;
    const one = await run('klaverjassen', bots, 20, { workers: 1 });
    expect(dealSize(one.plan)).toBe(2);
    const summary = JSON.stringify(one.summary);
    for (const [workers, batchSize] of [
      [2, 3],
      [1, 7],
      [2, 1],
    ]) {
      const other = await run('klaverjassen', bots, 20, { workers, batchSize });
      expect(JSON.stringify(other.summary), `${workers} workers, batches of ${batchSize}`).toBe(summary);
    }
  });
});

describe('intervals under duplicate seating count deals', () => {
  /** An entrant's (or team's) mean score and its interval over deals, by hand from the
   * records: the deal is the mean of its d games. */
  function byDeal(records: readonly GameRecord[], d: number, seatOf: (r: GameRecord) => number) {
    const deals = new Moments();
    const games = new Moments();
    for (let start = 0; start < records.length; start += d) {
      let sum = 0;
      for (const r of records.slice(start, start + d)) {
        sum += r.result.scores[seatOf(r)];
        games.add(r.result.scores[seatOf(r)]);
      }
      deals.add(sum / d);
    }
    return { deals, games };
  }

  it('an entrant of a,b,a,b: its mean score interval is the one of its deal means', async () => {
    const { records, summary } = await run('gesjaakt', 'greedy,random,greedy,random', 400);
    // Rotation t seats entrant 0 in seat (4 - t) mod 4.
    const { deals, games } = byDeal(records, 4, (r) => (4 - (r.run!.index % 4)) % 4);
    const entrant = summary.entrants[0];
    expect(entrant.deals).toBe(100);
    expect(entrant.meanScore).toBeCloseTo(deals.mean, 9);
    expect(entrant.meanScoreCI[0]).toBeCloseTo(deals.interval()[0], 9);
    expect(entrant.meanScoreCI[1]).toBeCloseTo(deals.interval()[1], 9);
    expect(entrant.meanScoreCI[1]).not.toBeCloseTo(games.interval()[1], 3);
  });

  it('a team: its score interval is the one of its deal means', async () => {
    const { records, summary } = await run('teamfixture', 'keeper,random,keeper,random', 400);
    const { deals } = byDeal(records, 2, (r) => r.lineup.indexOf('keeper'));
    const [team] = summary.teams!;
    expect(team.deals).toBe(200);
    expect(team.meanScoreCI[1]).toBeCloseTo(deals.interval()[1], 9);
  });

  it('a run stopped inside a deal keeps every game, its open deal counted as one unit', async () => {
    const plan = buildPlan({ game: 'gesjaakt', bots: 'greedy,random,greedy,random', games: 40, seed: 3, seating: 'duplicate' });
    const stop = new AbortController();
    const summary = await runPlan(plan, {
      workers: 1,
      batchSize: 5,
      signal: stop.signal,
      onProgress: (played) => played >= 15 && stop.abort(),
    });
    expect(summary.games).toBe(15);
    expect(summary.entrants[0].games).toBe(15);
    expect(summary.entrants[0].deals).toBe(4); // deals of 4: three whole, one open
    expect(summary.pairs![0].deals).toBe(3); // a pair compares whole deals only
  });
});
