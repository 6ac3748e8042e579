// Runs on a disk that fills, for real (a tmpfs of a few pages, see fixtures/small-disk.ts):
// the figures are printed, the failure is one line naming the file and what to do, exit
// code 2, and what was written is whole: a tournament resumes to the very digest of a run
// that never met a full disk.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { temporaryName } from '../../src/core/disk.js';
import { smallDisk } from '../fixtures/small-disk.js';
import { tafel } from './tafel.js';

const PAGE = 4096;
const dir = mkdtempSync(join(tmpdir(), 'tafel-disk-full-'));
const disks: { remove(): void }[] = [];
afterAll(() => disks.forEach((d) => d.remove()));
function disk(bytes: number) {
  const made = smallDisk(bytes);
  disks.push(made);
  return made;
}

const matchFile = join(dir, 'match.json');
writeFileSync(
  matchFile,
  JSON.stringify({ name: 'full', seed: 1, matches: [{ game: 'jacht', bots: ['greedy', 'greedy'], games: 200 }] }),
);
const digest = (out: string) => (/digest ([0-9a-f]{64})/.exec(out) ?? [])[1];

describe('a tournament on a disk that fills', () => {
  it('stops, prints its figures, keeps whole records, and resumes to the digest of an undisturbed run', async () => {
    const undisturbed = await tafel('tournament', matchFile, '--workers', '1', '--out', join(dir, 'undisturbed'));
    expect(undisturbed.code).toBe(0);

    // Room for the lock, tournament.json and some 20 records of 1.5 KB, not 200.
    const small = disk(10 * PAGE);
    const out = join(small.path, 'run');
    const full = await tafel('tournament', matchFile, '--workers', '1', '--batch-size', '10', '--out', out);
    expect(full.code).toBe(2);
    expect(full.out).toMatch(/stopped early/); // the run stopped: no games played that cannot be kept
    expect(full.err.trim().split('\n')).toEqual([
      `tafel: cannot write ${join(out, 'games.jsonl')}: the disk is full (ENOSPC); every game written so far is kept: free some space, then continue with tafel tournament ${matchFile} --resume ${out}`,
    ]);
    const text = readFileSync(join(out, 'games.jsonl'), 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    const indices = text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line).run.index);
    expect(indices.length).toBeGreaterThan(0);
    expect(indices).toEqual(indices.map((_, k) => k));
    // No summary of games the records lack, and no half-written file.
    expect(readdirSync(out).sort()).toEqual(['games.jsonl', 'games.sums', 'tournament.json']);

    small.resize(2048 * PAGE);
    const resumed = await tafel('tournament', matchFile, '--workers', '1', '--resume', out);
    expect(resumed.code).toBe(0);
    expect(resumed.err).toMatch(new RegExp(`${indices.length} games already played`));
    expect(digest(resumed.out)).toBe(digest(undisturbed.out));
  });

  it('a first file that cannot be written: one line, nothing played', async () => {
    const out = join(dir, 'no-first-file');
    mkdirSync(out);
    symlinkSync('/dev/full', temporaryName(join(out, 'tournament.json')));
    const r = await tafel('tournament', matchFile, '--workers', '1', '--out', out);
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toEqual([
      `tafel: cannot write ${join(out, 'tournament.json')}: the disk is full (ENOSPC): free some space or write to another disk`,
    ]);
    expect(r.out).toBe('');
    expect(readdirSync(out)).toEqual([]);
  });
});

describe('a sweep on a disk that fills', () => {
  it('is not done until its report is written whole: exit 2, and no part of a report', async () => {
    // Room for the lock, sweep.json (1.5 KB) and 8 KB of the 12 KB report: a write the
    // disk takes only in part.
    const { path } = disk(4 * PAGE);
    const out = join(path, 'sweep');
    const r = await tafel(
      'sweep',
      'jatten',
      '--bot',
      'threshold(risk=0.1|0.2)',
      '--vs',
      'greedy,greedy',
      '--games',
      '20',
      '--workers',
      '1',
      '--out',
      out,
    );
    expect(r.out).toMatch(/risk=0\.1/);
    expect(r.err.trim().split('\n')).toEqual([
      `tafel: cannot write ${join(out, 'report.html')}: the disk is full (ENOSPC): free some space or write to another disk`,
    ]);
    expect(r.code).toBe(2);
    expect(readdirSync(out)).toEqual(['sweep.json']);
    expect(JSON.parse(readFileSync(join(out, 'sweep.json'), 'utf8')).points).toHaveLength(2);
    expect(existsSync(join(out, 'report.html'))).toBe(false);
  });
});
