// Klaverjassen's signal bots: full 16-round games per second on one worker and on two (a
// warm pool), and the decisions per second they come to (the engine's random-bot figures
// are bench/klaverjassen.ts's, on the engine's branch).
import { playGame } from '../src/core/match.js';
import { gameSeeds } from '../src/core/seeds.js';
import { klaverjassen } from '../src/games/klaverjassen/index.js';
import { buildPlan } from '../src/sim/build.js';
import { tableFor } from '../src/sim/batch.js';
import { runPlan, withPool } from '../src/sim/run.js';
import type { Figure } from './figure.js';
import { gamesPerSecond } from './measure.js';
import type { BenchOptions } from './options.js';

const WORKERS = 2;
/** About a second a run today on one worker. */
const GAMES = 1_500;
/** Games sampled for the decisions a game takes. */
const SAMPLE = 40;

/** Mean decisions of a full game of `bots` over a sample of the plan's seeds. */
function decisionsPerGame(plan: ReturnType<typeof buildPlan>): number {
  const { bots } = tableFor(plan);
  const seeds = gameSeeds(plan.seed, plan.tableKey);
  let total = 0;
  for (let i = 0; i < SAMPLE; i++) {
    total += playGame({ game: klaverjassen, options: plan.options, bots, seed: seeds(i), keepActions: false }).decisions;
  }
  return total / SAMPLE;
}

export async function* klaverjassenBotFigures({ runs, scale }: BenchOptions): AsyncGenerator<Figure> {
  const games = scale(GAMES);
  const plan = buildPlan({ game: 'klaverjassen', bots: 'signal,signal,signal,signal', games, seed: 1 });
  const perGame = decisionsPerGame(plan);
  const what = 'Klaverjassen, 4 signal bots, full 16-round games';
  const one = await gamesPerSecond(games, runs, () => runPlan(plan, { workers: 1 }));
  yield { id: 'klaverjassen.signal.1w', what: `${what}, 1 worker`, value: one, unit: 'games/s', better: 'higher' };
  // The same ids as the engine's bench/klaverjassen.ts gives its bots.
  yield {
    id: 'klaverjassen.signal.1w.decisions',
    what: `${what}, 1 worker: decisions`,
    value: one * perGame,
    unit: 'decisions/s',
    better: 'higher',
    note: `${perGame.toFixed(1)} decisions a game`,
  };
  const two = await withPool(WORKERS, (pool) => gamesPerSecond(games, runs, () => runPlan(plan, { workers: WORKERS, pool })));
  yield {
    id: 'klaverjassen.signal.2w',
    what: `${what}, 2 workers`,
    value: two,
    unit: 'games/s',
    better: 'higher',
    note: `${(two / one).toFixed(2)}× one worker`,
  };
}
