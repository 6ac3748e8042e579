// What search costs through the core's hooks: random playouts from a determinization of
// the first observation, drawing chance from the bot's own rng (RngChance), against the
// same playouts with keyed streams (SeededChance), which build a generator per stream.
import { type Chance, RngChance, SeededChance } from '../src/core/chance.js';
import type { AnyGame } from '../src/core/game.js';
import { SeededRng } from '../src/core/rng.js';
import { findGame, resolveOptions } from '../src/games/registry.js';
import type { Figure } from './figure.js';
import { gamesPerSecond } from './measure.js';
import type { BenchOptions } from './options.js';

function playouts(game: AnyGame, players: number, count: number, chanceOf: (rng: SeededRng, i: number) => Chance): void {
  const options = resolveOptions(game, {});
  const start = game.setup(players, options, new SeededChance(1));
  const observation = game.observe(start, 0);
  const rng = new SeededRng(2);
  for (let i = 0; i < count; i++) {
    const chance = chanceOf(rng, i);
    const state = game.determinize(observation, rng);
    while (!game.isTerminal(state)) {
      const legal = game.legalActions(state);
      game.apply(state, legal[rng.int(legal.length)], chance);
    }
  }
}

export async function* searchFigures({ runs, scale }: BenchOptions): AsyncGenerator<Figure> {
  for (const [id, players, count] of [
    ['gesjaakt', 4, 60_000],
    ['jacht', 2, 8_000],
    ['jatten', 3, 8_000],
    ['fatima', 4, 400],
  ] as const) {
    const game = findGame(id);
    const n = scale(count);
    const own = await gamesPerSecond(n, runs, () => playouts(game, players, n, (rng) => new RngChance(rng)));
    const keyed = await gamesPerSecond(n, runs, () => playouts(game, players, n, (_rng, i) => new SeededChance(i)));
    const what = `search playouts, ${id} ${players}p`;
    const unit = 'playouts/s';
    yield { id: `search.${id}.${players}p.own`, what: `${what}, bot's Chance`, value: own, unit, better: 'higher' };
    yield {
      id: `search.${id}.${players}p.keyed`,
      what: `${what}, keyed streams`,
      value: keyed,
      unit,
      better: 'higher',
      note: `bot's Chance is ${(own / keyed).toFixed(2)}× this`,
    };
  }
}
