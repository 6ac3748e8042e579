// Every export of src/, bots/ and bench/ is imported by another file of them, or kept on purpose
// below with its reason: an export nobody imports is surface to read and keep for nothing.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unusedExports } from './exports.js';

interface Kept {
  readonly file: string;
  readonly names: readonly string[];
  readonly why: string;
}

/** Used from outside src/, bots/ and bench/, by path. */
const ENTRY_POINTS: readonly Kept[] = [
  { file: 'src/sim/worker.ts', names: ['default'], why: 'piscina loads the worker by its path (src/sim/pool.ts)' },
  {
    file: 'src/kit/index.ts',
    names: [
      ...['fatima', 'gesjaakt', 'jacht', 'jatten', 'klaverjassen', 'defineBot'],
      ...['Bot', 'BotContext', 'BotDefinition', 'GameResult', 'GameTable', 'ActionOf', 'GameId', 'OptionsOf', 'ViewOf'],
      ...['BooleanParam', 'NumberParam', 'ParamSpec', 'ParamSpecs', 'ParamsOf', 'Rng'],
      ...['FatimaView', 'GesjaaktView', 'JachtView', 'JattenView', 'KlaverjasView'],
      ...['FatimaAction', 'GesjaaktAction', 'JachtAction', 'JattenAction', 'KlaverjasAction'],
      ...['FatimaOptions', 'GesjaaktOptions', 'JachtOptions', 'JattenOptions', 'KlaverjasOptions'],
    ],
    why: "the authoring kit: bot files import it as 'tafel' (package.json exports)",
  },
];

/** Used only by tests, which need the seam: each must be imported by a test. */
const TEST_SEAMS: readonly Kept[] = [
  { file: 'bots/registry.ts', names: ['registerBot'], why: 'tests add bots of their own' },
  { file: 'src/games/registry.ts', names: ['registerGame'], why: 'tests add games of their own' },
  { file: 'bots/fatima/heuristic.ts', names: ['safeToCall'], why: 'the call rule, on staged hands' },
  { file: 'bots/klaverjassen/bidding.ts', names: ['handStrength'], why: 'bidding strength, on staged hands' },
  { file: 'bots/klaverjassen/pimc-signals.ts', names: ['readPartner'], why: "a partner's signals as cards held or not" },
  { file: 'bots/klaverjassen/pimc.ts', names: ['PimcBot'], why: "a pimc bot's statistics, in tests" },
  { file: 'src/cli/list.ts', names: ['playersText'], why: "a team game's line in `tafel list`" },
  { file: 'src/core/chance.ts', names: ['botRng'], why: "a bot's stream, without a match around it" },
  { file: 'src/core/disk.ts', names: ['temporaryName'], why: 'tests put a full disk where a write goes' },
  { file: 'src/core/folder-lock.ts', names: ['LOCK_FILE'], why: 'tests hold and break the lock by its file' },
  { file: 'src/core/match.ts', names: ['budgetClock'], why: 'a fake clock for time budgets, no wall time' },
  { file: 'src/core/seeds.ts', names: ['hashText', 'streamSeed'], why: 'the seed mixing, on fixed values' },
  {
    file: 'src/games/klaverjassen/trick.ts',
    names: ['ledSuit', 'highestTrump', 'partnerWinning'],
    why: 'the trick under way, read from an observation',
  },
  { file: 'src/report/json.ts', names: ['jsonPieces'], why: 'JSON written piece by piece equals JSON.stringify' },
  {
    file: 'src/tune/search.ts',
    names: ['Schedule', 'freshDeals'],
    why: 'the old shared-block schedule, a test double, against the fresh one',
  },
  { file: 'src/report/standings.ts', names: ['eventReport'], why: "one event's text, without a tournament" },
  {
    file: 'src/report/run-text.ts',
    names: ['runHeadline', 'teamTable', 'entrantTable'],
    why: 'each table on a merged summary, without a tournament',
  },
  { file: 'src/guests/guest.ts', names: ['GuestTable'], why: 'the table a test plays a guest at' },
  { file: 'src/guests/plain.ts', names: ['plainCopy'], why: 'the copy a game without a view hands a guest, on its own' },
  { file: 'src/sim/lazy-pool.ts', names: ['LAZY_START', 'LazySeams'], why: 'a pool started lazily, with fakes' },
  { file: 'src/sim/plan.ts', names: ['entrantInSeat'], why: 'the seating rotation' },
  { file: 'src/compare/compare.ts', names: ['verdictOf'], why: 'the verdict read either way round, on staged differences' },
  {
    file: 'src/games/klaverjassen/solver/index.ts',
    names: ['dealState', 'solvePosition'],
    why: 'the solver on staged positions (pimc and open use them too)',
  },
  { file: 'src/games/klaverjassen/solver/search.ts', names: ['switches'], why: 'the search with parts turned off' },
  {
    file: 'src/games/jacht/solver/cache.ts',
    names: ['CACHE_BYTES', 'cacheFile', 'encodeValues', 'decodeValues'],
    why: 'the disk cache, its file and encoding',
  },
  { file: 'src/games/jacht/solver/policy.ts', names: ['decide'], why: 'the optimal choice in staged positions' },
  {
    file: 'src/games/jacht/solver/standing.ts',
    names: ['sheetsOf'],
    why: "a standing's sheets, to value a choice beside the bot",
  },
  { file: 'src/games/jacht/solver/win-turn.ts', names: ['bestKeepOf'], why: 'the best keep of a hand, in staged positions' },
  { file: 'src/games/jacht/solver/solution.ts', names: ['Solution', 'loadOrSolve'], why: 'solving versus loading' },
  { file: 'src/sweep/chart.ts', names: ['curve'], why: 'a chart spec, without a sweep' },
  { file: 'src/sweep/compare.ts', names: ['pairedZ'], why: 'the paired test on known differences' },
  { file: 'src/sweep/grid.ts', names: ['axisValues'], why: "an axis's values from its range" },
  { file: 'src/sweep/run.ts', names: ['playGrid', 'raceRounds'], why: 'a grid played, and the race schedule' },
  {
    file: 'bench/baseline-file.ts',
    names: ['baselineSchema', 'Provenance'],
    why: 'a baseline file checked against its schema',
  },
  { file: 'bench/compare.ts', names: ['judge'], why: 'the verdict on a ratio, at the tolerance' },
  {
    file: 'bench/bid-model-fit.ts',
    names: ['SolvedDeal', 'fit', 'playRows', 'passRows', 'MARGIN'],
    why: "the bid models' targets against pimc's bidding, and the least squares",
  },
  {
    file: 'bench/bid-rollouts.ts',
    names: ['Rollout', 'playOut', 'rollouts', 'summary'],
    why: 'a bid played out both ways, and the caution table on known rows',
  },
  { file: 'bench/drift.ts', names: ['driftFigure'], why: "the machine's drift, on staged timings" },
  {
    file: 'bench/where-points.ts',
    names: ['roundsOf', 'whereThePointsGo'],
    why: "a duplicate run's rounds put down to the card play or the first bid that differed",
  },
];

