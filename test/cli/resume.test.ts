// A run killed midway (SIGKILL: no handler runs, the last record may be cut) and resumed
// ends with exactly the files and digest of a run that was never interrupted.
import { spawn } from 'node:child_process';
import { appendFileSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAIN, tafel } from './tafel.js';

const dir = mkdtempSync(join(tmpdir(), 'tafel-resume-'));
const file = join(dir, 'pool.json');
writeFileSync(
  file,
  JSON.stringify({
    name: 'resume',
    seed: 11,
    game: 'gesjaakt',
    entrants: [
      { label: 'tight', bot: 'greedy(threshold=4)' },
      { label: 'standard', bot: 'greedy' },
      { label: 'random', bot: 'random' },
      { label: 'random too', bot: 'random' },
    ],
    players: 3,
    stop: { rule: 'sequential', every: 600, maxGames: 3000 },
  }),
);
const FILES = ['tournament.json', 'games.jsonl', 'summary.json'];
const lines = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8').split('\n').length - 1 : 0);

/** Starts the bin and kills it with SIGKILL once `records` records are on disk. */
async function killedAfter(out: string, records: number): Promise<number> {
  const child = spawn(process.execPath, [MAIN, 'tournament', file, '--workers', '1', '--batch-size', '50', '--out', out], {
    stdio: 'ignore',
  });
  const closed = new Promise<NodeJS.Signals | null>((resolve) => child.on('close', (_code, signal) => resolve(signal)));
  const records_ = join(out, 'games.jsonl');
  while (lines(records_) < records && child.exitCode === null) await new Promise((r) => setTimeout(r, 20));
  child.kill('SIGKILL');
  expect(await closed).toBe('SIGKILL');
  return lines(records_);
}

describe('--resume', () => {
  it('a run killed with SIGKILL, its last record cut, resumes to the files of an uninterrupted run', async () => {
    const whole = join(dir, 'whole');
    const uninterrupted = await tafel('tournament', file, '--workers', '1', '--out', whole);
    expect(uninterrupted.code).toBe(0);
    const total = lines(join(whole, 'games.jsonl'));
    expect(total).toBe(12000); // two random bots are never told apart: every look, to the maximum

    const killed = join(dir, 'killed');
    const kept = await killedAfter(killed, 1000);
    expect(kept).toBeLessThan(total); // midway
    expect(existsSync(join(killed, 'summary.json'))).toBe(false);
    // A crash mid-write leaves half a line: the start of the next record, no newline.
    const next = readFileSync(join(whole, 'games.jsonl'), 'utf8').split('\n')[kept];
    appendFileSync(join(killed, 'games.jsonl'), next.slice(0, next.length >> 1));

    const resumed = await tafel('tournament', file, '--workers', '2', '--resume', killed);
    expect(resumed.err).toMatch(new RegExp(`resuming .*killed: ${kept.toLocaleString('en-US')} games already played`));
    expect(resumed.code).toBe(0);
    for (const f of FILES) expect(readFileSync(join(killed, f), 'utf8'), f).toBe(readFileSync(join(whole, f), 'utf8'));
    expect(resumed.out.match(/digest \w+/)![0]).toBe(uninterrupted.out.match(/digest \w+/)![0]);
    // The records are tafel replay's to check, every table's games under its own key.
    const replay = await tafel('replay', join(killed, 'games.jsonl'));
    expect(replay.out).toMatch(/^12000 of 12000 records replay exactly/);
  }, 30_000);

  it('a torn last line that still ends in a newline is cut too, reading megabytes of records chunk by chunk', async () => {
    const whole = join(dir, 'whole');
    const torn = join(dir, 'torn');
    mkdirSync(torn);
    copyFileSync(join(whole, 'tournament.json'), join(torn, 'tournament.json'));
    const records = readFileSync(join(whole, 'games.jsonl'), 'utf8').split('\n');
    writeFileSync(join(torn, 'games.jsonl'), `${records.slice(0, 11000).join('\n')}\n${records[11000].slice(0, 90)}\n`);
    const r = await tafel('tournament', file, '--workers', '1', '--resume', torn);
    expect(r.err).toMatch(/11,000 games already played/);
    expect(statSync(join(whole, 'games.jsonl')).size).toBeGreaterThan(4 << 20); // several 1 MB chunks
    for (const f of FILES) expect(readFileSync(join(torn, f), 'utf8'), f).toBe(readFileSync(join(whole, f), 'utf8'));
  });

  it('refuses a folder another tournament started, and a folder that is no run', async () => {
    const whole = join(dir, 'other');
    expect((await tafel('tournament', file, '--workers', '1', '--out', whole)).code).toBe(0);
    const before = statSync(join(whole, 'games.jsonl')).size;
    const changed = join(dir, 'changed.json');
    writeFileSync(changed, readFileSync(file, 'utf8').replace('"seed":11', '"seed":12'));
    const r = await tafel('tournament', changed, '--workers', '1', '--resume', whole);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/was started from another tournament than .*changed\.json: resume it with its own file/);
    expect(statSync(join(whole, 'games.jsonl')).size).toBe(before);
    const empty = await tafel('tournament', file, '--resume', dir);
    expect(empty.code).toBe(2);
    expect(empty.err).toMatch(/holds no tournament\.json: name the folder of a run this tournament started/);
  });

  it('duplicate deals of a lineup that repeats (2 games a deal) resume from inside a deal to the same files', async () => {
    const dup = join(dir, 'duplicate.json');
    writeFileSync(
      dup,
      JSON.stringify({
        name: 'repeats',
        seed: 5,
        matches: [{ game: 'gesjaakt', bots: ['greedy', 'random', 'greedy', 'random'], games: 40, seating: 'duplicate' }],
      }),
    );
    const whole = join(dir, 'dup-whole');
    const uninterrupted = await tafel('tournament', dup, '--workers', '1', '--out', whole);
    expect(uninterrupted.code).toBe(0);
    const cut = join(dir, 'dup-cut');
    mkdirSync(cut);
    copyFileSync(join(whole, 'tournament.json'), join(cut, 'tournament.json'));
    const records = readFileSync(join(whole, 'games.jsonl'), 'utf8').split('\n');
    expect(records[13]).toMatch(/"index":13/); // deal 6, its second rotation
    writeFileSync(join(cut, 'games.jsonl'), `${records.slice(0, 13).join('\n')}\n`);
    const resumed = await tafel('tournament', dup, '--workers', '1', '--batch-size', '3', '--resume', cut);
    expect(resumed.err).toMatch(/13 games already played/);
    for (const f of FILES) expect(readFileSync(join(cut, f), 'utf8'), f).toBe(readFileSync(join(whole, f), 'utf8'));
    expect(resumed.out.match(/digest \w+/)![0]).toBe(uninterrupted.out.match(/digest \w+/)![0]);
    const replay = await tafel('replay', join(cut, 'games.jsonl'));
    expect(replay.out).toMatch(/^40 of 40 records replay exactly/);
  });
});
