// `tafel replay` on files: every error names its line, exit codes say what went wrong
// (1 differs, 2 not a record or unreadable), and a file is read as a stream.
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  createReadStream,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import '../fixtures/faltering-bots.js';
import { replayStream } from '../../src/cli/replay-stream.js';
import { UsageError } from '../../src/core/errors.js';
import { runBatch } from '../../src/sim/batch.js';
import { buildPlan } from '../../src/sim/build.js';
import type { Action } from '../../src/core/game.js';
import { findGame, resolveOptions } from '../../src/games/registry.js';
import type { GameRecord } from '../../src/sim/record.js';
import { applyRecorded } from '../../src/records/replay-compare.js';
import { MAIN, tafel } from './tafel.js';

const dir = mkdtempSync(join(tmpdir(), 'tafel-replay-'));

/** The lines of a run's records.jsonl, written by `tafel play --out`. */
async function playedLines(name: string, ...flags: string[]): Promise<string[]> {
  const out = join(dir, name);
  const r = await tafel('play', 'gesjaakt', '--games', '30', '--workers', '1', '--out', out, ...flags);
  expect(r.code).toBe(0);
  return readFileSync(join(out, 'records.jsonl'), 'utf8').trim().split('\n');
}

function file(name: string, lines: readonly string[]): string {
  const path = join(dir, name);
  writeFileSync(path, lines.map((l) => `${l}\n`).join(''));
  return path;
}

type Loose = Record<string, Record<string, unknown>>;

interface Editable {
  game: string;
  lineup: string[];
  result: { scores: number[]; wins: number[] };
}

function edited<T = Editable>(line: string, change: (record: T) => void): string {
  const record = JSON.parse(line);
  change(record);
  return JSON.stringify(record);
}

