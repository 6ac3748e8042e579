// The same deals for any lineup (format 2): a game's chance comes from the run's seed, key,
// deal set and the deal, never from which bots play. Two runs that differ in one bot deal
// the same cards and dice to every (deal, rotation), so any two runs pair up game by game,
// also when the change alters the lineup's duplicate period.
import { describe, expect, it } from 'vitest';
import { SeededChance } from '../../src/core/chance.js';
import type { AnyPlay } from '../../src/core/game.js';
import { findPlay } from '../../src/games/play-registry.js';
import { runBatch } from '../../src/sim/batch.js';
import { buildPlan } from '../../src/sim/build.js';
import { type Plan, dealSize } from '../../src/sim/plan.js';
import type { GameRecord } from '../../src/sim/record.js';
import { snapshot } from '../helpers.js';

function recordsOf(plan: Plan): GameRecord[] {
  return runBatch({ plan, start: 0, count: plan.games, keepRecords: true }).records!.map((l) => JSON.parse(l));
}

/** The state after setup of a recorded game, dealt from its seed as the match loop deals. */
function dealt(game: AnyPlay, record: GameRecord): string {
  return snapshot(game.setup(record.lineup.length, record.options, new SeededChance(record.seed)));
}

// Each pair differs in one bot; the Klaverjassen pair also changes the duplicate period
// (a,b,a,b has two distinct rotations, a,b,c,b four).
const PAIRS: readonly [game: string, a: string, b: string, games: number][] = [
  ['gesjaakt', 'random,random,random', 'greedy,random,random', 12],
  ['jacht', 'random,random', 'optimal,random', 8],
  ['jatten', 'greedy,greedy,greedy', 'threshold,greedy,greedy', 12],
  ['fatima', 'random,random,random', 'heuristic,random,random', 6],
  ['klaverjassen', 'random,heuristic,random,heuristic', 'random,heuristic,signal,heuristic', 8],
];

describe('two runs that differ in one bot', () => {
  for (const [game, a, b, games] of PAIRS) {
    for (const seating of ['rotate', 'duplicate'] as const) {
      it(`${game}, ${seating}: the same seed and the same state after setup for every deal and rotation`, () => {
        const options: Record<string, string> = game === 'fatima' ? { maxDecisions: '400' } : {};
        const plans = [a, b].map((bots) =>
          buildPlan({ game, bots, games: seating === 'duplicate' ? games * 4 : games, seed: 11, seating, options }),
        );
        const [ra, rb] = plans.map(recordsOf);
        const play = findPlay(game);
        const [da, db] = plans.map((p) => (seating === 'duplicate' ? dealSize(p) : p.entrants.length));
        let compared = 0;
        // Game i is deal ⌊i/d⌋ in rotation i mod d: pair the games of equal deal and rotation.
        for (let i = 0; i < ra.length; i++) {
          const deal = seating === 'duplicate' ? Math.floor(i / da) : i;
          const rotation = i % da;
          if (seating === 'duplicate' && rotation >= db) continue;
          const j = seating === 'duplicate' ? deal * db + rotation : i;
          if (j >= rb.length) continue;
          expect(rb[j].seed, `game ${i} against ${j}`).toBe(ra[i].seed);
          expect(dealt(play, rb[j])).toBe(dealt(play, ra[i]));
          compared++;
        }
        expect(compared).toBeGreaterThanOrEqual(games);
      });
    }
  }

  it("Jacht: greedy's scores are the same game by game, whoever sits beside it", () => {
    const scoresOf = (bots: string) => {
      const plan = buildPlan({ game: 'jacht', bots, games: 40, seed: 1 });
      const { rows } = runBatch({ plan, start: 0, count: plan.games, keepRecords: false });
      return Array.from({ length: plan.games }, (_, k) => rows[k * 5]);
    };
    const beside = ['greedy,random', 'greedy,optimal', 'greedy,greedy'].map(scoresOf);
    expect(beside[1]).toEqual(beside[0]);
    expect(beside[2]).toEqual(beside[0]);
    expect(new Set(beside[0]).size).toBeGreaterThan(10);
  });

  it('a deal set of its own, another seed or a key deals other games', () => {
    const seeds = (extra: object) =>
      recordsOf(buildPlan({ game: 'gesjaakt', bots: 'random,random,random', games: 3, seed: 11, ...extra })).map((r) => r.seed);
    const main = seeds({});
    expect(seeds({ deals: 'other' })).not.toEqual(main);
    expect(seeds({ seed: 12 })).not.toEqual(main);
    expect(seeds({ key: '000102030405060708090a0b0c0d0e0f' })).not.toEqual(main);
    expect(seeds({ bots: 'greedy,greedy,greedy' })).toEqual(main);
  });
});
