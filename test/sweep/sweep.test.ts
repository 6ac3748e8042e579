import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { axisValues, parseGrid } from '../../src/sweep/grid.js';
import { playGrid, raceRounds, runSweep } from '../../src/sweep/run.js';
import { Moments } from '../../src/stats/moments.js';
import { chart } from '../../src/sweep/chart.js';
import { clearlyWorse, pairedZ } from '../../src/sweep/compare.js';
import { sweepHeadline } from '../../src/sweep/text.js';

describe('sweep grid', () => {
  it('expands ranges with steps, lists and fixed values into checked bot specs', () => {
    expect(axisValues('t', 'risk', '0.1..0.3:0.05')).toEqual(['0.1', '0.15', '0.2', '0.25', '0.3']);
    expect(axisValues('t', 'maxCards', '2..4')).toEqual(['2', '3', '4']);
    const grid = parseGrid('jatten', 'threshold(risk=0.1..0.2:0.1,victim=fullest|leader,maxCards=3)');
    expect(grid.axes.map((a) => a.param)).toEqual(['risk', 'victim']);
    expect(grid.points.map((p) => p.label)).toEqual([
      'threshold(risk=0.1,maxCards=3)',
      'threshold(risk=0.1,maxCards=3,victim=leader)',
      'threshold(risk=0.2,maxCards=3)',
      'threshold(risk=0.2,maxCards=3,victim=leader)',
    ]);
  });

  it("sweeps a bot file's parameters as a built-in bot's: each point shown by its name, played from its file", () => {
    const file = join(import.meta.dirname, '..', '..', 'bots', 'examples', 'gesjaakt-bargain.mjs');
    const grid = parseGrid('gesjaakt', `${file}(share=2|5)`);
    expect(grid.points.map((p) => p.label)).toEqual(['bargain(share=2)', 'bargain(share=5)']);
    expect(grid.points.map((p) => p.spec)).toEqual([`${file}(share=2)`, `${file}(share=5)`]);
    expect(() => parseGrid('gesjaakt', `${file}(shares=1..2)`)).toThrow(/bot bargain has no parameter shares: valid are share/);
  });

  it('refuses an unknown parameter, an empty or non-numeric range, a value out of bounds, no range at all', () => {
    expect(() => parseGrid('jatten', 'threshold(nerve=1..2)')).toThrow(/no parameter nerve/);
    expect(() => parseGrid('jatten', 'threshold(risk=0.6..0.1)')).toThrow(/empty range/);
    expect(() => parseGrid('jatten', 'threshold(risk=a..b)')).toThrow(/not a numeric range/);
    expect(() => parseGrid('jatten', 'threshold(risk=0.5..1.5:0.5)')).toThrow(/above the maximum 1/);
    expect(() => parseGrid('jatten', 'threshold(risk=0.5)')).toThrow(/no parameter has a range/);
    // Huge grids are refused from their size, before a value is made (no RangeError).
    expect(() => parseGrid('gesjaakt', 'greedy(threshold=0..100000000)')).toThrow(
      /threshold=0\.\.100000000 has 1\.0e\+8 values: a sweep may have at most 10000 grid points/,
    );
    expect(() => parseGrid('jatten', 'threshold(risk=0.1..0.2:0.0000000000000000001)')).toThrow(/at most 10000 grid points/);
    // The same step written with an exponent is a range too, and refused for its size.
    expect(() => parseGrid('gesjaakt', 'greedy(threshold=0..1:1e-19)')).toThrow(
      /has 1\.0e\+19 values: a sweep may have at most 10000/,
    );
    expect(parseGrid('jatten', 'threshold(risk=1e-1..2e-1:5e-2)').axes[0].values).toEqual(['0.1', '0.15', '0.2']);
    expect(() => parseGrid('jatten', 'threshold(risk=0.1..0.1000000001:0.00000000001)')).toThrow(/finer than 10 decimal places/);
    expect(() => parseGrid('jatten', 'threshold(risk=0.1..0.6:0.01,maxCards=1..1000)')).toThrow(
      /51000 grid points: at most 10000/,
    );
  });

  it('racing rounds are whole seat rotations adding up to exactly the full budget', () => {
    const rounds = raceRounds(1600, 3);
    expect(rounds.slice(0, -1).every((r) => r % 3 === 0)).toBe(true);
    expect(rounds.reduce((a, b) => a + b, 0)).toBe(1600);
    expect(raceRounds(10, 3).reduce((a, b) => a + b, 0)).toBe(10);
  });

  it('calls a point clearly worse only with evidence, pairing game by game', () => {
    const games = (pattern: number[], times: number) =>
      Float64Array.from({ length: pattern.length * times }, (_, i) => pattern[i % pattern.length]);
    // 10 games in 100 where the best wins and the point does not, the rest equal: a
    // difference of 0.1 that an unpaired test on 0.5 vs 0.4 over 100 games would not see.
    const best = games([1, 1, 1, 1, 1, 0, 0, 0, 0, 0], 10);
    const point = Float64Array.from(best, (w, i) => (i % 10 === 0 ? 0 : w));
    expect(clearlyWorse(point, best, 100)).toBe(true);
    expect(clearlyWorse(best, point, 100)).toBe(false);
    // Differences that go both ways as often are no evidence.
    const mixed = Float64Array.from(best, (w, i) => (i % 10 === 0 ? 0 : i % 10 === 5 ? 1 : w));
    expect(clearlyWorse(mixed, best, 100)).toBe(false);
    expect(clearlyWorse(best, best, 100)).toBe(false);
  });
});