describe('tafel replay: every line is named', async () => {
  const lines = await playedLines('run', '--bots', 'greedy,random,random');

  it('an honest run replays exactly, exit 0', async () => {
    const r = await tafel('replay', file('honest.jsonl', lines));
    expect(r).toMatchObject({ code: 0, out: '30 of 30 records replay exactly\n' });
  });

  it('a record that differs names its line and game, exit 1', async () => {
    const changed = [...lines];
    changed[16] = edited(lines[16], (r) => (r.result.scores[1] += 1));
    changed.splice(3, 0, ''); // a blank line still counts as a line
    const path = file('changed.jsonl', changed);
    const r = await tafel('replay', path);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      new RegExp(
        `^${path} line 18: game 16: DIFFERS: scores \\[.*\\] differ from the recorded \\[.*\\]\\n29 of 30 records replay exactly\\n$`,
      ),
    );
    expect(r.err).toBe('tafel: 1 of 30 records did not replay as recorded\n');
  });

  it('a record with one decision changed, its result as recorded, names its game and that decision, exit 1', async () => {
    const record = JSON.parse(lines[6]) as GameRecord;
    const game = findGame('gesjaakt');
    // The last decision where the other of take and pay was legal too, and keeps every
    // later decision legal (a record whose decisions break the rules is refused outright).
    const flip = (a: Action) => (a === 'take' ? 'pay' : 'take');
    const changed = record.actions
      .map((_, at) => ({ ...record, actions: record.actions.map((a, i) => (i === at ? flip(a) : a)) }))
      .reverse()
      .find((r) => !applyRecorded(game, resolveOptions(game, { ...r.options }), r).illegal)!;
    const at = changed.actions.findIndex((a, i) => a !== record.actions[i]);
    const bad = [...lines];
    bad[6] = JSON.stringify(changed);
    const path = file('one-decision.jsonl', bad);
    const r = await tafel('replay', path);
    expect(r.code).toBe(1);
    const [played, recorded] = [record.actions[at], changed.actions[at]].map((a) => JSON.stringify(a));
    expect(r.out).toBe(
      `${path} line 7: game 6: DIFFERS: decision ${at + 1}: the bots play ${game.describe(record.actions[at])} (${played}), the record has ${recorded}\n` +
        '29 of 30 records replay exactly\n',
    );
  });

  it('a record with one decision that is not an action there is not a record: exit 2, naming its line and the decision', async () => {
    const record = JSON.parse(lines[6]) as GameRecord;
    const at = record.actions.length >> 1;
    const bad = [...lines];
    bad[6] = JSON.stringify({ ...record, actions: record.actions.map((a, i) => (i === at ? 'steal' : a)) });
    const path = file('not-an-action.jsonl', bad);
    const r = await tafel('replay', path);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(
      new RegExp(
        `^tafel: ${path} line 7: decision ${at + 1} \\(seat \\d\\) is "steal", which is not legal there: legal are "take"(, "pay")?\n$`,
      ),
    );
  });

  it('a record given twice is reported at its second line, exit 1', async () => {
    const path = file('twice.jsonl', [...lines, lines[4]]);
    const r = await tafel('replay', path);
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      `${path} line 31: game 4: DIFFERS: game 4 of run seed 1 comes twice in this file: a run records each game once\n`,
    );
    expect(r.out).toContain('30 of 31 records replay exactly');
  });

  it.each([
    [
      'a wrong number of players',
      (line: string) =>
        edited(line, (r) => {
          r.lineup.push(...Array<string>(5).fill('random'));
          r.result.scores.push(0, 0, 0, 0, 0);
          r.result.wins.push(0, 0, 0, 0, 0);
        }),
      /line 12 is not a game record: gesjaakt takes 2 to 7 players, not 8$/,
    ],
    ['broken JSON', (line: string) => line.slice(0, 40), /line 12 is not valid JSON$/],
    [
      'an unknown game',
      (line: string) => edited(line, (r) => (r.game = 'schaak')),
      /line 12 is not a game record: unknown game 'schaak'/,
    ],
  ])('%s is not a record: exit 2, naming the line', async (_what, change, message) => {
    const bad = [...lines];
    bad[11] = change(lines[11]);
    const path = file('bad.jsonl', bad);
    const r = await tafel('replay', path);
    expect(r.code).toBe(2);
    expect(r.err.trimEnd().split('\n')).toHaveLength(1);
    expect(r.err.trimEnd()).toMatch(message);
    expect(r.err).toContain(`tafel: ${path} line 12`);
  });

  it('an empty file, or a folder that is no run, is not a records file, exit 2', async () => {
    const empty = file('empty.jsonl', ['', ' ']);
    expect(await tafel('replay', empty)).toMatchObject({
      code: 2,
      err: `tafel: ${empty} holds no records: a records file has one JSON record per line\n`,
    });
    mkdirSync(join(dir, 'nothing'));
    expect(await tafel('replay', join(dir, 'nothing'))).toMatchObject({
      code: 2,
      err: `tafel: ${join(dir, 'nothing')} holds neither records.jsonl (tafel play --out) nor tournament.json (tafel tournament): name a run's folder or a records file\n`,
    });
  });

  it.each([
    ['an unknown field', (r: Loose) => (r.note = { by: 'hand' }), "it has a field 'note' that records do not have"],
    [
      'a forfeit added beside the result',
      (r: Loose) => (r.forfeit = { seat: 0, reason: 'x' }),
      "it has a field 'forfeit' that records do not have",
    ],
    [
      'a forfeit added to the run',
      (r: Loose) => (r.run.forfeit = { seat: 0, reason: 'x' }),
      "it has a field 'run.forfeit' that records do not have: run holds only seed, index",
    ],
  ])('%s differs, naming the game, exit 1', async (_what, change, message) => {
    const changed = [...lines];
    changed[6] = edited(lines[6], change);
    const path = file('added.jsonl', changed);
    const r = await tafel('replay', path);
    expect(r.code).toBe(1);
    expect(r.out).toContain(`${path} line 7: game 6: DIFFERS: ${message}`);
    expect(r.out).toContain('29 of 30 records replay exactly');
  });
});

