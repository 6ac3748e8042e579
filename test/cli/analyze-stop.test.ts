// `tafel analyze jacht` stops on Ctrl-C or SIGTERM like play and sweep (issue 8): it says
// so at once, prints the figures of the games analysed so far and how many of how many,
// and exits 130 (143). In-process signals as in stop.test.ts, and one real one to the bin.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tafel } from './tafel.js';

const MAIN = join(import.meta.dirname, '..', '..', 'dist', 'src', 'cli', 'main.js');
const after = (ms: number, signal: 'SIGINT' | 'SIGTERM') => setTimeout(() => process.emit(signal), ms);

afterEach(() => {
  expect(process.listenerCount('SIGINT')).toBe(0);
  expect(process.listenerCount('SIGTERM')).toBe(0);
});

describe('stopping tafel analyze jacht', () => {
  it('Ctrl-C: says so at once, prints the figures so far with how many of how many, exit 130', async () => {
    after(600, 'SIGINT');
    const r = await tafel('analyze', 'jacht', '--bots', 'greedy,random', '--games', '1e9');
    expect(r.code).toBe(130);
    expect(r.err).toMatch(/Ctrl-C: stopping/);
    const [, played] = r.err.match(/stopped after (\d+) of 1000000000 games per bot/)!;
    expect(Number(played)).toBeGreaterThan(0);
    expect(r.out).toMatch(new RegExp(`^jacht: stopped early after ${played} of 1000000000 games per bot`));
    expect(r.out).toMatch(/greedy: mean final score \d/);
    expect(r.out).toMatch(/random: mean final score \d/);
  });

  it('SIGTERM with --json and --out: every bot has the same games analysed, and the file has them, exit 143', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'tafel-analyze-stop-')), 'run');
    after(600, 'SIGTERM');
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

  it('a real SIGINT to the bin stops it the same way', async () => {
    const child = spawn(process.execPath, [MAIN, 'analyze', 'jacht', '--bots', 'greedy', '--games', '1e9'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    const closed = new Promise((resolve) => child.on('close', resolve));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    child.kill('SIGINT');
    expect(await closed).toBe(130);
    expect(stderr).toMatch(/Ctrl-C: stopping/);
    expect(stdout).toMatch(/^jacht: stopped early after \d+ of 1000000000 games per bot/);
    expect(stdout).toMatch(/greedy: mean final score/);
  });
});
