// What tafel compare and play --deals-of refuse, each in one line naming what is wrong and
// what would do, exit 2; and what they accept that takes some finding: a tournament's table
// among the records of all its tables, --bot by position, a second difference noted.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tafel } from '../cli/tafel.js';

const dir = mkdtempSync(join(tmpdir(), 'tafel-compare-refusals-'));
const at = (name: string) => join(dir, name);

async function play(name: string, ...args: string[]): Promise<void> {
  const run = await tafel('play', ...args, '--workers', '1', '--out', at(name));
  expect(run.code, run.err).toBe(0);
}

const gesjaakt = (bots: string, ...more: string[]) => ['gesjaakt', '--bots', bots, '--games', '6', '--seed', '1', ...more];

beforeAll(async () => {
  await play('g1', ...gesjaakt('greedy,random,random'));
  await play('g2', ...gesjaakt('greedy(threshold=3),random,random'));
  await play('two', ...gesjaakt('greedy(threshold=3),greedy,random'));
  await play('seed2', 'gesjaakt', '--bots', 'greedy(threshold=3),random,random', '--games', '6', '--seed', '2');
  await play('dup', ...gesjaakt('greedy(threshold=3),random,random', '--seating', 'duplicate'));
  await play('cap', ...gesjaakt('greedy(threshold=3),random,random', '--option', 'maxDecisions=400'));
  await play('four', 'gesjaakt', '--bots', 'greedy,random,random,random', '--games', '8', '--seed', '1');
  await play('jacht', 'jacht', '--bots', 'greedy,random,random', '--games', '6', '--seed', '1');
  const file = at('t.json');
  writeFileSync(
    file,
    JSON.stringify({
      name: 't',
      seed: 1,
      matches: [
        { game: 'jacht', bots: ['greedy', 'random', 'random'], games: 6 },
        { game: 'gesjaakt', bots: ['greedy', 'random', 'random'], games: 6 },
        { game: 'gesjaakt', bots: ['greedy', 'random', 'random'], games: 6, deals: 'other' },
      ],
    }),
  );
  const t = await tafel('tournament', file, '--workers', '1', '--out', at('t'));
  expect(t.code, t.err).toBe(0);
  mkdirSync(at('stopped'));
  writeFileSync(join(at('stopped'), 'records.jsonl'), readFileSync(join(at('g1'), 'records.jsonl')));
  mkdirSync(at('old'));
  writeFileSync(join(at('old'), 'records.jsonl'), '');
  const summary = JSON.parse(readFileSync(join(at('g1'), 'summary.json'), 'utf8')) as Record<string, unknown>;
  delete summary.format;
  writeFileSync(join(at('old'), 'summary.json'), JSON.stringify(summary));
});

/** The one line of a refusal, exit 2. */
async function refusal(...args: string[]): Promise<string> {
  const run = await tafel(...args);
  expect(run.code, run.out).toBe(2);
  expect(run.out).toBe('');
  const lines = run.err.trimEnd().split('\n');
  expect(lines, run.err).toHaveLength(1);
  expect(lines[0]).toMatch(/^tafel: /);
  return lines[0].slice('tafel: '.length);
}

describe('compare refuses runs not on the same deals, naming what differs', () => {
  it.each([
    [
      'seed2',
      /the seed differs \(1 in A, 2 in B\); compare runs of one game, seed, deal set, seating and options, e\.g\. play B with --deals-of A$/,
    ],
    ['dup', /the seating differs \(rotate in A, duplicate in B\)/],
    ['cap', /the option maxDecisions differs \(10000 in A, 400 in B\)/],
    ['jacht', /they play different games \(gesjaakt in A, jacht in B\)/],
    ['four', /the number of players differs \(3 in A, 4 in B\)/],
    ['t#3', /the deal set differs \(main in A, other in B\)/],
  ])('%s', async (other, message) => {
    const line = await refusal('compare', at('g1'), at(other));
    expect(line).toMatch(/\(A\) and .* \(B\) are not played on the same deals: /);
    expect(line).toMatch(message);
  });
});

describe('compare refuses an entrant it cannot tell', () => {
  it('no entrant differs', async () => {
    expect(await refusal('compare', at('g1'), at('g1'))).toMatch(
      /seat the same bots in every position \(greedy, random, random\): no entrant differs; name one to compare anyway with --bot NAME or --bot POSITION$/,
    );
  });

  it('two entrants differ', async () => {
    expect(await refusal('compare', at('g1'), at('two'))).toMatch(
      /differ in positions 1 \(greedy in A, greedy\(threshold=3\) in B\) and 2 \(random in A, greedy in B\): name the one to compare, --bot 1 or --bot 2$/,
    );
  });

  it('--bot names no entrant, a twin, or no position', async () => {
    expect(await refusal('compare', at('g1'), at('two'), '--bot', 'mc')).toMatch(
      /^--bot mc is in neither run: A seats greedy, random, random; B seats greedy\(threshold=3\), greedy, random \(or name a position, 1 to 3\)$/,
    );
    expect(await refusal('compare', at('g1'), at('g2'), '--bot', 'random')).toBe(
      '--bot random sits in positions 2 and 3: name one, --bot 2 or --bot 3',
    );
    expect(await refusal('compare', at('g1'), at('g2'), '--bot', '4')).toBe('--bot 4: the lineup has positions 1 to 3');
  });
});

