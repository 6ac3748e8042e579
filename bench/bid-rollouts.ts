// What playing gains over passing at a bid as the round is really played, beside what
// pimc's bid models judge it (bid-model.ts). The models, like the search they stand for,
// judge a bid on solved deals, every hand open; here, at every bid of seeded deals, the
// round is played out twice by four bots (default pimc), once with the bidder taking the
// proposed suit and once passing it, each seat's bot seeded alike in both. The gain is the
// bidder's team's round score less the other's, playing less passing: one round each, so
// noisy (nat swings a round by 162 points and more), but unbiased and paired. The table
// says, per situation, what a `caution` (pimc's: play in the first circle only when the
// models' gain is at least that) would have made of the same bids, against caution 0.
//
//   npm run build && node dist/bench/bid-rollouts.js [--deals 400] [--seed 11] [--bot pimc]
//     [--data results/bid-rollouts-11.jsonl]
//
// One JSON line a bid goes to --data as the deals are played, so a stopped run resumes at
// the deal after the last one written (and a larger --deals adds deals). Some 8 s of CPU a
// deal with pimc.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Bot, BotContext } from '../src/core/bot.js';
import { RngChance, SeededChance } from '../src/core/chance.js';
import { SeededRng } from '../src/core/rng.js';
import { dealSeed } from '../src/core/seeds.js';
import { findGame, resolveOptions } from '../src/games/registry.js';
import { PHASE, SEATS, T, type KlaverjasObservation, type KlaverjasState } from '../src/games/klaverjassen/state.js';
import { resolveBot } from '../bots/registry.js';
import { bidGain } from '../bots/klaverjassen/bid-model.js';

const game = findGame('klaverjassen');
const options = resolveOptions(game, {});

/** One bid and its two rounds. */
export interface Rollout {
  readonly deal: number;
  readonly secondCircle: boolean;
  /** Seats still to bid after this one in its circle. */
  readonly later: number;
  /** The models' gain of playing over passing (a pass weighed 0 where the first circle
   * has nobody after). */
  readonly model: number;
  /** The bidder's team's round score less the other's, the bidder playing and passing. */
  readonly play: number;
  readonly pass: number;
}

/** The four seats' bots and their contexts for deal `deal`, seeded by `lane`. */
function table(bot: string, seed: number, deal: number, lane: string): { bots: Bot[]; ctxs: BotContext[] } {
  const { definition, params } = resolveBot('klaverjassen', bot);
  const bots = Array.from({ length: SEATS }, () => definition.create(params, game) as Bot);
  const ctxs = bots.map((_, seat) => {
    const rng = new SeededRng(dealSeed(seed, `bid-rollouts-${lane}-${seat}`, deal));
    return { seat, rng, chance: new RngChance(rng), budgetMs: Infinity, iterations: Infinity };
  });
  return { bots, ctxs };
}

/** The round under way after `bid`, played to its end by fresh bots seeded by `lane`:
 * the team of `seat`'s score less the other's, and who took the trump. */
export function playOut(
  state: KlaverjasState,
  bid: 'play' | 'pass',
  bot: string,
  seed: number,
  deal: number,
  lane: string,
): { diff: number; player: number } {
  const s = game.clone(state) as KlaverjasState;
  const seat = s.turn;
  const chance = new SeededChance(dealSeed(seed, 'bid-rollouts', deal));
  game.apply(s, bid, chance);
  const { bots, ctxs } = table(bot, seed, deal, lane);
  let player = s.player;
  while (s.round === 0 && !game.isTerminal(s)) {
    const turn = game.currentPlayer(s);
    game.apply(s, bots[turn].act(game.observe(s, turn), game.legalActions(s), ctxs[turn]), chance);
    if (s.player >= 0) player = s.player;
  }
  const [mine, theirs] = seat % 2 === 0 ? [T.totals, T.totals + 1] : [T.totals + 1, T.totals];
  return { diff: s.t[mine] - s.t[theirs], player };
}

