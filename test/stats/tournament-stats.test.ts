// The statistics a tournament reports: Holm's correction, head-to-head shares with their
// tests, ratings, and the matrix and verdicts built from them.
import { describe, expect, it } from 'vitest';
import { HeadToHead } from '../../src/stats/head-to-head.js';
import { holm } from '../../src/stats/holm.js';
import { twoSidedP } from '../../src/stats/normal.js';
import { percent } from '../../src/report/format.js';
import { verdicts } from '../../src/report/standings.js';
import { runTournament } from '../../src/tournament/run.js';
import { resolveTournament } from '../../src/tournament/load.js';
import { SeededRng } from '../../src/core/rng.js';
import { smallTournament } from '../helpers.js';

const pool = (format: string, games: number, seed = 2) =>
  resolveTournament(smallTournament({ name: 'stats', seed, format, stop: { rule: 'fixed', games } }), 'stats.json');

/** Each value close to its expected one, in order. */
function expectClose(actual: readonly number[], expected: readonly number[]) {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((a, i) => expect(a, `value ${i}`).toBeCloseTo(expected[i], 12));
}

describe('Holm', () => {
  it('steps down: the smallest p times m, the next times m − 1, never below an earlier one', () => {
    // By hand: 0.005·4 = 0.02, 0.01·3 = 0.03, 0.03·2 = 0.06, 0.04·1 = 0.04, raised to 0.06.
    expect(holm([0.01, 0.04, 0.03, 0.005])).toEqual([0.03, 0.06, 0.06, 0.02]);
    expect(holm([0.5, 0.9])).toEqual([1, 1]);
  });

  it('worked by hand: ties, one comparison, none, and the cap at 1 partway down', () => {
    // 0.2·3 = 0.6, then 0.5·2 = 1.0 and 0.7·1 = 0.7, raised to 1.
    expectClose(holm([0.5, 0.7, 0.2]), [1, 1, 0.6]);
    // 0.01·3 = 0.03, 0.2·2 = 0.4, 0.3·1 = 0.3, raised to 0.4.
    expectClose(holm([0.3, 0.2, 0.01]), [0.4, 0.4, 0.03]);
    // Tied smallest: 0.01·3 = 0.03 and 0.01·2 = 0.02, raised to 0.03.
    expectClose(holm([0.01, 0.01, 0.04]), [0.03, 0.03, 0.04]);
    expect(holm([0.03])).toEqual([0.03]);
    expect(holm([])).toEqual([]);
    expect(holm([0.6, 0.9, 0.4])).toEqual([1, 1, 1]);
  });

  it('keeps the order of the p-values, never lowers one, and never exceeds Bonferroni or 1', () => {
    const rng = new SeededRng(7);
    for (let t = 0; t < 200; t++) {
      const p = Array.from({ length: 1 + rng.int(12) }, () => rng.next() ** 3);
      const adjusted = holm(p);
      const wrong = p.flatMap((pi, i) => {
        const out = adjusted[i] < pi || adjusted[i] > Math.min(1, p.length * pi);
        const disordered = p.some((pj, j) => pi <= pj && adjusted[i] > adjusted[j]);
        return out || disordered ? [`${pi} → ${adjusted[i]}`] : [];
      });
      expect(wrong, JSON.stringify(p)).toEqual([]);
    }
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

  it('a pair told apart on its own p-value but not after Holm over the six pairs is not decided', async () => {
    // Seed 1, 48 games a table: standard finished ahead of tight in their 96 games with
    // p = 0.030 alone. The other pairs but random against random too are far smaller, so
    // it is the fifth of six: Holm multiplies it by 2, and 0.061 tells nothing apart.
    const [e] = (await runTournament(pool('round-robin', 48, 1), { workers: 1 })).events;
    const label = (i: number) => e.entrantLabels[i];
    const pair = (a: string, b: string) => e.comparisons.find((c) => label(c.a) === a && label(c.b) === b)!;
    const close = pair('standard', 'tight');
    expect(close.games).toBe(96);
    expect(close.p).toBeLessThan(0.05);
    expect(close.pHolm).toBeCloseTo(2 * close.p, 12);
    expect(close.decided).toBe(false);
    expect(verdicts(e)).toContain(
      `standard and tight are not told apart: ${percent(close.ahead)} ± ${percent(close.halfWidth)}, 96 games (Holm p = ${close.pHolm.toPrecision(2)})`,
    );
    // The largest p is multiplied by 1, the fourth smallest by 3; the three smallest, tied,
    // all by 6 (the second's 5 and the third's 4 raised to the first's).
    const randoms = pair('random', 'random too');
    expect(randoms.pHolm).toBe(randoms.p);
    const fourth = pair('tight', 'random');
    expect(fourth.pHolm).toBe(3 * fourth.p);
    const tied = [pair('standard', 'random'), pair('standard', 'random too'), pair('tight', 'random too')];
    for (const c of tied) expect(c.p).toBe(tied[0].p);
    expect(tied[0].p).toBeLessThan(fourth.p);
    for (const c of tied) expect(c.pHolm).toBe(6 * c.p);
    expect(e.comparisons.filter((c) => c.decided)).toHaveLength(4);
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
