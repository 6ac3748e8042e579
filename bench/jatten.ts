// Jatten benchmarks: random and threshold bots at 2, 3 and 5 players, on one worker and
// on all of them (a warm pool, like the warm main thread).
import { buildPlan } from '../src/sim/build.js';
import { defaultWorkers, runPlan, withPool } from '../src/sim/run.js';
import type { ExtraOptions } from './extra.js';
import { gamesPerSecond } from './measure.js';
import type { Line } from './run.js';

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

export async function jattenBenchmarks(opts: ExtraOptions): Promise<Line[]> {
  const lines: Line[] = [];
  const all = defaultWorkers();
  for (const bot of ['random', 'threshold']) {
    for (const players of [2, 3, 5]) {
      const games = opts.scale(bot === 'random' ? 60_000 : 20_000);
      const plan = buildPlan({ game: 'jatten', bots: Array(players).fill(bot), games, seed: 1 });
      const one = await gamesPerSecond(games, opts.runs, () => runPlan(plan, { workers: 1 }));
      // One pool for the warm-up and the timed runs, as for the single worker: a fresh
      // pool would time each worker's start and JIT warm-up again on every run.
      const many = await withPool(all, (pool) => gamesPerSecond(games, opts.runs, () => runPlan(plan, { workers: all, pool })));
      lines.push({
        what: `Jatten, ${players} ${bot} bots, 1 / ${all} workers`,
        value: `${fmt(one)} / ${fmt(many)} games/s`,
        note: `${(many / one).toFixed(2)}×`,
      });
    }
  }
  return lines;
}
