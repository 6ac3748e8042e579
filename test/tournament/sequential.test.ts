// The sequential stop rule must not declare a ranking settled between equal bots more
// often than 5% of the time, however many looks it takes: each look spends 5% / looks.
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../src/core/rng.js';
import { HeadToHead } from '../../src/stats/head-to-head.js';
import { lookAlpha } from '../../src/tournament/sequential.js';
import { runTournament } from '../../src/tournament/run.js';
import { resolveTournament } from '../../src/tournament/load.js';

const rule = { rule: 'sequential', every: 10, maxGames: 100 } as const;

const pool = (seed: number, bots: [string, string]) =>
  resolveTournament(
    {
      name: 'equal',
      seed,
      game: 'jatten',
      entrants: bots.map((bot, i) => ({ label: `${bot} ${i}`, bot })),
      players: 2,
      stop: rule,
    },
    'equal.json',
  );

/** How often coin flips between equal sides cross `alpha` at some look. */
function falseStops(alpha: number, runs: number): number {
  const rng = new SeededRng(9);
  let stops = 0;
  for (let r = 0; r < runs; r++) {
    const h = new HeadToHead(2);
    for (let look = 1; look <= rule.maxGames / rule.every; look++) {
      for (let g = 0; g < rule.every; g++) h.add(0, 1, rng.next() < 0.5 ? 1 : 0, 1);
      if (h.pair(0, 1).p < alpha) {
        stops++;
        break;
      }
    }
  }
  return stops / runs;
}

describe('the sequential stop rule', () => {
  it('each of its 10 looks tests at 0.5%: the 5% is spent across them', () => {
    expect(lookAlpha(rule)).toBeCloseTo(0.005, 12);
  });

  it('with equal bots it stops wrongly in at most 5% of 200 tournaments, where testing each look at 5% would far more often', async () => {
    let wrong = 0;
    for (let seed = 0; seed < 200; seed++) {
      const [e] = (await runTournament(pool(seed, ['random', 'random']), { workers: 1 })).events;
      if (e.settled) wrong++;
      else expect(e.gamesPerTable).toBe(100);
    }
    expect(wrong / 200).toBeLessThanOrEqual(0.05);
    // The same looks with no spending: the error repeated looks cause.
    expect(falseStops(0.05, 2000)).toBeGreaterThan(0.1);
    expect(falseStops(lookAlpha(rule), 2000)).toBeLessThanOrEqual(0.05);
  });

  it('stops at the first look when one bot is far stronger', async () => {
    const [e] = (await runTournament(pool(1, ['threshold', 'random']), { workers: 1 })).events;
    expect(e.settled).toBe(true);
    expect(e.looks).toBeLessThanOrEqual(2);
    expect(e.gamesPerTable).toBeLessThanOrEqual(20);
  });
});
