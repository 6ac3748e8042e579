import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import { GAMES } from '../../src/games/registry.js';
import { buildPlan } from '../../src/sim/build.js';
import { withRunner } from '../../src/sim/run.js';
import { runTournament } from '../../src/tournament/run.js';
import { tournamentJsonSchema } from '../../src/tournament/schema.js';
import { loadTournament, resolveTournament } from '../../src/tournament/load.js';
import '../fixtures/team-game.js';
import { SMALL_POOL, smallTournament } from '../helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'tafel-tournament-'));
const folder = join(import.meta.dirname, '..', '..', 'tournaments');
function file(name: string, value: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
}

/** Five entrants: a round-robin of tables of three has ten tables. */
const pool = (over: Record<string, unknown> = {}) =>
  smallTournament({
    entrants: [...SMALL_POOL, { label: 'loose', bot: 'greedy(threshold=16)' }],
    format: 'round-robin',
    ...over,
  });

describe('tournament files', () => {
  it('every file in tournaments/ loads and names the schema', () => {
    const files = readdirSync(folder).filter((f) => f.endsWith('.json') && f !== 'schema.json');
    expect(files).toEqual(
      expect.arrayContaining(['default.json', 'gesjaakt-strategies.json', 'jatten-thresholds.json', 'jacht-bots.json']),
    );
    for (const f of files) {
      expect(JSON.parse(readFileSync(join(folder, f), 'utf8')).$schema, f).toBe('./schema.json');
      expect(loadTournament(join(folder, f)).events.length).toBeGreaterThan(0);
    }
  });

  it('the default tournament (npm start) shows every registered game', () => {
    const games = new Set(loadTournament(join(folder, 'default.json')).events.map((e) => e.game));
    expect([...games].sort()).toEqual(GAMES.map((g) => g.id).sort());
  });

  it('tournaments/schema.json is what the zod schema generates (npm run schema)', () => {
    expect(JSON.parse(readFileSync(join(folder, 'schema.json'), 'utf8'))).toEqual(tournamentJsonSchema());
  });

  it('turns each match into the plan `play` would build from the same flags', () => {
    const t = loadTournament(
      file('ok.json', {
        name: 't',
        seed: 5,
        matches: [
          { game: 'gesjaakt', bots: ['greedy(threshold=4)', 'random', 'random'], games: 100, seating: 'permute' },
          { game: 'jatten', bots: ['threshold', 'greedy'], games: 50, seed: 9, options: { deckSteal: false } },
        ],
      }),
    );
    expect(t.events[0].tables[0].plan).toEqual(
      buildPlan({ game: 'gesjaakt', bots: 'greedy(threshold=4),random,random', games: 100, seed: 5, seating: 'permute' }),
    );
    expect(t.events[1].tables[0].plan).toEqual(
      buildPlan({ game: 'jatten', bots: 'threshold,greedy', games: 50, seed: 9, options: { deckSteal: 'false' } }),
    );
    expect(t.events[0].entrants.map((e) => e.label)).toEqual(['greedy(threshold=4)', 'random #2', 'random #3']);
  });

  it('round-robin: every combination of entrants once, seated through every table order', () => {
    const t = resolveTournament(pool(), 'pool.json');
    const [event] = t.events;
    expect(event.tables.map((x) => x.members.join(''))).toEqual([
      '012',
      '013',
      '014',
      '023',
      '024',
      '034',
      '123',
      '124',
      '134',
      '234',
    ]);
    for (const table of event.tables) {
      expect(table.plan.seating).toBe('permute');
      expect(table.plan.entrants).toEqual(table.members.map((m) => event.entrants[m].bot));
      expect(table.plan.games).toBe(30);
    }
    // Tables deal their own games: two tables of the same bots are not the same games.
    expect(new Set(event.tables.map((x) => x.plan.deals)).size).toBe(10);
  });

  it('duplicate: every table plays every deal in every rotation', () => {
    const [event] = resolveTournament(pool({ format: 'duplicate', players: 4, stop: { rule: 'fixed', games: 40 } }), 'p').events;
    expect(event.tables).toHaveLength(5);
    expect(event.tables.every((x) => x.plan.seating === 'duplicate')).toBe(true);
  });

  it('a team game: an entrant is a partnership and plays every seat of its team', () => {
    const [event] = resolveTournament(
      {
        name: 'teams',
        seed: 1,
        game: 'teamfixture',
        entrants: [{ bot: 'keeper(min=3)' }, { bot: 'keeper(min=6)' }, { bot: 'keeper(min=8)' }],
        format: 'duplicate',
        stop: { rule: 'fixed', games: 8 },
      },
      't',
    ).events;
    expect(event.tables.map((x) => x.members)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
    expect(event.tables[0].plan.entrants).toEqual(['keeper(min=3)', 'keeper(min=6)', 'keeper(min=3)', 'keeper(min=6)']);
  });

  it('duplicate in a team game: a deal is 2 games (a,b,a,b has 2 distinct rotations), and counts say so', () => {
    const file = (stop: unknown) => ({
      name: 'teams',
      seed: 1,
      game: 'teamfixture',
      entrants: [{ bot: 'keeper(min=3)' }, { bot: 'keeper(min=6)' }],
      format: 'duplicate',
      stop,
    });
    const [event] = resolveTournament(file({ rule: 'fixed', games: 6 }), 't').events;
    expect(event.tables[0].plan.games).toBe(6);
    expect(() => resolveTournament(file({ rule: 'sequential', every: 5, maxGames: 7 }), 't')).toThrow(
      /stop\.every: a duplicate deal is played once in each distinct rotation of a table's lineup \(2 here, as its lineup repeats\), so use a multiple of 2 \(e\.g\. 6\) \(got 5\)\n.*stop\.maxGames: .*multiple of 2 \(e\.g\. 8\) \(got 7\)/,
    );
    // Round-robin seats every table order: whole rounds of the seats, as before.
    expect(() => resolveTournament({ ...file({ rule: 'fixed', games: 6 }), format: 'round-robin' }, 't')).toThrow(
      /stop\.games: every entrant takes every seat equally often, so use a multiple of the 4 seats \(e\.g\. 8\)/,
    );
  });

  it('a team game plays as partnerships: standings per partnership, deals as units', async () => {
    const t = resolveTournament(
      {
        name: 'teams',
        seed: 1,
        game: 'teamfixture',
        entrants: [{ bot: 'keeper(min=3)' }, { bot: 'keeper(min=6)' }, { bot: 'cheat' }],
        format: 'duplicate',
        stop: { rule: 'fixed', games: 40 },
      },
      't',
    );
    const [e] = (await runTournament(t, { workers: 1 })).events;
    // Each partnership plays 2 tables of 40 games; the cheat's team forfeits every game.
    for (const s of e.standings) expect(s.games).toBe(80);
    const cheat = e.standings.find((s) => s.bot === 'cheat')!;
    expect(cheat.wins).toBe(0);
    expect(cheat.forfeits).toBe(80);
    expect(e.forfeitCount).toBe(80);
    expect(e.standings.at(-1)!.bot).toBe('cheat');
    // A partnership lineup a,b,a,b has two distinct rotations: a deal is 2 games, not 4.
    for (const c of e.comparisons) expect(c.units).toBe(c.games / 2);
    for (const s of e.standings) expect(s.deals).toBe(40);
  });

  it('names every wrong field with its path, value and what is valid, before any game', () => {
    const bad = pool({
      format: 'swiss',
      players: 9,
      entrants: [
        { label: 'a', bot: 'greedy(threshold=x)' },
        { label: 'a', bot: 'clever' },
        { bot: 'random', colour: 'red' },
      ],
      options: { handSize: 3 },
      stop: { rule: 'fixed', games: 31 },
    });
    let message = '';
    try {
      resolveTournament(bad, 'bad.json');
    } catch (e) {
      expect(e).toBeInstanceOf(UsageError);
      message = (e as Error).message;
    }
    expect(message).toMatch(/^bad\.json has \d+ problems, so no game was played:/);
    expect(message).toMatch(/format: Invalid option: expected one of "round-robin"\|"duplicate"\|"gauntlet" \(got "swiss"\)/);
    expect(message).toMatch(/entrants\.2\.colour: Unrecognized key: "colour"/);
    expect(message).toMatch(/entrants\.0\.bot: .*threshold.* \(got "greedy\(threshold=x\)"\)/);
    expect(message).toMatch(/entrants\.1\.bot: unknown bot 'clever' for gesjaakt: valid bots are .* \(got "clever"\)/);
    expect(message).toMatch(/options: game gesjaakt has no option 'handSize': valid options are/);
    expect(message).toMatch(/stop\.games: .*multiple of the 9 seats/);
  });

  it.each([
    ['missing.json', undefined, /missing\.json: no such file$/],
    ['broken.json', '{"name": ', /broken\.json is not valid JSON/],
    ['no-matches.json', { name: 'x', seed: 1, matches: [] }, /matches: Too small/],
    [
      'extra.json',
      { name: 'x', seed: 1, matches: [{ game: 'jacht', bots: ['random'], games: 1, speed: 3 }] },
      /matches\.0\.speed: Unrecognized key/,
    ],
    [
      'games.json',
      { name: 'x', seed: 1, matches: [{ game: 'jacht', bots: ['random'], games: 0 }] },
      /matches\.0\.games: Too small.* \(got 0\)/,
    ],
    [
      'bot.json',
      {
        name: 'x',
        seed: 1,
        matches: [
          { game: 'jacht', bots: ['random'], games: 1 },
          { game: 'jatten', bots: ['clever', 'greedy'], games: 1 },
        ],
      },
      /matches\.1\.bots\.0: unknown bot 'clever' for jatten/,
    ],
    ['neither.json', { name: 'x', seed: 1 }, /matches: name either matches, or a game with entrants/],
    ['few.json', pool({ players: 6 }), /players: a table of 6 players needs at least 6 entrants, and there are 5/],
  ])('rejects %s', (name, value, message) => {
    const path = value === undefined ? join(dir, name) : file(name, value);
    expect(() => loadTournament(path)).toThrow(UsageError);
    expect(() => loadTournament(path)).toThrow(message);
  });

  it('plays a round-robin the same on one worker and two, every entrant at every table it belongs to', async () => {
    const t = resolveTournament(pool(), 'pool.json');
    const one = await runTournament(t, { workers: 1 });
    // Threads started after the first batch, so that both they and this thread play.
    const lazyStart = { paceAfterMs: 0, worthMs: 0, afterMs: 0 };
    const two = await withRunner({ workers: 2, lazyStart }, (runner) => runTournament(t, { workers: 2, runner, batchSize: 7 }));
    expect(two).toEqual(one);
    const [event] = one.events;
    expect(event.games).toBe(300);
    // Each entrant sits at 6 of the 10 tables of three.
    for (const s of event.standings) expect(s.games).toBe(180);
    expect(event.comparisons).toHaveLength(10);
    // Every two entrants share 3 tables.
    for (const c of event.comparisons) expect(c.games).toBe(90);
  });
});