const key = (file: string, name: string) => `${file} ${name}`;
const keys = (kept: readonly Kept[]) => kept.flatMap((k) => k.names.map((n) => key(k.file, n)));

/** The .ts files below `dir`, '/'-separated, sorted. */
function tsFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `${dir}/${f.split('\\').join('/')}`)
    .sort();
}

const read = (path: string) => readFileSync(path, 'utf8');

describe('exports', () => {
  const src = [...tsFiles('src'), ...tsFiles('bots')];
  const bench = tsFiles('bench');
  const unused = unusedExports([...src, ...bench], [...src, ...bench], read).map((e) => key(e.file, e.name));

  it('every export of src/, bots/ and bench/ is imported by one of their files, or kept on purpose', () => {
    const kept = new Set([...keys(ENTRY_POINTS), ...keys(TEST_SEAMS)]);
    expect(unused.filter((k) => !kept.has(k))).toEqual([]);
  });

  it('every export kept on purpose is still one that src/, bots/ and bench/ do not import', () => {
    const found = new Set(unused);
    expect([...keys(ENTRY_POINTS), ...keys(TEST_SEAMS)].filter((k) => !found.has(k))).toEqual([]);
  });

  it('every test seam is imported by a test', () => {
    const tests = tsFiles('test');
    const all = [...src, ...bench];
    const byTests = new Set(unusedExports(all, [...all, ...tests], read).map((e) => key(e.file, e.name)));
    expect(keys(TEST_SEAMS).filter((k) => byTests.has(k))).toEqual([]);
  });
});

describe('unusedExports', () => {
  const check = (files: Record<string, string>, exporters = Object.keys(files)) =>
    unusedExports(exporters, Object.keys(files), (path) => files[path]).map((e) => key(e.file, e.name));

  it('reads every form of export and import the tree uses', () => {
    const files = {
      'a.ts': [
        'export const one = 1, two = 2;',
        'export function three() {}',
        'export interface Four {}',
        'export type Five = 5;',
        'export class Six {}',
        'const seven = 7;',
        'export { seven as Seven };',
        'export default 8;',
      ].join('\n'),
      'b.ts': [
        "import eight, { one as uno, type Four } from './a.js';",
        "export { three } from './a.js';",
        "const { Six } = await import('./a.js');",
        "const [{ Seven }] = await Promise.all([import('./a.js')]);",
      ].join('\n'),
    };
    expect(check(files)).toEqual(['a.ts two', 'a.ts Five', 'b.ts three']);
  });

  it('takes a namespace import as a use of every export, and ignores a file importing itself', () => {
    const files = { 'a.ts': "export const one = 1;\nimport * as self from './a.js';", 'b/c.ts': 'export const two = 2;' };
    expect(check(files)).toEqual(['a.ts one', 'b/c.ts two']);
    expect(check({ ...files, 'd.ts': "import * as c from './b/c.js';" }, ['b/c.ts'])).toEqual([]);
  });

  it('lets a module load by a computed path for its effect only, and refuses one whose names are taken', () => {
    const effect = { 'a.ts': 'export const one = 1;', 'b.ts': 'const url = String(1);\nawait import(url);' };
    expect(check(effect)).toEqual(['a.ts one']);
    const taken = { 'a.ts': 'export const one = 1;', 'b.ts': 'const url = String(1);\nconst { one } = await import(url);' };
    expect(() => check(taken)).toThrow(/computed path/);
  });

  it('refuses a dynamic import whose names it cannot read, rather than guess', () => {
    const files = { 'a.ts': 'export const one = 1;', 'b.ts': "const a = await import('./a.js');" };
    expect(() => check(files)).toThrow(/b\.ts:1: a dynamic import the check cannot read/);
  });
});
