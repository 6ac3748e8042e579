// A registered game through the queue: a `tafel worker` process, which loads only tafel's
// own games, imports the module the run registered the game from (see registerGame) and
// plays its batches as this machine would. Real parts: redis-server and the compiled bin.
import '../../docs/example-game/register.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tafel } from '../cli/tafel.js';
import { type RedisServer, redisServer, startWorker } from './servers.js';

let redis: RedisServer;
beforeAll(async () => {
  redis = await redisServer();
});
afterAll(async () => {
  await redis?.kill();
});

describe('a registered game on a queue worker', () => {
  it('is played from its module, with the summary of the run on one machine', async () => {
    const run = ['play', 'bluf', '--bots', 'ismcts(iterations=8),random,random', '--games', '60', '--seed', '3', '--json'];
    const local = await tafel(...run, '--workers', '1');
    expect(local.code).toBe(0);
    const url = redis.url(1);
    const worker = await startWorker(url);
    const queued = await tafel(...run, '--queue', url, '--batch-size', '20');
    await worker.stop();
    expect(queued.err).not.toContain('failed');
    expect(queued.code).toBe(0);
    expect(queued.out).toBe(local.out);
    expect(worker.err()).toMatch(/played 3 batches/);
  });
});