describe("tafel replay of a run's folder: every game recorded once", async () => {
  await playedLines('folder', '--bots', 'greedy,random,random');
  const folder = join(dir, 'folder');
  const records = join(folder, 'records.jsonl');
  const lines = readFileSync(records, 'utf8').trim().split('\n');
  /** The folder's records file, written anew for each test. */
  const write = (kept: readonly string[]) => writeFileSync(records, kept.map((l) => `${l}\n`).join(''));

  it('an honest folder, or its records file, replays whole, exit 0', async () => {
    write(lines);
    for (const path of [folder, records]) {
      expect(await tafel('replay', path)).toMatchObject({
        code: 0,
        out: `30 of 30 records replay exactly\nevery game ${join(folder, 'summary.json')} counts has exactly one record\nevery figure of ${join(folder, 'summary.json')} is what the records give\n`,
      });
    }
  });

  it('deleted records are named, ranges joined, exit 1', async () => {
    write(lines.filter((_, i) => ![3, 9, 10, 11, 29].includes(i)));
    for (const path of [folder, records]) {
      const r = await tafel('replay', path);
      expect(r.code).toBe(1);
      expect(r.out).toBe(`25 of 25 records replay exactly\nthe run: 5 games have no record in ${records}: games 3, 9-11, 29\n`);
      expect(r.err).toBe('tafel: 5 games of the run have no record\n');
    }
  });

  it('a record given twice, one of another run and a missing one are each told, exit 1', async () => {
    const other = await playedLines('other', '--bots', 'random,random,random');
    write([...lines.slice(0, 20), lines[4], ...lines.slice(21), other[0]]);
    const r = await tafel('replay', folder);
    expect(r.code).toBe(1);
    expect(r.out).toContain(`${records} line 21: game 4: DIFFERS: game 4 of run seed 1 comes twice in this file`);
    expect(r.out).toContain(`${records} line 31: game 0: DIFFERS: it is not a game of this folder's runs`);
    expect(r.out).toContain(`the run: 1 game has no record in ${records}: game 20\n`);
    expect(r.err).toBe('tafel: 2 of 31 records did not replay as recorded; 1 game of the run has no record\n');
  });

  it('a run stopped before its summary: its records must be its first games', async () => {
    write(lines.filter((_, i) => i !== 7));
    rmSync(join(folder, 'summary.json'));
    const r = await tafel('replay', folder);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/the run|run seed 1 of greedy,random,random: 1 game has no record in .*: game 7\n$/);
    write(lines.slice(0, 12));
    expect(await tafel('replay', folder)).toMatchObject({ code: 0 });
  });

  it("a tournament's folder: every table's games, each table named", async () => {
    const t = join(dir, 'pool.json');
    writeFileSync(
      t,
      JSON.stringify({
        name: 'pool',
        seed: 5,
        game: 'gesjaakt',
        entrants: ['greedy', 'greedy(threshold=4)', 'random', 'random'].map((bot, i) => ({ label: `e${i}`, bot })),
        players: 3,
        stop: { rule: 'fixed', games: 6 },
      }),
    );
    const out = join(dir, 'pool');
    expect((await tafel('tournament', t, '--workers', '1', '--out', out)).code).toBe(0);
    const games = join(out, 'games.jsonl');
    expect(await tafel('replay', out)).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^24 of 24 records replay exactly\n/),
    });
    const all = readFileSync(games, 'utf8').trim().split('\n');
    // Table 3's games 2 and 5: its last is missed only by the summary's count.
    writeFileSync(games, `${all.filter((_, i) => i !== 14 && i !== 17).join('\n')}\n`);
    const r = await tafel('replay', out);
    expect(r.code).toBe(1);
    expect(r.out).toBe(
      `22 of 22 records replay exactly\nevent 'pool: gesjaakt round-robin' table 3: 2 games have no record in ${games}: games 2, 5\n`,
    );
  });
});

describe('tafel replay: a time-out', () => {
  it('replays as far as it can, and says what it could not check', async () => {
    const lines = await playedLines('slow', '--bots', 'random,dawdler,random', '--budget-ms', '1');
    const all = await tafel('replay', file('slow.jsonl', lines));
    expect(all.code).toBe(0);
    expect(all.out).toBe(
      '30 of 30 records replay exactly\n30 of them end in a time-out, checked for its seat and turn only: a time-out cannot be played again\n',
    );
    const one = file('slow.json', [lines[0]]);
    const single = await tafel('replay', one);
    expect(single.code).toBe(0);
    expect(single.out).toMatch(
      /^.*slow\.json: game 0: \d+ decisions, scores .*: matches the record \(the time-out of seat 1 at decision \d+ is checked for its seat and turn only: a time-out cannot be played again\)\n$/,
    );
  });
});

