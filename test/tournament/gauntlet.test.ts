// A gauntlet: each challenger at a table with every combination of the other entrants, every
// table on one shared deal set under duplicate seating, and a table of each challenger
// against each opponent whose intervals count the shared deals once.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withRunner } from '../../src/sim/run.js';
import { runTournament } from '../../src/tournament/run.js';
import { resolveTournament } from '../../src/tournament/load.js';
import { tafel } from '../cli/tafel.js';

const dir = mkdtempSync(join(tmpdir(), 'tafel-gauntlet-'));

/** Gesjaakt: two challengers against three others. */
const gauntlet = (over: Record<string, unknown> = {}) => ({
  name: 'gauntlet',
  seed: 3,
  game: 'gesjaakt',
  entrants: [
    { label: 'tight', bot: 'greedy(threshold=4)', challenger: true },
    { label: 'standard', bot: 'greedy' },
    { label: 'loose', bot: 'greedy(threshold=12)', challenger: true },
    { label: 'random', bot: 'random' },
    { label: 'random too', bot: 'random' },
  ],
  format: 'gauntlet',
  players: 3,
  stop: { rule: 'fixed', games: 30 },
  ...over,
});

describe('a gauntlet file', () => {
  it('seats each challenger with every two of the others, never two challengers, all on one deal set', () => {
    const [event] = resolveTournament(gauntlet(), 'g.json').events;
    expect(event.format).toBe('gauntlet');
    expect(event.tables.map((t) => t.members)).toEqual([
      [0, 1, 3],
      [0, 1, 4],
      [0, 3, 4],
      [2, 1, 3],
      [2, 1, 4],
      [2, 3, 4],
    ]);
    for (const t of event.tables) {
      expect(t.plan.deals).toBe('gauntlet');
      expect(t.plan.seating).toBe('duplicate');
    }
  });

  it('names every mistake of a gauntlet on its line, before any game', () => {
    const problems = (value: unknown) => {
      try {
        resolveTournament(value, 'g.json');
      } catch (e) {
        return (e as Error).message.split('\n').slice(1);
      }
      throw new Error('accepted');
    };
    const none = gauntlet();
    none.entrants = none.entrants.map(({ label, bot }) => ({ label, bot }));
    expect(problems(none)).toEqual([
      '  entrants: a gauntlet names its challengers: mark at least one entrant "challenger": true',
    ]);
    expect(problems(gauntlet({ format: 'round-robin' }))).toEqual([
      '  entrants.0.challenger: only a gauntlet has challengers: set "format": "gauntlet", or leave challenger out (got true)',
      '  entrants.2.challenger: only a gauntlet has challengers: set "format": "gauntlet", or leave challenger out (got true)',
    ]);
    expect(problems(gauntlet({ stop: { rule: 'sequential', every: 30, maxGames: 60 } }))).toEqual([
      '  stop.rule: a gauntlet plays a fixed number of games per table: {"rule": "fixed", "games": N} (got "sequential")',
    ]);
    expect(problems(gauntlet({ players: 5 }))).toEqual([
      "  entrants: a gauntlet's table seats a challenger and 4 of the entrants that are not challengers, and there are 3",
    ]);
    expect(problems(gauntlet({ stop: { rule: 'fixed', games: 31 } }))).toEqual([
      '  stop.games: every entrant takes every seat equally often, so use a multiple of the 3 seats (e.g. 30) (got 31)',
    ]);
  });
});

