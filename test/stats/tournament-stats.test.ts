// The statistics a tournament reports: Holm's correction, head-to-head shares with their
// tests, ratings, and the matrix and verdicts built from them.
import { describe, expect, it } from 'vitest';
import { HeadToHead } from '../../src/stats/head-to-head.js';
import { holm } from '../../src/stats/holm.js';
import { twoSidedP } from '../../src/stats/normal.js';
import { verdicts } from '../../src/report/standings.js';
import { runTournament } from '../../src/sim/tournament-run.js';
import { resolveTournament } from '../../src/sim/tournament.js';
import { SeededRng } from '../../src/core/rng.js';

const pool = (format: string, games: number) =>
  resolveTournament(
    {
      name: 'stats',
      seed: 2,
      game: 'gesjaakt',
      entrants: [
        { label: 'tight', bot: 'greedy(threshold=4)' },
        { label: 'standard', bot: 'greedy' },
        { label: 'random', bot: 'random' },
        { label: 'random too', bot: 'random' },
      ],
      format,
      players: 3,
      stop: { rule: 'fixed', games },
    },
    'stats.json',
  );

describe('Holm', () => {
  it('steps down: the smallest p times m, the next times m − 1, never below an earlier one', () => {
    expect(holm([0.01, 0.04, 0.03, 0.005])).toEqual([0.03, 0.06, 0.06, 0.02]);
    expect(holm([0.5, 0.9])).toEqual([1, 1]);
  });
});

describe('head to head', () => {
  it('two-sided normal p-values', () => {
    expect(twoSidedP(0)).toBeCloseTo(1, 6);
    expect(twoSidedP(1.959963984540054)).toBeCloseTo(0.05, 6);
    expect(twoSidedP(-2.5758293035489)).toBeCloseTo(0.01, 6);
  });

  it('a fair coin is not told apart, a 60% edge over 2,000 games is; each side reads its own share', () => {
    const rng = new SeededRng(4);
    const h = new HeadToHead(3);
    for (let i = 0; i < 2000; i++) {
      h.add(0, 1, rng.next() < 0.5 ? 1 : 0, 1);
      h.add(0, 2, rng.next() < 0.6 ? 1 : 0, 1);
    }
    expect(h.pair(0, 1).p).toBeGreaterThan(0.05);
    expect(h.pair(0, 2).p).toBeLessThan(1e-6);
    expect(h.pair(0, 2).ahead).toBeCloseTo(0.6, 1);
    expect(h.pair(2, 0).ahead).toBeCloseTo(1 - h.pair(0, 2).ahead, 12);
    expect(h.pair(0, 2).games).toBe(2000);
    expect(h.pairs().map((p) => `${p.a}${p.b}`)).toEqual(['01', '02']); // 1 and 2 never met
  });

  it('few lopsided games get about the exact binomial p, not the p of a zero-width interval', () => {
    const h = new HeadToHead(2);
    for (let i = 0; i < 3; i++) h.add(0, 1, 1, 1);
    expect(h.pair(0, 1).p).toBeCloseTo(0.25, 1); // exact: 2 · 0.5^3
    const nine = new HeadToHead(2);
    for (let i = 0; i < 10; i++) nine.add(0, 1, i < 9 ? 1 : 0, 1);
    expect(nine.pair(0, 1).p).toBeGreaterThan(0.02); // exact: 0.021
    expect(nine.pair(0, 1).p).toBeLessThan(0.04);
  });
});

describe('a tournament event', () => {
  it('the matrix is one minus its mirror, every share says its games, verdicts read as the issue asks', async () => {
    const summary = await runTournament(pool('round-robin', 300), { workers: 1 });
    const [e] = summary.events;
    const { ahead, games } = e.matrix;
    for (let a = 0; a < 4; a++) {
      expect(ahead[a][a]).toBeNull();
      for (let b = 0; b < 4; b++) if (a !== b) expect(ahead[a][b]! + ahead[b][a]!).toBeCloseTo(1, 12);
    }
    // Two entrants of four share 2 of the 4 tables of three.
    expect(games[0][1]).toBe(600);
    const lines = verdicts(e);
    expect(lines).toHaveLength(6);
    expect(lines).toContain(lines.find((l) => /^tight beats random: \d+\.\d% ± \d+\.\d%, 600 games$/.test(l)));
    expect(lines.find((l) => l.includes('random too') && l.startsWith('random'))).toMatch(/are not told apart: .*Holm p = /);
    // Ratings rest on every game, and agree with every verdict.
    for (const s of e.standings) expect(s.rating.games).toBe(s.games);
    const rating = (i: number) => e.standings.find((s) => s.label === e.entrantLabels[i])!.rating;
    for (const c of e.comparisons.filter((c) => c.decided)) expect(rating(c.a).points).toBeGreaterThan(rating(c.b).points);
  });

  it('duplicate: a deal of three rotations is one unit of the test', async () => {
    const [e] = (await runTournament(pool('duplicate', 300), { workers: 1 })).events;
    for (const c of e.comparisons) expect(c.units).toBe(c.games / 3);
    expect(verdicts(e)[0]).toMatch(/, 600 games \(200 duplicate deals\)/);
  });

  it('ratings are the same on one worker and two, with batches that cut duplicate deals apart', async () => {
    const t = pool('duplicate', 300);
    const one = (await runTournament(t, { workers: 1 })).events[0].standings.map((s) => s.rating);
    const two = (await runTournament(t, { workers: 2, batchSize: 7 })).events[0].standings.map((s) => s.rating);
    expect(two).toEqual(one);
    for (const r of one) expect(r.games).toBe(900); // 3 of the 4 tables of 300
    expect(new Set(one.map((r) => r.points)).size).toBe(4);
  });
});