describe('tafel replay streams its file', () => {
  it('replays each record as it is read, holding only a few lines at a time', async () => {
    const plan = buildPlan({ game: 'gesjaakt', bots: 'random,random,random', games: 2000, seed: 9 });
    const lines = runBatch({ plan, start: 0, count: plan.games, keepRecords: true }).records!;
    let produced = 0;
    let replayed = 0;
    let mostAhead = 0;
    const input = new Readable({
      read() {
        this.push(produced < lines.length ? `${lines[produced++]}\n` : null);
      },
    });
    const io = {
      out: (text: string) => {
        if (!text.includes('matches the record')) return;
        replayed++;
        mostAhead = Math.max(mostAhead, produced - replayed);
      },
      err: () => undefined,
    };
    const tally = await replayStream(input, 'records.jsonl', io, { log: true });
    expect(tally).toEqual({ records: 2000, failures: 0, timeouts: 0, missing: [] });
    expect(replayed).toBe(2000);
    expect(mostAhead).toBeLessThan(100);
  });

  it('a file far larger than the heap replays, in its own process', () => {
    // Played by the same build that replays it.
    const out = join(dir, 'built');
    const play = ['play', 'gesjaakt', '--bots', 'greedy,random,random', '--games', '30', '--workers', '1', '--out', out];
    expect(spawnSync(process.execPath, [MAIN, ...play]).status).toBe(0);
    const lines = readFileSync(join(out, 'records.jsonl'), 'utf8').trim().split('\n');
    const path = join(dir, 'padded.jsonl');
    // 42 MB: blank padding between the records, more than the 24 MB heap could hold at once
    // (16 MB, near what tafel's modules take, failed now and then as the collector lagged).
    const fd = openSync(path, 'w');
    const padding = `${' '.repeat(999)}\n`.repeat(1400);
    for (const line of lines) writeSync(fd, `${line}\n${padding}`);
    closeSync(fd);
    const r = spawnSync(process.execPath, ['--max-old-space-size=24', MAIN, 'replay', path], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('30 of 30 records replay exactly\n');
    expect(r.status).toBe(0);
  });
});

describe('a line longer than any record', () => {
  const quiet = { out: () => undefined, err: () => undefined };

  it('is refused by its number, the records before it read', async () => {
    const lines = runBatch({
      plan: buildPlan({ game: 'gesjaakt', bots: 'random,random,random', games: 3, seed: 4 }),
      start: 0,
      count: 3,
      keepRecords: true,
    }).records!;
    const path = join(dir, 'long.jsonl');
    writeFileSync(path, `${lines[0]}\n${lines[1]}\n${'x'.repeat(3 << 20)}\n${lines[2]}\n`); // 3 MB
    let seen = 0;
    const io = { out: (t: string) => void (seen += t.includes('matches the record') ? 1 : 0), err: () => undefined };
    await expect(replayStream(createReadStream(path), path, io, { log: true, maxLineBytes: 1 << 20 })).rejects.toThrow(
      new UsageError(
        `${path} line 3 is longer than 1 MB, far longer than any game's record: the file is damaged or not a records file`,
      ),
    );
    expect(seen).toBe(2);
  });

  it('is refused before it is read whole: an endless line stops the reading at the limit', async () => {
    let produced = 0;
    const endless = new Readable({
      read() {
        produced += 1 << 16;
        this.push(Buffer.alloc(1 << 16, 0x61));
      },
    });
    await expect(replayStream(endless, 'endless.jsonl', quiet, { maxLineBytes: 1 << 20 })).rejects.toThrow(
      /^endless\.jsonl line 1 is longer than 1 MB/,
    );
    expect(produced).toBeLessThan(2 << 20); // the limit and what the stream buffers ahead
  });

  it('a single record (.json) longer than the limit over many lines is refused too', async () => {
    const path = join(dir, 'tall.json');
    writeFileSync(path, `${'[\n'.repeat(1 << 19)}`);
    await expect(replayStream(createReadStream(path), path, quiet, { maxLineBytes: 1 << 18 })).rejects.toThrow(
      `${path} is longer than 256 KB`,
    );
  });
});