describe('compare refuses what is not a finished run', () => {
  it.each([
    ['nosuch', /nosuch: no such folder$/],
    ['g1/summary.json', /summary\.json is a file: name a run's folder \(tafel play --out DIR\)$/],
    ['stopped', /stopped has no summary\.json: the run was stopped before its end; finish it \(--resume\) and compare then$/],
    ['old', /summary\.json is of format 1, and this tafel reads format 2 only/],
    ['t', /t is a tournament's folder of 3 tables: name one, .*t#1 to .*t#3$/],
    ['t#4', /t#4: the tournament has 3 tables: name one of .*t#1 to .*t#3$/],
    ['t#0', /t#0: a tournament's table is named by its number from 1, e\.g\. .*t#1$/],
    ['g1#2', /g1#2: .*g1 is not a tournament's folder, so it has no table 2$/],
  ])('%s', async (name, message) => {
    expect(await refusal('compare', at(name), at('g2'))).toMatch(message);
  });

  it('a missing argument or an unknown flag is a usage error', async () => {
    const one = await tafel('compare', at('g1'));
    expect(one.code).toBe(2);
    expect(one.err).toMatch(/missing required argument 'run-b'/);
    const flag = await tafel('compare', at('g1'), at('g2'), '--bots', 'x');
    expect(flag.code).toBe(2);
    expect(flag.err).toMatch(/unknown option '--bots'/);
  });
});

describe('what compare finds', () => {
  it("a tournament's table among every table's records, beside a play run on its deals", async () => {
    const run = await tafel('compare', `${at('t')}#2`, at('g2'), '--json');
    expect(run.code, run.err).toBe(0);
    const c = JSON.parse(run.out) as { a: { table: string; entrant: string }; pairedDeals: number; position: number };
    expect(c.a.table).toBe('match 2: gesjaakt, table 1');
    expect(c.a.entrant).toBe('greedy');
    expect(c.pairedDeals).toBe(6);
    // The tournament's table and the play run with the same bots played the same games.
    const same = await tafel('compare', `${at('t')}#2`, at('g1'), '--bot', '1', '--json');
    const s = JSON.parse(same.out) as { score: { diff: number; ci: number[] }; pairedDeals: number };
    expect(s.pairedDeals).toBe(6);
    expect(s.score.diff).toBe(0);
    expect(s.score.ci).toEqual([0, 0]);
  });

  it('--bot by position compares it and names the other difference', async () => {
    const run = await tafel('compare', at('g1'), at('two'), '--bot', '2');
    expect(run.code, run.err).toBe(0);
    expect(run.out).toMatch(/compared: position 2, random in A against greedy in B/);
    expect(run.out).toMatch(/also differs, not compared: position 1 \(greedy in A, greedy\(threshold=3\) in B\)/);
  });
});

describe('play --deals-of refuses', () => {
  it.each([
    [
      ['gesjaakt', '--bots', 'greedy,random,random', '--seed', '3'],
      /^--seed and --deals-of both set the run's seed: --deals-of .*g1 plays its seed, deal set, seating and options; give one$/,
    ],
    [
      ['gesjaakt', '--bots', 'greedy,random,random', '--option', 'maxDecisions=9'],
      /^--option and --deals-of both set the run's options/,
    ],
    [
      ['fatima', '--bots', 'greedy,random,random'],
      /^--deals-of .*g1 is a run of gesjaakt, not fatima: its deals are another game's$/,
    ],
    [
      ['gesjaakt', '--bots', 'greedy,random,random,random'],
      /^--deals-of .*g1 seats 3 players and --bots names 4: a deal is dealt for its number of players, so name 3 bots$/,
    ],
  ])('%j', async (args, message) => {
    expect(await refusal('play', ...(args as string[]), '--deals-of', at('g1'), '--workers', '1')).toMatch(message as RegExp);
  });

  it('a folder that is no run, before any game', async () => {
    expect(await refusal('play', 'gesjaakt', '--bots', 'greedy,random,random', '--deals-of', at('nosuch'))).toMatch(
      /nosuch: no such folder$/,
    );
  });
});
