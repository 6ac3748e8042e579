// The Python example bot (bots/examples/python/gesjaakt_bot.py) plays Gesjaakt over the line
// protocol of docs/protocol.md, through the command line as a user runs it: it is
// labelled by its name, never forfeits, wins more than its share against tafel's own
// bots, takes its parameters from the spec, and a run with it is reproducible from the
// seed on any number of workers, worker threads included (each starts its own process).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPlan } from '../../src/sim/build.js';
import { runPlan } from '../../src/sim/run.js';
import { tafel } from '../cli/tafel.js';

const BOT_FILE = join(import.meta.dirname, '..', '..', 'bots', 'examples', 'python', 'gesjaakt_bot.py');
/** Quoted for the shell that runs the command: the checkout may lie anywhere. */
const BOT = `cmd:python3 '${BOT_FILE}'`;
const LINEUP = `${BOT},greedy,random`;
const GAMES = '60';

interface Entrant {
  bot: string;
  games: number;
  winRate: number;
  forfeits: number;
}
interface Summary {
  digest: string;
  games: number;
  entrants: Entrant[];
  forfeits: unknown[];
}

async function play(lineup: string, ...flags: string[]): Promise<Summary> {
  const r = await tafel('play', 'gesjaakt', '--bots', lineup, '--games', GAMES, '--json', ...flags);
  // Each run names its seed, so that two compare: it is told what that gives away, and no more.
  expect(r.err).toMatch(/^note: --seed \d+ is known to anyone who can guess it: [^\n]*\n$/);
  expect(r.code).toBe(0);
  return JSON.parse(r.out) as Summary;
}

/** A round-robin tournament of the Python bot with greedy and random at tables of three
 * (one table: every entrant meets every other), on `workers`: its summary. */
async function tournament(
  workers: string,
): Promise<{ digest: string; events: { standings: { label: string; forfeits: number }[] }[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'tafel-python-cup-'));
  const file = join(dir, 'cup.json');
  // Run in the bot's own folder, which its sandbox shows it (the run's folder is elsewhere).
  const entrants = [{ label: 'python', bot: 'cmd:python3 gesjaakt_bot.py' }, { bot: 'greedy' }, { bot: 'random' }];
  const cup = { name: 'python cup', seed: 4, game: 'gesjaakt', entrants, players: 3, stop: { rule: 'fixed', games: 48 } };
  writeFileSync(file, JSON.stringify({ ...cup, botFolder: dirname(BOT_FILE) }));
  const r = await tafel('tournament', file, '--workers', workers, '--json', '--out', join(dir, 'run'));
  expect(r.code, r.err).toBe(0);
  return JSON.parse(r.out);
}

describe('the Python example bot over the line protocol', () => {
  it('plays a tournament on two workers with the same digest as on one', async () => {
    const [one, two] = [await tournament('1'), await tournament('2')];
    expect(two.digest).toBe(one.digest);
    const python = two.events[0].standings.find((s) => s.label === 'python');
    expect(python?.forfeits).toBe(0);
  });

  it('plays 60 games on two workers against greedy and random: labelled by its name, no forfeit, more than its share', async () => {
    const s = await play(LINEUP, '--seed', '1', '--workers', '2');
    expect(s.games).toBe(60);
    expect(s.entrants.map((e) => e.bot)).toEqual(['ratio', 'greedy', 'random']);
    expect(s.forfeits).toEqual([]);
    expect(s.entrants.map((e) => e.forfeits)).toEqual([0, 0, 0]);
    const [ratio, , random] = s.entrants.map((e) => e.winRate);
    // A fair share is a third. Over 100 stretches of 60 such games (another harness, the
    // same bots) its share was 0.40 at the least, 0.54 in the middle; random's is near 0.
    expect(ratio).toBeGreaterThan(0.3);
    expect(ratio).toBeGreaterThan(random + 0.2);
  });

  it('wins more than its share against two greedy bots', async () => {
    const s = await play(`${BOT},greedy,greedy`, '--seed', '2', '--workers', '1');
    // Over 100 stretches of 60 games: 0.52 at the least, 0.69 in the middle.
    expect(s.entrants[0].winRate).toBeGreaterThan(0.45);
  });

  it('gives the same digest for the same seed on 1 and 2 workers, and another for another seed', async () => {
    const one = await play(LINEUP, '--seed', '7', '--workers', '1');
    const two = await play(LINEUP, '--seed', '7', '--workers', '2', '--batch-size', '7');
    expect(two.digest).toBe(one.digest);
    expect(two.entrants).toEqual(one.entrants);
    const other = await play(LINEUP, '--seed', '8', '--workers', '1');
    expect(other.digest).not.toBe(one.digest);
  });

  it('gives the same digest when both worker threads play from the first game (each its own process)', async () => {
    // The command line starts its threads only when a run repays them; a pool started at
    // once makes sure the games are played in threads, five games a batch, in both.
    const one = await play(LINEUP, '--seed', '7', '--workers', '1');
    const plan = buildPlan({ game: 'gesjaakt', bots: LINEUP, games: Number(GAMES), seed: 7 });
    const threads = await runPlan(plan, { workers: 2, batchSize: 5 });
    expect(threads.digest).toBe(one.digest);
  });

  it('takes its parameters from the spec: ratio=0 takes every card and loses most games', async () => {
    const s = await play(`${BOT}(ratio=0),greedy,random`, '--seed', '1', '--workers', '1');
    expect(s.entrants[0].bot).toBe('ratio(ratio=0)');
    expect(s.entrants[0].forfeits).toBe(0);
    expect(s.entrants[0].winRate).toBeLessThan(0.2);
  });

  it('refuses a parameter it does not declare in one line naming those it does', async () => {
    const r = await tafel('play', 'gesjaakt', '--bots', `${BOT}(ratoi=1),greedy,random`, '--games', '3');
    expect(r.code).toBe(2);
    const lines = r.err.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/ratoi/);
    expect(lines[0]).toContain('ratio, cheap, wobble or lowChips');
  });
});