describe('sweep run', () => {
  it('plays every point on the same deals: equal settings give equal results', async () => {
    // maxCards=4|4 is one setting twice: common random numbers make the two points identical.
    const r = await runSweep({ game: 'jatten', bot: 'threshold(maxCards=4|4|1)', vs: 'greedy', games: 60, seed: 3, workers: 1 });
    const [a, b] = r.points.filter((p) => p.values[0] === '4');
    expect(a.wins).toBe(b.wins);
    expect(a.meanScore).toBe(b.meanScore);
    expect(r.gamesPlayed).toBe(180);
    expect(chart(r)).toContain('maxCards=1');
  });

  it('two points that play alike under different labels get identical results game by game', async () => {
    // With two players and no stealing from the deck there is one victim to choose, so
    // the victim rule cannot matter: only common deals make the two points agree.
    const played = await playGrid({
      game: 'jatten',
      bot: 'threshold(victim=fullest|leader)',
      vs: 'greedy',
      games: 200,
      seed: 3,
      workers: 1,
      options: { deckSteal: 'false' },
    });
    expect(played.grid.points.map((p) => p.label)).toEqual(['threshold', 'threshold(victim=leader)']);
    const [a, b] = played.tallies;
    expect(Array.from(b.winsByGame)).toEqual(Array.from(a.winsByGame));
    expect(b.score.sum).toBe(a.score.sum);
    expect(a.wins).toBeGreaterThan(20);
    expect(a.wins).toBeLessThan(180);
  });

  it('pairing points on their common deals is sharper than comparing two independent win rates', async () => {
    // Neighbouring points play alike in most games: paired, those games cancel out.
    const games = 600;
    const played = await playGrid({
      game: 'jatten',
      bot: 'threshold(risk=0.3|0.4,maxCards=3)',
      vs: 'greedy,greedy',
      games,
      seed: 5,
      workers: 1,
    });
    const [a, b] = played.tallies;
    const differences = new Moments();
    for (let i = 0; i < games; i++) differences.add(a.winsByGame[i] - b.winsByGame[i]);
    const pairedError = Math.sqrt(differences.variance / games);
    const unpairedError = Math.sqrt(a.win.variance / games + b.win.variance / games);
    expect(unpairedError / pairedError).toBeGreaterThan(2);
    expect(Math.abs(pairedZ(a.winsByGame, b.winsByGame, games))).toBeCloseTo(Math.abs(differences.mean / pairedError), 9);
  });

  it('racing drops clearly worse points and plays fewer games than the full grid', async () => {
    const r = await runSweep({
      game: 'jatten',
      bot: 'threshold(risk=0..0.5:0.5,maxCards=1|4)',
      vs: 'greedy',
      games: 320,
      seed: 1,
      workers: 1,
      race: true,
    });
    expect(r.gamesPlayed).toBeLessThan(r.gamesFullGrid);
    expect(r.points.some((p) => p.droppedAfterRound !== undefined)).toBe(true);
    expect(r.best.droppedAfterRound).toBeUndefined();
  });

  it('racing plays the full grid’s games for every point it keeps, and finds the full grid’s best', async () => {
    const req = { game: 'jatten', bot: 'threshold(risk=0..0.4:0.2,maxCards=1|4)', vs: 'greedy', games: 640, seed: 2, workers: 1 };
    const full = await runSweep(req);
    const race = await runSweep({ ...req, race: true });
    expect(race.best.label).toBe(full.best.label);
    for (const p of race.points.filter((q) => q.droppedAfterRound === undefined)) {
      const same = full.points.find((q) => q.label === p.label)!;
      expect(p.games).toBe(640);
      expect(p.wins).toBe(same.wins);
      expect(p.meanScore).toBe(same.meanScore);
    }
    expect(race.gamesPlayed).toBeLessThan(full.gamesPlayed);
  });

  it('gives the same figures on one worker and on two', async () => {
    const req = { game: 'jatten', bot: 'threshold(risk=0.1|0.5)', vs: 'greedy', games: 120, seed: 4, race: true };
    const one = await runSweep({ ...req, workers: 1 });
    const two = await runSweep({ ...req, workers: 2 });
    expect(JSON.stringify(two.points)).toBe(JSON.stringify(one.points));
  });

  it('refuses a lineup of the wrong size before playing', async () => {
    await expect(
      runSweep({
        game: 'jatten',
        bot: 'threshold(risk=0.1..0.2:0.1)',
        vs: 'greedy,greedy,greedy,greedy,greedy',
        games: 10,
        seed: 1,
        workers: 1,
      }),
    ).rejects.toThrow(/jatten takes 2 to 5 players, not 6/);
  });
});

