import { describe, expect, it } from 'vitest';
import { buildPlan } from '../../src/sim/build.js';
import { stopFlagOf } from '../../src/sim/stop-flag.js';
import { Evaluations, rangeTask } from '../../src/tune/evaluate.js';
import { runTune } from '../../src/tune/run.js';

const NOW = { paceAfterMs: 0, worthMs: 0, afterMs: 0 };
// Every parameter is searched, the given ones over the ranges given; the smallest budget:
// the race's 8 points in three rounds of at least 30 games a point (720 games, a quarter).
const small = {
  game: 'jatten',
  bot: 'threshold(risk=0.1..0.7:0.1,maxCards=2..5,victim=fullest|leader)',
  vs: 'greedy,greedy',
  budget: 2880,
  seed: 4,
  check: 60,
};

describe('evaluations', () => {
  const plan = (bot: string) =>
    buildPlan({ game: 'jatten', bots: [bot, 'greedy', 'greedy'], games: 30, seed: 2, deals: 'k', seating: 'duplicate' });

  it('play a range of the seeded games of a deal set, so equal points on equal deals get equal values', async () => {
    expect(rangeTask(plan('threshold'), 60, 30)).toMatchObject({ start: 60, count: 30 });
    const here = new Evaluations(undefined, stopFlagOf(undefined).flag);
    const a = plan('threshold(maxCards=4)');
    const b = plan('threshold');
    const values = (await here.play([
      rangeTask(a, 0, 30),
      rangeTask(b, 0, 30),
      rangeTask(b, 30, 30),
      rangeTask(plan('threshold(risk=0.9)'), 0, 30),
    ]))!;
    // maxCards=4 is the default: one bot, the same deals, the same value.
    expect(values[0]).toBe(values[1]);
    // Other deals, or another bot, play otherwise.
    expect(values[2]).not.toBe(values[1]);
    expect(values[3]).not.toBe(values[1]);
    expect(values.every((v) => v >= 0 && v <= 1)).toBe(true);
  });

  it('give nothing when stopped: a part-played block would be a biased value', async () => {
    const stop = stopFlagOf(undefined);
    stop.raise();
    expect(await new Evaluations(undefined, stop.flag).play([rangeTask(plan('threshold'), 0, 30)])).toBeUndefined();
  });
});

