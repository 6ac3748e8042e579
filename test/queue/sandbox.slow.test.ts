// Through the queue, a bot from outside plays in its sandbox on the worker machine too: a
// program that dials the queue's own Redis (on the worker's loopback) reaches nothing and
// plays as its honest twin does on one machine; --unsandboxed, which the plan carries to
// the worker, it gets through. A real redis-server on a loopback port and a `tafel worker`
// process of the compiled bin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACKS, expectAttackerWon, expectSameGames, play } from '../guests/attacks.js';
import { type RedisServer, redisServer, startWorker } from './servers.js';

let redis: RedisServer;
beforeAll(async () => {
  redis = await redisServer();
});
afterAll(async () => {
  await redis?.kill();
});

describe('a queued run with a program that dials Redis', () => {
  it('reaches nothing from the worker, and plays as its twin on one machine; unsandboxed it gets through', async () => {
    const url = redis.url(3);
    const worker = await startWorker(url);
    let stopped = false;
    try {
      const args = (params: string) => [
        'jacht',
        '--bots',
        `cmd:node dialer.mjs(port=${redis.port}${params}),greedy`,
        '--games',
        '6',
        '--seed',
        '8',
        '--bot-folder',
        ATTACKS,
      ];
      const twin = await play([...args(',attack=false'), '--workers', '1']);
      const queued = await play([...args(''), '--queue', url]);
      expect(queued.code, queued.err).toBe(0);
      expectSameGames(queued, twin);
      const open = await play([...args(''), '--queue', url, '--unsandboxed']);
      expect(open.code, open.err).toBe(0);
      expectAttackerWon(open, twin);
      await worker.stop();
      stopped = true;
      // The worker played them, not this process.
      expect(worker.err()).toMatch(/played [1-9][\d,]* batch/);
    } finally {
      if (!stopped) await worker.stop();
    }
  });
});
