// `tafel sweep --out` writes its report beside sweep.json; `tafel tournament` ends by
// saying where its report is.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tafel } from '../cli/tafel.js';

const dir = mkdtempSync(join(tmpdir(), 'tafel-reports-'));

describe('reports from the command line', () => {
  it('sweep --out: sweep.json and report.html with its response curve', async () => {
    const out = join(dir, 'sweep');
    const r = await tafel(
      'sweep',
      'gesjaakt',
      '--bot',
      'greedy(threshold=2|8)',
      '--vs',
      'greedy,greedy',
      '--games',
      '30',
      '--workers',
      '1',
      '--out',
      out,
    );
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/report to .*sweep\/report\.html/);
    expect(existsSync(join(out, 'sweep.json'))).toBe(true);
    const html = readFileSync(join(out, 'report.html'), 'utf8');
    expect(html).toMatch(/Response curve: win rate of greedy by threshold<\/figcaption><svg/);
  });

  it('tournament: the last lines name the run folder and the report', async () => {
    const out = join(dir, 'default');
    const file = join(dir, 'small.json');
    writeFileSync(
      file,
      JSON.stringify({ name: 'small', seed: 1, matches: [{ game: 'jatten', bots: ['threshold', 'greedy'], games: 200 }] }),
    );
    const r = await tafel('tournament', file, '--workers', '1', '--out', out);
    expect(r.code).toBe(0);
    expect(r.out.trim().split('\n').slice(-2)).toEqual([`results in ${out}`, `report: ${join(out, 'report.html')}`]);
    expect(readFileSync(join(out, 'report.html'), 'utf8')).toMatch(/^<!doctype html>/);
  });
});
