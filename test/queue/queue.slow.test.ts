// A run shared out through the queue gives exactly what the same run gives on one
// machine (its faults are in queue-faults.slow.test.ts). Everything here is real: a
// redis-server on a loopback port, `tafel worker` processes of the compiled bin.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tafel } from '../cli/tafel.js';
import { SMALL_POOL, smallTournament } from '../helpers.js';
import { type RedisServer, inspect, redisServer, startWorker } from './servers.js';

const dir = mkdtempSync(join(tmpdir(), 'tafel-queue-'));
let redis: RedisServer;

beforeAll(async () => {
  redis = await redisServer();
});
afterAll(async () => {
  await redis?.kill();
});

const summaryOf = (out: string) => JSON.parse(out) as { digest: string; games: number; complete: boolean };

/** Nothing of the run is left in the queue: no job, no stored result. */
async function expectEmpty(url: string) {
  const left = await inspect(url);
  expect({ jobs: left.jobs, results: left.results }).toEqual({ jobs: 0, results: 0 });
}

describe('a queued run', () => {
  it('gives the summary and records of the run on one machine, for 1 or 2 worker processes and any batch size', async () => {
    const run = ['play', 'jatten', '--bots', 'threshold,greedy,greedy', '--games', '1500', '--seed', '5', '--json'];
    const local = await tafel(...run, '--workers', '1', '--out', join(dir, 'local'));
    expect(local.code).toBe(0);
    const url = redis.url(1);
    const one = await startWorker(url);
    const queued1 = await tafel(...run, '--queue', url, '--batch-size', '70', '--out', join(dir, 'one'));
    const two = await startWorker(url);
    const queued2 = await tafel(...run, '--queue', url, '--out', join(dir, 'two'));
    await Promise.all([one.stop(), two.stop()]);
    expect(queued1.code).toBe(0);
    expect(queued2.code).toBe(0);
    expect(queued1.err).toContain(`tafel worker --queue ${url}`);
    expect(queued1.out).toBe(local.out);
    expect(queued2.out).toBe(local.out);
    const records = readFileSync(join(dir, 'local', 'records.jsonl'), 'utf8');
    expect(readFileSync(join(dir, 'one', 'records.jsonl'), 'utf8')).toBe(records);
    expect(readFileSync(join(dir, 'two', 'records.jsonl'), 'utf8')).toBe(records);
    // Both workers took batches of the second run.
    expect(two.err()).toMatch(/played [1-9][\d,]* batches/);
    await expectEmpty(url);
  }, 90_000);

  it('plays sweeps and tournaments as they play on one machine', async () => {
    const url = redis.url(2);
    const worker = await startWorker(url);
    const sweep = ['sweep', 'gesjaakt', '--bot', 'greedy(threshold=2|4)', '--vs', 'greedy,random', '--games', '600', '--json'];
    const t = join(dir, 'cup.json');
    // Three entrants: one table.
    const entrants = SMALL_POOL.slice(0, 3);
    const stop = { rule: 'sequential', every: 300, maxGames: 900 };
    writeFileSync(t, JSON.stringify(smallTournament({ name: 'cup', seed: 4, entrants, stop })));
    const [localSweep, queuedSweep] = [await tafel(...sweep, '--workers', '1'), await tafel(...sweep, '--queue', url)];
    const localCup = await tafel('tournament', t, '--workers', '1', '--json', '--out', join(dir, 'cup-local'));
    const queuedCup = await tafel('tournament', t, '--queue', url, '--json', '--out', join(dir, 'cup-queued'));
    await worker.stop();
    const points = (out: string) => (JSON.parse(out) as { points: unknown }).points;
    expect(queuedSweep.code).toBe(0);
    expect(points(queuedSweep.out)).toEqual(points(localSweep.out));
    expect(queuedCup.code).toBe(0);
    expect(summaryOf(queuedCup.out).digest).toBe(summaryOf(localCup.out).digest);
    expect(readFileSync(join(dir, 'cup-queued', 'games.jsonl'), 'utf8')).toBe(
      readFileSync(join(dir, 'cup-local', 'games.jsonl'), 'utf8'),
    );
    await expectEmpty(url);
  });
});

// Each fault starts worker processes and waits for what they do: some 5 s at idle, and
// a process starts slowly on a loaded machine.
