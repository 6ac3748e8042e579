// A stopped run resumed ends with exactly the files and digest of a run that was never
// interrupted, and --resume checks the records it builds on. The run killed with SIGKILL
// midway, a process of its own: resume-killed.slow.test.ts.
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import { sumLine } from '../../src/records/record-sums.js';
import { replayedFrom } from '../../src/records/resume.js';
import { loadTournament } from '../../src/tournament/load.js';
import { dir, file, FILES } from './resume-fixture.js';
import { tafel } from './tafel.js';

describe('--resume', () => {
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

describe('--resume of a game with figures of its own', () => {
  it("Klaverjassen's counts, which records do not keep, come back from the recorded decisions: the same files and digest", async () => {
    const kj = join(dir, 'klaverjassen.json');
    const match = { game: 'klaverjassen', bots: ['heuristic', 'random', 'heuristic', 'random'], games: 12 };
    writeFileSync(kj, JSON.stringify({ name: 'figures', seed: 5, matches: [match] }));
    const whole = join(dir, 'kj-whole');
    const uninterrupted = await tafel('tournament', kj, '--workers', '1', '--out', whole);
    expect(uninterrupted.code).toBe(0);
    const cut = join(dir, 'kj-cut');
    mkdirSync(cut);
    copyFileSync(join(whole, 'tournament.json'), join(cut, 'tournament.json'));
    const records = readFileSync(join(whole, 'games.jsonl'), 'utf8').split('\n');
    writeFileSync(join(cut, 'games.jsonl'), `${records.slice(0, 7).join('\n')}\n`);
    const resumed = await tafel('tournament', kj, '--workers', '1', '--resume', cut);
    expect(resumed.err).toMatch(/7 games already played/);
    for (const f of FILES) expect(readFileSync(join(cut, f), 'utf8'), f).toBe(readFileSync(join(whole, f), 'utf8'));
    expect(resumed.out.match(/digest \w+/)![0]).toBe(uninterrupted.out.match(/digest \w+/)![0]);
  });
});

describe('--resume checks the records it builds on', async () => {
  const small = join(dir, 'small.json');
  writeFileSync(small, readFileSync(file, 'utf8').replace(/"stop":.*\}\}$/, '"stop":{"rule":"fixed","games":15}}'));
  const whole = join(dir, 'small-whole');
  const run = (...args: string[]) => tafel('tournament', small, '--workers', '1', '--batch-size', '7', ...args);
  expect((await run('--out', whole)).code).toBe(0);
  const records = readFileSync(join(whole, 'games.jsonl'), 'utf8').split('\n').slice(0, -1);
  const sums = readFileSync(join(whole, 'games.sums'), 'utf8').split('\n').slice(0, -1);
  const ALL = [...FILES, 'games.sums'];

  /** A folder stopped after `kept` of the whole run's records (changed by `edit`), with
   * `sumLines` of its checksums (none: a folder of an older tafel). */
  function stopped(name: string, kept: readonly string[], sumLines?: number): string {
    const folder = join(dir, name);
    mkdirSync(folder);
    copyFileSync(join(whole, 'tournament.json'), join(folder, 'tournament.json'));
    writeFileSync(join(folder, 'games.jsonl'), kept.map((l) => `${l}\n`).join(''));
    if (sumLines !== undefined)
      writeFileSync(
        join(folder, 'games.sums'),
        sums
          .slice(0, sumLines)
          .map((l) => `${l}\n`)
          .join(''),
      );
    return folder;
  }
  const sameAsWhole = (folder: string, files = ALL) => {
    for (const f of files) expect(readFileSync(join(folder, f), 'utf8'), f).toBe(readFileSync(join(whole, f), 'utf8'));
  };

  it('a record changed by hand is refused, naming its lines and what to do; nothing is written', async () => {
    const changed = [...records.slice(0, 40)];
    const record = JSON.parse(changed[10]);
    record.result.scores[0] += 1;
    record.result.wins = record.result.wins.map((w: number) => 1 - w);
    changed[10] = JSON.stringify(record);
    const folder = stopped('edited', changed, sums.length);
    const before = readFileSync(join(folder, 'games.jsonl'), 'utf8');
    const r = await run('--resume', folder);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `tafel: ${join(folder, 'games.jsonl')} lines 8 to 14 were changed after they were written (a record changed, removed or added): they do not match their checksum in games.sums, so the run cannot be resumed on them; restore the file, or keep only its first 7 lines to play the rest again\n`,
    );
    expect(readFileSync(join(folder, 'games.jsonl'), 'utf8')).toBe(before);
    expect(readFileSync(join(folder, 'games.sums'), 'utf8')).toBe(`${sums.join('\n')}\n`);
    expect(existsSync(join(folder, 'summary.json'))).toBe(false);
    // Done as it says, the run ends as if never stopped.
    writeFileSync(
      join(folder, 'games.jsonl'),
      records
        .slice(0, 7)
        .map((l) => `${l}\n`)
        .join(''),
    );
    expect((await run('--resume', folder)).code).toBe(0);
    sameAsWhole(folder);
  });

  it('a garbage line among the records names its file and line, with or without checksums', async () => {
    const garbage = [...records.slice(0, 20), '{"game":"gesj', ...records.slice(21, 40)];
    const checkedFolder = stopped('garbage', garbage, sums.length);
    const r = await run('--resume', checkedFolder);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `tafel: ${join(checkedFolder, 'games.jsonl')} line 21 is not a record (not valid JSON), and records follow it: lines 16 to 22 do not match their checksum in games.sums, so the run cannot be resumed on them; restore the file, or keep only its first 15 lines to play the rest again\n`,
    );
    const older = stopped('garbage-older', garbage);
    const o = await run('--resume', older);
    expect(o.code).toBe(2);
    expect(o.err).toBe(
      `tafel: ${join(older, 'games.jsonl')} line 21 is not a record (not valid JSON), and records follow it: the file was changed, and the run cannot be resumed on it; keep only its first 20 lines to play the rest again\n`,
    );
    expect(existsSync(join(older, 'games.sums'))).toBe(false); // nothing taken on trust yet
  });

  it('a record deleted by hand (sed -i 11d) is named by its batch, never as the piece of a line its bytes end in', async () => {
    const deleted = [...records.slice(0, 10), ...records.slice(11, 40)];
    const folder = stopped('deleted', deleted, sums.length);
    const r = await run('--resume', folder);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `tafel: ${join(folder, 'games.jsonl')} lines 8 to 14 were changed after they were written (a record changed, removed or added): they do not match their checksum in games.sums, so the run cannot be resumed on them; restore the file, or keep only its first 7 lines to play the rest again\n`,
    );
  });

  it('records a stop left without their checksum, or cut, are played again, to the same files', async () => {
    // Killed between a batch's records and its checksum, then mid-way through a record.
    const folder = stopped('unchecked', [...records.slice(0, 40), records[40].slice(0, 50)], 4);
    const r = await run('--resume', folder);
    expect(r.err).toMatch(
      /^games\.jsonl has records after line 22 without their checksum \(cut by the stop\): their games are played again\n/,
    );
    expect(r.err).toMatch(/resuming .*: 22 games already played/);
    expect(r.code).toBe(0);
    sameAsWhole(folder);
    // Records cut inside a batch whose checksum was written: the batch is played again.
    const cut = stopped('cut', records.slice(0, 25), sums.length);
    const c = await run('--resume', cut);
    expect(c.err).toMatch(/after line 22 without their checksum .*\nresuming .*: 22 games already played/);
    expect(c.code).toBe(0);
    sameAsWhole(cut);
  });

  it('a checksums file changed by hand is refused by its line', async () => {
    const folder = stopped('bad-sums', records.slice(0, 20), 3);
    writeFileSync(join(folder, 'games.sums'), `${sums[0]}\nseven games\n${sums[2]}\n`);
    expect(await run('--resume', folder)).toMatchObject({
      code: 2,
      err: `tafel: ${join(folder, 'games.sums')} line 2 is not a checksum (<games> <bytes> <sha256>): the file was changed, and the run cannot be resumed\n`,
    });
  });

  it('a folder without checksums is taken with a warning, and checked from then on', async () => {
    const folder = stopped('older', records.slice(0, 33));
    const r = await run('--resume', folder);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/^games\.sums is missing .*: the 33 records are taken unchecked, and checked from now on\n/);
    sameAsWhole(folder, FILES);
    const adopted = readFileSync(join(folder, 'games.sums'), 'utf8').split('\n');
    expect(adopted[0]).toMatch(new RegExp(`^33 ${Buffer.byteLength(records.slice(0, 33).join('\n')) + 1} [0-9a-f]{64}$`));
  });

  it('a line longer than any record is refused by its number', () => {
    const long = [...records.slice(0, 4), 'x'.repeat(70_000), ...records.slice(5, 20)];
    const t = loadTournament(small);
    const older = stopped('long', long);
    const games = join(older, 'games.jsonl');
    expect(() => replayedFrom(games, join(older, 'games.sums'), t, 1 << 16)).toThrow(
      new UsageError(
        `${games} line 5 is longer than 64 KB, far longer than any game's record: the file is damaged, and the run cannot be resumed`,
      ),
    );
    // Checksums made for the long line (as by hand) do not get it read whole either.
    const forged = stopped('long-forged', long);
    const text = long.map((l) => `${l}\n`).join('');
    writeFileSync(join(forged, 'games.sums'), sumLine(text, long.length));
    expect(() => replayedFrom(join(forged, 'games.jsonl'), join(forged, 'games.sums'), t, 1 << 16)).toThrow(
      `${join(forged, 'games.jsonl')} line 5 is longer than 64 KB`,
    );
    // With checksums, no more of it is read than its batch had: it does not match them.
    const checkedFolder = stopped('long-checked', long, sums.length);
    expect(() => replayedFrom(join(checkedFolder, 'games.jsonl'), join(checkedFolder, 'games.sums'), t, 1 << 16)).toThrow(
      /lines 1 to 7 were changed after they were written \(a record changed, removed or added\): they do not match their checksum/,
    );
  });
});
