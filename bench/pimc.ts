// pimc, the Klaverjassen player that solves sampled deals (issue 26): card decisions per
// second at its default samples, over a spread of positions from seeded games (every
// trick of the round, both teams); the time one decision takes (median and 90th
// percentile) at 10, 20 and 50 samples; and the time of a round of four pimc bots.
import type { BotContext } from '../src/core/bot.js';
import { RngChance, SeededChance } from '../src/core/chance.js';
import { SeededRng } from '../src/core/rng.js';
import { findGame, resolveOptions } from '../src/games/registry.js';
import { PHASE, TRICKS, type KlaverjasState } from '../src/games/klaverjassen/state.js';
import { resolveBot } from '../bots/registry.js';
import type { Figure } from './figure.js';
import { median } from './measure.js';
import type { BenchOptions } from './options.js';

const game = findGame('klaverjassen');
const options = resolveOptions(game, {});
/** Positions per trick of the round (a quick pass takes fewer): 7 tricks × this many. With
 * a full deal solved in some 50 ms (docs/klaverjassen-solver.md), a first lead at 20
 * samples takes seconds: more positions, or 100 samples, would make this section alone
 * take many minutes. */
const PER_TRICK = 2;
const SAMPLES = [10, 20, 50];

function botOf(spec: string) {
  const { definition, params } = resolveBot('klaverjassen', spec);
  return definition.create(params, game);
}

function contextOf(seat: number, seed: number): BotContext {
  const rng = new SeededRng(seed);
  return { seat, rng, chance: new RngChance(rng), budgetMs: Infinity, iterations: Infinity };
}

/** Card decisions with a choice, `perTrick` at each trick of round 1 but the last (whose
 * cards are all forced: looking for a choice there never ends), from games played by
 * signal bots (seeds 1…): the spread a game's decisions have. */
function positions(perTrick: number): KlaverjasState[] {
  const player = botOf('signal');
  const found: KlaverjasState[] = [];
  for (let trick = 0; trick < TRICKS - 1; trick++) {
    let taken = 0;
    for (let seed = 1; taken < perTrick; seed++) {
      const chance = new SeededChance(seed * 31 + trick);
      const state = game.setup(4, options, chance) as KlaverjasState;
      // Into the trick, at the seat this seed's number picks (leading or following).
      const at = trick * 4 + (seed % 4);
      while (state.round === 0 && !(state.phase === PHASE.play && state.playedCount >= at)) {
        const seat = game.currentPlayer(state);
        const legal = game.legalActions(state);
        game.apply(state, player.act(game.observe(state, seat), legal, contextOf(seat, seed)), chance);
      }
      if (state.round !== 0 || game.legalActions(state).length < 2) continue;
      found.push(state);
      taken++;
    }
  }
  return found;
}

/** Milliseconds of each decision of `spec` at `at`, in order. */
function decisionTimes(spec: string, at: readonly KlaverjasState[]): number[] {
  const bot = botOf(spec);
  return at.map((state, i) => {
    const seat = state.turn;
    const observation = game.observe(state, seat);
    const legal = game.legalActions(state);
    const started = performance.now();
    bot.act(observation, legal, contextOf(seat, i));
    return performance.now() - started;
  });
}

function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

export async function* pimcFigures({ runs, scale }: BenchOptions): AsyncGenerator<Figure> {
  const at = positions(scale(PER_TRICK));
  // Warm-up: the solver's tables and the JIT.
  decisionTimes('pimc', at);
  const rates: number[] = [];
  for (let r = 0; r < runs; r++) {
    const spent = decisionTimes('pimc', at).reduce((a, b) => a + b, 0);
    rates.push((at.length * 1000) / spent);
  }
  yield {
    id: 'pimc.klaverjassen.decisions',
    what: 'pimc card decisions, default samples (20), Klaverjassen',
    value: median(rates),
    unit: 'decisions/s',
    better: 'higher',
    note: `${at.length} positions, every trick of the round with a choice`,
  };
  for (const samples of SAMPLES) {
    const times = decisionTimes(`pimc(samples=${samples})`, at);
    const what = `pimc(samples=${samples}) card decision, Klaverjassen`;
    yield {
      id: `pimc.klaverjassen.${samples}.median`,
      what: `${what}, median`,
      value: median(times),
      unit: 'ms',
      better: 'lower',
    };
    yield {
      id: `pimc.klaverjassen.${samples}.p90`,
      what: `${what}, 90th pct`,
      value: quantile(times, 0.9),
      unit: 'ms',
      better: 'lower',
    };
  }
  // A whole game is 16 rounds of some 40 pimc decisions each, a tenth of them bids (each
  // several full deals solved per sample): the first round, timed once, and ×16.
  const player = botOf('pimc');
  const started = performance.now();
  playRound([player, player, player, player]);
  const round = (performance.now() - started) / 1000;
  yield {
    id: 'pimc.klaverjassen.round',
    what: 'Klaverjassen, 4 pimc bots (default samples), the first round of a game',
    value: round,
    unit: 's',
    better: 'lower',
    note: `seed 1; a 16-round game at this pace: ${(16 * round).toFixed(0)} s`,
  };
}

/** Plays round 1 of the game of seed 1 with `bots` in the seats. */
function playRound(bots: readonly ReturnType<typeof botOf>[]): void {
  const chance = new SeededChance(1);
  const state = game.setup(4, options, chance) as KlaverjasState;
  while (state.round === 0) {
    const seat = game.currentPlayer(state);
    const legal = game.legalActions(state);
    game.apply(state, bots[seat].act(game.observe(state, seat), legal, contextOf(seat, 1)), chance);
  }
}
