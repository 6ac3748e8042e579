// Fits pimc's bidding models (bots/klaverjassen/bid-model.ts) to the solver's values
// on random deals, from a seed, and writes them to bots/klaverjassen/bid-weights.ts.
//
//   npm run build && node dist/bench/bid-model-fit.js [--deals 3000] [--seed 1]
//     [--data results/bid-data-1.jsonl] [--write]
//
// Each deal is solved ten times (solveDeal, every hand open): the first and the second
// proposal with each seat taking it and leading, and the two suits left with the player
// left of the dealer naming one. Those values are what pimc's bidding averages over its
// sampled deals (pimc-bidding.ts), for all four seats in both circles at once: playing is
// the seat's own value; passing is the first later seat whose team's value beats the
// margin, else 0 (first circle) or the named suit (second). Least squares on the hand's
// features then estimates each mean given the hand: playing's, and per situation what
// playing gains over passing (the pass model is their difference). The deals go to --data as they are
// solved (a line each, deal i from its own stream), so a stopped run resumes where it was.
// The last tenth of the deals is held out: the script prints how well the models predict
// the values there. Without --write nothing in the repo changes.
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mixSeed } from '../src/core/seeds.js';
import { SeededRng, shuffle } from '../src/core/rng.js';
import { solveDeal } from '../src/games/klaverjassen/solver/index.js';
import { FEATURES, type BidWeights, features, situationIndex } from '../bots/klaverjassen/bid-model.js';

/** pimc's default margin (PIMC_PARAMS.margin): the pass model's. */
export const MARGIN = 20;
/** Ridge (--ridge): the per-deal values are noisy, most of their spread the hidden hands',
 * and a little shrinking keeps a model from fitting that noise: on 500 deals, five-fold
 * cross-validation explains the most held-out variance at 10 (of 10, 100, 1000, 10000). */
const RIDGE = 10;

/** One deal and its ten values, each for the team of the seat that leads. */
export interface SolvedDeal {
  readonly hands: number[];
  readonly amsterdam: boolean;
  readonly dealer: number;
  /** The two proposals. */
  readonly proposed: [number, number];
  /** [circle][seat]: the value with that circle's proposal taken by the seat. */
  readonly taken: [number[], number[]];
  /** The suits the player left of the dealer may name, and each one's value named by it. */
  readonly namable: number[];
  readonly named: number[];
}

function solveOne(seed: number, index: number): SolvedDeal {
  const rng = new SeededRng(mixSeed([seed, index]));
  const deck = Array.from({ length: 32 }, (_, c) => c);
  shuffle(deck, rng);
  const hands = [0, 1, 2, 3].map((s) => deck.slice(s * 8, s * 8 + 8).reduce((m, c) => m | (1 << c), 0));
  const amsterdam = rng.next() < 1 / 3;
  const dealer = rng.int(4);
  const first = rng.int(4);
  const second = (first + 1 + rng.int(3)) & 3;
  const solve = (trump: number, leader: number) => solveDeal({ hands, trump, leader, amsterdam });
  const taken: [number[], number[]] = [
    [0, 1, 2, 3].map((seat) => solve(first, seat)),
    [0, 1, 2, 3].map((seat) => solve(second, seat)),
  ];
  const namable = [0, 1, 2, 3].filter((s) => s !== first && s !== second);
  const named = namable.map((suit) => solve(suit, (dealer + 1) & 3));
  return { hands, amsterdam, dealer, proposed: [first, second], taken, namable, named };
}

/** Least-squares rows: features and target. */
class Rows {
  readonly x: Float64Array[] = [];
  readonly y: number[] = [];
  /** For pass rows: the same seat's value of playing, on the same deal. */
  readonly play: number[] = [];
  add(hand: number, trump: number, amsterdam: boolean, target: number, play = NaN): void {
    this.x.push(features(hand, trump, amsterdam));
    this.y.push(target);
    this.play.push(play);
  }
}

