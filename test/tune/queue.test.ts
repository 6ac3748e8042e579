// A tune whose evaluations go through the queue (a real redis-server, a `tafel worker`
// process of the compiled bin) searches and recommends exactly as on one machine, and
// leaves nothing behind in the queue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tafel } from '../cli/tafel.js';
import { type RedisServer, inspect, redisServer, startWorker } from '../queue/servers.js';

let redis: RedisServer;
beforeAll(async () => {
  redis = await redisServer();
});
afterAll(async () => {
  await redis?.kill();
});

describe('a queued tune', () => {
  it('gives the result of the tune on one machine, and leaves no job or result in the queue', async () => {
    const tune = ['tune', 'jatten', '--bot', 'threshold(risk=0.2..0.6:0.1,maxCards=2..5)', '--vs', 'greedy,greedy'];
    const args = [...tune, '--budget', '2880', '--check', '30', '--seed', '2', '--json'];
    const local = await tafel(...args, '--workers', '1');
    expect(local.code).toBe(0);
    const url = redis.url(1);
    const worker = await startWorker(url);
    const queued = await tafel(...args, '--queue', url);
    await worker.stop();
    expect(queued.code).toBe(0);
    expect(queued.err).toContain(`tafel worker --queue ${url}`);
    expect(JSON.parse(queued.out)).toEqual(JSON.parse(local.out));
    expect(worker.err()).toMatch(/played [1-9][\d,]* batches/);
    const left = await inspect(url);
    expect({ jobs: left.jobs, results: left.results }).toEqual({ jobs: 0, results: 0 });
  }, 120_000);
});
