// Threads started when a run is long enough to repay them: a short run stays on this
// thread, a long one moves to the pool, and the results are those of one thread either way.
// The batches here are timed by a clock the test sets, and the threads take batches when
// the test releases them: what is asserted does not depend on the machine's speed or load.
// The pool runs the compiled worker, so this file needs `npm run build` first (npm test does it).
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPlan } from '../../src/sim/build.js';
import { LAZY_START, type LazySeams, type LazyStart, lazyPoolRunner } from '../../src/sim/lazy-pool.js';
import type { Plan } from '../../src/sim/plan.js';
import { runPlan } from '../../src/sim/run.js';

const plan = buildPlan({ game: 'jatten', bots: 'threshold,greedy,random', games: 600, seed: 5 });
/** Never by the cumulative rule: only the play left can start the threads. */
const byWhatIsLeft = (worthMs: number): LazyStart => ({ paceAfterMs: 0, worthMs, afterMs: Infinity });
/** A clock by which every batch played here takes `ms`, whatever the machine: once the
 * slices have grown to a batch (in-thread.ts; a run's first batch or two take a few). */
const everyBatchTakes = (ms: number) => {
  let now = 0;
  // Read before and after each slice: each reading is `ms` on from the one before.
  return () => (now += ms);
};
/** Held until the test lets the threads play. */
const never = new Promise<void>(() => {});

const alone = async (p: Plan = plan) => {
  const records: string[] = [];
  const summary = await runPlan(p, { workers: 1, onRecords: (lines) => records.push(...lines) });
  return { summary, records };
};

/** Plays `plan` in batches of 10 (60 of them) on a lazy pool of two threads. */
async function playOn(when: LazyStart, seams: LazySeams, p: Plan = plan) {
  const runner = lazyPoolRunner(2, when, seams);
  const records: string[] = [];
  try {
    const summary = await runPlan(p, { runner, batchSize: 10, onRecords: (lines) => records.push(...lines) });
    return { summary, records, started: runner.started, played: { ...runner.played } };
  } finally {
    await runner.close();
  }
}

describe('worker threads started when the run repays them', () => {
  it('a run with less play left than the threads cost stays on this thread, and gives what one worker gives', async () => {
    // 1 ms a game: the pace is taken after 200 ms, with 400 ms of play left, under 800.
    const lazy = await playOn(LAZY_START, { clock: everyBatchTakes(10) });
    expect(lazy.started).toBe(false);
    expect(lazy.played).toEqual({ here: 60, pooled: 0 });
    expect(lazy).toMatchObject(await alone());
  });

  it('a long run plays here while the threads start, then on them: the same summary and records', async () => {
    const one = await alone();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const runner = lazyPoolRunner(2, byWhatIsLeft(0), { release: released });
    try {
      // The threads start after the first batch; until they are released, this thread plays on.
      const first = await runPlan(plan, { runner, batchSize: 10 });
      expect(runner.started).toBe(true);
      expect(runner.played).toEqual({ here: 60, pooled: 0 });
      expect(first).toEqual(one.summary);
      // Once they are up, the threads play every batch.
      release();
      await runner.ready;
      const records: string[] = [];
      const again = await runPlan(plan, { runner, batchSize: 10, onRecords: (lines) => records.push(...lines) });
      expect(runner.played).toEqual({ here: 60, pooled: 60 });
      expect(again).toEqual(one.summary);
      expect(records).toEqual(one.records);
    } finally {
      await runner.close();
    }
  });

  it('weighs the play left in the run against what starting the threads costs', async () => {
    const when = byWhatIsLeft(5_000);
    // 1 ms a game: 590 ms left after the first batch, well under 5 s.
    expect((await playOn(when, { clock: everyBatchTakes(10), release: never })).started).toBe(false);
    // 10 ms a game: 5.9 s left after the first batch.
    const slow = await playOn(when, { clock: everyBatchTakes(100), release: never });
    expect(slow.started).toBe(true);
    expect(slow.played).toEqual({ here: 60, pooled: 0 });
    // 600,000 games at 1 ms: ten minutes. Stopped after its first batches.
    const runner = lazyPoolRunner(2, when, { clock: everyBatchTakes(10), release: never });
    const stop = new AbortController();
    try {
      const long = { ...plan, games: 600_000 };
      await runPlan(long, { runner, batchSize: 10, signal: stop.signal, onProgress: () => stop.abort() });
      expect(runner.started).toBe(true);
    } finally {
      await runner.close();
    }
  });

  it('a bot from outside, even a trusted bot file, plays on the threads from the first batch, where a stop reaches its decisions', async () => {
    // Ever so fast by the clock: only what is seated sends it to the threads.
    const file = resolve('bots/examples/jatten-cautious.mjs');
    for (const trust of [true, false]) {
      const guest = buildPlan({ game: 'jatten', bots: `${file},greedy`, games: 40, seed: 5, guests: { trust } });
      const lazy = await playOn(LAZY_START, { clock: everyBatchTakes(0) }, guest);
      expect(lazy.played).toEqual({ here: 0, pooled: 4 });
    }
  });

  it('starts them anyway once the play here has gone on long, over runs too short each', async () => {
    // 600 ms a run, each with too little left to repay the threads; the second passes 1 s.
    const runner = lazyPoolRunner(2, { paceAfterMs: 0, worthMs: Infinity, afterMs: 1000 }, { clock: everyBatchTakes(10) });
    try {
      await runPlan(plan, { runner, batchSize: 10 });
      expect(runner.started).toBe(false);
      await runPlan(plan, { runner, batchSize: 10 });
      expect(runner.started).toBe(true);
    } finally {
      await runner.close();
    }
  });
});