describe('playing a gauntlet', () => {
  it('gives the same summary on one worker and two, its table pooled over the shared deals', async () => {
    const t = resolveTournament(gauntlet(), 'g.json');
    const one = await runTournament(t, { workers: 1 });
    const lazyStart = { paceAfterMs: 0, worthMs: 0, afterMs: 0 };
    const two = await withRunner({ workers: 2, lazyStart }, (runner) => runTournament(t, { workers: 2, runner, batchSize: 7 }));
    expect(two).toEqual(one);
    const [event] = one.events;
    const g = event.gauntlet!;
    expect(g.deals).toBe('gauntlet');
    expect(g.challengers.map((c) => c.label)).toEqual(['tight', 'loose']);
    const [tight] = g.challengers;
    // Three tables of 30 games, 10 deals each, all on the same 10 deals.
    expect(tight.games).toBe(90);
    expect(tight.deals).toBe(10);
    expect(tight.opponents.map((o) => [o.opponent, o.games, o.deals])).toEqual([
      ['standard', 60, 10],
      ['random', 60, 10],
      ['random too', 60, 10],
    ]);
    // The standings show the challenger's intervals pooled the same way.
    const standing = event.standings.find((s) => s.label === 'tight')!;
    expect(standing.winRateCI).toEqual(tight.winRateCI);
    expect(standing.meanScoreCI).toEqual(tight.meanScoreCI);
    expect(standing.deals).toBe(10);
    // The verdicts are the gauntlet's pairs: challengers against opponents only.
    expect(event.comparisons).toHaveLength(6);
  });

  it("at tables of two, each row is its table's own duplicate comparison", async () => {
    const t = resolveTournament(
      gauntlet({ players: 2, options: { twoPlayers: true }, stop: { rule: 'fixed', games: 40 } }),
      'g.json',
    );
    const [event] = (await runTournament(t, { workers: 1 })).events;
    const rows = event.gauntlet!.challengers.flatMap((c) => c.opponents.map((o) => ({ c: c.label, ...o })));
    expect(rows).toHaveLength(6);
    const index = (label: string) => event.entrantLabels.indexOf(label);
    for (const row of rows) {
      // The table summaries are in the event's order of tables, each [challenger, opponent].
      const at = t.events[0].tables.findIndex((x) => x.members[0] === index(row.c) && x.members[1] === index(row.opponent));
      const table = event.tables[at];
      const [pair] = table.pairs!;
      expect(row.deals).toBe(pair.deals);
      expect(row.scoreDiff).toBeCloseTo(pair.scoreDiff, 9);
      expect(row.scoreDiffCI[0]).toBeCloseTo(pair.scoreDiffCI[0], 9);
      expect(row.scoreDiffCI[1]).toBeCloseTo(pair.scoreDiffCI[1], 9);
      expect(row.ahead).toBeCloseTo(event.matrix.ahead[index(row.c)][index(row.opponent)]!, 12);
    }
  });

  it('the terminal and report.html show the table of each challenger', async () => {
    const file = join(dir, 'g.json');
    writeFileSync(file, JSON.stringify(gauntlet()));
    const out = join(dir, 'run');
    const run = await tafel('tournament', file, '--workers', '1', '--out', out);
    expect(run.code, run.err).toBe(0);
    expect(run.out).toMatch(
      /tight against each opponent, every table on the deal set 'gauntlet': 90 games on 10 deals, win rate/,
    );
    expect(run.out).toMatch(/│ against +│ games │ deals │ finished ahead │ +95% CI +│ score difference \(lower is better\) │/);
    expect(run.out).toMatch(/│ all opponents +│ +90 │ +10 │/);
    expect(run.out).not.toMatch(/head to head \(how often/);
    const html = readFileSync(join(out, 'report.html'), 'utf8');
    expect(html).toMatch(/<h3>Gauntlet<\/h3>/);
    expect(html).toMatch(/loose against each opponent/);
  });

  it("two gauntlets of one seed deal the same cards: compare pairs their challengers' tables", async () => {
    const runs = [];
    for (const [name, bot] of [
      ['v1', 'greedy(threshold=4)'],
      ['v2', 'greedy(threshold=6)'],
    ]) {
      const file = join(dir, `${name}.json`);
      const entrants = [{ label: 'mine', bot, challenger: true }, { bot: 'greedy' }, { bot: 'random' }];
      writeFileSync(file, JSON.stringify(gauntlet({ entrants, stop: { rule: 'fixed', games: 60 } })));
      const run = await tafel('tournament', file, '--workers', '1', '--out', join(dir, name));
      expect(run.code, run.err).toBe(0);
      runs.push(join(dir, name));
    }
    const c = await tafel('compare', `${runs[0]}#1`, `${runs[1]}#1`, '--json');
    expect(c.code, c.err).toBe(0);
    const comparison = JSON.parse(c.out) as { position: number; pairedDeals: number; deals: string };
    expect(comparison).toMatchObject({ position: 1, pairedDeals: 20, deals: 'gauntlet' });
  });
});
