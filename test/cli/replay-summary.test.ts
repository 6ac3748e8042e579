// `tafel replay DIR` makes the folder's summary.json again from its records and names every
// figure that differs: a summary edited after the run is caught, one that was not passes,
// for a play (plain, a team game with figures, --sprt, stopped early) and a tournament
// (a sequential stop rule, finished or stopped early).
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tafel } from './tafel.js';

/** The signal to emit at the next report of games played, to stop a run midway. */
let pending: 'SIGINT' | undefined;
vi.mock('../../src/sim/progress.js', () => ({
  progressBar: () => ({
    update: () => {
      const signal = pending;
      pending = undefined;
      if (signal) process.emit(signal);
    },
    finish: () => undefined,
  }),
}));
afterEach(() => expect(pending).toBeUndefined());

const dir = mkdtempSync(join(tmpdir(), 'tafel-replay-summary-'));

type Json = Record<string | number, unknown>;

/** Edits DIR/summary.json in place: each field at its path (`entrants.1.wins`) becomes
 * what `change` makes of it; undefined deletes it. Returns the fields as they were. */
function edit(folder: string, changes: Record<string, (was: unknown) => unknown>): Record<string, unknown> {
  const path = join(folder, 'summary.json');
  const summary = JSON.parse(readFileSync(path, 'utf8')) as Json;
  const was: Record<string, unknown> = {};
  for (const [at, change] of Object.entries(changes)) {
    const keys = at.split('.');
    const last = keys.pop()!;
    const parent = keys.reduce((o, k) => o[k] as Json, summary);
    was[at] = parent[last];
    const now = change(parent[last]);
    if (now === undefined) delete parent[last];
    else parent[last] = now;
  }
  writeFileSync(path, JSON.stringify(summary, null, 2));
  return was;
}

const plus = (n: number) => (x: unknown) => (x as number) + n;
const to = (value: unknown) => () => value;

/** A copy of the folder `from`, named `name`, to edit. */
function copy(from: string, name: string): string {
  cpSync(join(dir, from), join(dir, name), { recursive: true });
  return join(dir, name);
}

async function honest(folder: string): Promise<void> {
  const r = await tafel('replay', folder);
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  expect(r.out.trimEnd().split('\n').at(-1)).toBe(`every figure of ${join(folder, 'summary.json')} is what the records give`);
}

const play = (name: string, ...args: string[]) => tafel('play', ...args, '--workers', '1', '--out', join(dir, name));

