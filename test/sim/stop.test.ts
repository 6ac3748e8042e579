// A stopped run ends at once, whatever the batch size: the match loop looks at the run's
// stop flag before every decision, on a worker thread as on this one, drops the game under
// way, and the batch hands back the games it finished. What is merged is always a prefix
// of the whole run, so it is exactly the run of that many games. The held bot (test/fixtures/held-bot.mjs) marks a decision
// deep inside a batch; no clock is involved. The pool runs the compiled worker, so this
// file needs `npm run build` first (npm test does it).
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runBatch } from '../../src/sim/batch.js';
import { buildPlan } from '../../src/sim/build.js';
import { inThreadPlayer } from '../../src/sim/in-thread.js';
import { MAX_BATCH_SIZE, runPlan } from '../../src/sim/run.js';
import { stopFlagOf } from '../../src/sim/stop-flag.js';
import { snapshot } from '../helpers.js';

const HELD = join(import.meta.dirname, '..', 'fixtures', 'held-bot.mjs');
// Trusted: the held bot's hooks are this thread's (globalThis, isMainThread).
const plan = buildPlan({ game: 'jatten', bots: [HELD, 'greedy', 'threshold'], games: 300, seed: 11, guests: { trust: true } });
const hook = globalThis as { onHeldBotDecision?: () => void };

afterEach(() => {
  delete hook.onHeldBotDecision;
  for (const name of ['TAFEL_HOLD', 'TAFEL_HOLD_AT', 'TAFEL_HOLD_WORKERS']) delete process.env[name];
});

async function played(games = plan.games) {
  const records: string[] = [];
  const summary = await runPlan({ ...plan, games }, { workers: 1, onRecords: (lines) => records.push(...lines) });
  return { summary, records };
}

/** The held bot's decision at which the tests stop the run: some games into it. */
const AT = 200;

/** The game in which the held bot makes its `decision`-th decision of a run. */
async function gameOfDecision(decision: number): Promise<number> {
  let folded = 0;
  let game = -1;
  let decisions = 0;
  hook.onHeldBotDecision = () => {
    if (++decisions === decision) game = folded;
  };
  // A game per batch: the games before the one under way are folded.
  await runPlan(plan, { workers: 1, batchSize: 1, onBatch: (batch) => void (folded += batch.count) });
  delete hook.onHeldBotDecision;
  return game;
}

/** The stopped run is the run of as many games as it played, record for record. */
async function expectPrefix(stopped: { summary: Awaited<ReturnType<typeof runPlan>>; records: string[] }, someGames = true) {
  const { summary } = stopped;
  expect(summary.complete).toBe(false);
  if (someGames) expect(summary.games).toBeGreaterThan(0);
  expect(summary.games).toBeLessThan(plan.games); // one batch of MAX_BATCH_SIZE held them all
  const same = await played(summary.games);
  expect(summary.digest).toBe(same.summary.digest);
  expect(summary.entrants).toEqual(same.summary.entrants);
  expect(stopped.records).toEqual(same.records);
}

describe('a run stopped midway through one batch', () => {
  it('on this thread: the game under way is dropped before its next decision, the games before it kept', async () => {
    const stop = new AbortController();
    let decisions = 0;
    hook.onHeldBotDecision = () => {
      if (++decisions === AT) stop.abort();
    };
    const records: string[] = [];
    const summary = await runPlan(plan, {
      workers: 1,
      batchSize: MAX_BATCH_SIZE,
      signal: stop.signal,
      onRecords: (lines) => records.push(...lines),
    });
    delete hook.onHeldBotDecision;
    await expectPrefix({ summary, records });
    // The game under way when the stop came was dropped: the games before it are the run.
    expect(summary.games).toBe(await gameOfDecision(AT));
  });

  it('on a worker thread: the same, while the main thread only waits', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tafel-held-'));
    const hold = join(dir, 'hold');
    writeFileSync(hold, '');
    // Worker threads take their environment when the pool starts them, in runPlan.
    Object.assign(process.env, { TAFEL_HOLD: hold, TAFEL_HOLD_AT: String(AT), TAFEL_HOLD_WORKERS: '1' });
    const stop = new AbortController();
    const records: string[] = [];
    const running = runPlan(plan, {
      workers: 2,
      batchSize: MAX_BATCH_SIZE,
      signal: stop.signal,
      onRecords: (lines) => records.push(...lines),
    });
    while (!existsSync(`${hold}.held`)) await new Promise((resolve) => setTimeout(resolve, 20));
    stop.abort(); // the game under way is held: the batch sees the flag before its next decision
    rmSync(hold);
    const summary = await running;
    await expectPrefix({ summary, records });
    expect(summary.games).toBe(await gameOfDecision(AT));
  });
});

describe('a run stopped with many batches under way on two threads', () => {
  it('merges the batches before the stopped one and the stopped one’s games: a prefix, no gap', async () => {
    const hold = join(mkdtempSync(join(tmpdir(), 'tafel-held-')), 'hold');
    writeFileSync(hold, '');
    Object.assign(process.env, { TAFEL_HOLD: hold, TAFEL_HOLD_AT: String(AT), TAFEL_HOLD_WORKERS: '1' });
    const stop = new AbortController();
    const records: string[] = [];
    const running = runPlan(plan, { workers: 2, batchSize: 7, signal: stop.signal, onRecords: (l) => records.push(...l) });
    while (!existsSync(`${hold}.held`)) await new Promise((resolve) => setTimeout(resolve, 20));
    stop.abort();
    rmSync(hold);
    const summary = await running;
    // Which thread held, and how far the other had got with the first batch, is the
    // threads' timing: the merged games may even be none. Whatever they are, a prefix.
    await expectPrefix({ summary, records }, false);
  });
});

describe('batches played on this thread', () => {
  it('are played in slices that join into the batch, byte for byte', async () => {
    // Klaverjassen has teams and figures (counts); the first slice is one game, so 40
    // games are at least two slices.
    const task = {
      plan: buildPlan({ game: 'klaverjassen', bots: 'heuristic,random,heuristic,random', games: 40, seed: 2 }),
      start: 3,
      count: 37,
      keepRecords: true,
    };
    const whole = runBatch(task);
    const sliced = await inThreadPlayer().play(task);
    expect(sliced.count).toBe(37);
    expect(snapshot(sliced)).toBe(snapshot(whole));
  });

  it('a batch whose run is already stopped plays nothing, and says so in an empty result', async () => {
    const stop = new AbortController();
    stop.abort();
    const { flag } = stopFlagOf(stop.signal);
    const task = { plan, start: 0, count: 50, keepRecords: true, stop: flag };
    const result = await inThreadPlayer().play(task);
    expect(result).toMatchObject({ start: 0, count: 0, forfeits: [], records: [] });
    expect(result.rows).toHaveLength(0);
    const summary = await runPlan(plan, { workers: 1, signal: stop.signal });
    expect(summary).toMatchObject({ games: 0, complete: false });
  });
});
