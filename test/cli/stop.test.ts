// Ctrl-C and SIGTERM stop a run after the games under way and keep everything played:
// the figures, the records, the summary. The signals are emitted in-process here (the
// handlers are the same); the bin test in cli.test.ts sends a real one.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tafel } from './tafel.js';

const after = (ms: number, signal: 'SIGINT' | 'SIGTERM') => setTimeout(() => process.emit(signal), ms);

afterEach(() => {
  expect(process.listenerCount('SIGINT')).toBe(0);
  expect(process.listenerCount('SIGTERM')).toBe(0);
});

describe('stopping a run', () => {
  it('play: SIGTERM stops like Ctrl-C, says so at once, prints the figures, exit 143', async () => {
    after(400, 'SIGTERM');
    const r = await tafel('play', 'gesjaakt', '--bots', 'greedy,random,random', '--games', '1e12', '--workers', '1');
    expect(r.code).toBe(143);
    expect(r.err).toMatch(/SIGTERM: stopping after the games under way/);
    expect(r.err).toMatch(/stopped after [\d,]+ of 1000000000000 games/);
    expect(r.out).toMatch(/stopped early: the figures cover the games played so far/);
    expect(r.out).toMatch(/│ 1 │ greedy/);
  });

  it('play on two workers with --out: Ctrl-C keeps every record played and a summary of them', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'tafel-stop-')), 'run');
    after(700, 'SIGINT');
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
    after(400, 'SIGINT');
    const bot = 'greedy(threshold=3|4|5)';
    const r = await tafel('sweep', 'gesjaakt', '--bot', bot, '--vs', 'greedy,greedy', '--games', '100000000', '--workers', '1');
    expect(r.code).toBe(130);
    expect(r.err).toMatch(/Ctrl-C: stopping/);
    expect(r.out).toMatch(/stopped early/);
    expect(r.out).toMatch(/threshold=3 +│/); // the first point, in the chart
    expect(r.out).not.toMatch(/threshold=4/);
  });
});
