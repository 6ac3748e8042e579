// Jacht played to win (issue 27): what the score distributions cost to build and hold, what
// a decision of optimal(objective=win) costs once they are loaded (its turn's tables at the
// turn's first decision, then a look-up), and its two-player games per second beside
// `optimal`'s, as a ratio of paired runs. Also on its own: `node dist/bench/jacht-win.js`.
import { fileURLToPath } from 'node:url';
import { jachtOptimal } from '../bots/jacht/optimal.js';
import type { Bot, BotContext } from '../src/core/bot.js';
import type { AnyGame } from '../src/core/game.js';
import { playGame } from '../src/core/match.js';
import { dealSeed } from '../src/core/seeds.js';
import { handIndex } from '../src/games/jacht/dice.js';
import { jacht } from '../src/games/jacht/index.js';
import { MAX_ROLLS, type JachtObservation } from '../src/games/jacht/state.js';
import { computeDistributions } from '../src/games/jacht/solver/distribution.js';
import { getDistributions, getSolution } from '../src/games/jacht/solver/solution.js';
import { winTurnOf } from '../src/games/jacht/solver/standing.js';
import { decideToWin } from '../src/games/jacht/solver/win-turn.js';
import { buildPlan } from '../src/sim/build.js';
import { runPlan } from '../src/sim/run.js';
import { type Figure, formatNumber } from './figure.js';
import { median, pairedRuns } from './measure.js';
import type { BenchOptions } from './options.js';

const WIN = 'optimal(objective=win)';

interface Seen {
  readonly obs: JachtObservation;
  readonly ctx: BotContext;
}

/** The win bot's observations at its every decision in `games` seeded games against
 * `optimal`, copied as it saw them, with its context. */
function decisionsOf(games: number): Seen[] {
  const game = jacht as unknown as AnyGame;
  const options = jacht.options.parse({});
  const win = jachtOptimal.create({ objective: 'win' }, game);
  const seen: Seen[] = [];
  const recorder: Bot = {
    act: (obs, legal, ctx) => {
      seen.push({ obs: structuredClone(obs as JachtObservation), ctx });
      return win.act(obs, legal, ctx);
    },
  };
  const points = jachtOptimal.create({ objective: 'points' }, game);
  for (let i = 0; i < games; i++) {
    playGame({ game, options, bots: [recorder, points], seed: dealSeed(1, 'bench-jacht-win', i), keepActions: false });
  }
  return seen;
}

/** Milliseconds of `work`, the median of `runs` after one warm-up. */
function timed(runs: number, work: () => void): number {
  work();
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    work();
    times.push(performance.now() - t);
  }
  return median(times);
}

export async function* jachtWinFigures({ runs, scale }: BenchOptions): AsyncGenerator<Figure> {
  const { values } = getSolution();
  let bytes = 0;
  const buildMs = timed(runs, () => {
    bytes = computeDistributions(values).byteLength;
  });
  yield {
    id: 'jacht.win.table',
    what: 'Jacht to win: score distributions built (4,096 × 304)',
    value: buildMs,
    unit: 'ms',
    better: 'lower',
    note: `${formatNumber(bytes / 1e6)} MB held by every worker`,
  };

  getDistributions(); // loaded (or built) once, as the bot's create does
  const seen = decisionsOf(scale(40));
  // A turn's first decision: its three rolls' decisions share the tables it makes.
  const firsts = seen.map((d) => d.obs).filter((obs) => obs.rollsUsed === 1);
  const standing = (o: JachtObservation) => `${o.round}:${o.seat}:${o.filled.join()}:${o.totals.join()}`;
  const turns = new Map(firsts.map((obs) => [standing(obs), winTurnOf(obs)]));
  const turnMs = timed(runs, () => firsts.forEach((obs) => winTurnOf(obs))) / firsts.length;
  // The slowest turns, one by one: what a single decision can cost at worst.
  const each = firsts.map((obs) => {
    const t = performance.now();
    winTurnOf(obs);
    return performance.now() - t;
  });
  const p99 = [...each].sort((a, b) => a - b)[Math.floor(0.99 * (each.length - 1))];
  yield {
    id: 'jacht.win.turn',
    what: "Jacht to win: a turn's tables (first decision of a turn)",
    value: turnMs,
    unit: 'ms',
    better: 'lower',
    note: `mean of ${formatNumber(firsts.length)} turns of seeded games against optimal; p99 ${formatNumber(p99)} ms`,
  };
  const lookUps = seen.map(({ obs }) => ({
    turn: turns.get(standing(obs))!,
    hand: handIndex(obs.dice),
    rollsLeft: MAX_ROLLS - obs.rollsUsed,
  }));
  const lookUpMs = timed(runs, () => {
    for (let k = 0; k < 20; k++) for (const d of lookUps) decideToWin(d.turn, d.hand, d.rollsLeft);
  });
  yield {
    id: 'jacht.win.decide',
    what: "Jacht to win: a decision from its turn's tables",
    value: (lookUpMs * 1000) / (20 * lookUps.length),
    unit: 'µs',
    better: 'lower',
  };
  const game = jacht as unknown as AnyGame;
  const botMs = timed(runs, () => {
    const bot = jachtOptimal.create({ objective: 'win' }, game);
    for (const { obs, ctx } of seen) bot.act(obs, [], ctx);
  });
  yield {
    id: 'jacht.win.decisions',
    what: 'Jacht to win: decisions per second of the bot, its turn tables included, 1 core',
    value: seen.length / (botMs / 1000),
    unit: 'decisions/s',
    better: 'higher',
    note: `${formatNumber(botMs / seen.length)} ms a decision on average`,
  };

  const games = scale(500);
  const plan = (bots: string) => buildPlan({ game: 'jacht', bots, games, seed: 1 });
  const optimalPlan = plan('optimal,optimal');
  const winPlan = plan(`${WIN},optimal`);
  const paired = await pairedRuns(
    runs,
    { games, work: () => runPlan(optimalPlan, { workers: 1 }) },
    { games, work: () => runPlan(winPlan, { workers: 1 }) },
  );
  yield {
    id: 'jacht.optimal.2p.1w',
    what: 'Jacht, optimal against optimal, 1 worker',
    value: paired.first.rate,
    unit: 'games/s',
    better: 'higher',
  };
  yield {
    id: 'jacht.win.2p.1w',
    what: 'Jacht, optimal(objective=win) against optimal, 1 worker',
    value: paired.second.rate,
    unit: 'games/s',
    better: 'higher',
  };
  yield {
    id: 'jacht.win.2p.ratio',
    what: 'Jacht, the win bot against optimal ÷ optimal against optimal (paired runs)',
    value: paired.ratio,
    unit: '×',
    better: 'higher',
  };
}

async function main(): Promise<void> {
  for await (const f of jachtWinFigures({ runs: 5, scale: (n) => n })) {
    process.stdout.write(`${f.id.padEnd(24)} ${formatNumber(f.value).padStart(12)} ${f.unit}${f.note ? `  (${f.note})` : ''}\n`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
