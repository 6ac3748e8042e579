// Jacht: random and greedy play, the exact solver's time and the optimal bot's speed.
import { computeValues } from '../src/games/jacht/solver/values.js';
import { getSolution } from '../src/games/jacht/solver/solution.js';
import { buildPlan } from '../src/sim/build.js';
import { runPlan } from '../src/sim/run.js';
import { formatNumber, type Figure } from './figure.js';
import { gamesPerSecond, median } from './measure.js';
import type { BenchOptions } from './options.js';

async function rate(bots: string, games: number, runs: number, workers: number): Promise<number> {
  const plan = buildPlan({ game: 'jacht', bots, games, seed: 1 });
  return gamesPerSecond(games, runs, () => runPlan(plan, { workers }));
}

export async function* jachtFigures({ runs, scale }: BenchOptions): AsyncGenerator<Figure> {
  const per = (bots: string) => ({ unit: 'games/s', better: 'higher' as const, what: `Jacht, 2 ${bots} bots, 1 worker` });
  yield { id: 'jacht.random.2p.1w', value: await rate('random,random', scale(30_000), runs, 1), ...per('random') };
  yield { id: 'jacht.greedy.2p.1w', value: await rate('greedy,greedy', scale(15_000), runs, 1), ...per('greedy') };

  const times: number[] = [];
  let expectedScore = 0;
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    expectedScore = computeValues()[0];
    times.push(performance.now() - t);
  }
  yield {
    id: 'jacht.solver',
    what: 'Jacht exact solver (4,096 × 252 × 462)',
    value: median(times),
    unit: 'ms',
    better: 'lower',
    note: `expected score ${expectedScore.toFixed(4)}`,
  };

  getSolution(); // the bot's table, solved or read once before timing games
  yield {
    id: 'jacht.optimal.1p.1w',
    what: 'Jacht, optimal bot solitaire, 1 worker',
    value: await rate('optimal', scale(10_000), runs, 1),
    unit: 'games/s',
    better: 'higher',
  };
  // A fresh pool every run on purpose: each worker solves or reads the cache first, and a
  // user's run pays that too.
  const games = scale(30_000);
  const two = await rate('optimal', games, runs, 2);
  yield {
    id: 'jacht.optimal.1p.2w',
    what: `Jacht, optimal bot solitaire, ${formatNumber(games)} games, 2 fresh workers`,
    value: two,
    unit: 'games/s',
    better: 'higher',
    note: `${formatNumber(games / two)} s a run, start-up included`,
  };
}
