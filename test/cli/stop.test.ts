// Ctrl-C and SIGTERM stop a run after the games under way and keep everything played:
// the figures, the records, the summary; `analyze jacht` prints the games analysed so far
// and how many of how many. The signals are emitted in-process here (the handlers are the
// same), at a run's first report of games played, never after a time: so every run has
// played some and is far from its end, however busy the machine. cli.test.ts and the
// last test here send real ones to the bin, once it has written records.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasRecords, signalled, tafel } from './tafel.js';

/** The signal to emit at the next report of games played (the progress bar's). */
let pending: 'SIGINT' | 'SIGTERM' | undefined;
vi.mock('../../src/sim/progress.js', () => ({
  progressBar: () => ({
    update: () => {
      const signal = pending;
      pending = undefined;
      if (signal) process.emit(signal);
    },
    finish: () => undefined,
  }),
}));
const onFirstGames = (signal: 'SIGINT' | 'SIGTERM') => void (pending = signal);
/** The held bot: a bot file that plays its first legal action, and holds a decision if asked. */
const HELD = join(import.meta.dirname, '..', 'fixtures', 'held-bot.mjs');

afterEach(() => {
  expect(pending).toBeUndefined();
  expect(process.listenerCount('SIGINT')).toBe(0);
  expect(process.listenerCount('SIGTERM')).toBe(0);
});

describe('stopping a run', () => {
  it('play: SIGTERM stops like Ctrl-C, says so at once, prints the figures, exit 143', async () => {
    onFirstGames('SIGTERM');
    const r = await tafel('play', 'gesjaakt', '--bots', 'greedy,random,random', '--games', '1e12', '--workers', '1');
    expect(r.code).toBe(143);
    expect(r.err).toMatch(/SIGTERM: stopping; the games finished are kept/);
    expect(r.err).toMatch(/stopped after [\d,]+ of 1000000000000 games/);
    expect(r.out).toMatch(/stopped early: the figures cover the games played so far/);
    expect(r.out).toMatch(/│ 1 │ greedy/);
  });

  it('play on two workers with --out: Ctrl-C keeps every record played and a summary of them', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'tafel-stop-')), 'run');
    onFirstGames('SIGINT');
    const r = await tafel(
      'play',
      'jatten',
      '--bots',
      'threshold,greedy,greedy',
      '--games',
      '5000000',
      '--workers',
      '2',
      '--batch-size',
      '100',
      '--out',
      out,
    );
    expect(r.code).toBe(130);
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    expect(summary.complete).toBe(false);
    expect(summary.games).toBeGreaterThan(0);
    const records = readFileSync(join(out, 'records.jsonl'), 'utf8').trim().split('\n');
    expect(records).toHaveLength(summary.games);
  });

  it('sweep: Ctrl-C prints the points played so far, exit 130', async () => {
    // The signal comes at a decision of the first point's games, so some were played:
    // a sweep reports nothing before a point is done, and a signal as soon as it listens
    // could come before its first game. A bot file plays on a worker thread, trusted or
    // not, so the held bot holds its 500th decision there until the signal has been sent.
    const hold = join(mkdtempSync(join(tmpdir(), 'tafel-stop-')), 'hold');
    writeFileSync(hold, '');
    Object.assign(process.env, { TAFEL_HOLD: hold, TAFEL_HOLD_AT: '500' });
    const bot = 'greedy(threshold=3|4|5)';
    const running = tafel(
      'sweep',
      'gesjaakt',
      '--bot',
      bot,
      '--vs',
      `greedy,${HELD}`,
      '--games',
      '100000000',
      '--workers',
      '1',
      '--trust-bot-files',
    );
    try {
      while (!existsSync(`${hold}.held`)) await new Promise((resolve) => setTimeout(resolve, 20));
      process.emit('SIGINT');
    } finally {
      rmSync(hold, { force: true });
      delete process.env.TAFEL_HOLD;
      delete process.env.TAFEL_HOLD_AT;
    }
    const r = await running;
    expect(r.code).toBe(130);
    expect(r.err).toMatch(/Ctrl-C: stopping/);
    expect(r.out).toMatch(/stopped early/);
    expect(r.out).toMatch(/threshold=3 +│/); // the first point, in the chart
    expect(r.out).not.toMatch(/threshold=4/);
  });

  it('a real SIGINT to the bin stops a run the same way', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'tafel-int-')), 'run');
    const args = ['play', 'jacht', '--bots', 'greedy', '--games', '1e9', '--workers', '1', '--out', out];
    // Once it has played: a signal before its handlers are set would kill it outright.
    const { code, out: stdout, err: stderr } = await signalled(args, 'SIGINT', () => hasRecords(join(out, 'records.jsonl')));
    expect(code).toBe(130);
    expect(stderr).toMatch(/Ctrl-C: stopping/);
    expect(stdout).toMatch(/stopped early/);
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    expect(summary.complete).toBe(false);
    expect(readFileSync(join(out, 'records.jsonl'), 'utf8').trim().split('\n')).toHaveLength(summary.games);
  });
});

describe('stopping tafel analyze jacht', () => {
  it('Ctrl-C: says so at once, prints the figures so far with how many of how many, exit 130', async () => {
    onFirstGames('SIGINT');
    const r = await tafel('analyze', 'jacht', '--bots', 'greedy,random', '--games', '1e9');
    expect(r.code).toBe(130);
    expect(r.err).toMatch(/Ctrl-C: stopping/);
    const [, played] = r.err.match(/stopped after (\d+) of 1000000000 games per bot/)!;
    expect(Number(played)).toBeGreaterThan(0);
    expect(r.out).toMatch(
      new RegExp(`^jacht: stopped early after ${Number(played).toLocaleString('en-US')} of 1,000,000,000 games per bot`),
    );
    expect(r.out).toMatch(/greedy: mean final score \d/);
    expect(r.out).toMatch(/random: mean final score \d/);
  });

  it('SIGTERM with --json and --out: every bot has the same games analysed, and the file has them, exit 143', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'tafel-analyze-stop-')), 'run');
    onFirstGames('SIGTERM');
    const r = await tafel('analyze', 'jacht', '--bots', 'optimal,greedy', '--games', '1e9', '--json', '--out', out);
    expect(r.code).toBe(143);
    expect(r.err).toMatch(/SIGTERM: stopping/);
    const a = JSON.parse(r.out);
    expect(a).toMatchObject({ complete: false, requested: 1e9 });
    expect(a.games).toBeGreaterThan(0);
    expect(a.bots.map((b: { games: number }) => b.games)).toEqual([a.games, a.games]);
    expect(a.bots[0].regret.perGame).toBe(0);
    expect(JSON.parse(readFileSync(join(out, 'analysis.json'), 'utf8'))).toEqual(a);
  });
});
