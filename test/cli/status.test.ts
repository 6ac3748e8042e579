// `tafel status <folder>`: a run's standings so far, read without touching its folder. A
// run under way is a folder whose records end in a batch not yet checksummed (and a line
// half written), its lock held by a live process: made here from a whole run's files, so
// no test waits on a process to reach some point.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paceOf } from '../../src/cli/run-pace.js';
import { smallTournament } from '../helpers.js';
import { tafel } from './tafel.js';

const dir = mkdtempSync(join(tmpdir(), 'tafel-status-'));
const match = { game: 'gesjaakt', bots: ['greedy', 'random', 'greedy(threshold=3)'], games: 40 };
const file = (name: string, games: number) => {
  const path = join(dir, `${name}.json`);
  writeFileSync(path, JSON.stringify({ name: 'status', seed: 3, matches: [{ ...match, games }] }));
  return path;
};
const run = async (tournament: string, out: string) => {
  const r = await tafel('tournament', tournament, '--workers', '1', '--batch-size', '7', '--out', out);
  expect(r.code, r.err).toBe(0);
};
const json = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
/** Every file of a folder (its game pages too) with its bytes and when it was last written. */
const state = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((f) => statSync(join(folder, f)).isFile())
    .sort()
    .map((f) => [f, readFileSync(join(folder, f), 'utf8'), statSync(join(folder, f)).mtimeMs]);
/** A copy of `whole`'s run stopped (or stopping) after `batches` batches of 7 games: their
 * records and checksums, then a record of the next batch and half of another, unchecked. */
function cutAfter(whole: string, name: string, batches: number, lock?: string): string {
  const folder = join(dir, name);
  mkdirSync(folder);
  copyFileSync(join(whole, 'tournament.json'), join(folder, 'tournament.json'));
  const records = readFileSync(join(whole, 'games.jsonl'), 'utf8').split('\n');
  const kept = records.slice(0, 7 * batches + 1).join('\n');
  writeFileSync(join(folder, 'games.jsonl'), `${kept}\n${records[7 * batches + 1].slice(0, 50)}`);
  const sums = readFileSync(join(whole, 'games.sums'), 'utf8').split('\n');
  writeFileSync(
    join(folder, 'games.sums'),
    sums
      .slice(0, batches)
      .map((line) => `${line}\n`)
      .join(''),
  );
  if (lock) writeFileSync(join(folder, '.tafel.lock'), lock);
  return folder;
}

/** The pace a run keeps beside its lock while it runs (src/cli/run-pace.ts). */
const keptPace = (folder: string, since: number, games: number) =>
  writeFileSync(join(folder, '.tafel.pace'), JSON.stringify({ since, games }));

