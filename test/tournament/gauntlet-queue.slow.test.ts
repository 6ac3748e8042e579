// A gauntlet played through the queue is the gauntlet played on one machine: the same
// records, digest and table; and a run played on one of its tables' deals (--deals-of)
// through the queue compares with that table as the local run does. Real parts, as
// test/queue/ has them: a redis-server on a loopback port and a `tafel worker` process of
// the compiled bin (npm test builds it).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tafel } from '../cli/tafel.js';
import { type RedisServer, inspect, redisServer, startWorker } from '../queue/servers.js';

const dir = mkdtempSync(join(tmpdir(), 'tafel-gauntlet-queue-'));
let redis: RedisServer;

beforeAll(async () => {
  redis = await redisServer();
});
afterAll(async () => {
  await redis?.kill();
});

describe('a gauntlet on the queue', () => {
  it('plays as on one machine, and a run on its deals compares with it alike', async () => {
    const url = redis.url(11);
    const worker = await startWorker(url);
    const file = join(dir, 'gauntlet.json');
    writeFileSync(
      file,
      JSON.stringify({
        name: 'gauntlet',
        seed: 8,
        game: 'jatten',
        entrants: [
          { label: 'mine', bot: 'threshold(risk=0.3)', challenger: true },
          { bot: 'greedy' },
          { bot: 'threshold' },
          { bot: 'random' },
        ],
        format: 'gauntlet',
        players: 3,
        stop: { rule: 'fixed', games: 60 },
      }),
    );
    const local = await tafel('tournament', file, '--workers', '1', '--json', '--out', join(dir, 'local'));
    const queued = await tafel('tournament', file, '--queue', url, '--batch-size', '7', '--json', '--out', join(dir, 'queued'));
    // The second table's deals, for a new version of the challenger, on each machine.
    const play = ['play', 'jatten', '--bots', 'threshold(risk=0.4),greedy,random', '--deals-of', `${join(dir, 'local')}#2`];
    const playLocal = await tafel(...play, '--workers', '1', '--out', join(dir, 'play-local'));
    const playQueued = await tafel(...play, '--queue', url, '--batch-size', '7', '--out', join(dir, 'play-queued'));
    await worker.stop();
    expect([local.code, queued.code, playLocal.code, playQueued.code]).toEqual([0, 0, 0, 0]);
    const [a, b] = [JSON.parse(local.out), JSON.parse(queued.out)] as { digest: string; events: { gauntlet: unknown }[] }[];
    expect(b.digest).toBe(a.digest);
    expect(b.events[0].gauntlet).toEqual(a.events[0].gauntlet);
    const records = (name: string, file: string) => readFileSync(join(dir, name, file), 'utf8');
    expect(records('queued', 'games.jsonl')).toBe(records('local', 'games.jsonl'));
    expect(records('play-queued', 'records.jsonl')).toBe(records('play-local', 'records.jsonl'));
    const compare = async (run: string) => {
      const c = await tafel('compare', `${join(dir, 'local')}#2`, join(dir, run), '--json');
      expect(c.code, c.err).toBe(0);
      return JSON.parse(c.out) as { b: { run: string }; pairedDeals: number; position: number };
    };
    const [cl, cq] = [await compare('play-local'), await compare('play-queued')];
    expect(cl.pairedDeals).toBe(20);
    expect(cl.position).toBe(1);
    expect({ ...cq, b: { ...cq.b, run: '' } }).toEqual({ ...cl, b: { ...cl.b, run: '' } });
    expect(worker.err()).toMatch(/played [1-9][\d,]* batches/);
    const left = await inspect(url);
    expect({ jobs: left.jobs, results: left.results }).toEqual({ jobs: 0, results: 0 });
  }, 90_000);
});
