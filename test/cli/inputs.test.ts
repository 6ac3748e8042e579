// What a user hands in is refused in one line before anything is built from it: JSON
// nested 500,000 deep (which overflowed the stack), bytes that are no JSON at all, a named
// pipe where a file belongs (which hung for ever), an entrant pool of more tables than a
// run can hold (which took the memory, or hung and ignored SIGTERM), and a flag that
// needs another (--keep-queue without --queue).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import { excessNesting, MAX_NESTING } from '../../src/core/json-text.js';
import { MAX_TABLES, roundRobinTables, tableCount } from '../../src/tournament/tables.js';
import { resolveTournament } from '../../src/tournament/load.js';
import { tafel } from './tafel.js';
import { SeededRng } from '../../src/core/rng.js';

const dir = mkdtempSync(join(tmpdir(), 'tafel-inputs-'));
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}
const DEEP = 500_000;
const arrays = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const objects = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;

async function refused(args: string[], line: string) {
  const r = await tafel(...args);
  expect(r.code).toBe(2);
  expect(r.err.trim().split('\n')).toEqual([line]);
  expect(r.out).toBe('');
}

describe('JSON nested deeper than any of tafel’s files', () => {
  const klaverjassen = ['play', 'klaverjassen', '--bots', 'random,random,random,random', '--games', '4'];

  it.each([
    ['arrays', arrays(DEEP), '500,000'],
    ['objects, under a field', `{"name":"t","seed":1,"game":"jacht","options":${objects(DEEP)}}`, '500,001'],
  ])('a tournament file of %s: one line', async (_, text, depth) => {
    const path = file('deep.json', text);
    await refused(['tournament', path], `tafel: ${path} nests arrays and objects ${depth} deep, and at most 64 are read`);
  });

  it('a deal file, and a deal given by --option', async () => {
    const path = file('deal.json', `{"dealer":${arrays(DEEP)}}`);
    const hint = ': a deal file is {"dealer": 3, "hands": [...], "trumps": [...]}';
    await refused(
      [...klaverjassen, '--deal', path],
      `tafel: ${path} nests arrays and objects 500,001 deep, and at most 64 are read${hint}`,
    );
    await refused(
      [...klaverjassen, '--option', `deal={"dealer":${arrays(DEEP)}}`],
      'tafel: option deal nests arrays and objects 500,001 deep, and at most 64 are read',
    );
  });

  it('a record to replay, and the tournament.json of a run to resume', async () => {
    const out = join(dir, 'run');
    const match = file(
      'm.json',
      JSON.stringify({ name: 'm', seed: 1, matches: [{ game: 'jacht', bots: ['greedy'], games: 3 }] }),
    );
    expect((await tafel('tournament', match, '--workers', '1', '--out', out)).code).toBe(0);
    const record = readFileSync(join(out, 'games.jsonl'), 'utf8').split('\n')[0];
    const deep = file('deep.jsonl', `${record.replace('"actions":[', `"actions":[${arrays(DEEP)},`)}\n`);
    await refused(['replay', deep], `tafel: ${deep} line 1 nests arrays and objects 500,002 deep, and at most 64 are read`);
    writeFileSync(join(out, 'tournament.json'), arrays(DEEP));
    await refused(
      ['tournament', match, '--resume', out],
      `tafel: ${join(out, 'tournament.json')} nests arrays and objects 500,000 deep, and at most 64 are read`,
    );
  });

  it('brackets inside strings are text, escaped quotes too', () => {
    expect(excessNesting(`{"name":"${'['.repeat(100)}"}`)).toBe(0);
    expect(excessNesting(`{"name":"\\"${'['.repeat(100)}"}`)).toBe(0);
    expect(excessNesting(`["\\\\",${arrays(MAX_NESTING)}]`)).toBe(MAX_NESTING + 1);
    expect(excessNesting(arrays(MAX_NESTING))).toBe(0);
  });
});

describe('an entrant pool of more tables than a run holds', () => {
  const pool = (n: number, players: number, stop: unknown = { rule: 'fixed', games: 3 }) => ({
    name: 'pool',
    seed: 1,
    game: 'gesjaakt',
    entrants: Array.from({ length: n }, (_, i) => ({ label: `e${i}`, bot: 'greedy' })),
    players,
    stop,
  });

  it.each([
    [200, '1,313,400 tables (3,940,200 games)'], // hung, and ignored SIGTERM
    [3000, '4,495,501,000 tables (13,486,503,000 games)'], // ran out of memory
  ])('%i entrants at tables of 3: the count, the cap and how to shrink it', async (n, made) => {
    const path = file(`pool-${n}.json`, JSON.stringify(pool(n, 3)));
    const r = await tafel('tournament', path);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `tafel: ${path} has a problem, so no game was played:\n  entrants: ${n.toLocaleString('en-US')} entrants at tables of 3 make ${made}, more than the 10,000 a tournament plays: use at most 40 entrants at tables of 3, or split them over several files\n`,
    );
  });

  it('the cap is the number of tables: 40 entrants at 3 are 9,880 of them, 41 are 10,660', () => {
    expect(resolveTournament(pool(40, 3), 'p.json').events[0].tables).toHaveLength(9880);
    expect(() => resolveTournament(pool(41, 3), 'p.json')).toThrow(UsageError);
    expect(() => resolveTournament(pool(41, 3), 'p.json')).toThrow(/41 entrants at tables of 3 make 10,660 tables/);
  });

  it('a team game counts partnerships, and a sequential rule its most games', () => {
    const teams = { ...pool(142, 4, { rule: 'sequential', every: 4, maxGames: 40 }), game: 'klaverjassen' };
    expect(() => resolveTournament(teams, 'k.json')).toThrow(
      /142 entrants at tables of 2 partnerships make 10,011 tables \(400,440 games at most\), more than the 10,000 a tournament plays: use at most 141 entrants/,
    );
  });

  it('so does a file of more matches than that', () => {
    const matches = Array.from({ length: MAX_TABLES + 1 }, () => ({ game: 'jacht', bots: ['greedy'], games: 1 }));
    expect(() => resolveTournament({ name: 'm', seed: 1, matches }, 'm.json')).toThrow(
      /matches: 10,001 matches are as many tables, more than the 10,000 a tournament plays/,
    );
  });

  it('tables are counted as they are made', () => {
    for (let n = 1; n <= 12; n++) for (let k = 1; k <= n; k++) expect(tableCount(n, k)).toBe(roundRobinTables(n, k).length);
    expect(tableCount(3000, 3)).toBe(4_495_501_000);
    expect(tableCount(1000, 500)).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
  });
});

