// The SPRT's promise checked by simulation, as Fishtest's users check it: with the true
// difference at Elo0 it accepts H1 at most α of the time, at Elo1 at least 1 − β, for
// games one by one and for duplicate pairs, and it decides in about the games Wald's
// approximation expects. Seeded: the same runs every time, no clock.
import { describe, expect, it } from 'vitest';
import { type SprtTrial, simulateSprt } from '../../src/stats/sprt-simulation.js';
import { scoreOfElo, sprtBounds } from '../../src/stats/sprt.js';

const RUNS = 1000;
const base = {
  elo0: 0,
  elo1: 20,
  alpha: 0.05,
  beta: 0.05,
  every: 20,
  maxGames: 100_000,
  drawRate: 0.1,
  runs: RUNS,
  seed: 7,
} as const;

/** Sampling slack on a share of RUNS runs whose true rate is `rate`: three standard
 * errors, so a test that keeps its promise exactly fails this by luck 0.13% of the time
 * (and, seeded, never flickers); a rate 0.02 worse than promised is outside it. */
const slack = (rate: number) => 3 * Math.sqrt((rate * (1 - rate)) / RUNS);

/** Wald's approximate games to a decision with the true score at s0 (H0 true, minus
 * sign) or s1: the bound reached most often over the LLR's drift per unit, Δ²/(2σ²) for
 * a unit's score variance σ² (per game; a pair counts its mean per game). */
function waldGames(variance: number, unitGames: number, h1: boolean): number {
  const { lower, upper } = sprtBounds(base.alpha, base.beta);
  const delta = scoreOfElo(base.elo1) - scoreOfElo(base.elo0);
  const drift = (delta * delta) / (2 * variance);
  const travel = h1 ? (1 - base.beta) * upper + base.beta * lower : -((1 - base.alpha) * lower + base.alpha * upper);
  return (travel / drift) * unitGames;
}

// One game scored 0, ½, 1 with draws 0.1 at a score of ½: σ² = 0.9·¼ = 0.225. A pair in
// the model: its games at ½ ± 0.25 (the deal's luck), each σ² = s − 0.025 − s², so
// 0.1625 apiece, independent given the luck and the luck cancelling in the sum: the
// pair's mean per game has σ² = 2·0.1625/4 = 0.08125.
const GAME_VARIANCE = 0.225;
const PAIR_VARIANCE = 0.08125;

describe.each([
  { kind: 'trinomial', variance: GAME_VARIANCE, unitGames: 1 },
  { kind: 'pentanomial', variance: PAIR_VARIANCE, unitGames: 2 },
] as const)('the SPRT on $kind results, 1,000 runs a side', ({ kind, variance, unitGames }) => {
  const trial = (trueElo: number): SprtTrial => ({ ...base, kind, trueElo });

  it('at the true difference Elo0 accepts H1 at most α of the time, in about the games Wald expects', () => {
    const r = simulateSprt(trial(base.elo0));
    expect(r.h1).toBeLessThanOrEqual(base.alpha + slack(base.alpha));
    // A real test at its level, not one that never says H1.
    expect(r.h1).toBeGreaterThan(0.01);
    expect(r.neither).toBe(0);
    // Looking every 20 games overshoots the bound a little: up to some 15% more games.
    const wald = waldGames(variance, unitGames, false);
    expect(r.meanGames).toBeGreaterThan(0.95 * wald);
    expect(r.meanGames).toBeLessThan(1.15 * wald);
  });

  it('at the true difference Elo1 accepts H1 at least 1 − β of the time, in about the games Wald expects', () => {
    const r = simulateSprt(trial(base.elo1));
    expect(r.h1).toBeGreaterThanOrEqual(1 - base.beta - slack(base.beta));
    expect(r.h0).toBeGreaterThan(0.01);
    const wald = waldGames(variance, unitGames, true);
    expect(r.meanGames).toBeGreaterThan(0.95 * wald);
    expect(r.meanGames).toBeLessThan(1.15 * wald);
  });
});

describe('the simulated duplicate pairs', () => {
  it('need fewer games than single games for the same decision, as pairing cancels luck', () => {
    const single = simulateSprt({ ...base, kind: 'trinomial', trueElo: 10, runs: 300 });
    const paired = simulateSprt({ ...base, kind: 'pentanomial', trueElo: 10, runs: 300 });
    expect(paired.meanGames).toBeLessThan(0.8 * single.meanGames);
  });

  it('are the same runs from the same seed, and other runs from another', () => {
    const a = simulateSprt({ ...base, kind: 'pentanomial', trueElo: 5, runs: 50 });
    expect(simulateSprt({ ...base, kind: 'pentanomial', trueElo: 5, runs: 50 })).toEqual(a);
    expect(simulateSprt({ ...base, kind: 'pentanomial', trueElo: 5, runs: 50, seed: 8 })).not.toEqual(a);
  });
});
