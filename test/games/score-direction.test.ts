// Which way a game's score reads: where `betterScore` is 'lower' (penalty points) a seat that
// ends ahead has the lower score, elsewhere the higher. Checked on the games themselves, so
// that what compare and the gauntlet call better is what the game's own standing says.
import { describe, expect, it } from 'vitest';
import { findGame } from '../../src/games/registry.js';
import { buildPlan } from '../../src/sim/build.js';
import { runPlan } from '../../src/sim/run.js';
import type { GameRecord } from '../../src/sim/record.js';

describe.each([
  ['gesjaakt', 'greedy,random,random', true],
  ['fatima', 'greedy,random,random', true],
  ['jacht', 'greedy,random', false],
  ['jatten', 'greedy,random,random', false],
  ['klaverjassen', 'heuristic,random,heuristic,random', false],
])('%s', (game, bots, lower) => {
  it(`${lower ? 'a lower' : 'a higher'} score goes with a better standing`, async () => {
    expect(findGame(game).betterScore === 'lower').toBe(lower);
    const records: GameRecord[] = [];
    const plan = buildPlan({ game, bots, games: 40, seed: 1 });
    await runPlan(plan, { workers: 1, onRecords: (lines) => records.push(...lines.map((l) => JSON.parse(l) as GameRecord)) });
    let agree = 0;
    let disagree = 0;
    for (const { result } of records) {
      const { scores, standing } = result;
      for (let s = 0; s < scores.length; s++) {
        for (let t = 0; t < scores.length; t++) {
          if (standing![s] <= standing![t] || scores[s] === scores[t]) continue;
          // s ends ahead of t: its score should be the better one.
          if (scores[s] < scores[t] === lower) agree++;
          else disagree++;
        }
      }
    }
    expect(agree).toBeGreaterThan(20);
    expect(disagree).toBeLessThan(agree / 10);
  });
});