/** Every bid of deal `deal`'s first round as `bot` bids it, each rolled out both ways. */
export function rollouts(seed: number, deal: number, bot = 'pimc'): Rollout[] {
  const chance = new SeededChance(dealSeed(seed, 'bid-rollouts', deal));
  const state = game.setup(SEATS, options, chance) as KlaverjasState;
  const { bots, ctxs } = table(bot, seed, deal, 'bids');
  const out: Rollout[] = [];
  while (state.phase === PHASE.bid) {
    const seat = state.turn;
    const obs = game.observe(state, seat) as KlaverjasObservation;
    const secondCircle = obs.shown === 2;
    const later = SEATS - 1 - (obs.bidCount % SEATS);
    // Both rounds from one lane: the bots differ only by what the bid made of the round.
    const lane = `${secondCircle ? 'second' : 'first'}-${later}`;
    const play = playOut(state, 'play', bot, seed, deal, lane).diff;
    const pass = playOut(state, 'pass', bot, seed, deal, lane).diff;
    out.push({ deal, secondCircle, later, model: bidGain(obs), play, pass });
    game.apply(state, bots[seat].act(obs, game.legalActions(state), ctxs[seat]), chance);
  }
  return out;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const se = (xs: readonly number[]) => {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / Math.max(1, xs.length - 1) / xs.length);
};

/** Per situation: the bids, the gain as played and as the models judge it, and what each
 * caution would have gained a bid against caution 0 (first circle; the rule pimc plays). */
export function summary(rows: readonly Rollout[], cautions: readonly number[]): string {
  const lines = [`${rows.length} bids of ${new Set(rows.map((r) => r.deal)).size} deals`];
  for (const secondCircle of [false, true]) {
    for (const later of [3, 2, 1, 0]) {
      const of = rows.filter((r) => r.secondCircle === secondCircle && r.later === later);
      if (of.length < 2) continue;
      const gains = of.map((r) => r.play - r.pass);
      const where = `${secondCircle ? 'second' : 'first'} circle, ${later} after`;
      let line = `${where.padEnd(22)} ${String(of.length).padStart(5)} bids  gain as played ${mean(gains).toFixed(1)} (se ${se(gains).toFixed(1)}), by the models ${mean(of.map((r) => r.model)).toFixed(1)}`;
      if (!secondCircle) {
        const worth = cautions.map((c) => {
          const diff = of.map((r) => (r.model >= c ? r.play : r.pass) - (r.model >= 0 ? r.play : r.pass));
          return `${c}: ${mean(diff).toFixed(1)} (se ${se(diff).toFixed(1)})`;
        });
        line += `\n${''.padEnd(22)} caution, gained a bid: ${worth.join(', ')}`;
      }
      lines.push(line);
    }
  }
  return lines.join('\n');
}

function main(args: readonly string[]): void {
  let [deals, seed, bot, data] = [400, 11, 'pimc', ''];
  for (let i = 0; i < args.length; i += 2) {
    const n = Number(args[i + 1]);
    if (args[i] === '--deals' && Number.isInteger(n) && n > 0) deals = n;
    else if (args[i] === '--seed' && Number.isInteger(n) && n >= 0) seed = n;
    else if (args[i] === '--bot' && args[i + 1] !== undefined) bot = args[i + 1];
    else if (args[i] === '--data' && args[i + 1] !== undefined) data = args[i + 1];
    else {
      process.stderr.write(
        `bid-rollouts: bad argument ${args[i]} ${args[i + 1] ?? ''}: use --deals N (N ≥ 1), --seed S (S ≥ 0), --bot SPEC, --data FILE\n`,
      );
      process.exit(2);
    }
  }
  data ||= `results/bid-rollouts-${seed}.jsonl`;
  const rows: Rollout[] = existsSync(data)
    ? readFileSync(data, 'utf8')
        .split('\n')
        .filter((l) => l !== '')
        .map((l) => JSON.parse(l) as Rollout)
    : [];
  for (let deal = rows.length ? rows[rows.length - 1].deal + 1 : 0; deal < deals; deal++) {
    const played = rollouts(seed, deal, bot);
    appendFileSync(data, played.map((r) => `${JSON.stringify(r)}\n`).join(''));
    rows.push(...played);
    if ((deal + 1) % 10 === 0) process.stderr.write(`${deal + 1}/${deals} deals\n`);
  }
  process.stdout.write(
    `bids rolled out by ${bot}, seed ${seed}:\n${summary(
      rows.filter((r) => r.deal < deals),
      [20, 40, 60, 80, 100],
    )}\n`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
