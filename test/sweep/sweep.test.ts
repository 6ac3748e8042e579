import { describe, expect, it } from 'vitest';
import { axisValues, parseGrid } from '../../src/sweep/grid.js';
import { raceRounds, runSweep } from '../../src/sweep/run.js';
import { chart } from '../../src/sweep/chart.js';
import { clearlyWorse } from '../../src/sweep/compare.js';

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

  it('refuses an unknown parameter, an empty or non-numeric range, a value out of bounds, no range at all', () => {
    expect(() => parseGrid('jatten', 'threshold(nerve=1..2)')).toThrow(/no parameter nerve/);
    expect(() => parseGrid('jatten', 'threshold(risk=0.6..0.1)')).toThrow(/empty range/);
    expect(() => parseGrid('jatten', 'threshold(risk=a..b)')).toThrow(/not a numeric range/);
    expect(() => parseGrid('jatten', 'threshold(risk=0.5..1.5:0.5)')).toThrow(/above the maximum 1/);
    expect(() => parseGrid('jatten', 'threshold(risk=0.5)')).toThrow(/no parameter has a range/);
  });

  it('racing rounds are whole seat rotations adding up to about the full budget', () => {
    const rounds = raceRounds(1600, 3);
    expect(rounds.every((r) => r % 3 === 0)).toBe(true);
    expect(rounds.reduce((a, b) => a + b, 0)).toBeCloseTo(1600, -2);
  });

  it('calls a point clearly worse only with evidence', () => {
    expect(clearlyWorse({ wins: 40, games: 100 }, { wins: 50, games: 100 })).toBe(false);
    expect(clearlyWorse({ wins: 300, games: 1000 }, { wins: 500, games: 1000 })).toBe(true);
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

  it('racing drops clearly worse points and plays fewer games than the full grid', async () => {
    const r = await runSweep({ game: 'jatten', bot: 'threshold(risk=0..0.5:0.5,maxCards=1|4)', vs: 'greedy', games: 320, seed: 1, workers: 1, race: true });
    expect(r.gamesPlayed).toBeLessThan(r.gamesFullGrid);
    expect(r.points.some((p) => p.droppedAfterRound !== undefined)).toBe(true);
    expect(r.best.droppedAfterRound).toBeUndefined();
  });

  it('refuses a lineup of the wrong size before playing', async () => {
    await expect(runSweep({ game: 'jatten', bot: 'threshold(risk=0.1..0.2:0.1)', vs: 'greedy,greedy,greedy,greedy,greedy', games: 10, seed: 1, workers: 1 })).rejects.toThrow(
      /jatten takes 2 to 5 players, not 6/,
    );
  });
});