describe('sweep headline', () => {
  it('counts the points that cannot be told apart from the best, the best itself not among them', async () => {
    const result = await runSweep({
      game: 'gesjaakt',
      bot: 'greedy(threshold=9|10|11)',
      vs: 'greedy,greedy',
      games: 600,
      seed: 1,
      workers: 1,
    });
    const others = result.points.filter((p) => p.contender && p.label !== result.best.label).length;
    expect(result.points.filter((p) => p.contender)).toContain(result.best);
    const words = others === 0 ? 'no other point' : others === 1 ? '1 other point' : `${others} other points`;
    expect(sweepHeadline(result, 1000)).toContain(`${words} cannot be told apart from it`);
    expect(sweepHeadline(result, 1000)).toMatch(/· 3 points ·/);
  });

  it('says a sealed sweep is sealed: its seed alone does not give its deals', async () => {
    const sweep = (key?: string) =>
      runSweep({ game: 'gesjaakt', bot: 'greedy(threshold=9|10)', vs: 'greedy,greedy', games: 30, seed: 1, workers: 1, key });
    const [open, sealed] = [await sweep(), await sweep('0123456789abcdef0123456789abcdef')];
    expect(sweepHeadline(open, 1000)).toMatch(/· seed 1 ·/);
    expect(sweepHeadline(sealed, 1000)).toMatch(/· seed 1, sealed with a secret key ·/);
    expect(sealed.keyed).toBe(true);
    // The key deals: the same seed, other games.
    expect(sealed.points.map((p) => p.meanScore)).not.toEqual(open.points.map((p) => p.meanScore));
  });
});
