// What an evaluation of `tafel tune` costs beyond its games: a tune over deckBelow, which
// Jatten's three-player games never read (it is for two players), so every point plays
// exactly the default threshold bot's games; against a plain run of those many games of
// that bot, on as many workers started the same way. The difference per evaluation is the search, the plan per new point, the
// task sent and read back, and the wait at the end of each batch.
import { buildPlan } from '../src/sim/build.js';
import { runPlan, withRunner } from '../src/sim/run.js';
import { runTune } from '../src/tune/run.js';
import type { Figure } from './figure.js';
import { pairedRuns } from './measure.js';
import type { BenchOptions } from './options.js';

const BLOCK = 30;
const EVALUATIONS = 400;
const BOT = 'threshold(risk=0.25,maxCards=4,victim=fullest,deckBelow=0..9,refillBelow=3,giveUp=fewest,tradeUpTo=3)';
const NOW = { paceAfterMs: 0, worthMs: 0, afterMs: 0 };

export async function* tuneFigures({ runs, scale }: BenchOptions): AsyncGenerator<Figure> {
  const evaluations = scale(EVALUATIONS);
  const games = evaluations * BLOCK;
  // The check plays one deal a point, a few games next to the search's thousands.
  const tune = (workers: number) => () =>
    runTune({
      game: 'jatten',
      bot: BOT,
      vs: 'greedy,greedy',
      budget: games,
      block: BLOCK,
      check: 3,
      seed: 1,
      workers,
      lazyStart: NOW,
    });
  const plan = buildPlan({ game: 'jatten', bots: 'threshold,greedy,greedy', games, seed: 1, seating: 'duplicate' });
  for (const workers of [1, 2]) {
    // Threads started at once in both, on a pool made for the run, as a tune makes one.
    const plain = { games, work: () => withRunner({ workers, lazyStart: NOW }, (runner) => runPlan(plan, { workers, runner })) };
    const tuned = { games, work: tune(workers) };
    const { first, second } = await pairedRuns(runs, plain, tuned);
    const overheadUs = ((second.cpu.wallS - first.cpu.wallS) / evaluations) * 1e6;
    const evaluationUs = (first.cpu.wallS / evaluations) * 1e6;
    yield {
      id: `tune.jatten.3p.overhead.${workers}w`,
      what: `tune, wall time an evaluation of ${BLOCK} Jatten games adds to its games, ${workers} worker${workers > 1 ? 's' : ''}`,
      value: overheadUs,
      unit: 'µs',
      better: 'lower',
      note: `${((100 * overheadUs) / evaluationUs).toFixed(1)}% of the evaluation's games (${Math.round(evaluationUs)} µs)`,
    };
  }
}
