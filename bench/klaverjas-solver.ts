// The Klaverjassen solver's speed (issue 26's goal: a full round from the first lead in at
// most 1 ms at the median and 20 ms at the 99th percentile, one core): random deals from a
// seeded stream, each with a random trump and leader, solved with solveDeal, one at a time.
// Run alone (`node dist/bench/klaverjas-solver.js [--deals N] [--seed S]`) it prints the
// distribution per variant; `npm run bench` takes its figures from klaverjasSolverFigures.
import { fileURLToPath } from 'node:url';
import { SeededRng, shuffle } from '../src/core/rng.js';
import { type OpenDeal, solveDeal } from '../src/games/klaverjassen/solver/index.js';
import { work } from '../src/games/klaverjassen/solver/search.js';
import type { Figure } from './figure.js';
import type { BenchOptions } from './options.js';

const DEALS = 10_000;
/** Deals a variant in `npm run bench`, which must stay within its minutes: the full
 * 10,000 are the standalone run's. */
const FIGURE_DEALS = 300;

/** Deal `i` of the stream of `seed`: eight cards a seat, a random trump and leader. */
function deals(count: number, seed: number, amsterdam: boolean): OpenDeal[] {
  const rng = new SeededRng(seed);
  const deck = Array.from({ length: 32 }, (_, c) => c);
  return Array.from({ length: count }, () => {
    shuffle(deck, rng);
    const hands = [0, 1, 2, 3].map((s) => deck.slice(s * 8, s * 8 + 8).reduce((m, c) => m | (1 << c), 0));
    return { hands, trump: rng.int(4), leader: rng.int(4), amsterdam };
  });
}

interface Distribution {
  readonly deals: number;
  /** Milliseconds a deal. */
  readonly median: number;
  readonly p90: number;
  readonly p99: number;
  readonly max: number;
  readonly mean: number;
  readonly perSecond: number;
  /** Median nodes a deal: the work, which other load on the machine does not change. */
  readonly nodes: number;
}

/** Solves each deal once and times it. */
function measure(count: number, seed: number, amsterdam: boolean): Distribution {
  const list = deals(count, seed, amsterdam);
  const times = new Float64Array(count);
  const nodes = new Float64Array(count);
  let total = 0;
  for (let i = 0; i < count; i++) {
    const before = work.nodes;
    const start = process.hrtime.bigint();
    solveDeal(list[i]);
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    times[i] = ms;
    nodes[i] = work.nodes - before;
    total += ms;
  }
  times.sort();
  nodes.sort();
  const at = (q: number) => times[Math.min(count - 1, Math.floor(q * count))];
  return {
    deals: count,
    median: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: times[count - 1],
    mean: total / count,
    perSecond: (count / total) * 1000,
    nodes: nodes[Math.floor(count / 2)],
  };
}

export async function* klaverjasSolverFigures({ scale }: BenchOptions): AsyncGenerator<Figure> {
  for (const amsterdam of [false, true]) {
    const variant = amsterdam ? 'amsterdam' : 'rotterdam';
    const d = measure(scale(FIGURE_DEALS), 1, amsterdam);
    const what = `Klaverjassen solver, ${variant}, a full round from the first lead`;
    const note = `median ${d.median.toFixed(3)} ms, p90 ${d.p90.toFixed(2)}, p99 ${d.p99.toFixed(2)}, max ${d.max.toFixed(1)}, median ${d.nodes} nodes`;
    yield { id: `klaverjassen.solver.${variant}`, what, value: d.perSecond, unit: 'deals/s', better: 'higher', note };
    yield { id: `klaverjassen.solver.${variant}.p99`, what: `${what}: p99`, value: d.p99, unit: 'ms', better: 'lower' };
  }
}

function main(args: readonly string[]): void {
  let count = DEALS;
  let seed = 1;
  for (let i = 0; i < args.length; i += 2) {
    const value = Number(args[i + 1]);
    if (args[i] === '--deals' && Number.isInteger(value) && value > 0) count = value;
    else if (args[i] === '--seed' && Number.isInteger(value) && value >= 0) seed = value;
    else {
      process.stderr.write(
        `klaverjas-solver: bad argument ${args[i]} ${args[i + 1] ?? ''}: use --deals N (N ≥ 1), --seed S (S ≥ 0)\n`,
      );
      process.exit(2);
    }
  }
  process.stdout.write(`Klaverjassen solver: ${count} random deals a variant, seed ${seed}, one core\n`);
  process.stdout.write('variant     median ms   p90 ms   p99 ms   max ms  mean ms   deals/s  median nodes\n');
  for (const amsterdam of [false, true]) {
    const d = measure(count, seed, amsterdam);
    const cells = [d.median, d.p90, d.p99, d.max, d.mean].map((v) => v.toFixed(3).padStart(8));
    process.stdout.write(
      `${(amsterdam ? 'Amsterdam' : 'Rotterdam').padEnd(10)} ${cells.join(' ')} ${d.perSecond.toFixed(0).padStart(9)} ${String(d.nodes).padStart(13)}\n`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
