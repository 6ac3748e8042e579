// What a user hands in is refused in one line before anything is built from it: JSON
// nested 500,000 deep (which overflowed the stack), and an entrant pool of more tables
// than a run can hold (which took the memory, or hung and ignored SIGTERM).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import { excessNesting, MAX_NESTING } from '../../src/core/json-text.js';
import { MAX_TABLES, roundRobinTables, tableCount } from '../../src/tournament/tables.js';
import { resolveTournament } from '../../src/tournament/load.js';
import { tafel } from './tafel.js';

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
