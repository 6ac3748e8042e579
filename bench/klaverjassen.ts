// Klaverjassen: full 16-round games per second on one worker and on two, and the
// decisions per second that makes (the engine's hot path, which Monte Carlo search runs
// millions of times).
import { playGame } from '../src/core/match.js';
import { findGame, resolveOptions } from '../src/games/registry.js';
import { buildPlan } from '../src/sim/build.js';
import { runPlan } from '../src/sim/run.js';
import { resolveBot } from '../bots/registry.js';
import type { Figure } from './figure.js';
import { gamesPerSecond, withPool } from './measure.js';
import type { BenchOptions } from './options.js';

const WORKERS = 2;

/** Games per run for each bot, about a second each today. */
const GAMES: Record<string, number> = { random: 6_000, signal: 1_500 };

/** Mean decisions of a full game with four of `bot`, from a fixed sample of seeds. */
function decisionsPerGame(bot: string, sample: number): number {
  const game = findGame('klaverjassen');
  const options = resolveOptions(game, {});
  const { definition, params } = resolveBot(game.id, bot);
  const player = definition.create(params, game);
  let decisions = 0;
  for (let seed = 0; seed < sample; seed++) {
    decisions += playGame({ game, options, bots: [player, player, player, player], seed, keepActions: false }).decisions;
  }
  return decisions / sample;
}

export async function* klaverjassenFigures({ runs, scale }: BenchOptions): AsyncGenerator<Figure> {
  for (const [bot, count] of Object.entries(GAMES)) {
    const games = scale(count);
    const plan = buildPlan({ game: 'klaverjassen', bots: Array(4).fill(bot), games, seed: 1 });
    const what = `Klaverjassen, 4 ${bot} bots, full 16-round games`;
    const one = await gamesPerSecond(games, runs, () => runPlan(plan, { workers: 1 }));
    yield { id: `klaverjassen.${bot}.1w`, what: `${what}, 1 worker`, value: one, unit: 'games/s', better: 'higher' };
    const perGame = decisionsPerGame(bot, scale(1_000));
    yield {
      id: `klaverjassen.${bot}.1w.decisions`,
      what: `${what}, 1 worker: decisions`,
      value: one * perGame,
      unit: 'decisions/s',
      better: 'higher',
      note: `${perGame.toFixed(1)} decisions a game`,
    };
    const two = await withPool(WORKERS, (runner) =>
      gamesPerSecond(games, runs, () => runPlan(plan, { workers: WORKERS, runner })),
    );
    yield {
      id: `klaverjassen.${bot}.2w`,
      what: `${what}, 2 workers`,
      value: two,
      unit: 'games/s',
      better: 'higher',
      note: `${(two / one).toFixed(2)}× one worker`,
    };
  }
}
