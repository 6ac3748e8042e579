// `npm run bench:pimc` (issue 39): pimc's speed where it is used, whole games of a pimc
// pair against a signal pair, one core. The goal: a game in at most 10 s of CPU, a card
// decision at most 50 ms at the median and 1 s at the 99th percentile, a bid at most 20 ms
// at the median. Each game's seed comes from the master seed and the game's number, so a
// run is the same games every time: the digest of every action played proves that a
// change kept every decision, and the nodes the solver searched are the work, which other
// load on the machine does not change (times here are CPU time, which it changes less
// than wall time, but still: the machine is shared).
//
// node dist/bench/pimc-games.js [--games 50] [--seed 1] [--bot pimc] [--vs signal] [--out FILE]
import { createHash } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Bot } from '../src/core/bot.js';
import { playGame } from '../src/core/match.js';
import { dealSeed } from '../src/core/seeds.js';
import { resolveBot } from '../bots/registry.js';
import { findGame, resolveOptions } from '../src/games/registry.js';
import { PHASE, type KlaverjasObservation } from '../src/games/klaverjassen/state.js';
import { work } from '../src/games/klaverjassen/solver/search.js';

const game = findGame('klaverjassen');
const options = resolveOptions(game, {});

interface Settings {
  games: number;
  seed: number;
  bot: string;
  vs: string;
  out?: string;
}

/** CPU milliseconds of this process so far (every thread: it runs one). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** What the pimc seats spent, per kind of decision: CPU ms of each, and the solver's
 * nodes for the cards of each trick of the round (1st to 8th). */
interface Spent {
  readonly cards: number[];
  readonly bids: number[];
  readonly trickNodes: number[];
}

/** `bot` with each decision that has a choice timed into `spent`. */
function timed(bot: Bot, spent: Spent): Bot {
  return {
    ...bot,
    act(observation, legal, ctx) {
      if (legal.length < 2) return bot.act(observation, legal, ctx);
      const phase = (observation as KlaverjasObservation).phase;
      const started = cpuMs();
      const nodes = work.nodes;
      const action = bot.act(observation, legal, ctx);
      const ms = cpuMs() - started;
      if (phase === PHASE.play) {
        spent.cards.push(ms);
        spent.trickNodes[(observation as KlaverjasObservation).playedCount >> 2] += work.nodes - nodes;
      } else if (phase === PHASE.bid || phase === PHASE.name) spent.bids.push(ms);
      return action;
    },
  };
}

function create(spec: string): Bot {
  const { definition, params } = resolveBot('klaverjassen', spec);
  return definition.create(params, game);
}

interface GameFigures {
  readonly index: number;
  readonly cpuS: number;
  readonly nodes: number;
  readonly cards: number[];
  readonly bids: number[];
  readonly trickNodes: number[];
  /** The digest of the game's actions and scores. */
  readonly digest: string;
  readonly scores: readonly number[];
}

function playOne(s: Settings, index: number): GameFigures {
  const spent: Spent = { cards: [], bids: [], trickNodes: new Array<number>(8).fill(0) };
  const bots = [timed(create(s.bot), spent), create(s.vs), timed(create(s.bot), spent), create(s.vs)];
  const nodes = work.nodes;
  const started = cpuMs();
  const played = playGame({ game, options, bots, seed: dealSeed(s.seed, 'bench:pimc', index), keepActions: true });
  const cpuS = (cpuMs() - started) / 1000;
  if (played.forfeit) throw new Error(`game ${index}: seat ${played.forfeit.seat} forfeited: ${played.forfeit.reason}`);
  const digest = createHash('sha256')
    .update(JSON.stringify([played.actions, played.scores]))
    .digest('hex')
    .slice(0, 16);
  return { index, cpuS, nodes: work.nodes - nodes, ...spent, digest, scores: played.scores };
}

function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

const fixed = (v: number, digits = 1): string => v.toFixed(digits).padStart(9);

