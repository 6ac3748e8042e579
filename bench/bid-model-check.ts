// How often the bid models (bid-model.ts) bid as pimc's search bidding does at 100
// samples, and what they give up against it, on bids the fitting never saw.
//
//   npm run build && node dist/bench/bid-model-check.js [--bids 300] [--seed 1] [--samples 100]
//     [--data results/bid-check-1.jsonl]
//
// The bids are those of games between signal pairs (game seeds from --seed, every bid and
// trump named in order, up to --bids): the situations bids are made in at a table. Each is
// decided twice: by the models (afresh each run, so a refit needs no rerun), and by pimc-bidding.ts on --samples deals drawn from the
// bidder's observation. What the models give up on a bid is the search's mean for its own
// choice less its mean for the model's, on those same deals (0 where they agree): an
// estimate that leans the search's way, since its choice is the best on exactly those
// deals. One line a bid goes to --data, so a stopped run resumes.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { RngChance, SeededChance } from '../src/core/chance.js';
import { SeededRng } from '../src/core/rng.js';
import { dealSeed } from '../src/core/seeds.js';
import { findGame, resolveOptions } from '../src/games/registry.js';
import { PHASE, type KlaverjasObservation, type KlaverjasState } from '../src/games/klaverjassen/state.js';
import { resolveBot } from '../bots/registry.js';
import { drawDeals } from '../bots/search/pimc.js';
import { modelBid } from '../bots/klaverjassen/bid-model.js';
import { bidMeans, nameMeans } from '../bots/klaverjassen/pimc-bidding.js';

const game = findGame('klaverjassen');
const options = resolveOptions(game, {});
const MARGIN = 20;

interface Checked {
  readonly bid: number;
  readonly phase: 'bid' | 'name';
  readonly secondCircle: boolean;
  readonly later: number;
  readonly search: string;
  /** The search's mean value of each choice: play and pass, or each legal trump. */
  readonly means: Record<string, number>;
}

/** Bid decisions of signal-bot games from `seed`, in order, until `count`. */
function* bids(seed: number, count: number): Generator<KlaverjasState> {
  const { definition, params } = resolveBot('klaverjassen', 'signal');
  const bot = definition.create(params, game);
  let found = 0;
  for (let g = 0; found < count; g++) {
    const chance = new SeededChance(dealSeed(seed, 'bid-check', g));
    const state = game.setup(4, options, chance) as KlaverjasState;
    const rng = new SeededRng(dealSeed(seed, 'bid-check-bots', g));
    const ctx = { seat: 0, rng, chance: new RngChance(rng), budgetMs: Infinity, iterations: Infinity };
    while (!game.isTerminal(state) && found < count) {
      const seat = game.currentPlayer(state);
      const legal = game.legalActions(state);
      if (state.phase === PHASE.bid || state.phase === PHASE.name) {
        found++;
        yield game.clone(state) as KlaverjasState;
      }
      game.apply(state, bot.act(game.observe(state, seat), legal, { ...ctx, seat }), chance);
    }
  }
}

function check(state: KlaverjasState, index: number, seed: number, samples: number): Checked {
  const seat = state.turn;
  const obs = game.observe(state, seat) as KlaverjasObservation;
  const legal = game.legalActions(state) as readonly string[];
  const rng = new SeededRng(dealSeed(seed, 'bid-check-samples', index));
  const ctx = { seat, rng, chance: new RngChance(rng), budgetMs: Infinity, iterations: samples };
  const deals: KlaverjasState[] = [];
  drawDeals(game, obs, ctx, samples, undefined, (d) => deals.push(d as KlaverjasState));
  const means: Record<string, number> = {};
  let search: string;
  if (state.phase === PHASE.bid) {
    const { play, pass } = bidMeans(deals, MARGIN);
    Object.assign(means, { play, pass });
    search = play >= pass ? 'play' : 'pass';
  } else {
    nameMeans(deals, legal).forEach((m, i) => (means[legal[i]] = m));
    search = legal.reduce((best, a) => (means[a] > means[best] ? a : best), legal[0]);
  }
  return {
    bid: index,
    phase: state.phase === PHASE.bid ? 'bid' : 'name',
    secondCircle: state.shown === 2,
    later: 3 - (state.bidCount % 4),
    search,
    means,
  };
}

/** The models' choice at a bid (cheap: made afresh, so a refit model needs no rerun). */
function modelChoice(state: KlaverjasState): string {
  return modelBid(game.observe(state, state.turn) as KlaverjasObservation, game.legalActions(state) as readonly string[]);
}

interface Compared extends Checked {
  readonly model: string;
}

function summary(checked: readonly Compared[]): string {
  const lines: string[] = [];
  const part = (name: string, of: readonly Compared[]) => {
    if (of.length === 0) return;
    const agree = of.filter((c) => c.model === c.search).length;
    const loss = of.map((c) => c.means[c.search] - c.means[c.model]);
    const mean = loss.reduce((a, b) => a + b, 0) / loss.length;
    const sd = Math.sqrt(loss.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, loss.length - 1));
    const half = (1.96 * sd) / Math.sqrt(loss.length);
    lines.push(
      `${name.padEnd(28)} ${String(of.length).padStart(5)} bids  agree ${((100 * agree) / of.length).toFixed(1).padStart(5)}%  ` +
        `given up ${mean.toFixed(2)} a bid (${(mean - half).toFixed(2)} to ${(mean + half).toFixed(2)})`,
    );
  };
  part('all', checked);
  part(
    'play or pass, first circle',
    checked.filter((c) => c.phase === 'bid' && !c.secondCircle),
  );
  part(
    'play or pass, second circle',
    checked.filter((c) => c.phase === 'bid' && c.secondCircle),
  );
  part(
    'trump named',
    checked.filter((c) => c.phase === 'name'),
  );
  return lines.join('\n');
}

function main(args: readonly string[]): void {
  let [count, seed, samples, data] = [300, 1, 100, ''];
  for (let i = 0; i < args.length; i += 2) {
    const n = Number(args[i + 1]);
    if (args[i] === '--bids' && Number.isInteger(n) && n > 0) count = n;
    else if (args[i] === '--seed' && Number.isInteger(n) && n >= 0) seed = n;
    else if (args[i] === '--samples' && Number.isInteger(n) && n > 0) samples = n;
    else if (args[i] === '--data' && args[i + 1] !== undefined) data = args[i + 1];
    else {
      process.stderr.write(
        `bid-model-check: bad argument ${args[i]} ${args[i + 1] ?? ''}: use --bids N, --seed S, --samples N (N ≥ 1), --data FILE\n`,
      );
      process.exit(2);
    }
  }
  data ||= `results/bid-check-${seed}.jsonl`;
  const checked: Checked[] = existsSync(data)
    ? readFileSync(data, 'utf8')
        .split('\n')
        .filter((l) => l !== '')
        .map((l) => JSON.parse(l) as Checked)
    : [];
  const compared: Compared[] = [];
  let index = 0;
  for (const state of bids(seed, count)) {
    if (index >= checked.length) {
      const c = check(state, index, seed, samples);
      appendFileSync(data, `${JSON.stringify(c)}\n`);
      checked.push(c);
      if ((index + 1) % 10 === 0) process.stderr.write(`${index + 1}/${count} bids\n`);
    }
    compared.push({ ...checked[index], model: modelChoice(state) });
    index++;
  }
  process.stdout.write(`bid models against pimc's search bidding at ${samples} samples, seed ${seed}:\n${summary(compared)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
