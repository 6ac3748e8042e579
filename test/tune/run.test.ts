import { describe, expect, it } from 'vitest';
import { buildPlan } from '../../src/sim/build.js';
import { stopFlagOf } from '../../src/sim/stop-flag.js';
import { Evaluations, blockTask } from '../../src/tune/evaluate.js';
import { runTune } from '../../src/tune/run.js';

const NOW = { paceAfterMs: 0, worthMs: 0, afterMs: 0 };
const small = {
  game: 'jatten',
  bot: 'threshold(risk=0.1..0.7:0.1,maxCards=2..5,victim=fullest|leader)',
  vs: 'greedy,greedy',
  budget: 960,
  seed: 4,
  check: 60,
};

describe('evaluations', () => {
  const plan = (bot: string) =>
    buildPlan({ game: 'jatten', bots: [bot, 'greedy', 'greedy'], games: 30, seed: 2, deals: 'k', seating: 'duplicate' });

  it("play a point's k-th block of the common seeded games, so equal points get equal values", async () => {
    expect(blockTask(plan('threshold'), 30, 2)).toMatchObject({ start: 60, count: 30 });
    const here = new Evaluations(undefined, stopFlagOf(undefined).flag);
    const a = plan('threshold(maxCards=4)');
    const b = plan('threshold');
    const values = (await here.play([
      blockTask(a, 30, 0),
      blockTask(b, 30, 0),
      blockTask(b, 30, 1),
      blockTask(plan('threshold(risk=0.9)'), 30, 0),
    ]))!;
    // maxCards=4 is the default: one bot, the same deals, the same value.
    expect(values[0]).toBe(values[1]);
    // Another block, or another bot, plays otherwise.
    expect(values[2]).not.toBe(values[1]);
    expect(values[3]).not.toBe(values[1]);
    expect(values.every((v) => v >= 0 && v <= 1)).toBe(true);
  });

  it('give nothing when stopped: a part-played block would be a biased value', async () => {
    const stop = stopFlagOf(undefined);
    stop.raise();
    expect(await new Evaluations(undefined, stop.flag).play([blockTask(plan('threshold'), 30, 0)])).toBeUndefined();
  });
});

describe('a tune', () => {
  it('gives the same search and recommendation on one worker and on two', async () => {
    const one = await runTune({ ...small, workers: 1 });
    const two = await runTune({ ...small, workers: 2, lazyStart: NOW });
    expect(two.trace).toEqual(one.trace);
    expect(two.recommended).toEqual(one.recommended);
    expect(two.runnersUp).toEqual(one.runnersUp);
    const other = await runTune({ ...small, seed: 5, workers: 1 });
    expect(other.trace).not.toEqual(one.trace);
  }, 60_000);

  it('spends the budget in whole evaluations, and checks the picks and the defaults on fresh seeds', async () => {
    const r = await runTune({ ...small, budget: 1000, workers: 1 });
    expect(r.block).toBe(30);
    expect(r.spent).toBe(990);
    expect(r.evaluations).toBe(33);
    // A batch of 8 evaluations at a time, the last one cut to what the budget holds.
    expect(r.trace.map((t) => t.games)).toEqual([240, 480, 720, 960, 990]);
    expect(r.recommended.check?.games).toBe(60);
    expect(r.runnersUp).toHaveLength(4);
    expect(r.references.map((p) => [p.role, p.label])).toEqual([['default', 'threshold']]);
    // The recommendation is the best estimate, and the check's figures are its own.
    expect(r.recommended.estimate).toBe(Math.max(...[r.recommended, ...r.runnersUp].map((p) => p.estimate)));
    expect(r.recommended.estimate).toBe(r.trace.at(-1)!.estimate);
    for (const p of r.runnersUp)
      expect(p.check?.versusBest?.difference).toBeCloseTo(p.check!.winRate - r.recommended.check!.winRate, 12);
  }, 60_000);

  it('stops after the batch under way when stopped, and recommends from what was told', async () => {
    const stop = new AbortController();
    const r = await runTune({ ...small, workers: 1, signal: stop.signal, onProgress: () => stop.abort() });
    expect(r.complete).toBe(false);
    expect(r.spent).toBe(240);
    expect(r.trace).toHaveLength(1);
    expect(r.recommended.label).toBe(r.trace[0].label);
    // No check was played for a stopped tune: its figures would be cut short too.
    expect(r.recommended.check).toBeUndefined();
  });

  it('is not complete when stopped after the search and before the check', async () => {
    const stop = new AbortController();
    const r = await runTune({ ...small, budget: 240, workers: 1, signal: stop.signal, onProgress: () => stop.abort() });
    expect(r.spent).toBe(240);
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
