// An sprt test played through the queue stops where it stops on one machine: the same
// looks, the same verdict, the same games and digest, for a tournament file's sprt rule and
// for `tafel play --sprt`. Real parts, as test/queue/ has them: a redis-server on a
// loopback port and a `tafel worker` process of the compiled bin (npm test builds it).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tafel } from '../cli/tafel.js';
import { type RedisServer, inspect, redisServer, startWorker } from '../queue/servers.js';

const dir = mkdtempSync(join(tmpdir(), 'tafel-sprt-queue-'));
let redis: RedisServer;

beforeAll(async () => {
  redis = await redisServer();
});
afterAll(async () => {
  await redis?.kill();
});

interface Sprt {
  accepted: string | null;
  games: number;
  llr: number;
}

describe('an sprt test on the queue', () => {
  it('stops at the same look with the same verdict and digest as on one machine, in a tournament and in play', async () => {
    const url = redis.url(9);
    const worker = await startWorker(url);
    const t = join(dir, 'duel.json');
    writeFileSync(
      t,
      JSON.stringify({
        name: 'duel',
        seed: 5,
        game: 'jatten',
        entrants: [{ bot: 'threshold' }, { bot: 'greedy' }],
        format: 'duplicate',
        stop: { rule: 'sprt', elo0: 0, elo1: 100, every: 20, maxGames: 2000 },
      }),
    );
    const local = await tafel('tournament', t, '--workers', '1', '--json', '--out', join(dir, 'local'));
    // Batches of 7 cut across the rounds of 20 games: each look waits for its round.
    const queued = await tafel('tournament', t, '--queue', url, '--batch-size', '7', '--json', '--out', join(dir, 'queued'));
    const play = ['play', 'jatten', '--bots', 'threshold,greedy', '--seed', '3', '--sprt', '0,100', '--every', '20', '--json'];
    const playLocal = await tafel(...play, '--workers', '1');
    const playQueued = await tafel(...play, '--queue', url, '--batch-size', '7');
    await worker.stop();
    expect([local.code, queued.code, playLocal.code, playQueued.code]).toEqual([0, 0, 0, 0]);
    const summary = (out: string) =>
      JSON.parse(out) as { digest: string; games: number; events: { looks: number; sprt: Sprt }[] };
    const [a, b] = [summary(local.out), summary(queued.out)];
    expect(b.digest).toBe(a.digest);
    expect(b.events[0].sprt).toEqual(a.events[0].sprt);
    expect(b.events[0].looks).toBe(a.events[0].looks);
    expect(a.events[0].sprt.accepted).toBe('H1');
    expect(a.games).toBeLessThan(2000);
    expect(readFileSync(join(dir, 'queued', 'games.jsonl'), 'utf8')).toBe(
      readFileSync(join(dir, 'local', 'games.jsonl'), 'utf8'),
    );
    expect(playQueued.out).toBe(playLocal.out);
    expect((JSON.parse(playLocal.out) as { sprt: Sprt }).sprt.accepted).toBe('H1');
    // The worker took batches, and the queue kept nothing once the runs were done.
    expect(worker.err()).toMatch(/played [1-9][\d,]* batches/);
    const left = await inspect(url);
    expect({ jobs: left.jobs, results: left.results }).toEqual({ jobs: 0, results: 0 });
  });
});
