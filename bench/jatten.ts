// Jatten: random and threshold bots at 2, 3 and 5 players, on one worker and on two (a
// warm pool, like the warm main thread).
import { buildPlan } from '../src/sim/build.js';
import { runPlan } from '../src/sim/run.js';
import type { Figure } from './figure.js';
import { gamesPerSecond, withPool } from './measure.js';
import type { BenchOptions } from './options.js';

const WORKERS = 2;

// Games per run, about half a second each today; the 3-player figures carry targets, so
// they get longer runs and steadier medians.
const GAMES: Record<string, Record<number, number>> = {
  random: { 2: 15_000, 3: 20_000, 5: 8_000 },
  threshold: { 2: 8_000, 3: 8_000, 5: 2_500 },
};

export async function* jattenFigures({ runs, scale }: BenchOptions): AsyncGenerator<Figure> {
  for (const bot of ['random', 'threshold']) {
    for (const players of [2, 3, 5]) {
      const games = scale(GAMES[bot][players]);
      const plan = buildPlan({ game: 'jatten', bots: Array(players).fill(bot), games, seed: 1 });
      const one = await gamesPerSecond(games, runs, () => runPlan(plan, { workers: 1 }));
      const what = `Jatten, ${players} ${bot} bots`;
      yield { id: `jatten.${bot}.${players}p.1w`, what: `${what}, 1 worker`, value: one, unit: 'games/s', better: 'higher' };
      // One pool for the warm-up and the timed runs: a fresh pool would time each
      // worker's start and JIT warm-up again on every run.
      const two = await withPool(WORKERS, (runner) =>
        gamesPerSecond(games, runs, () => runPlan(plan, { workers: WORKERS, runner })),
      );
      yield {
        id: `jatten.${bot}.${players}p.2w`,
        what: `${what}, 2 workers`,
        value: two,
        unit: 'games/s',
        better: 'higher',
        note: `${(two / one).toFixed(2)}× one worker`,
      };
    }
  }
}