describe('tafel status', async () => {
  const whole = join(dir, 'whole');
  await run(file('forty', 40), whole);
  const short = join(dir, 'short');
  await run(file('twenty-one', 21), short);

  it('of a finished run: the summary.json the run wrote, to the byte, and nothing in the folder changed', async () => {
    const before = state(whole);
    const r = await tafel('status', whole, '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual(json(join(whole, 'summary.json')));
    expect(r.err).toBe(`${whole}: finished, 40 games\n`);
    expect(state(whole)).toEqual(before);
    // The run's pace is kept only while it runs: a finished folder holds no times.
    expect(existsSync(join(whole, '.tafel.pace'))).toBe(false);
  });

  it('of a run under way: the checksummed games only, figures and digest those of a run of just those games', async () => {
    // The lock of a live run (this process); its start time unknown, as on another system.
    const folder = cutAfter(whole, 'under-way', 3, `${process.pid}  ${hostname()}\n`);
    const before = state(folder);
    const r = await tafel('status', folder, '--json');
    expect(r.code, r.err).toBe(0);
    expect(r.err).toBe(
      `${folder}: 21 of 40 games (52%) so far, under way (pid ${process.pid})\nthe batch being written counts once its checksum is\n`,
    );
    const soFar = JSON.parse(r.out);
    const played = json(join(short, 'summary.json'));
    expect(soFar.complete).toBe(false);
    expect(soFar.digest).toBe(played.digest);
    expect(soFar.events[0].standings).toEqual(played.events[0].standings);
    expect(soFar.events[0].comparisons).toEqual(played.events[0].comparisons);
    expect(soFar.events[0].tables[0]).toEqual({ ...played.events[0].tables[0], complete: false });
    // Read only: no byte cut (the unchecked tail stays for the run to finish), no lock taken.
    expect(state(folder)).toEqual(before);

    const text = await tafel('status', folder);
    expect(text.out).toMatch(/^.*under-way: 21 of 40 games \(52%\) so far, under way/);
    expect(text.out).toMatch(/status: 21 games · seed 3 · digest \w+ · so far\n$/);
    expect(text.out).toContain('greedy(threshold=3)');
    // Only whole rounds count per table: a run midway says no per-table count at all.
    expect(text.out).toMatch(/match 1: gesjaakt · 1 table · 21 games\n/);
  });

  it('of a run under way that kept its pace: its games since it began, and the time left at that pace', async () => {
    const folder = cutAfter(whole, 'paced', 3, `${process.pid}  ${hostname()}\n`);
    // Resumed ten hours ago with 7 games: 14 more since, 19 to go. The line is matched
    // loosely where the seconds this test takes could move it; paceOf is exact.
    const since = Date.now() - 36_000_000;
    keptPace(folder, since, 7);
    const r = await tafel('status', folder);
    expect(r.out).toMatch(
      /^\S+paced: 21 of 40 games \(52%\) so far, under way \(pid \d+\): 1\.4 games\/h since it began, 13 h \d\d min left\n/,
    );
    expect(paceOf(folder, 21, 40, since + 36_000_000)).toEqual({ pace: '1.4 games/h', left: '13 h 34 min' });
    expect(paceOf(folder, 7, 40, since + 1000)).toBeUndefined(); // nothing counted since it began
  });

  it('of a stopped run (its lock left by a process that is gone): stopped, and how to play on', async () => {
    const folder = cutAfter(whole, 'stopped', 2, '4194305 1 ' + hostname() + '\n');
    keptPace(folder, Date.now() - 60_000, 0); // left by the stopped run: no pace for a run that is not running
    const r = await tafel('status', folder);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^\S+stopped: stopped at 14 of 40 games \(35%\): tafel tournament <its file> --resume \S+stopped plays on\nrecords after the last checksum were cut by the stop: --resume plays their games again\n/,
    );
    expect(r.out).toMatch(/· stopped early\n$/);
    // The stale lock is the next run's to take over, not status's to remove.
    expect(readFileSync(join(folder, '.tafel.lock'), 'utf8')).toBe(`4194305 1 ${hostname()}\n`);
  });

  it('of a run with no game counted yet, and of a sequential rule that may stop before its maximum', async () => {
    const folder = cutAfter(whole, 'starting', 0, `${process.pid}  ${hostname()}\n`);
    const r = await tafel('status', folder);
    expect(r.out).toBe(
      `${folder}: 0 of 40 games (0%) so far, under way (pid ${process.pid})\nthe batch being written counts once its checksum is\nno game is counted yet: its standings come with the first batch written\n`,
    );
    const sequential = join(dir, 'sequential');
    const pool = join(dir, 'pool.json');
    writeFileSync(pool, JSON.stringify(smallTournament({ stop: { rule: 'sequential', every: 15, maxGames: 30 } })));
    await run(pool, sequential);
    const done = await tafel('status', sequential);
    expect(done.out).toMatch(/^\S+sequential: finished, \d+ games\n/);
    const cut = cutAfter(sequential, 'sequential-cut', 1);
    expect((await tafel('status', cut)).out).toMatch(/stopped at 7 of at most \d+ games/);
  });

  it('refuses what is no tournament run folder in one line, naming what would do', async () => {
    const missing = await tafel('status', join(dir, 'nothing'));
    expect([missing.code, missing.err]).toEqual([
      2,
      `tafel: status ${join(dir, 'nothing')}: no such folder: name the run folder of a tafel tournament\n`,
    ]);
    const empty = join(dir, 'empty');
    mkdirSync(empty);
    expect((await tafel('status', empty)).err).toBe(
      `tafel: status ${empty} holds no tournament.json: name the run folder of a tafel tournament\n`,
    );
    const play = join(dir, 'play');
    const played = await tafel('play', 'gesjaakt', '--bots', 'greedy,random,random', '--games', '5', '--out', play);
    expect(played.code, played.err).toBe(0);
    const r = await tafel('status', play);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /^tafel: status \S+ is a tafel play folder, whose plan is written with its summary at the end: play a long match as a tournament file to look at it while it runs\n$/,
    );
  });

  it('refuses records changed by hand, as --resume does, naming the lines', async () => {
    const folder = cutAfter(whole, 'changed', 3);
    const records = readFileSync(join(folder, 'games.jsonl'), 'utf8');
    writeFileSync(join(folder, 'games.jsonl'), records.replace('"index":9}', '"index":8}'));
    const r = await tafel('status', folder);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^tafel: \S+games\.jsonl lines? .*\n$/);
  });
});