describe('random bytes where JSON belongs', () => {
  it('are said to be no JSON, not measured by the brackets among them', async () => {
    // A megabyte of them, seeded: their brackets nest far deeper than any file of tafel's.
    const rng = new SeededRng(1);
    const bytes = Buffer.alloc(1 << 20);
    for (let i = 0; i < bytes.length; i++) bytes[i] = rng.int(256);
    expect(excessNesting(bytes.toString('utf8'))).toBeGreaterThan(MAX_NESTING);
    const path = join(dir, 'random.json');
    writeFileSync(path, bytes);
    await refused(['tournament', path], `tafel: ${path} is not valid JSON`);
  });
});

describe('a named pipe where a file belongs', () => {
  const fifo = (name: string) => {
    const path = join(dir, name);
    execFileSync('mkfifo', [path]);
    return path;
  };
  const pipe = (path: string) =>
    `tafel: ${path} is a named pipe, not a regular file: save what it carries to a file and name that`;

  it('as a tournament file, a deal file or records to replay: one line, nothing waits for a writer', async () => {
    const cup = fifo('cup.json');
    await refused(['tournament', cup], pipe(cup));
    const deal = fifo('deal-pipe.json');
    await refused(['play', 'klaverjassen', '--bots', 'random,random,random,random', '--deal', deal], pipe(deal));
    const records = fifo('records.jsonl');
    await refused(['replay', records], pipe(records));
  });

  it('as the records of a run to resume', async () => {
    const match = file(
      'pipe-cup.json',
      JSON.stringify({ name: 'p', seed: 1, matches: [{ game: 'jacht', bots: ['greedy'], games: 3 }] }),
    );
    const out = join(dir, 'piped');
    expect((await tafel('tournament', match, '--workers', '1', '--out', out)).code).toBe(0);
    mkdirSync(join(dir, 'piped-stopped'));
    const stopped = join(dir, 'piped-stopped');
    writeFileSync(join(stopped, 'tournament.json'), readFileSync(join(out, 'tournament.json')));
    const records = join(stopped, 'games.jsonl');
    execFileSync('mkfifo', [records]);
    await refused(['tournament', match, '--resume', stopped], pipe(records));
  });
});

describe('--keep-queue without --queue', () => {
  it.each(['play', 'tournament', 'sweep', 'tune'])('is refused by %s in one line', async (command) => {
    await refused(
      [command, 'x', '--keep-queue'],
      'tafel: --keep-queue keeps the batches of a --queue, and none is given: add --queue redis://host:port, or drop --keep-queue',
    );
  });
});