describe('tafel replay DIR: summary.json against its records', () => {
  it('a play: wins +5 and a digest zeroed are both named, exit 1', async () => {
    expect((await play('play', 'gesjaakt', '--bots', 'greedy,greedy,random', '--games', '30')).code).toBe(0);
    await honest(join(dir, 'play'));
    const folder = copy('play', 'play-wins');
    const { digest } = JSON.parse(readFileSync(join(folder, 'summary.json'), 'utf8'));
    const wins = edit(folder, { 'entrants.1.wins': plus(5), digest: to('0'.repeat(64)) })['entrants.1.wins'] as number;
    const r = await tafel('replay', folder);
    expect(r.code).toBe(1);
    expect(r.out.split('\n')).toEqual([
      '30 of 30 records replay exactly',
      `every game ${join(folder, 'summary.json')} counts has exactly one record`,
      `digest: summary.json says "${'0'.repeat(64)}", the records give "${digest}"`,
      `entrants[1].wins: summary.json says ${wins + 5} (+5), the records give ${wins}`,
      '',
    ]);
    expect(r.err).toBe(`tafel: ${join(folder, 'summary.json')} is not what its records give: 2 figures differ\n`);
  });

  it('a play: its verdicts and ratings are made again too', async () => {
    const folder = copy('play', 'play-verdicts');
    const was = edit(folder, {
      'verdicts.comparisons.0.decided': (x) => !x,
      'verdicts.ratings.2.points': to(0),
      'verdicts.strongest': to(2),
    });
    const strongest = was['verdicts.strongest'];
    const r = await tafel('replay', folder);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      /^verdicts\.comparisons\[0\]\.decided: summary\.json says (true|false), the records give (true|false)$/m,
    );
    expect(r.out).toMatch(/^verdicts\.ratings\[2\]\.points: summary\.json says 0 \(\+[\d.,]+\), the records give -[\d.]+$/m);
    expect(r.out).toContain(`verdicts.strongest: summary.json says 2`);
    expect(r.out).toContain(`the records give ${JSON.stringify(strongest)}`);
    expect(r.err).toMatch(/3 figures differ/);
  });

  it("a team game's own figures, which records do not keep, come from the recorded decisions", async () => {
    const folder = join(dir, 'klaverjassen');
    const bots = ['--bots', 'heuristic,random,heuristic,random', '--games', '4', '--seating', 'duplicate'];
    expect((await play('klaverjassen', 'klaverjassen', ...bots)).code).toBe(0);
    await honest(folder);
    edit(folder, { 'figures.0.figures.0.value': plus(1) });
    const r = await tafel('replay', folder);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^figures\[0\]\.figures\[0\]\.value: summary\.json says [\d.]+ \(\+1\), the records give [\d.]+$/m);
  });

  it('a play with --sprt, and a play stopped early', async () => {
    expect((await play('sprt', 'jatten', '--bots', 'greedy,random', '--sprt', '0,100', '--every', '20')).code).toBe(0);
    await honest(join(dir, 'sprt'));
    edit(join(dir, 'sprt'), { 'sprt.llr': to(1) });
    expect((await tafel('replay', join(dir, 'sprt'))).out).toMatch(/^sprt\.llr: summary\.json says 1 /m);
    pending = 'SIGINT';
    const stopped = await play('stopped', 'gesjaakt', '--bots', 'greedy,random,random', '--games', '1e9');
    expect(stopped.code).toBe(130);
    expect(JSON.parse(readFileSync(join(dir, 'stopped', 'summary.json'), 'utf8')).complete).toBe(false);
    await honest(join(dir, 'stopped'));
  });

  it('a tournament with a sequential rule, finished and stopped early', async () => {
    const file = join(dir, 'pool.json');
    writeFileSync(
      file,
      JSON.stringify({
        name: 'pool',
        seed: 3,
        game: 'fatima',
        entrants: [{ bot: 'greedy' }, { bot: 'random' }, { bot: 'heuristic' }],
        players: 2,
        stop: { rule: 'sequential', every: 4, maxGames: 12 },
      }),
    );
    const folder = join(dir, 'pool');
    expect((await tafel('tournament', file, '--out', folder, '--workers', '1')).code).toBe(0);
    await honest(folder);
    edit(folder, { 'events.0.standings.0.wins': plus(5), 'events.0.tables.1.entrants.0.meanScore': to(9.5) });
    const r = await tafel('replay', folder);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^events\[0\]\.standings\[0\]\.wins: summary\.json says [\d.]+ \(\+5\), the records give [\d.]+$/m);
    expect(r.out).toMatch(/^events\[0\]\.tables\[1\]\.entrants\[0\]\.meanScore: summary\.json says 9\.5 /m);
    pending = 'SIGINT';
    const stopped = join(dir, 'pool-stopped');
    expect((await tafel('tournament', file, '--out', stopped, '--workers', '1', '--batch-size', '1')).code).toBe(130);
    expect(JSON.parse(readFileSync(join(stopped, 'summary.json'), 'utf8')).complete).toBe(false);
    await honest(stopped);
  });

  it('a summary.json of an earlier tafel (no schema) is compared on the fields both have', async () => {
    const folder = copy('play', 'play-earlier');
    edit(folder, { schema: to(undefined), verdicts: to(undefined), betterScore: to(undefined) });
    await honest(folder);
    edit(folder, { capped: to(3) });
    const r = await tafel('replay', folder);
    expect(r.out.split('\n').filter((l) => l.includes('summary.json says'))).toEqual([
      'capped: summary.json says 3 (+3), the records give 0',
    ]);
  });
});