function row(name: string, values: readonly number[], unit: string, digits = 1): string {
  const qs = [0.5, 0.9, 0.99].map((q) => fixed(quantile(values, q), digits));
  const max = fixed(Math.max(...values), digits);
  const mean = fixed(values.reduce((a, b) => a + b, 0) / values.length, digits);
  return `${name.padEnd(22)} ${qs.join(' ')} ${max} ${mean} ${String(values.length).padStart(7)}  ${unit}\n`;
}

function report(s: Settings, played: readonly GameFigures[]): void {
  const digest = createHash('sha256')
    .update(played.map((g) => g.digest).join(','))
    .digest('hex')
    .slice(0, 16);
  const out = process.stdout;
  out.write(`\n${s.bot} pair vs ${s.vs} pair: ${played.length} games, seed ${s.seed}, one core; digest ${digest}\n`);
  out.write(`${''.padEnd(22)} ${['median', 'p90', 'p99', 'max', 'mean', 'count'].map((h) => h.padStart(9)).join('')}\n`);
  const rows: [string, number[], string, number][] = [
    ['game CPU', played.map((g) => g.cpuS), 's', 1],
    ['card decision', played.flatMap((g) => g.cards), 'ms CPU (with a choice)', 2],
    ['bid', played.flatMap((g) => g.bids), 'ms CPU (bid or trump named)', 2],
    ['solver nodes a game', played.map((g) => g.nodes / 1e6), 'million', 2],
  ];
  for (const [name, values, unit, digits] of rows) out.write(row(name, values, unit, digits));
  const total = played.reduce((a, g) => a + g.cpuS, 0);
  const cards = played.reduce((a, g) => a + g.cards.reduce((x, y) => x + y, 0), 0) / 1000;
  const bids = played.reduce((a, g) => a + g.bids.reduce((x, y) => x + y, 0), 0) / 1000;
  const byTrick = played.reduce((sum, g) => sum.map((n, t) => n + g.trickNodes[t]), new Array<number>(8).fill(0));
  const cardNodes = byTrick.reduce((a, b) => a + b, 0);
  out.write(`card nodes by trick: ${byTrick.map((n) => `${((100 * n) / cardNodes).toFixed(1)}%`).join(' ')}\n`);
  out.write(
    `CPU: ${total.toFixed(1)} s in all; the ${s.bot} seats' cards ${((100 * cards) / total).toFixed(0)}%, bids ${((100 * bids) / total).toFixed(0)}%\n`,
  );
}

function parse(args: readonly string[]): Settings | string {
  const s: Settings = { games: 50, seed: 1, bot: 'pimc', vs: 'signal' };
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i], args[i + 1]];
    if (value === undefined) return `${flag} needs a value`;
    const n = Number(value);
    if (flag === '--games' && Number.isInteger(n) && n > 0) s.games = n;
    else if (flag === '--seed' && Number.isInteger(n) && n >= 0) s.seed = n;
    else if (flag === '--bot') s.bot = value;
    else if (flag === '--vs') s.vs = value;
    else if (flag === '--out') s.out = value;
    else return `bad argument ${flag} ${value}: use --games N (N ≥ 1), --seed S (S ≥ 0), --bot SPEC, --vs SPEC, --out FILE`;
  }
  return s;
}

function main(args: readonly string[]): void {
  const s = parse(args);
  if (typeof s === 'string') {
    process.stderr.write(`bench:pimc: ${s}\n`);
    process.exit(2);
  }
  // The bots are checked before the first game, which may take minutes.
  create(s.bot);
  create(s.vs);
  const played: GameFigures[] = [];
  for (let i = 0; i < s.games; i++) {
    const g = playOne(s, i);
    played.push(g);
    if (s.out) appendFileSync(s.out, `${JSON.stringify(g)}\n`);
    process.stderr.write(
      `game ${i + 1}/${s.games}: ${g.cpuS.toFixed(1)} s CPU, ${g.cards.length} cards, ${g.bids.length} bids, digest ${g.digest}\n`,
    );
  }
  report(s, played);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
