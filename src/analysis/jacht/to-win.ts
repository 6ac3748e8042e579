// `tafel analyze jacht --to-win`: where and why playing to win changes the choice. N deals
// of optimal(objective=win) against optimal, each from both seats on the same dice; at
// every decision of the win-seeking bot, what optimal would do there and what the model
// says each choice is worth in wins; beside it, how the games really ended.
import { resolveBot } from '../../../bots/registry.js';
import { UsageError } from '../../core/errors.js';
import type { AnyGame } from '../../core/game.js';
import { dealSeed } from '../../core/seeds.js';
import { jacht } from '../../games/jacht/index.js';
import { cacheProblem } from '../../games/jacht/solver/cache.js';
import { getDistributions, getSolution } from '../../games/jacht/solver/solution.js';
import { WIN_MODEL } from '../../games/jacht/solver/win-turn.js';
import { type Interval, meanInterval } from '../../stats/intervals.js';
import { type DuelBots, type GameWalk, POINTS_BOT, WIN_BOT, playDeal } from './duel.js';
import { type Deviation, type FlipCounts, FlipTally, type Situation } from './flips.js';
import { CURVE_WIDTH, type CurvePoint, WinCurve } from './win-curve.js';

const DEALS = 'analyze:jacht:to-win';
/** Deals between two looks at the event loop, where a stop signal is seen (a deal is two
 * games, about 10 ms). */
const DEALS_PER_BREATH = 8;

export interface ToWinAnalysis {
  readonly game: 'jacht';
  readonly mode: 'to-win';
  readonly bots: { readonly win: string; readonly points: string };
  /** What the model's every win chance (the gains, the curve's `model`) assumes. */
  readonly model: typeof WIN_MODEL;
  /** Deals played (each from both seats: twice as many games), `requested`, or fewer when stopped. */
  readonly deals: number;
  readonly requested: number;
  readonly complete: boolean;
  readonly seed: number;
  /** How the games ended: the win-seeking bot's share of the wins, its 95% interval over
   * deals, and both bots' mean final scores. */
  readonly result: {
    readonly games: number;
    readonly winShare: number;
    readonly winShareCI: Interval;
    readonly meanScore: { readonly win: number; readonly points: number };
  };
  readonly decisions: FlipCounts;
  readonly situations: readonly Situation[];
  readonly deviations: readonly Deviation[];
  readonly curve: { readonly width: number; readonly points: readonly CurvePoint[] };
}

interface ToWinRequest {
  /** Deals: each is played twice, once from each seat. */
  readonly deals: number;
  readonly seed: number;
  readonly onProgress?: (done: number, total: number) => void;
  /** Stops after the deal under way; the figures cover the deals so far. */
  readonly signal?: AbortSignal;
  /** Each game as walked (tests compare it with their own walk). */
  readonly onGame?: (walk: GameWalk, deal: number) => void;
}

const game = jacht as unknown as AnyGame;
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The seed of deal `i`: both its games are dealt from it. */
const seedOfDeal = (seed: number, i: number) => dealSeed(seed, DEALS, i);

export async function analyzeToWin(req: ToWinRequest): Promise<ToWinAnalysis> {
  const problem = cacheProblem();
  if (problem !== undefined) throw new UsageError(problem);
  const [win, points] = [WIN_BOT, POINTS_BOT].map((spec) => resolveBot('jacht', spec));
  // Solved or loaded before the first deal, so its time is no deal's.
  getSolution();
  getDistributions();
  const bots: DuelBots = {
    win: win.definition.create(win.params, game),
    points: points.definition.create(points.params, game),
  };
  const flips = new FlipTally();
  const curve = new WinCurve();
  let deals = 0;
  let shares = 0;
  let sharesSq = 0;
  let winScore = 0;
  let pointsScore = 0;
  while (deals < req.deals && !req.signal?.aborted) {
    let share = 0;
    for (const walk of playDeal(bots, seedOfDeal(req.seed, deals))) {
      req.onGame?.(walk, deals);
      for (const d of walk.decisions) flips.add(d);
      for (const t of walk.turns) curve.add(t, walk.winShare);
      share += walk.winShare / 2;
      winScore += walk.winScore;
      pointsScore += walk.pointsScore;
    }
    shares += share;
    sharesSq += share * share;
    deals++;
    if (deals % DEALS_PER_BREATH === 0) {
      req.onProgress?.(deals, req.deals);
      await breathe();
    }
  }
  const games = 2 * deals;
  return {
    game: 'jacht',
    mode: 'to-win',
    bots: { win: WIN_BOT, points: POINTS_BOT },
    model: WIN_MODEL,
    deals,
    requested: req.deals,
    complete: deals === req.deals,
    seed: req.seed,
    result: {
      games,
      winShare: shares / deals,
      winShareCI: meanInterval(shares, sharesSq, deals),
      meanScore: { win: winScore / games, points: pointsScore / games },
    },
    decisions: flips.counts(games),
    situations: flips.situations(games),
    deviations: flips.deviations(games),
    curve: { width: CURVE_WIDTH, points: curve.points() },
  };
}