/** Pass rows as what playing gains over passing: the bid's choice is its sign. */
function gainOf(pass: Rows): Rows {
  const rows = new Rows();
  rows.x.push(...pass.x);
  rows.y.push(...pass.y.map((y, r) => pass.play[r] - y));
  return rows;
}

/** Ridge regression (the intercept, feature 0, not shrunk) by Gaussian elimination. */
export function fit(rows: Rows, ridge: number): number[] {
  const n = FEATURES;
  const a = Array.from({ length: n }, () => new Float64Array(n + 1));
  rows.x.forEach((x, r) => {
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) a[i][j] += x[i] * x[j];
      a[i][n] += x[i] * rows.y[r];
    }
  });
  for (let i = 1; i < n; i++) a[i][i] += ridge;
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(a[r][c]) > Math.abs(a[pivot][c])) pivot = r;
    [a[c], a[pivot]] = [a[pivot], a[c]];
    for (let r = 0; r < n; r++) {
      if (r === c || a[r][c] === 0) continue;
      const f = a[r][c] / a[c][c];
      for (let k = c; k <= n; k++) a[r][k] -= f * a[c][k];
    }
  }
  return a.map((row, i) => Number((row[n] / row[i]).toFixed(4)));
}

const predict = (w: readonly number[], x: Float64Array) => x.reduce((sum, v, i) => sum + v * w[i], 0);

/** The share of the targets' variance the weights explain. */
function explained(w: readonly number[], rows: Rows): number {
  const mean = rows.y.reduce((a, b) => a + b, 0) / rows.y.length;
  let residual = 0;
  let total = 0;
  rows.x.forEach((x, r) => {
    residual += (rows.y[r] - predict(w, x)) ** 2;
    total += (rows.y[r] - mean) ** 2;
  });
  return 1 - residual / total;
}

/** The play rows of `deals`: every seat with either proposal, and the namer's suits. */
export function playRows(deals: readonly SolvedDeal[]): Rows {
  const rows = new Rows();
  for (const d of deals) {
    for (let circle = 0; circle < 2; circle++) {
      for (let seat = 0; seat < 4; seat++) rows.add(d.hands[seat], d.proposed[circle], d.amsterdam, d.taken[circle][seat]);
    }
    const namer = (d.dealer + 1) & 3;
    d.namable.forEach((suit, i) => rows.add(d.hands[namer], suit, d.amsterdam, d.named[i]));
  }
  return rows;
}

/** The pass rows of `deals`, one set per situation, as pimc's bidMeans values a pass on one
 * deal; where the bidder itself must name, it names the suit `play` rates best. */
export function passRows(deals: readonly SolvedDeal[], play: readonly number[]): Rows[] {
  const rows = Array.from({ length: 8 }, () => new Rows());
  for (const d of deals) {
    const first = (d.dealer + 1) & 3;
    for (let circle = 0; circle < 2; circle++) {
      for (let k = 0; k < 4; k++) {
        const seat = (first + k) & 3;
        const later = 3 - k;
        const values = d.taken[circle];
        let pass: number | undefined;
        for (let j = 1; j <= later && pass === undefined; j++) {
          const other = (seat + j) & 3;
          if (values[other] > MARGIN) pass = (other & 1) === (seat & 1) ? values[other] : -values[other];
        }
        if (pass === undefined && circle === 0) pass = 0;
        if (pass === undefined && seat === first) {
          const rated = d.namable.map((suit) => predict(play, features(d.hands[seat], suit, d.amsterdam)));
          pass = d.named[rated[0] >= rated[1] ? 0 : 1];
        }
        if (pass === undefined) {
          const best = Math.max(...d.named);
          pass = (first & 1) === (seat & 1) ? best : -best;
        }
        const at = situationIndex({ secondCircle: circle === 1, later });
        rows[at].add(d.hands[seat], d.proposed[circle], d.amsterdam, pass, values[seat]);
      }
    }
  }
  return rows;
}

