// `tafel jacht solve|advise` and `tafel analyze jacht` as a user meets them, in-process,
// with the solver cache in a private folder.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tafel } from './tafel.js';

const CACHE = mkdtempSync(join(tmpdir(), 'tafel-cli-jacht-'));
process.env.TAFEL_CACHE_DIR = CACHE;

describe('tafel jacht solve', () => {
  // A cold solve of the sources under vitest: seconds, so a timeout of its own.
  it('--json prints expectedScore from the start and the time taken', { timeout: 120_000 }, async () => {
    const r = await tafel('jacht', 'solve', '--json');
    expect(r.code).toBe(0);
    const s = JSON.parse(r.out);
    expect(s.expectedScore).toBeCloseTo(169.7739, 4);
    expect(s.ms).toBeGreaterThan(0);
    expect(s.source).toBe('solved');
  });
  it('--open gives the value with only those categories open', async () => {
    const r = await tafel('jacht', 'solve', '--open', 'choice', '--json');
    expect(JSON.parse(r.out).expectedScore).toBeCloseTo(23.3333, 4);
    expect((await tafel('jacht', 'solve')).out).toMatch(/^Optimal play expects 169\.7739 points/);
  });
});

describe('tafel jacht advise', () => {
  it('prints a short table, best first, in plain words', async () => {
    const r = await tafel('jacht', 'advise', '--dice', '1,4,4,4,4', '--rolls-left', '0', '--open', 'yacht,fourOfAKind,choice');
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toMatch(/Dice 1,4,4,4,4, no rolls left/);
    expect(r.out.indexOf('score fourOfAKind now (17 points)')).toBeLessThan(r.out.indexOf('score yacht now'));
    expect(r.out).toMatch(/best/);
  });
  it('--json lists every option with keep or category, expected and loss', async () => {
    const r = await tafel('jacht', 'advise', '--dice', '1,2,2,4,6', '--rolls-left', '2', '--open', 'all', '--json');
    const a = JSON.parse(r.out);
    expect(a.options).toHaveLength(35);
    expect(a.options[0].loss).toBe(0);
    for (const o of a.options) expect('keep' in o || ('category' in o && 'score' in o)).toBe(true);
  });
  it.each([
    [['--dice', '1,2,3', '--rolls-left', '1', '--open', 'all'], /--dice 1,2,3 is not five faces 1–6/],
    [['--dice', '1,2,3,4,7', '--rolls-left', '1', '--open', 'all'], /not five faces 1–6/],
    [['--dice', '1,2,3,4,5', '--rolls-left', '3', '--open', 'all'], /--rolls-left 3 is not 0, 1 or 2/],
    [['--dice', '1,2,3,4,5', '--rolls-left', '1', '--open', 'yacht,kismet'], /unknown category 'kismet': valid are all or yacht/],
    [['--dice', '1,2,3,4,5', '--rolls-left', '1', '--open', 'ones,ones'], /ones is given twice/],
  ])('bad input %j: one line, exit code 2', async (args, message) => {
    const r = await tafel('jacht', 'advise', ...args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err.trim().split('\n')).toHaveLength(1);
  });
});

describe('tafel analyze jacht', () => {
  it('--json and --out give the analysis; optimal has zero regret', async () => {
    const out = mkdtempSync(join(tmpdir(), 'tafel-analyze-'));
    const r = await tafel(
      'analyze',
      'jacht',
      '--bots',
      'greedy,optimal',
      '--games',
      '200',
      '--seed',
      '4',
      '--json',
      '--out',
      out,
    );
    expect(r.code).toBe(0);
    const a = JSON.parse(r.out);
    expect(a).toMatchObject({ game: 'jacht', games: 200, seed: 4 });
    expect(a.bots.map((b: { bot: string }) => b.bot)).toEqual(['greedy', 'optimal']);
    expect(a.bots[1].regret.perGame).toBe(0);
    expect(a.bots[0].regret.perGame).toBeGreaterThan(0);
    expect(JSON.parse(readFileSync(join(out, 'analysis.json'), 'utf8'))).toEqual(a);
  });
  it('prints tables by default', async () => {
    const r = await tafel('analyze', 'jacht', '--bots', 'greedy', '--games', '50');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/greedy: mean final score/);
    expect(r.out).toMatch(/mean turn/);
  });
  it('an unknown bot or another game is a one-line usage error', async () => {
    const bad = await tafel('analyze', 'jacht', '--bots', 'greedy,genius', '--games', '10');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/unknown bot 'genius' for jacht: valid bots are/);
    const other = await tafel('analyze', 'gesjaakt', '--bots', 'greedy');
    expect(other.code).toBe(2);
    expect(other.err).toMatch(/analyze supports only jacht/);
  });
});

describe('the solver cache folder is checked before the first game (issue 8)', () => {
  afterEach(() => {
    process.env.TAFEL_CACHE_DIR = CACHE;
  });
  const file = join(mkdtempSync(join(tmpdir(), 'tafel-cache-file-')), 'not-a-folder');
  writeFileSync(file, 'x');
  const commands = [
    ['jacht', 'solve'],
    ['jacht', 'advise', '--dice', '1,2,2,4,6', '--rolls-left', '2', '--open', 'all'],
    // Endless runs: a check made only once the games are played would never come.
    ['analyze', 'jacht', '--bots', 'greedy', '--games', '1e12'],
    ['play', 'jacht', '--bots', 'optimal,greedy', '--games', '1e12', '--workers', '1'],
    ['sweep', 'jacht', '--bot', 'greedy(lookahead=0|1)', '--vs', 'optimal', '--games', '1e12', '--workers', '1'],
  ];
  it.each([
    ['/proc/x', 'ENOENT'],
    [file, 'ENOTDIR'],
    [join(file, 'below'), 'ENOTDIR'],
  ])('TAFEL_CACHE_DIR=%s: one line naming it and what is valid, exit code 2, at once', async (dir, code) => {
    process.env.TAFEL_CACHE_DIR = dir;
    for (const args of commands) {
      const r = await tafel(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.out).toBe('');
      expect(r.err.trim().split('\n')).toHaveLength(1);
      expect(r.err).toContain(`TAFEL_CACHE_DIR=${dir} cannot be written (${code})`);
      expect(r.err).toMatch(/set TAFEL_CACHE_DIR to a folder that can be written, or unset it for /);
    }
  });
  it('a run whose bots need no solver runs as usual', async () => {
    process.env.TAFEL_CACHE_DIR = '/proc/x';
    const r = await tafel('play', 'jacht', '--bots', 'greedy,random', '--games', '10', '--workers', '1', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).games).toBe(10);
  });
});
