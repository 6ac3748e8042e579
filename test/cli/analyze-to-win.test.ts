// `tafel analyze jacht --to-win` as a user meets it, in-process, with the solver cache in a
// private folder: the text, --json and --out, bad input, and Ctrl-C (emitted in-process
// at the run's first report of deals played, as stop.test.ts does).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDistributions, getSolution } from '../../src/games/jacht/solver/solution.js';
import { tafel } from './tafel.js';

process.env.TAFEL_CACHE_DIR = mkdtempSync(join(tmpdir(), 'tafel-cli-to-win-'));

// Jacht's tables solved once for this file, cold, into its private cache (seconds: the
// sources run slower under vitest than built): every command below reads them, as a
// second run of the CLI does.
beforeAll(() => {
  getSolution();
  getDistributions();
});

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

afterEach(() => {
  expect(pending).toBeUndefined();
  expect(process.listenerCount('SIGINT')).toBe(0);
});

describe('tafel analyze jacht --to-win', () => {
  it('--json and --out: the analysis on stdout and in analysis.json, the chart in report.html', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'tafel-to-win-')), 'run');
    const r = await tafel('analyze', 'jacht', '--to-win', '--games', '6', '--seed', '2', '--json', '--out', out);
    expect(r.code).toBe(0);
    const a = JSON.parse(r.out);
    expect(a).toMatchObject({ game: 'jacht', mode: 'to-win', deals: 6, requested: 6, complete: true, seed: 2 });
    expect(a.result.games).toBe(12);
    expect(JSON.parse(readFileSync(join(out, 'analysis.json'), 'utf8'))).toEqual(a);
    const html = readFileSync(join(out, 'report.html'), 'utf8');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toMatch(/<svg/);
    expect(r.err).toContain('report.html');
  }, 60_000);

  it('prints the report by default; the same seed prints the same report', async () => {
    const r = await tafel('analyze', 'jacht', '--to-win', '--games', '3', '--seed', '7');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^jacht: optimal\(objective=win\) against optimal, 3 deals, each from both seats \(6 games\), seed 7/);
    expect(r.out).toMatch(/win chance at the turn start/);
    expect((await tafel('analyze', 'jacht', '--to-win', '--games', '3', '--seed', '7')).out).toBe(r.out);
  }, 60_000);

  it.each([
    [
      ['--to-win', '--bots', 'greedy'],
      /^tafel: --to-win compares optimal\(objective=win\) with optimal: drop --bots, or drop --to-win/,
    ],
    [[], /^tafel: --bots is missing: name the bots to analyze, e.g. --bots greedy,optimal, or give --to-win/],
    [['--to-win', '--games', '0'], /--games/],
    [['--to-win', '--games', 'many'], /--games/],
    [['--to-win', '--seed', '-1'], /--seed/],
  ])('bad input %j: one line, exit 2', async (flags, message) => {
    const r = await tafel('analyze', 'jacht', ...flags);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(message);
  });

  it('another game with --to-win is refused as analyze refuses it', async () => {
    const r = await tafel('analyze', 'klaverjassen', '--to-win');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/analyze supports only jacht, not 'klaverjassen'/);
  });

  it('--out into a folder that holds an earlier report is refused before the first deal', async () => {
    const out = mkdtempSync(join(tmpdir(), 'tafel-to-win-again-'));
    expect((await tafel('analyze', 'jacht', '--to-win', '--games', '1', '--out', out)).code).toBe(0);
    const again = await tafel('analyze', 'jacht', '--to-win', '--games', '1', '--out', out);
    expect(again.code).toBe(2);
    expect(again.err).toMatch(/already holds results \(analysis\.json\)/);
  }, 60_000);

  it('Ctrl-C keeps the deals done: prints them, how many of how many, exit 130', async () => {
    pending = 'SIGINT';
    const r = await tafel('analyze', 'jacht', '--to-win', '--games', '1e9', '--json');
    expect(r.code).toBe(130);
    expect(r.err).toMatch(/Ctrl-C: stopping/);
    const a = JSON.parse(r.out);
    expect(a).toMatchObject({ complete: false, requested: 1e9 });
    expect(a.deals).toBeGreaterThan(0);
    expect(a.result.games).toBe(2 * a.deals);
    expect(r.err).toContain(`stopped after ${a.deals} of 1000000000 deals`);
  }, 60_000);
});
