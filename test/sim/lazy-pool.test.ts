// Threads started when a run is long enough to repay them: a short run stays on this
// thread, a long one moves to the pool, and the results are those of one thread either way.
// The pool runs the compiled worker, so this file needs `npm run build` first (npm test does it).
import { describe, expect, it } from 'vitest';
import { buildPlan } from '../../src/sim/build.js';
import { type LazyStart, lazyPoolRunner } from '../../src/sim/lazy-pool.js';
import { runPlan } from '../../src/sim/run.js';

const plan = buildPlan({ game: 'jatten', bots: 'threshold,greedy,random', games: 600, seed: 5 });
/** Never by the cumulative rule: only the play left can start the threads. */
const byWhatIsLeft = (worthMs: number): LazyStart => ({ paceAfterMs: 0, worthMs, afterMs: Infinity });

async function playOn(when: LazyStart | undefined, batchSize?: number) {
  const runner = lazyPoolRunner(2, when);
  const records: string[] = [];
  try {
    const summary = await runPlan(plan, { runner, batchSize, onRecords: (lines) => records.push(...lines) });
    return { summary, records, started: runner.started, played: { ...runner.played } };
  } finally {
    await runner.close();
  }
}

describe('worker threads started when the run repays them', () => {
  it('a short run plays on this thread alone, and gives what one worker gives', async () => {
    const alone: string[] = [];
    const one = await runPlan(plan, { workers: 1, onRecords: (lines) => alone.push(...lines) });
    const lazy = await playOn(undefined);
    expect(lazy.started).toBe(false);
    expect(lazy.played.pooled).toBe(0);
    expect(lazy.summary).toEqual(one);
    expect(lazy.records).toEqual(alone);
  });

  it('a long run moves to the threads once they have started: the same summary and records', async () => {
    const alone: string[] = [];
    const one = await runPlan(plan, { workers: 1, onRecords: (lines) => alone.push(...lines) });
    const runner = lazyPoolRunner(2, byWhatIsLeft(0));
    try {
      // The threads start after the first batch; this thread plays on while they do.
      const first = await runPlan(plan, { runner, batchSize: 10 });
      expect(runner.started).toBe(true);
      expect(runner.played.here).toBeGreaterThan(0);
      expect(first).toEqual(one);
      // Once they are up, the threads play.
      await runner.ready;
      const here = runner.played.here;
      const records: string[] = [];
      const again = await runPlan(plan, { runner, batchSize: 10, onRecords: (lines) => records.push(...lines) });
      expect(runner.played.pooled).toBe(60);
      expect(runner.played.here).toBe(here);
      expect(again).toEqual(one);
      expect(records).toEqual(alone);
    } finally {
      await runner.close();
    }
  });

  it('weighs the play left in the run against what starting the threads costs', async () => {
    const when = byWhatIsLeft(5_000);
    // 600 games: well under 5 s of play here.
    expect((await playOn(when, 10)).started).toBe(false);
    // 600,000 of them: minutes. Stopped after its first batches, by when the threads started.
    const runner = lazyPoolRunner(2, when);
    const stop = new AbortController();
    try {
      const long = { ...plan, games: 600_000 };
      await runPlan(long, { runner, batchSize: 10, signal: stop.signal, onProgress: () => stop.abort() });
      expect(runner.started).toBe(true);
    } finally {
      await runner.close();
    }
  });

  it('starts them anyway once the play here has gone on long, over runs too short each', async () => {
    const runner = lazyPoolRunner(2, { paceAfterMs: 0, worthMs: Infinity, afterMs: 0 });
    try {
      await runPlan(plan, { runner, batchSize: 10 });
      expect(runner.started).toBe(true);
    } finally {
      await runner.close();
    }
  });
});
