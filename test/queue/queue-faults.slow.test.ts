// The queue's faults (the slow tier: each starts and kills processes for seconds): a run
// shared out through the queue survives every fault it is meant to survive. Everything here is real: a
// redis-server on a loopback port, `tafel worker` processes of the compiled bin, SIGKILL.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN, tafel } from '../cli/tafel.js';
import { type RedisServer, inspect, redisServer, sleep, startWorker } from './servers.js';

const dir = mkdtempSync(join(tmpdir(), 'tafel-queue-'));
const FLAKY = join(import.meta.dirname, '..', 'fixtures', 'flaky-bot.mjs');
const HELD = join(import.meta.dirname, '..', 'fixtures', 'held-bot.mjs');
let redis: RedisServer;

beforeAll(async () => {
  redis = await redisServer();
});
afterAll(async () => {
  await redis?.kill();
});

const summaryOf = (out: string) => JSON.parse(out) as { digest: string; games: number; complete: boolean };
const lines = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8').split('\n').length - 1 : 0);

/** Nothing of the run is left in the queue: no job, no stored result. */
async function expectEmpty(url: string) {
  const left = await inspect(url);
  expect({ jobs: left.jobs, results: left.results }).toEqual({ jobs: 0, results: 0 });
}

describe('faults', { timeout: 120_000 }, () => {
  // Fatima with the heuristic takes a few ms a game, so a batch of 40 is in a worker's
  // hands long enough to be killed there.
  const fatima = ['play', 'fatima', '--bots', 'heuristic,greedy', '--games', '480', '--seed', '2', '--json'];

  it('a worker killed with SIGKILL midway: its batch goes to another worker, and counts once', async () => {
    const local = await tafel(...fatima, '--workers', '1');
    const url = redis.url(3);
    const doomed = await startWorker(url);
    const run = tafel(...fatima, '--queue', url, '--batch-size', '40');
    // Kill it once it has a batch in hand and another behind it.
    while ((await inspect(url)).active === 0) await sleep(20);
    await sleep(150);
    await doomed.kill();
    const rescuer = await startWorker(url);
    const queued = await run;
    await rescuer.stop();
    expect(rescuer.err()).toMatch(/was left by a worker that stopped: it is played again/);
    expect(queued.code).toBe(0);
    expect(queued.out).toBe(local.out);
    await expectEmpty(url);
  });

  it('a worker that throws on a batch: the queue tries it again, and it counts once', async () => {
    const bots = `${FLAKY},greedy,random`;
    const local = await tafel(
      'play',
      'gesjaakt',
      '--bots',
      bots,
      '--games',
      '900',
      '--workers',
      '1',
      '--json',
      '--trust-bot-files',
    );
    const url = redis.url(4);
    const marker = join(dir, 'thrown');
    const worker = await startWorker(url, { TAFEL_FLAKY: marker });
    const queued = await tafel(
      'play',
      'gesjaakt',
      '--bots',
      bots,
      '--games',
      '900',
      '--queue',
      url,
      '--json',
      '--trust-bot-files',
    );
    await worker.stop();
    expect(existsSync(marker)).toBe(true);
    expect(worker.err()).toMatch(
      /failed here \(bot file .*flaky-bot\.mjs: create threw: a passing fault\): the queue gives it another try/,
    );
    expect(queued.code).toBe(0);
    expect(queued.out).toBe(local.out);
    await expectEmpty(url);
  });

  it('a batch that fails on every try ends the run with one line naming its games, exit 1', async () => {
    const url = redis.url(5);
    const worker = await startWorker(url, { TAFEL_BROKEN: '1' });
    const queued = await tafel(
      'play',
      'gesjaakt',
      '--bots',
      `${FLAKY},greedy,random`,
      '--games',
      '100',
      '--queue',
      url,
      '--trust-bot-files',
    );
    await worker.stop();
    expect(queued.code).toBe(1);
    expect(queued.err).toMatch(
      /^tafel: games 0–\d+ failed on every try \(4\) in the workers: bot file .*flaky-bot\.mjs: create threw: this worker is broken\n$/m,
    );
    await expectEmpty(url);
  });

  it('Ctrl-C on a worker finishes the batches in hand before it exits: none waits for its lock to run out', async () => {
    const local = await tafel(...fatima, '--workers', '1');
    const url = redis.url(7);
    // A lock of a minute: a batch the stopped worker left behind would hold the run up.
    const stopped = await startWorker(url, {}, 60_000);
    const run = tafel(...fatima, '--queue', url, '--batch-size', '40');
    while ((await inspect(url)).active === 0) await sleep(20);
    expect(await stopped.stop()).toBe(0);
    expect(stopped.err()).toMatch(/played [1-9]\d* batches, [1-9][\d,]* games\n$/);
    // A batch the stopped worker left in hand would stay active, locked for its minute.
    expect((await inspect(url)).active).toBe(0);
    const other = await startWorker(url, {}, 60_000);
    const queued = await run;
    await other.stop();
    expect(queued.out).toBe(local.out);
    await expectEmpty(url);
  });

  it('--keep-queue leaves the batches in Redis, and a later run of them takes them without a worker', async () => {
    const run = ['play', 'jatten', '--bots', 'greedy,random,random', '--games', '900', '--seed', '3', '--json'];
    const url = redis.url(8);
    const worker = await startWorker(url);
    const first = await tafel(...run, '--queue', url, '--keep-queue');
    await worker.stop();
    const kept = await inspect(url);
    expect(kept.jobs).toBeGreaterThan(0);
    expect(kept.results).toBe(kept.jobs);
    // No worker now: every result must come from the queue.
    const again = await tafel(...run, '--queue', url);
    expect(again.code).toBe(0);
    expect(again.out).toBe(first.out);
    await expectEmpty(url);
  });

  it('the submitter killed and resumed: what the queue already played is not played again', async () => {
    const url = redis.url(6);
    const t = join(dir, 'long.json');
    writeFileSync(
      t,
      JSON.stringify({
        name: 'long',
        seed: 8,
        matches: [{ game: 'fatima', bots: ['heuristic', 'greedy'], games: 480 }],
      }),
    );
    const local = await tafel('tournament', t, '--workers', '1', '--json', '--out', join(dir, 'long-local'));
    const worker = await startWorker(url);
    const out = join(dir, 'long-queued');
    const submitter = spawn(process.execPath, [MAIN, 'tournament', t, '--queue', url, '--batch-size', '30', '--out', out], {
      stdio: 'ignore',
    });
    const closed = new Promise((resolve) => submitter.on('close', (_code, signal) => resolve(signal)));
    while (lines(join(out, 'games.jsonl')) < 60 && submitter.exitCode === null) await sleep(20);
    submitter.kill('SIGKILL');
    expect(await closed).toBe('SIGKILL');
    const before = lines(join(out, 'games.jsonl'));
    expect(before).toBeLessThan(480);
    // The worker plays on what was queued before the kill; the resumed run takes it.
    const resumed = await tafel('tournament', t, '--resume', out, '--queue', url, '--batch-size', '30', '--json');
    expect(await worker.stop()).toBe(0);
    expect(resumed.code).toBe(0);
    expect(summaryOf(resumed.out).digest).toBe(summaryOf(local.out).digest);
    expect(readFileSync(join(out, 'games.jsonl'), 'utf8')).toBe(readFileSync(join(dir, 'long-local', 'games.jsonl'), 'utf8'));
    // Every game was played once: none again for the resumed run.
    expect(worker.err()).toMatch(/played 16 batches, 480 games/);
    await expectEmpty(url);
  });

  it('Redis lost midway: a clear error, exit 2, the records kept, and the run resumes to the same end', async () => {
    const lost = await redisServer();
    const url = lost.url(0);
    const t = join(dir, 'lost.json');
    writeFileSync(
      t,
      JSON.stringify({ name: 'lost', seed: 9, matches: [{ game: 'fatima', bots: ['heuristic', 'greedy'], games: 480 }] }),
    );
    const local = await tafel('tournament', t, '--workers', '1', '--json', '--out', join(dir, 'lost-local'));
    const out = join(dir, 'lost-queued');
    let worker = await startWorker(url);
    process.env.TAFEL_QUEUE_PATIENCE_MS = '1000';
    try {
      const run = tafel('tournament', t, '--queue', url, '--batch-size', '20', '--out', out);
      while (lines(join(out, 'games.jsonl')) < 40) await sleep(20);
      await lost.kill('SIGKILL');
      const stopped = await run;
      expect(stopped.code).toBe(2);
      expect(stopped.err).toMatch(
        new RegExp(`^tafel: lost the queue at ${url} \\(.+ for 1 s\\): the tournament stopped before its end$`, 'm'),
      );
      expect(stopped.err).toContain(`--resume ${out} --queue ${url}`);
      const kept = readFileSync(join(out, 'games.jsonl'), 'utf8').split('\n').slice(0, -1);
      expect(kept.length).toBeGreaterThanOrEqual(40);
      for (const line of kept) expect(JSON.parse(line)).toHaveProperty('result');
      await worker.kill();
      await lost.start();
      worker = await startWorker(url);
      const resumed = await tafel('tournament', t, '--resume', out, '--queue', url, '--json');
      expect(resumed.code).toBe(0);
      expect(summaryOf(resumed.out).digest).toBe(summaryOf(local.out).digest);
      await expectEmpty(url);
    } finally {
      delete process.env.TAFEL_QUEUE_PATIENCE_MS;
      await worker.stop();
      await lost.kill();
    }
  }, 150_000);

  it('a second Ctrl-C quits a queued run at once, its batch still under way in a worker: exit 130, its records whole', async () => {
    const url = redis.url(9);
    const hold = join(dir, 'hold-quit');
    writeFileSync(hold, '');
    // Its thread holds the first game it plays until the test lets it go: a stop after
    // the batches under way cannot end.
    const worker = await startWorker(url, { TAFEL_HOLD: hold });
    const out = join(dir, 'quit');
    const args = [
      'play',
      'gesjaakt',
      '--bots',
      `${HELD},random,random`,
      '--games',
      '100',
      '--queue',
      url,
      '--out',
      out,
      '--trust-bot-files',
    ];
    const submitter = spawn(process.execPath, [MAIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    submitter.stderr.on('data', (d: Buffer) => (err += d));
    const closed = new Promise<number | null>((resolve) => submitter.on('close', (code) => resolve(code)));
    try {
      while (!existsSync(`${hold}.held`)) await sleep(20);
      submitter.kill('SIGINT');
      while (!err.includes('Ctrl-C: stopping; the games finished are kept')) await sleep(20);
      submitter.kill('SIGINT');
      expect(await closed).toBe(130);
      expect(existsSync(hold)).toBe(true); // the held game never ended
      expect(err).toContain(
        `\nCtrl-C again: quitting at once; ${join(out, 'records.jsonl')} keeps every game of the batches finished so far (no summary.json)\n`,
      );
      expect(existsSync(join(out, 'summary.json'))).toBe(false);
      const records = readFileSync(join(out, 'records.jsonl'), 'utf8');
      for (const line of records.split('\n').slice(0, -1)) expect(JSON.parse(line)).toHaveProperty('result');
    } finally {
      submitter.kill('SIGKILL');
      rmSync(hold, { force: true });
      await worker.kill();
    }
  });

  it('Ctrl-C on a worker whose Redis has gone: it stops with a line, not waiting for ever to report its batch', async () => {
    const gone = await redisServer();
    const url = gone.url(0);
    const hold = join(dir, 'hold');
    writeFileSync(hold, '');
    // Its thread holds the batch's first game until the test lets it go.
    const worker = await startWorker(url, { TAFEL_HOLD: hold });
    process.env.TAFEL_QUEUE_PATIENCE_MS = '1000';
    try {
      const run = tafel(
        'play',
        'gesjaakt',
        '--bots',
        `${HELD},random,random`,
        '--games',
        '100',
        '--queue',
        url,
        '--trust-bot-files',
      );
      while (!existsSync(`${hold}.held`)) await sleep(20);
      await gone.kill('SIGKILL');
      const stopping = worker.stop();
      while (!worker.err().includes('Ctrl-C: stopping')) await sleep(20);
      rmSync(hold); // the batch ends, with nowhere to report to
      expect(await stopping).toBe(2);
      expect(worker.err()).toMatch(
        new RegExp(
          `\\ntafel: lost the queue at ${url} \\(.+\\): stopped without reporting the batches in hand, which go to another worker once their locks run out\\n$`,
        ),
      );
      expect((await run).code).toBe(2);
    } finally {
      delete process.env.TAFEL_QUEUE_PATIENCE_MS;
      rmSync(hold, { force: true });
      await worker.kill();
      await gone.kill();
    }
  });

  it('Redis unreachable at the start: one line naming the address, exit 2, nothing made', async () => {
    const closed = redis.url(0).replace(String(redis.port), '1');
    const records = join(dir, 'never-played');
    const play = await tafel('play', 'gesjaakt', '--bots', 'random,random,random', '--queue', closed, '--out', records);
    expect(play.code).toBe(2);
    expect(existsSync(records)).toBe(false);
    expect(play.err).toMatch(
      /^tafel: cannot reach the queue at redis:\/\/127\.0\.0\.1:1\/0 \(.*ECONNREFUSED.*\): start redis-server there, or give --queue the address of one\n$/,
    );
    const out = join(dir, 'never');
    const t = join(dir, 'never.json');
    writeFileSync(
      t,
      JSON.stringify({ name: 'never', seed: 1, matches: [{ game: 'gesjaakt', bots: ['random', 'random', 'random'] }] }),
    );
    const cup = await tafel('tournament', t, '--queue', closed, '--out', out);
    expect(cup.code).toBe(2);
    expect(existsSync(out)).toBe(false);
    const worker = await tafel('worker', '--queue', closed);
    expect(worker.code).toBe(2);
    expect(worker.err).toMatch(/^tafel: cannot reach the queue at/);
    const wrong = await tafel('play', 'gesjaakt', '--bots', 'random,random,random', '--queue', 'http://127.0.0.1:6379');
    expect(wrong.code).toBe(2);
    expect(wrong.err).toBe(
      'tafel: --queue http://127.0.0.1:6379 is not a redis:// address: give redis://HOST:PORT, e.g. redis://127.0.0.1:6379 (a database number may follow: /2)\n',
    );
  });
});
