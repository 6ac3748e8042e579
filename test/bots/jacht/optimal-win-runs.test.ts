// optimal(objective=win) in whole runs (issue 27): against `optimal` it gives the same digest
// on one worker and on two, on two threads of the pool, and through the queue, as on one
// machine. Every worker loads the score distributions before its first game; what must
// not differ is any decision. The win bot plays a few hundred games a second, so the runs
// are small, and a short `play` stays on this thread (sim/lazy-pool.ts): the pool is
// therefore also run directly, every batch on its threads (the compiled worker, so this
// file needs `npm run build` first, as npm test does).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlan } from '../../../src/sim/build.js';
import { runPlan } from '../../../src/sim/run.js';
import { poolRunner } from '../../../src/sim/runner.js';
import { tafel } from '../../cli/tafel.js';
import { type RedisServer, redisServer, startWorker } from '../../queue/servers.js';

const WIN = 'optimal(objective=win),optimal';
const play = (bots: string, ...flags: string[]) =>
  tafel('play', 'jacht', '--bots', bots, '--games', '24', '--seating', 'duplicate', '--seed', '27', '--json', ...flags);

describe('optimal(objective=win) in a run', () => {
  it('gives the same digest on 1 and 2 workers, and plays otherwise than optimal against optimal', async () => {
    const one = await play(WIN, '--workers', '1');
    expect(one.code).toBe(0);
    const two = await play(WIN, '--workers', '2', '--batch-size', '5');
    expect(two.code).toBe(0);
    const [a, b] = [JSON.parse(one.out), JSON.parse(two.out)];
    expect(a.games).toBe(24);
    expect(a.forfeits).toEqual([]);
    expect(b.digest).toBe(a.digest);
    expect(b.entrants).toEqual(a.entrants);
    // The objective reaches the workers: on the same dice, points-only play differs.
    const points = JSON.parse((await play('optimal,optimal', '--workers', '2', '--batch-size', '5')).out);
    expect(points.digest).not.toBe(a.digest);
  });
});

describe('optimal(objective=win) on the threads of a pool', () => {
  it('gives the summary one thread here gives, every batch played on two threads', async () => {
    const plan = buildPlan({ game: 'jacht', bots: WIN, games: 24, seed: 27, seating: 'duplicate' });
    const here = await runPlan(plan, { workers: 1 });
    const runner = poolRunner(2);
    try {
      const pooled = await runPlan(plan, { runner, batchSize: 3 });
      expect(pooled.digest).toBe(here.digest);
      expect(pooled.entrants).toEqual(here.entrants);
    } finally {
      await runner.close();
    }
  });
});

describe('optimal(objective=win) through the queue', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await redisServer();
  });
  afterAll(async () => {
    await redis?.kill();
  });

  it('plays as it plays on one machine', async () => {
    const local = await play(WIN, '--workers', '1');
    expect(local.code).toBe(0);
    const url = redis.url(5);
    const worker = await startWorker(url);
    const queued = await play(WIN, '--queue', url, '--batch-size', '6');
    await worker.stop();
    expect(queued.code).toBe(0);
    expect(queued.out).toBe(local.out);
  });
});
