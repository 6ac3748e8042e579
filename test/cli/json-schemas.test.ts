// Every JSON output names its schema and version, and is what docs/schemas/<kind>.schema.json
// says it is: each command that writes JSON is run and its real output validated against
// the file in docs (read back by zod's z.fromJSONSchema), and the files are the ones
// generated from src/cli/json-schemas.ts.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { outputJsonSchema } from '../../src/cli/json-schemas.js';
import { SCHEMA_VERSIONS, type OutputKind } from '../../src/cli/schema-id.js';
import { tafel } from './tafel.js';

const DOCS = join(import.meta.dirname, '..', '..', 'docs', 'schemas');
const dir = mkdtempSync(join(tmpdir(), 'tafel-schemas-'));
const KINDS = Object.keys(SCHEMA_VERSIONS) as OutputKind[];

/** The docs' schema of `kind`, as a validator. */
function docSchema(kind: OutputKind): z.ZodType {
  return z.fromJSONSchema(JSON.parse(readFileSync(join(DOCS, `${kind}.schema.json`), 'utf8')));
}

/** Problems of `value` against the docs' schema of `kind`, one line each. */
function problems(kind: OutputKind, value: unknown): string[] {
  const parsed = docSchema(kind).safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

async function json(...args: string[]): Promise<Record<string, unknown>> {
  const r = await tafel(...args, '--json');
  expect(r.code, r.err).toBe(0);
  return JSON.parse(r.out) as Record<string, unknown>;
}

const file = (name: string) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, unknown>;

/** Each kind with real outputs of it: every command, and the files runs write. */
const outputs: Record<OutputKind, () => Promise<unknown[]>> = {
  play: async () => {
    const plain = await json('play', 'gesjaakt', '--bots', 'greedy,greedy,random', '--games', '30', '--workers', '1');
    const team = await json(
      'play',
      'klaverjassen',
      '--bots',
      'heuristic,random,heuristic,random',
      '--games',
      '4',
      '--seating',
      'duplicate',
      '--workers',
      '1',
    );
    const sprt = await json('play', 'jatten', '--bots', 'greedy,random', '--sprt', '0,100', '--every', '20', '--workers', '1');
    const one = await json('play', 'jacht', '--bots', 'greedy', '--games', '4', '--workers', '1');
    const out = join(dir, 'play');
    await tafel('play', 'jatten', '--bots', 'greedy,random,random', '--games', '30', '--workers', '1', '--out', out);
    return [plain, team, sprt, one, file('play/summary.json')];
  },
  tournament: async () => {
    const t = join(dir, 'cup.json');
    writeFileSync(
      t,
      JSON.stringify({
        name: 'cup',
        seed: 2,
        game: 'fatima',
        entrants: [{ bot: 'greedy' }, { bot: 'random' }, { bot: 'heuristic' }],
        players: 2,
        stop: { rule: 'sequential', every: 4, maxGames: 8 },
      }),
    );
    const played = await json('tournament', t, '--out', join(dir, 'cup'), '--workers', '1');
    // tafel status prints a run's summary in the same schema: finished, and so far (its
    // first batch of records alone, as a run stopped after it leaves them).
    const cut = join(dir, 'cup-cut');
    mkdirSync(cut);
    copyFileSync(join(dir, 'cup', 'tournament.json'), join(cut, 'tournament.json'));
    const [sum] = readFileSync(join(dir, 'cup', 'games.sums'), 'utf8').split('\n');
    const records = readFileSync(join(dir, 'cup', 'games.jsonl'), 'utf8').split('\n');
    writeFileSync(join(cut, 'games.jsonl'), `${records.slice(0, Number(sum.split(' ')[0])).join('\n')}\n`);
    writeFileSync(join(cut, 'games.sums'), `${sum}\n`);
    const soFar = await json('status', cut);
    expect(soFar.complete).toBe(false);
    return [played, file('cup/summary.json'), await json('status', join(dir, 'cup')), soFar];
  },
  sweep: async () => [
    await json('sweep', 'gesjaakt', '--bot', 'greedy(threshold=2|8)', '--vs', 'random,random', '--games', '6', '--workers', '1'),
  ],
  tune: async () => [
    await json(
      ...['tune', 'jatten', '--bot', 'threshold(risk=0.2|0.4)', '--vs', 'greedy,greedy'],
      ...['--budget', '288', '--block', '3', '--check', '6', '--workers', '1'],
    ),
  ],
  analyze: async () => [await json('analyze', 'jacht', '--bots', 'greedy', '--games', '2')],
  'analyze-to-win': async () => [await json('analyze', 'jacht', '--to-win', '--games', '1')],
  'jacht-solve': async () => [await json('jacht', 'solve', '--open', 'choice,yacht')],
  'jacht-advise': async () => [await json('jacht', 'advise', '--dice', '1,2,2,4,6', '--rolls-left', '1', '--open', 'all')],
  'jacht-advise-win': async () => [
    await json(
      ...['jacht', 'advise', '--dice', '1,2,4,4,6', '--rolls-left', '0', '--open', 'bigStraight,twos'],
      ...['--opponent-open', 'fourOfAKind,ones', '--lead', '-1'],
    ),
  ],
  list: async () => [await json('list'), await json('list', 'fatima')],
  compare: async () => {
    const run = async (bots: string, name: string) =>
      tafel(
        'play',
        'jacht',
        '--bots',
        bots,
        '--games',
        '8',
        '--seating',
        'duplicate',
        '--workers',
        '1',
        '--out',
        join(dir, name),
      );
    await run('greedy,random', 'cmp-a');
    await run('optimal,random', 'cmp-b');
    return [await json('compare', join(dir, 'cmp-a'), join(dir, 'cmp-b'))];
  },
};

describe('JSON output and its schemas', () => {
  it('docs/schemas holds one file per kind, each the one generated from the zod schemas', () => {
    expect(readdirSync(DOCS).sort()).toEqual(KINDS.map((k) => `${k}.schema.json`).sort());
    for (const kind of KINDS) {
      expect(JSON.parse(readFileSync(join(DOCS, `${kind}.schema.json`), 'utf8')), kind).toEqual(outputJsonSchema(kind));
    }
  });

  for (const kind of KINDS) {
    it(`${kind}: every real output names its schema and is what docs/schemas/${kind}.schema.json says`, async () => {
      const values = await outputs[kind]();
      expect(values.length).toBeGreaterThan(0);
      for (const value of values) {
        expect((value as { schema?: unknown }).schema).toBe(`${kind}/${SCHEMA_VERSIONS[kind]}`);
        expect(problems(kind, value)).toEqual([]);
      }
    }, 60_000);
  }

  it('a field the docs do not describe, a field missing, or another version is refused', async () => {
    const value = await json('play', 'jatten', '--bots', 'greedy,random', '--games', '4', '--workers', '1');
    expect(problems('play', value)).toEqual([]);
    const entrants = value.entrants as Record<string, unknown>[];
    expect(problems('play', { ...value, entrants: [{ ...entrants[0], extra: 1 }, entrants[1]] })).toEqual([
      expect.stringMatching(/^entrants\.0: Unrecognized key: "extra"/),
    ]);
    const without = { ...value };
    delete without.digest;
    expect(problems('play', without)).toEqual([expect.stringMatching(/^digest: /)]);
    expect(problems('play', { ...value, schema: 'play/2' })).toEqual([expect.stringMatching(/^schema: /)]);
  });
});
