// Fatima: random and heuristic bots at 2, 4 and 6 players (one deck, then two), on one
// worker. A random game runs to about a thousand decisions, since random bots seldom call.
import { buildPlan } from '../src/sim/build.js';
import { runPlan } from '../src/sim/run.js';
import type { Figure } from './figure.js';
import { gamesPerSecond } from './measure.js';
import type { BenchOptions } from './options.js';

// Games per run, about half a second each today.
const GAMES: Record<string, Record<number, number>> = {
  random: { 2: 600, 4: 600, 6: 400 },
  heuristic: { 2: 1_200, 4: 400, 6: 200 },
};

export async function* fatimaFigures({ runs, scale }: BenchOptions): AsyncGenerator<Figure> {
  for (const bot of ['random', 'heuristic']) {
    for (const players of [2, 4, 6]) {
      const games = scale(GAMES[bot][players]);
      const plan = buildPlan({ game: 'fatima', bots: Array(players).fill(bot), games, seed: 1 });
      const value = await gamesPerSecond(games, runs, () => runPlan(plan, { workers: 1 }));
      yield {
        id: `fatima.${bot}.${players}p.1w`,
        what: `Fatima, ${players} ${bot} bots, 1 worker`,
        value,
        unit: 'games/s',
        better: 'higher',
      };
    }
  }
}
