// What search costs, per game (every registered game, so a new one joins): random
// playouts from a determinization of a seat's observation, drawing chance from the bot's
// own rng (RngChance), against the same playouts with keyed streams (SeededChance); and
// decisions per second of mc and ismcts at 1,000 iterations.
import type { BotContext } from '../src/core/bot.js';
import { type Chance, RngChance, SeededChance } from '../src/core/chance.js';
import type { AnyGame } from '../src/core/game.js';
import { SeededRng } from '../src/core/rng.js';
import { GAMES, resolveOptions } from '../src/games/registry.js';
import { resolveBot } from '../bots/registry.js';
import type { Figure } from './figure.js';
import { gamesPerSecond } from './measure.js';
import type { BenchOptions } from './options.js';

/** Playouts per run, fixed per game so figures compare from run to run. */
const PLAYOUTS: Readonly<Record<string, number>> = {
  gesjaakt: 60_000,
  jacht: 8_000,
  jatten: 8_000,
  klaverjassen: 4_000,
  fatima: 400,
};
const DEFAULT_PLAYOUTS = 4_000;
/** Search decisions per run, each from a position a few random moves into a game. */
const DECISIONS = 6;
const ITERATIONS = 1_000;

/** The table a game's search figures are taken at: its usual size. */
function playersOf(game: AnyGame): number {
  const options = resolveOptions(game, {});
  const preferred = { gesjaakt: 4, jatten: 3, jacht: 2, fatima: 4 }[game.id] ?? game.players.min;
  for (let p = Math.max(preferred, game.players.min); p <= game.players.max; p++) if (!game.checkPlayers(p, options)) return p;
  return game.players.min;
}

function playouts(game: AnyGame, players: number, count: number, chanceOf: (rng: SeededRng, i: number) => Chance): void {
  const start = game.setup(players, resolveOptions(game, {}), new SeededChance(1));
  const observation = game.observe(start, game.currentPlayer(start));
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

/** Positions `k` random decisions into game k, each with at least two choices. */
function positions(game: AnyGame, players: number): { state: unknown; seat: number }[] {
  const out: { state: unknown; seat: number }[] = [];
  for (let k = 0; out.length < DECISIONS && k < 100; k++) {
    const chance = new SeededChance(k);
    const state = game.setup(players, resolveOptions(game, {}), chance);
    const rng = new SeededRng(k);
    for (let i = 0; i < k && !game.isTerminal(state); i++) {
      const legal = game.legalActions(state);
      game.apply(state, legal[rng.int(legal.length)], chance);
    }
    if (!game.isTerminal(state) && game.legalActions(state).length > 1) out.push({ state, seat: game.currentPlayer(state) });
  }
  return out;
}

/** A search bot's context for `seat`, on a stream of its own. */
function botContext(seat: number, seed: number): BotContext {
  const rng = new SeededRng(seed);
  return { seat, rng, chance: new RngChance(rng), budgetMs: Infinity, iterations: Infinity };
}

export async function* searchFigures({ runs, scale }: BenchOptions): AsyncGenerator<Figure> {
  for (const game of GAMES) {
    const players = playersOf(game);
    const n = scale(PLAYOUTS[game.id] ?? DEFAULT_PLAYOUTS);
    const own = await gamesPerSecond(n, runs, () => playouts(game, players, n, (rng) => new RngChance(rng)));
    const keyed = await gamesPerSecond(n, runs, () => playouts(game, players, n, (_rng, i) => new SeededChance(i)));
    const what = `search playouts, ${game.id} ${players}p`;
    const unit = 'playouts/s';
    yield { id: `search.${game.id}.${players}p.own`, what: `${what}, bot's Chance`, value: own, unit, better: 'higher' };
    yield {
      id: `search.${game.id}.${players}p.keyed`,
      what: `${what}, keyed streams`,
      value: keyed,
      unit,
      better: 'higher',
      note: `bot's Chance is ${(own / keyed).toFixed(2)}× this`,
    };
    const at = positions(game, players);
    for (const name of ['mc', 'ismcts']) {
      const resolved = resolveBot(game.id, `${name}(iterations=${ITERATIONS})`);
      const bot = resolved.definition.create(resolved.params, game);
      const decide = () => {
        for (const { state, seat } of at) bot.act(game.observe(state, seat), game.legalActions(state), botContext(seat, 1));
      };
      // One run fewer: a decision at 1,000 iterations is a thousand playouts.
      yield {
        id: `search.${game.id}.${players}p.${name}`,
        what: `${name}(iterations=${ITERATIONS}) decisions, ${game.id} ${players}p`,
        value: await gamesPerSecond(at.length, Math.max(1, runs - 2), decide),
        unit: 'decisions/s',
        better: 'higher',
        note: `random rollouts; ${at.length} positions`,
      };
    }
  }
}
