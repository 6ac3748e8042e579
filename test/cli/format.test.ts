// Format 2 changed every game's seed (deals no longer depend on the lineup): a folder an
// older tafel wrote would replay and resume from other seeds, so replay and --resume refuse
// it in one line that names its format, and change nothing in it.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sumLine } from '../../src/records/record-sums.js';
import { smallTournament } from '../helpers.js';
import { tafel } from './tafel.js';

const dir = mkdtempSync(join(tmpdir(), 'tafel-format-'));

/** The lines of `file` as format 1 wrote them: no format field. */
function asFormatOne(file: string): string[] {
  const lines = readFileSync(file, 'utf8').split('\n').slice(0, -1);
  const old = lines.map((line) => {
    const { format, ...rest } = JSON.parse(line);
    expect(format).toBe(2);
    return JSON.stringify(rest);
  });
  writeFileSync(file, old.map((l) => `${l}\n`).join(''));
  return old;
}

describe('a folder of format 1', () => {
  it('replay refuses it in one line naming its format, exit 2', async () => {
    const out = join(dir, 'run');
    const play = await tafel('play', 'gesjaakt', '--bots', 'greedy,random,random', '--games', '30', '--seed', '3', '--out', out);
    expect(play.code).toBe(0);
    expect(JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')).format).toBe(2);
    expect((await tafel('replay', out)).code).toBe(0);
    asFormatOne(join(out, 'records.jsonl'));
    const records = await tafel('replay', join(out, 'records.jsonl'));
    expect(records.code).toBe(2);
    expect(records.err.trim().split('\n')).toHaveLength(1);
    expect(records.err).toMatch(/records\.jsonl line 1 is of format 1, and this tafel reads format 2 only/);
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    delete summary.format;
    writeFileSync(join(out, 'summary.json'), JSON.stringify(summary));
    const r = await tafel('replay', out);
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toEqual([
      `tafel: ${join(out, 'summary.json')} is of format 1, and this tafel reads format 2 only (since format 2 a game's deals no longer depend on its lineup, so older runs derive other seeds): play the run again`,
    ]);
  });

  it('--resume refuses it in one line naming its format, exit 2, and leaves its files as they were', async () => {
    const file = join(dir, 'pool.json');
    writeFileSync(file, JSON.stringify(smallTournament({ name: 'old', seed: 4, stop: { rule: 'fixed', games: 30 } })));
    const out = join(dir, 'pool');
    expect((await tafel('tournament', file, '--workers', '1', '--batch-size', '10', '--out', out)).code).toBe(0);
    // An interrupted format-1 run: its first 40 records, checksummed as that tafel did.
    const records = join(out, 'games.jsonl');
    const old = asFormatOne(records).slice(0, 40);
    writeFileSync(records, old.map((l) => `${l}\n`).join(''));
    const batch = (k: number) =>
      old
        .slice(k, k + 10)
        .map((l) => `${l}\n`)
        .join('');
    writeFileSync(join(out, 'games.sums'), [0, 10, 20, 30].map((k) => sumLine(batch(k), 10)).join(''));
    const before = readFileSync(records, 'utf8');
    const r = await tafel('tournament', file, '--workers', '1', '--resume', out);
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toEqual([
      `tafel: ${records} line 1 is of format 1, and this tafel reads format 2 only (since format 2 a game's deals no longer depend on its lineup, so older runs derive other seeds): play the run again`,
    ]);
    expect(readFileSync(records, 'utf8')).toBe(before);
  });
});
