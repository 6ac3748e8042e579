// A game's own figures (Game.figures): counts each result carries, summed per team (or
// entrant) into ratios with intervals that take games as the units; the same for any
// number of workers. Klaverjassen is the game that has them.
import { describe, expect, it } from 'vitest';
import { SeededChance } from '../../src/core/chance.js';
import { SeededRng } from '../../src/core/rng.js';
import { klaverjassen } from '../../src/games/klaverjassen/index.js';
import { klaverjasOptions } from '../../src/games/klaverjassen/options.js';
import { ROUND_POINTS } from '../../src/games/klaverjassen/cards.js';
import { PIT_BONUS } from '../../src/games/klaverjassen/score.js';
import { NAT, PIT, T } from '../../src/games/klaverjassen/state.js';
import { figureTable, runReport } from '../../src/report/run-text.js';
import { buildPlan } from '../../src/sim/build.js';
import { runPlan } from '../../src/sim/run.js';
import { FigureTally } from '../../src/stats/ratios.js';
import { Z95 } from '../../src/stats/intervals.js';

const COUNT = Object.fromEntries(klaverjassen.figures!.counts.map((name, i) => [name, i]));

describe('figure ratios', () => {
  it('is the ratio of the sums, with the delta-method interval over games', () => {
    const tally = new FigureTally({ counts: ['x', 'y'], ratios: [{ name: 'x per y', of: 'x', per: 'y' }] });
    for (const [x, y] of [
      [1, 2],
      [2, 2],
      [3, 2],
    ])
      tally.add(Float64Array.of(x, y), 0);
    const [f] = tally.summary();
    // R = 6 / 6; d = x − R·y = −1, 0, 1 has variance 1; half = z·√(1/3) / ȳ.
    const half = (Z95 * Math.sqrt(1 / 3)) / 2;
    expect(f.value).toBe(1);
    expect(f.ci[0]).toBeCloseTo(1 - half, 12);
    expect(f.ci[1]).toBeCloseTo(1 + half, 12);
  });
});

describe('Klaverjassen team figures', () => {
  it('counts every round of a game once: all points, roem and pit bonuses add up (KJ-8)', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const chance = new SeededChance(seed);
      const state = klaverjassen.setup(4, klaverjasOptions.parse({}), chance);
      const rng = new SeededRng(seed);
      while (!klaverjassen.isTerminal(state)) {
        const legal = klaverjassen.legalActions(state);
        klaverjassen.apply(state, legal[rng.int(legal.length)], chance);
      }
      const { counts, scores } = klaverjassen.result(state);
      const of = (team: number, name: string) => counts![team * 6 + COUNT[name]];
      expect(of(0, 'rounds')).toBe(16);
      expect(of(0, 'playing') + of(1, 'playing')).toBe(16);
      expect(of(0, 'nat')).toBeLessThanOrEqual(of(0, 'playing'));
      // Nat moves points from team to team; none are lost: 162 a round, the roem claimed
      // and 100 a pit.
      const roem = of(0, 'roem') + of(1, 'roem');
      const pits = of(0, 'pit') + of(1, 'pit');
      expect(scores[0] + scores[1]).toBe(16 * ROUND_POINTS + roem + PIT_BONUS * pits);
      expect(of(0, 'points')).toBe(scores[0]);
      // Partners carry their team's counts.
      expect(counts!.slice(12, 18)).toEqual(counts!.slice(0, 6));
    }
  });

  it('credits a pit to the team that took every trick: the defenders when the players went nat', () => {
    const state = klaverjassen.setup(4, klaverjasOptions.parse({}), new SeededChance(1));
    // Round 1: team 0 played and took every trick; round 2: team 1 played, went nat and
    // team 0 took every trick.
    state.t[T.roundInfo] = 0 | PIT;
    state.t[T.roundInfo + 1] = 1 | NAT | PIT;
    state.round = 2;
    const counts = klaverjassen.result(state).counts!;
    expect([0, 1].map((team) => counts[team * 6 + COUNT.pit])).toEqual([2, 0]);
    expect([0, 1].map((team) => counts[team * 6 + COUNT.nat])).toEqual([0, 1]);
    expect([0, 1].map((team) => counts[team * 6 + COUNT.playing])).toEqual([1, 1]);
  });

  it('reports per team, the same for 1 and 2 workers; other games report none', async () => {
    const plan = buildPlan({ game: 'klaverjassen', bots: 'heuristic,random,heuristic,random', games: 24, seed: 2 });
    const one = await runPlan(plan, { workers: 1 });
    const two = await runPlan(plan, { workers: 2, batchSize: 5 });
    expect(JSON.stringify(two)).toBe(JSON.stringify(one));
    const [heuristic, random] = one.figures!;
    expect(heuristic.bot).toBe('heuristic+heuristic');
    const figure = (side: typeof heuristic, name: string) => side.figures.find((f) => f.name === name)!;
    const playing = figure(heuristic, 'playing').value + figure(random, 'playing').value;
    expect(playing).toBeCloseTo(1, 12);
    // Points per round of both teams: 162 a round plus roem and pit bonuses, all counted.
    const points = figure(heuristic, 'points per round').value + figure(random, 'points per round').value;
    const extra = ['roem per round', 'pit'].map((n) => figure(heuristic, n).value + figure(random, n).value);
    expect(points).toBeCloseTo(ROUND_POINTS + extra[0] + PIT_BONUS * extra[1], 9);
    // Each team's own: its points per round are its mean team score over 16 rounds.
    expect(figure(heuristic, 'points per round').value).toBeCloseTo(one.teams![0].meanScore / 16, 9);
    expect(figure(random, 'points per round').value).toBeCloseTo(one.teams![1].meanScore / 16, 9);
    for (const f of heuristic.figures) expect(f.ci[0]).toBeLessThanOrEqual(f.value);
    expect(runReport(one, 1000)).toContain('nat when playing');
    const gesjaakt = await runPlan(buildPlan({ game: 'gesjaakt', bots: 'greedy,random,random', games: 6, seed: 1 }), {
      workers: 1,
    });
    expect(gesjaakt.figures).toBeUndefined();
    expect(figureTable(gesjaakt)).toBeUndefined();
  });
});
