// Gesjaakt against the bare loop measured in the same run, and the same run on two workers
// with CPU time beside wall time, saying when other processes made the scaling untellable.
import { buildPlan } from '../src/sim/build.js';
import { runPlan, withRunner } from '../src/sim/run.js';
import { bareGesjaakt } from './bare-loop.js';
import { coreRates, coresFigure, scalingCeiling } from './cores.js';
import { type CpuSpan, LOADED_CORES, cores } from './cpu.js';
import { type Figure, formatNumber } from './figure.js';
import { gamesPerSecond, pairedRuns, withPool } from './measure.js';
import type { BenchOptions } from './options.js';

const WORKERS = 2;
/** Issue 9: two workers at least 1.8× one. */
const SCALING_TARGET = 1.8;

const spent = (span: CpuSpan) =>
  `${formatNumber(span.wallS)} s wall, ${formatNumber(span.processS)} s CPU (${formatNumber(cores(span.processS, span))} cores)`;

export async function* gesjaaktFigures({ runs, scale }: BenchOptions): AsyncGenerator<Figure> {
  const bareGames = scale(1_000_000);
  const games = scale(400_000);
  const plan = buildPlan({ game: 'gesjaakt', bots: 'random,random,random,random', games, seed: 1 });
  // Each ratio pairs its two runs in turn, so a drift in the machine's speed cannot bias it.
  const vsBare = await pairedRuns(
    runs,
    { games: bareGames, work: () => bareGesjaakt(bareGames, 7) },
    { games, work: () => runPlan(plan, { workers: 1 }) },
  );
  const bare = vsBare.first.rate;
  const one = vsBare.second;
  yield {
    id: 'bare.gesjaakt.4p',
    what: 'bare typed-array Gesjaakt loop, 4 players (the yardstick)',
    value: bare,
    unit: 'games/s',
    better: 'higher',
    note: 'no framework',
  };

  yield {
    id: 'gesjaakt.random.4p.1w',
    what: 'Gesjaakt, 4 random bots, 1 worker',
    value: one.rate,
    unit: 'games/s',
    better: 'higher',
    note: spent(one.cpu),
  };
  yield {
    id: 'gesjaakt.random.4p.1w.vs-bare',
    what: 'Gesjaakt, 4 random bots, 1 worker: times slower than the bare loop',
    value: 1 / vsBare.ratio,
    unit: '×',
    better: 'lower',
    note: 'target ≤ 3×; median of paired runs',
  };

  // A warm pool, like the warm main thread: the ratio is about throughput, not start-up.
  const scaling = await withPool(WORKERS, (runner) =>
    pairedRuns(
      runs,
      { games, work: () => runPlan(plan, { workers: 1 }) },
      { games, work: () => runPlan(plan, { workers: WORKERS, runner }) },
    ),
  );
  const two = scaling.second;
  const oneAgain = scaling.first;
  yield {
    id: 'gesjaakt.random.4p.2w',
    what: 'Gesjaakt, 4 random bots, 2 workers',
    value: two.rate,
    unit: 'games/s',
    better: 'higher',
    note: spent(two.cpu),
  };
  const othersOne = cores(oneAgain.cpu.othersS, oneAgain.cpu);
  const othersTwo = cores(two.cpu.othersS, two.cpu);
  const loaded = Math.max(othersOne, othersTwo) > LOADED_CORES;
  const load = `other processes used ${formatNumber(othersOne)} cores during the 1-worker runs, ${formatNumber(othersTwo)} during the 2-worker runs`;
  // Right after the pairs, so that the cores are timed as the workers found them.
  const rates = coreRates(scale(1_000_000), 3, WORKERS);
  if (rates) yield coresFigure(rates, SCALING_TARGET);
  const ceiling = rates ? `; these cores allow at most ${formatNumber(scalingCeiling(rates))}×` : '';
  yield {
    id: 'gesjaakt.random.4p.scaling',
    what: 'Gesjaakt, 4 random bots: 2 workers ÷ 1 worker',
    value: scaling.ratio,
    unit: '×',
    better: 'higher',
    note: loaded
      ? 'machine too loaded to tell'
      : `target ≥ ${formatNumber(SCALING_TARGET)}×, on idle cores; median of paired runs${ceiling}`,
    ...(loaded && {
      warning: `machine too loaded to judge the 2-worker scaling: ${load} (more than ${LOADED_CORES} makes it unreliable)`,
    }),
  };
  yield* cpuFigures(1, one.cpu, games);
  yield* cpuFigures(2, two.cpu, games);

  // A short run as the CLI plays it, threads and all: with the threads started at once,
  // two workers took 2.8 times as long as one (802 against 288 ms).
  const shortGames = scale(100_000);
  const short = buildPlan({ game: 'gesjaakt', bots: 'random,random,random,random', games: shortGames, seed: 1 });
  const shortRuns = await pairedRuns(
    runs,
    { games: shortGames, work: () => runPlan(short, { workers: 1 }) },
    { games: shortGames, work: () => withRunner({ workers: WORKERS }, (runner) => runPlan(short, { runner })) },
  );
  yield {
    id: 'gesjaakt.random.4p.short.2w-vs-1w',
    what: `Gesjaakt, ${formatNumber(shortGames)} games from a standing start: 2 workers ÷ 1 worker`,
    value: shortRuns.ratio,
    unit: '×',
    better: 'higher',
    note: 'the threads start only when the run repays them; median of paired runs',
  };

  const greedyGames = scale(250_000);
  const greedy = buildPlan({ game: 'gesjaakt', bots: 'greedy,greedy,random,random', games: greedyGames, seed: 1 });
  yield {
    id: 'gesjaakt.greedy2-random2.1w',
    what: 'Gesjaakt, 2 greedy + 2 random bots, 1 worker',
    value: await gamesPerSecond(greedyGames, runs, () => runPlan(greedy, { workers: 1 })),
    unit: 'games/s',
    better: 'higher',
  };
}

/** CPU time per game is a cost of its own (two workers that spin would show here), and
 * the others' share says how far to trust the wall-time figures beside it. */
function* cpuFigures(workers: number, span: CpuSpan, games: number): Generator<Figure> {
  yield {
    id: `gesjaakt.random.4p.${workers}w.cpu`,
    what: `Gesjaakt, 4 random bots, ${workers} worker${workers > 1 ? 's' : ''}: CPU time per million games`,
    value: (span.processS / games) * 1e6,
    unit: 'CPU s',
    better: 'lower',
    note: `wall ${formatNumber((span.wallS / games) * 1e6)} s per million`,
  };
  yield {
    id: `gesjaakt.random.4p.${workers}w.others`,
    what: `other processes' load during the ${workers}-worker runs`,
    value: cores(span.othersS, span),
    unit: 'cores',
    better: 'info',
  };
}