function weightsFile(w: BidWeights, deals: number, seed: number): string {
  const list = (v: readonly number[]) => `[${v.join(', ')}]`;
  return `// Written by bench/bid-model-fit.ts (--deals ${deals} --seed ${seed} --write): do not edit.
// The bidding models of bid-model.ts, fitted to the solver's values on ${deals} random deals.
// (bid-model.ts types them.)
export const BID_WEIGHTS = {
  margin: ${w.margin},
  play: ${list(w.play)},
  pass: [
${w.pass.map((p) => `    ${list(p)},`).join('\n')}
  ],
};
`;
}

interface Settings {
  deals: number;
  ridge: number;
  seed: number;
  data: string;
  write: boolean;
}

function parse(args: readonly string[]): Settings | string {
  const s: Settings = { deals: 3000, ridge: RIDGE, seed: 1, data: '', write: false };
  for (let i = 0; i < args.length; i++) {
    const [flag, value] = [args[i], args[i + 1]];
    if (flag === '--write') {
      s.write = true;
      continue;
    }
    const n = Number(value);
    if (flag === '--deals' && Number.isInteger(n) && n >= 20) s.deals = n;
    else if (flag === '--seed' && Number.isInteger(n) && n >= 0) s.seed = n;
    else if (flag === '--ridge' && n >= 0) s.ridge = n;
    else if (flag === '--data' && value !== undefined) s.data = value;
    else
      return `bad argument ${flag} ${value ?? ''}: use --deals N (N ≥ 20), --seed S (S ≥ 0), --ridge R (R ≥ 0), --data FILE, --write`;
    i++;
  }
  s.data ||= `results/bid-data-${s.seed}.jsonl`;
  return s;
}

function main(args: readonly string[]): void {
  const s = parse(args);
  if (typeof s === 'string') {
    process.stderr.write(`fit-bid-model: ${s}\n`);
    process.exit(2);
  }
  const deals: SolvedDeal[] = existsSync(s.data)
    ? readFileSync(s.data, 'utf8')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as SolvedDeal)
        .slice(0, s.deals)
    : [];
  for (let i = deals.length; i < s.deals; i++) {
    const d = solveOne(s.seed, i);
    appendFileSync(s.data, `${JSON.stringify(d)}\n`);
    deals.push(d);
    if ((i + 1) % 100 === 0) process.stderr.write(`${i + 1}/${s.deals} deals solved\n`);
  }
  const cut = Math.floor(s.deals * 0.9);
  const [train, held] = [deals.slice(0, cut), deals.slice(cut)];
  const play = fit(playRows(train), s.ridge);
  // Playing and passing share most of their noise (the same hidden hands): the gain of
  // one over the other is fitted, not each apart, and the pass model is play − gain.
  const gain = passRows(train, play).map((rows) => fit(gainOf(rows), s.ridge));
  const pass = gain.map((g, i) => (i === 0 ? g.map(() => 0) : play.map((w, j) => Number((w - g[j]).toFixed(4)))));
  const heldGain = passRows(held, play).map(gainOf);
  process.stdout.write(`bid models from ${cut} deals (seed ${s.seed}), checked on ${held.length} held out:\n`);
  process.stdout.write(`  play: ${(100 * explained(play, playRows(held))).toFixed(1)}% of the variance explained\n`);
  gain.forEach((w, i) => {
    if (i === 0) return; // nobody left to take it: passing is 0, the gain is playing's value
    const where = `${i >= 4 ? 'second' : 'first'} circle, ${i % 4} later`;
    process.stdout.write(`  play − pass, ${where}: ${(100 * explained(w, heldGain[i])).toFixed(1)}% explained\n`);
  });
  const weights: BidWeights = { margin: MARGIN, play, pass };
  if (s.write) {
    const file = fileURLToPath(new URL('../../bots/klaverjassen/bid-weights.ts', import.meta.url));
    writeFileSync(file, weightsFile(weights, s.deals, s.seed));
    process.stdout.write(`wrote ${file}\n`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
