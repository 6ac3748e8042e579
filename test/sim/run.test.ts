// Results depend on the seed alone: not on the number of workers, nor the batch size.
// The pool runs the compiled worker, so this file needs `npm run build` first (npm test does it).
import { describe, expect, it } from 'vitest';
import { buildPlan } from '../../src/sim/build.js';
import { runPlan } from '../../src/sim/run.js';
import { entrantInSeat, seatingOf } from '../../src/sim/plan.js';

const plan = buildPlan({ game: 'gesjaakt', bots: 'greedy(threshold=8),random,greedy', games: 3000, seed: 7 });

describe('running a plan', () => {
  it('gives byte-identical summaries and records with 1 and 2 workers', async () => {
    const linesOne: string[] = [];
    const linesTwo: string[] = [];
    const one = await runPlan(plan, { workers: 1, onRecords: (l) => linesOne.push(...l) });
    const two = await runPlan(plan, { workers: 2, batchSize: 137, onRecords: (l) => linesTwo.push(...l) });
    expect(JSON.stringify(two)).toBe(JSON.stringify(one));
    expect(linesTwo.join('\n')).toBe(linesOne.join('\n'));
    expect(linesOne).toHaveLength(3000);
    expect(JSON.parse(linesOne[1234]).run.index).toBe(1234);
  });

  it('does not depend on the batch size', async () => {
    const a = await runPlan(plan, { workers: 1, batchSize: 1 });
    const b = await runPlan(plan, { workers: 1, batchSize: 3000 });
    expect(b.digest).toBe(a.digest);
    expect(b.entrants).toEqual(a.entrants);
  });

  it('changes with the seed, and every game counts for every entrant', async () => {
    const a = await runPlan(plan, { workers: 1 });
    const b = await runPlan({ ...plan, seed: 8 }, { workers: 1 });
    expect(b.digest).not.toBe(a.digest);
    for (const e of a.entrants) expect(e.games).toBe(3000);
    expect(a.entrants.reduce((sum, e) => sum + e.wins, 0)).toBeCloseTo(3000, 6);
    expect(a.complete).toBe(true);
  });

  it('G-1: seats rotate so that every entrant sits in every seat equally often', () => {
    const seatsOf = [new Set<number>(), new Set<number>(), new Set<number>()];
    for (let i = 0; i < 3; i++) for (let s = 0; s < 3; s++) seatsOf[entrantInSeat(3, i, s)].add(s);
    for (const seats of seatsOf) expect([...seats].sort()).toEqual([0, 1, 2]);
  });

  it('a plan may start later in the same seeded games: the stretch equals the tail of the long run', async () => {
    const tail: string[] = [];
    const whole: string[] = [];
    await runPlan({ ...plan, games: 700 }, { workers: 1, onRecords: (l) => whole.push(...l) });
    const part = await runPlan(
      { ...plan, first: 500, games: 200 },
      { workers: 2, batchSize: 30, onRecords: (l) => tail.push(...l) },
    );
    expect(tail).toEqual(whole.slice(500));
    expect(part.games).toBe(200);
  });

  it('a stopped run keeps what it played and says it is incomplete', async () => {
    const stop = new AbortController();
    const summary = await runPlan(plan, {
      workers: 1,
      batchSize: 100,
      signal: stop.signal,
      onProgress: (done) => done >= 500 && stop.abort(),
    });
    expect(summary.complete).toBe(false);
    expect(summary.games).toBe(500);
    expect(summary.entrants[0].games).toBe(500);
  });
});

describe('seating', () => {
  it("'permute' goes through every cyclic order, each rotated: over n! games each entrant has each seat and each left-hand neighbour equally often", () => {
    const n = 4;
    const seatCount = Array.from({ length: n }, () => Array(n).fill(0));
    const neighbour = Array.from({ length: n }, () => Array(n).fill(0));
    const seen = new Set<string>();
    for (let i = 0; i < 24; i++) {
      const seats = seatingOf(n, i, 'permute');
      seen.add(seats.join(''));
      seats.forEach((e, s) => {
        seatCount[e][s]++;
        neighbour[e][seats[(s + 1) % n]]++;
      });
    }
    expect(seen.size).toBe(24);
    for (const row of seatCount) expect(row).toEqual([6, 6, 6, 6]);
    neighbour.forEach((row, e) => row.forEach((c, f) => expect(c).toBe(e === f ? 0 : 8)));
  });

  it("'rotate' keeps one table order and turns it round", () => {
    expect(seatingOf(3, 0)).toEqual([0, 1, 2]);
    expect(seatingOf(3, 1)).toEqual([1, 2, 0]);
    expect(seatingOf(3, 5)).toEqual([2, 0, 1]);
  });

  it("identical bots get equal results under 'permute'", async () => {
    const p = buildPlan({ game: 'gesjaakt', bots: 'greedy,greedy,random,random', games: 2400, seed: 3, seating: 'permute' });
    const s = await runPlan(p, { workers: 1 });
    const [g1, g2] = s.entrants;
    expect(Math.abs(g1.winRate - g2.winRate)).toBeLessThan(0.04);
  });
});

describe('size never blows up', () => {
  // Batches are made as they are needed: a run of 10^12 games in batches of one starts at
  // once and stops at once. Made up front, 10^12 tasks would never fit in memory.
  it.each([1, 2])('a 10^12-game run in batches of 1 on %i worker(s) starts and stops at once', async (workers) => {
    const huge = buildPlan({ game: 'gesjaakt', bots: 'random,random,random', games: 1e12, seed: 1 });
    const stop = new AbortController();
    const summary = await runPlan(huge, {
      workers,
      batchSize: 1,
      signal: stop.signal,
      onProgress: (played) => {
        if (played >= 50) stop.abort();
      },
    });
    expect(summary.complete).toBe(false);
    expect(summary.games).toBeGreaterThanOrEqual(50);
    expect(summary.games).toBeLessThan(60);
  });
});
