// pimc and open in whole runs: the same digest on one worker and on two, and the same
// summary through the queue as on one machine. Each game is one explicit round (a whole
// 16-round game is many seconds of solving), with a few samples per decision: enough for
// the sequential stop to end some decisions early.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tafel } from '../../cli/tafel.js';
import { type RedisServer, redisServer, startWorker } from '../../queue/servers.js';

const dir = mkdtempSync(join(tmpdir(), 'tafel-pimc-'));
const DEAL = join(dir, 'deal.json');
writeFileSync(
  DEAL,
  JSON.stringify({
    dealer: 3,
    hands: ['JC 9C AD 7D KS QS 8H 7H', 'AC TC KD 8D AS 9S JH TH', 'QC 8C 7C TD QD 9D 7S AH', 'KC 9H QH KH JD JS TS 8S'],
    trumps: ['C', 'H'],
  }),
);

const play = (bots: string, ...flags: string[]) =>
  tafel('play', 'klaverjassen', '--bots', bots, '--games', '4', '--seating', 'duplicate', '--deal', DEAL, '--json', ...flags);

describe('pimc in a run', () => {
  it('gives the same digest on 1 and 2 workers, signals given and read', async () => {
    const reader =
      'pimc(samples=3,least=2,within=50,giveOp=true,giveAf=true,giveSpek=true,readOp=true,readAf=true,readSpek=true)';
    const bots = `${reader},signal,${reader},signal`;
    const one = await play(bots, '--workers', '1');
    expect(one.code).toBe(0);
    const two = await play(bots, '--workers', '2', '--batch-size', '1');
    const [a, b] = [JSON.parse(one.out), JSON.parse(two.out)];
    expect(a.games).toBe(4);
    expect(a.forfeits).toEqual([]);
    expect(b.digest).toBe(a.digest);
    expect(b.entrants).toEqual(a.entrants);
  });
});

describe('pimc and open through the queue', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await redisServer();
  });
  afterAll(async () => {
    await redis?.kill();
  });

  it('play as they play on one machine', async () => {
    // Enough samples after the first trick for racing to drop cards and the stop to end early.
    const bots = 'open,pimc(samples=4,least=2),open,pimc(samples=4,least=2)';
    const local = await play(bots, '--workers', '1');
    expect(local.code).toBe(0);
    expect(local.err.split('\n')[0]).toMatch(/^note: this run seats a cheat \(open sees every hand\)/);
    const url = redis.url(3);
    const worker = await startWorker(url);
    const queued = await play(bots, '--queue', url, '--batch-size', '2');
    await worker.stop();
    expect(queued.code).toBe(0);
    expect(queued.out).toBe(local.out);
  });
});