describe('a tune', () => {
  it('gives the same search, race and recommendation on one worker and on two', async () => {
    const one = await runTune({ ...small, workers: 1 });
    const two = await runTune({ ...small, workers: 2, lazyStart: NOW });
    expect(two.trace).toEqual(one.trace);
    expect(two.pick).toEqual(one.pick);
    expect(two.recommended).toEqual(one.recommended);
    expect(two.runnersUp).toEqual(one.runnersUp);
    const other = await runTune({ ...small, seed: 5, workers: 1 });
    expect(other.trace).not.toEqual(one.trace);
  }, 60_000);

  it('spends the budget on the search and the race, checks the picks and the references on fresh deals, and counts each', async () => {
    const phases = new Map<string, number[]>();
    const r = await runTune({
      ...small,
      workers: 1,
      against: 'threshold(risk=0.45,maxCards=3)',
      onProgress: (phase, done, total) => phases.set(phase, [done, total]),
    });
    expect(r.block).toBe(30);
    // The race: a quarter of the budget in whole deals, 240 deals over 3 rounds of 8, 4, 2.
    expect(r.raceRounds).toEqual([30, 60, 120]);
    expect(r.cost.race).toBe(8 * 30 + 4 * 60 + 2 * 120);
    expect(r.cost.search).toBe(2880 - 720);
    expect(r.evaluations).toBe(72);
    expect(r.spent).toBe(2880);
    // Every row, the reference included, plays the check's 60 games.
    expect(r.cost.check).toBe(6 * 60);
    expect(Object.fromEntries(phases)).toEqual({ search: [2160, 2160], race: [720, 720], check: [360, 360] });
    expect(r.trace.map((t) => t.games).slice(0, 3)).toEqual([240, 480, 720]);
    expect(r.runnersUp).toHaveLength(3);
    expect(r.references.map((p) => [p.role, p.label])).toEqual([
      ['default', 'threshold'],
      ['against', 'threshold(risk=0.45,maxCards=3)'],
    ]);
    // The pick is the race's winner: its finalists played every round, it has the better
    // race win share of the two; the check's differences are paired against the recommendation.
    expect(r.pick.race?.games).toBe(210);
    expect(r.runnersUp[0].race?.games).toBe(210);
    expect(r.pick.race!.winRate).toBeGreaterThanOrEqual(r.runnersUp[0].race!.winRate);
    for (const p of [r.pick, ...r.runnersUp, ...r.references])
      expect(p.check?.versusRecommended.difference).toBeCloseTo(p.check!.winRate - r.recommended.check!.winRate, 12);
  }, 60_000);

  it('recommends a reference the check finds clearly above the pick, and says so', async () => {
    // A space of poor bots (stopping at one or two cards) against the grid's best.
    const r = await runTune({
      ...small,
      bot: 'threshold(risk=0..0.1:0.05,maxCards=1..2)',
      budget: 2880,
      check: 1200,
      against: 'threshold(risk=0.45,maxCards=3)',
      workers: 1,
    });
    expect(r.recommended.label).toBe('threshold(risk=0.45,maxCards=3)');
    expect(r.recommended.role).toBe('against');
    expect(['best', 'tied']).toContain(r.recommended.check?.standing);
    expect(r.pick.check?.standing).toBe('below');
    expect(r.overPick!.interval[0]).toBeGreaterThan(0);
  }, 60_000);

  it("shows an --against bot that is a checked row, marked, with that row's check", async () => {
    const r = await runTune({ ...small, workers: 1, against: 'threshold(risk=0.25,maxCards=4),greedy' });
    // threshold(risk=0.25,maxCards=4) is the bot's default.
    const [, same, greedy] = r.references;
    expect(same).toMatchObject({ role: 'against', label: 'threshold', sameAs: 'default' });
    expect(same.check).toEqual(r.references[0].check);
    expect(greedy.label).toBe('greedy');
    expect(r.cost.check).toBe(6 * 60);
  }, 60_000);

  it('refuses a budget below the rule, naming the smallest that meets it', async () => {
    await expect(runTune({ ...small, budget: 2877 })).rejects.toThrow(
      /--budget 2877 is too small: the search needs 28 evaluations of 30 games \(each of tradeUpTo's 14 values twice\) and the race a block for each of its 8 points; give at least 2,880/,
    );
  });

  it('stops after the batch under way when stopped, and recommends from what was told', async () => {
    const stop = new AbortController();
    const r = await runTune({ ...small, workers: 1, signal: stop.signal, onProgress: () => stop.abort() });
    expect(r.complete).toBe(false);
    expect(r.cost.search).toBe(240);
    expect(r.trace).toHaveLength(1);
    expect(r.recommended.label).toBe(r.trace[0].label);
    // No check was played for a stopped tune: its figures would be cut short too.
    expect(r.recommended.check).toBeUndefined();
  });

  it('is not complete when stopped in the race, and plays no check', async () => {
    const stop = new AbortController();
    const r = await runTune({
      ...small,
      workers: 1,
      signal: stop.signal,
      onProgress: (phase) => phase === 'race' && stop.abort(),
    });
    expect(r.cost.search).toBe(2160);
    expect(r.complete).toBe(false);
    expect(r.recommended.check).toBeUndefined();
  });

  it('searches with random points as the baseline, from the same seed the same way', async () => {
    const a = await runTune({ ...small, method: 'random', workers: 1 });
    const b = await runTune({ ...small, method: 'random', workers: 1 });
    expect(a.method).toBe('random');
    expect(a.trace).toEqual(b.trace);
    const ntbea = await runTune({ ...small, workers: 1 });
    expect(a.trace).not.toEqual(ntbea.trace);
  }, 60_000);
});
