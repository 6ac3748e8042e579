// Jacht analysis benchmarks: the exact solver's time and the optimal bot's speed, each a
// median of several runs. bench/run.ts reports them through `jachtBenchmarks`.
import { computeValues } from '../src/analysis/jacht/solver/values.js';
import { getSolution } from '../src/analysis/jacht/solver/solution.js';
import { buildPlan } from '../src/sim/build.js';
import { runPlan } from '../src/sim/run.js';
import { gamesPerSecond, median } from './measure.js';
import type { ExtraOptions } from './extra.js';
import type { Line } from './run.js';

export interface JachtFigures {
  /** Milliseconds for the whole backward induction (4,096 sets of filled categories). */
  readonly solverMs: number;
  readonly expectedScore: number;
  /** Solitaire games of the optimal bot per second, one worker (this thread). */
  readonly optimalGamesPerSecond: number;
  /** The same on two worker threads, over a run of `twoWorkerGames` games. */
  readonly optimalTwoWorkers: number;
  readonly twoWorkerGames: number;
  readonly twoWorkerSeconds: number;
}

export async function benchJacht(runs: number, scale: (n: number) => number = (n) => n): Promise<JachtFigures> {
  const times: number[] = [];
  let expectedScore = 0;
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    expectedScore = computeValues()[0];
    times.push(performance.now() - t);
  }
  getSolution(); // the bot's table, solved or read once before timing games
  const games = scale(20_000);
  const plan = buildPlan({ game: 'jacht', bots: 'optimal', games, seed: 1 });
  const one = await gamesPerSecond(games, runs, () => runPlan(plan, { workers: 1 }));
  const bigGames = scale(100_000);
  const big = buildPlan({ game: 'jacht', bots: 'optimal', games: bigGames, seed: 2 });
  const t = performance.now();
  await runPlan(big, { workers: 2 });
  const seconds = (performance.now() - t) / 1000;
  return {
    solverMs: median(times),
    expectedScore,
    optimalGamesPerSecond: one,
    optimalTwoWorkers: bigGames / seconds,
    twoWorkerGames: bigGames,
    twoWorkerSeconds: seconds,
  };
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

export async function jachtBenchmarks(opts: ExtraOptions): Promise<Line[]> {
  const f = await benchJacht(opts.runs, opts.scale);
  return [
    {
      what: 'Jacht exact solver (4,096 × 252 × 462)',
      value: `${f.solverMs.toFixed(0)} ms`,
      note: `expected score ${f.expectedScore.toFixed(4)}`,
    },
    { what: 'Jacht, optimal bot solitaire, 1 worker', value: `${fmt(f.optimalGamesPerSecond)} games/s` },
    {
      what: `Jacht, optimal bot, ${fmt(f.twoWorkerGames)} games, 2 workers`,
      value: `${fmt(f.optimalTwoWorkers)} games/s`,
      note: `(${f.twoWorkerSeconds.toFixed(1)} s, each worker solves or reads the cache first)`,
    },
  ];
}
