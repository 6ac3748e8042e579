// Paths are checked for what they are before the first game: a pseudo-filesystem, a
// folder that cannot be written even by root, an earlier run's results, a device.
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tafel } from './tafel.js';

const dir = mkdtempSync(join(tmpdir(), 'tafel-paths-'));
const tournamentFile = join(dir, 't.json');
writeFileSync(tournamentFile, JSON.stringify({ name: 't', seed: 1, matches: [{ game: 'jacht', bots: ['greedy'], games: 3 }] }));
// Runs that would never end if they played first: a refusal that comes only after a game
// is a test that times out, on any machine, instead of one held to a clock.
const endlessFile = join(dir, 'endless.json');
writeFileSync(endlessFile, JSON.stringify({ name: 't', seed: 1, matches: [{ game: 'jacht', bots: ['greedy'], games: 1e12 }] }));
const play = (...more: string[]) => ['play', 'gesjaakt', '--bots', 'greedy,random,random', '--games', '1e12', ...more];

async function refusedAtOnce(args: string[], message: RegExp) {
  const r = await tafel(...args);
  expect(r.code).toBe(2);
  expect(r.err.trim().split('\n')).toEqual([expect.stringMatching(message)]);
  expect(r.out).toBe('');
}

describe('outputs on pseudo-filesystems fail at once', () => {
  // Node's recursive mkdir never returns below /proc: this hung before it was checked.
  it.each(['/proc/tafel-x/run', '/sys/kernel/tafel', '/proc/self'])('--out %s', async (out) => {
    await refusedAtOnce(
      play('--out', out),
      /^tafel: --out \S+ is on the (proc|sysfs) pseudo-filesystem: name a folder on a disk$/,
    );
  });

  it('sweep and tournament too', async () => {
    const sweep = ['sweep', 'jatten', '--bot', 'threshold(risk=0.1|0.2)', '--vs', 'greedy,greedy', '--games', '1e12'];
    await refusedAtOnce([...sweep, '--out', '/proc/x'], /proc pseudo-filesystem/);
    await refusedAtOnce(['tournament', endlessFile, '--out', '/sys/x'], /sysfs pseudo-filesystem/);
  });
});

describe('inputs that are no regular file are refused before they are read', () => {
  it.each([
    [
      '/proc/self/status',
      /^tafel: \/proc\/self\/status is on the proc pseudo-filesystem, not a file of results: name a regular file$/,
    ],
    ['/dev/zero', /^tafel: \/dev\/zero is not a regular file: name a file$/], // would be read forever
    // replay reads a run's folder: this one holds no run.
    [dir, /is a folder: name a file$/, /holds neither records\.jsonl .* name a run's folder or a records file$/],
  ])('tafel tournament %s, tafel replay %s', async (file, message, replayMessage = message) => {
    await refusedAtOnce(['tournament', file], message);
    await refusedAtOnce(['replay', file], replayMessage);
  });
});

describe('an earlier tournament in the --out folder is never mixed with a new one', () => {
  it("a folder that holds an earlier run's records is refused, and nothing is written beside it", async () => {
    const out = join(dir, 'leftover');
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'games.jsonl'), '');
    await refusedAtOnce(['tournament', endlessFile, '--workers', '1', '--out', out], /already holds a run \(games\.jsonl\)/);
    expect(readdirSync(out)).toEqual(['games.jsonl']);
  });

  it('a folder of other things is fine', async () => {
    const out = join(dir, 'other');
    mkdirSync(join(out, 'notes'), { recursive: true });
    const r = await tafel('tournament', tournamentFile, '--workers', '1', '--out', out);
    expect(r.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual([
      'games.jsonl',
      'games.sums',
      'notes',
      'report.html',
      'summary.json',
      'tournament.json',
      'view', // the pages of the games report.html links to
    ]);
  });
});

describe('--workers', () => {
  it('more threads than cores are refused with the valid range', async () => {
    const cores = availableParallelism();
    const r = await tafel(...play('--workers', String(cores + 1)));
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `tafel: --workers ${cores + 1} is more than the ${cores} cores here: use 1 to ${cores} (results are the same for any count)\n`,
    );
  });
});
