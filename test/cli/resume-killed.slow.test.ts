// A run killed midway (SIGKILL: no handler runs, the last record may be cut) and resumed
// ends with exactly the files and digest of a run that was never interrupted. In test:slow:
// it starts the compiled bin, the process being what is tested, and plays 12,000 games.
import { spawn } from 'node:child_process';
import { appendFileSync, copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dir, file, FILES, lines } from './resume-fixture.js';
import { MAIN, tafel } from './tafel.js';

/** The games whose checksums are whole in a folder's games.sums. */
const checked = (folder: string) =>
  readFileSync(join(folder, 'games.sums'), 'utf8')
    .split('\n')
    .slice(0, -1)
    .reduce((sum, line) => sum + Number(line.split(' ')[0]), 0);

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

describe('--resume after a kill', () => {
  it('a run killed with SIGKILL, its last record cut, resumes to the files of an uninterrupted run', async () => {
    const whole = join(dir, 'whole');
    const uninterrupted = await tafel('tournament', file, '--workers', '1', '--out', whole);
    expect(uninterrupted.code).toBe(0);
    const total = lines(join(whole, 'games.jsonl'));
    expect(total).toBe(12000); // two random bots are never told apart: every look, to the maximum

    const killed = join(dir, 'killed');
    const written = await killedAfter(killed, 1000);
    expect(written).toBeLessThan(total); // midway
    // The kill may fall between a batch's records and its checksum: those are played again.
    const kept = checked(killed);
    expect(written - kept).toBeLessThanOrEqual(50);
    expect(existsSync(join(killed, 'summary.json'))).toBe(false);
    // A crash mid-write leaves half a line: the start of the next record, no newline.
    const next = readFileSync(join(whole, 'games.jsonl'), 'utf8').split('\n')[written];
    appendFileSync(join(killed, 'games.jsonl'), next.slice(0, next.length >> 1));

    const resumed = await tafel('tournament', file, '--workers', '2', '--resume', killed);
    expect(resumed.err).toMatch(new RegExp(`resuming .*killed: ${kept.toLocaleString('en-US')} games already played`));
    expect(resumed.code).toBe(0);
    for (const f of FILES) expect(readFileSync(join(killed, f), 'utf8'), f).toBe(readFileSync(join(whole, f), 'utf8'));
    expect(resumed.out.match(/digest \w+/)![0]).toBe(uninterrupted.out.match(/digest \w+/)![0]);
    // The records are tafel replay's to check, every table's games under its own key.
    const replay = await tafel('replay', join(killed, 'games.jsonl'));
    expect(replay.out).toMatch(/^12000 of 12000 records replay exactly/);
  });

  it('a torn last line that still ends in a newline is cut too, reading megabytes of records chunk by chunk', async () => {
    const whole = join(dir, 'whole');
    const torn = join(dir, 'torn');
    mkdirSync(torn);
    copyFileSync(join(whole, 'tournament.json'), join(torn, 'tournament.json'));
    const records = readFileSync(join(whole, 'games.jsonl'), 'utf8').split('\n');
    writeFileSync(join(torn, 'games.jsonl'), `${records.slice(0, 11000).join('\n')}\n${records[11000].slice(0, 90)}\n`);
    const r = await tafel('tournament', file, '--workers', '1', '--resume', torn);
    // A folder without checksums (an older tafel's) is taken as it is, and said to be.
    expect(r.err).toMatch(
      /^games\.sums is missing \(a folder of an older tafel, or deleted\): the 11000 records are taken unchecked, and checked from now on\n/,
    );
    expect(r.err).toMatch(/11,000 games already played/);
    expect(statSync(join(whole, 'games.jsonl')).size).toBeGreaterThan(4 << 20); // several 1 MB chunks
    for (const f of FILES) expect(readFileSync(join(torn, f), 'utf8'), f).toBe(readFileSync(join(whole, f), 'utf8'));
  });
});
