// Runs a sweep on the simulation core: one plan per grid point, all with the same master
// seed and table key, so every point plays the same deals (common random numbers) with
// the seats rotated. Racing spends the games in rounds and drops the points that are
// clearly worse than the leader after each.
import { UsageError } from '../core/errors.js';
import { splitLineup } from '../core/spec.js';
import { buildPlan } from '../sim/build.js';
import type { Plan } from '../sim/plan.js';
import { runPlan } from '../sim/run.js';
import { type Interval, Z95, meanInterval, wilsonInterval } from '../stats/intervals.js';
import { clearlyWorse } from './compare.js';
import { type Axis, type GridPoint, parseGrid } from './grid.js';

export interface SweepRequest {
  readonly game: string;
  /** The swept bot: a spec with ranges, e.g. threshold(risk=0.1..0.6:0.05,maxCards=2..6). */
  readonly bot: string;
  /** The opponents, comma-separated: the lineup is the swept bot plus these. */
  readonly vs: string;
  /** Games per grid point (the most a point plays when racing). */
  readonly games: number;
  readonly seed: number;
  readonly options?: Readonly<Record<string, string>>;
  readonly workers?: number;
  readonly race?: boolean;
  readonly onPoint?: (done: number, total: number) => void;
}

export interface PointResult {
  readonly label: string;
  readonly values: readonly string[];
  readonly games: number;
  readonly wins: number;
  readonly winRate: number;
  readonly winRateCI: Interval;
  readonly meanScore: number;
  readonly meanScoreCI: Interval;
  readonly forfeits: number;
  /** Not distinguishable from the best point at the 95% level (the best included). */
  readonly contender: boolean;
  /** Racing: the round after which the point was dropped. */
  readonly droppedAfterRound?: number;
}

export interface SweepResult {
  readonly game: string;
  readonly bot: string;
  readonly vs: readonly string[];
  readonly seed: number;
  readonly axes: readonly Axis[];
  readonly gamesPerPoint: number;
  readonly race: boolean;
  /** Sorted by win rate, best first. */
  readonly points: readonly PointResult[];
  readonly best: PointResult;
  readonly gamesPlayed: number;
  /** What the full grid costs: points × games per point. */
  readonly gamesFullGrid: number;
}

/** Running sums of the swept bot (entrant 0) over one or more runs of its plan. */
class Sums {
  games = 0;
  wins = 0;
  sum = 0;
  sumSquares = 0;
  forfeits = 0;
}

export function sweepTableKey(game: string, vs: readonly string[]): string {
  return `sweep:${game}:${vs.join(',')}`;
}

function checkedPlans(req: SweepRequest, points: readonly GridPoint[], vs: string[], games: number, tableKey: string): Plan[] {
  return points.map((p) => buildPlan({ game: req.game, bots: [p.label, ...vs], games, seed: req.seed, options: req.options, tableKey }));
}

async function play(plan: Plan, sums: Sums, workers: number | undefined): Promise<void> {
  const summary = await runPlan(plan, { workers });
  const e = summary.entrants[0];
  // The run reports a mean and its interval; the sum of squares follows from them.
  const half = e.meanScoreCI[1] - e.meanScore;
  const variance = e.games > 1 ? (half / Z95) ** 2 * e.games : 0;
  sums.games += e.games;
  sums.wins += e.wins;
  sums.sum += e.meanScore * e.games;
  sums.sumSquares += variance * (e.games - 1) + e.games * e.meanScore * e.meanScore;
  sums.forfeits += e.forfeits;
}

export async function runSweep(req: SweepRequest): Promise<SweepResult> {
  const grid = parseGrid(req.game, req.bot);
  const vs = splitLineup(req.vs);
  if (vs.length === 0) throw new UsageError('--vs lists no opponents: give one bot per other seat, e.g. greedy,greedy');
  const players = vs.length + 1;
  const tableKey = sweepTableKey(req.game, vs);
  // Every point's plan is built (and so checked) before a single game runs.
  const plans = checkedPlans(req, grid.points, vs, req.games, tableKey);
  const sums = grid.points.map(() => new Sums());
  const dropped = new Map<number, number>();
  let played = 0;

  if (!req.race) {
    for (let i = 0; i < plans.length; i++) {
      await play(plans[i], sums[i], req.workers);
      played += plans[i].games;
      req.onPoint?.(i + 1, plans.length);
    }
  } else {
    const rounds = raceRounds(req.games, players);
    let alive = grid.points.map((_, i) => i);
    for (let r = 0; r < rounds.length && alive.length > 0; r++) {
      // Each round deals fresh games, the same for every point still in the race.
      const roundPlans = checkedPlans(req, alive.map((i) => grid.points[i]), vs, rounds[r], `${tableKey}/race${r}`);
      for (let k = 0; k < alive.length; k++) {
        await play(roundPlans[k], sums[alive[k]], req.workers);
        played += rounds[r];
      }
      req.onPoint?.(r + 1, rounds.length);
      if (r === rounds.length - 1) break;
      const leader = alive.reduce((a, b) => (sums[b].wins / sums[b].games > sums[a].wins / sums[a].games ? b : a));
      alive = alive.filter((i) => {
        const out = clearlyWorse(sums[i], sums[leader]);
        if (out) dropped.set(i, r + 1);
        return !out;
      });
    }
  }

  const results = grid.points.map((p, i) => toResult(p, sums[i], dropped.get(i)));
  const finalists = results.filter((r) => r.droppedAfterRound === undefined);
  const best = finalists.reduce((a, b) => (b.winRate > a.winRate ? b : a));
  const marked = results.map((r) => ({
    ...r,
    contender: r.droppedAfterRound === undefined && !clearlyWorse(r, best),
  }));
  marked.sort((a, b) => b.winRate - a.winRate || a.label.localeCompare(b.label));
  return {
    game: req.game,
    bot: grid.bot,
    vs,
    seed: req.seed,
    axes: grid.axes,
    gamesPerPoint: req.games,
    race: req.race ?? false,
    points: marked,
    best: marked.find((r) => r.label === best.label)!,
    gamesPlayed: played,
    gamesFullGrid: grid.points.length * req.games,
  };
}

/** Successive halving's schedule: rounds of N/16, N/16, N/8, N/4, N/2 games, each a whole
 * number of seat rotations, adding up to about N for a point that lasts to the end. */
export function raceRounds(games: number, players: number): number[] {
  const shares = [1 / 16, 1 / 16, 1 / 8, 1 / 4, 1 / 2];
  return shares.map((s) => Math.max(players, Math.round((games * s) / players) * players));
}

function toResult(p: GridPoint, s: Sums, droppedAfterRound: number | undefined): PointResult {
  const result: PointResult = {
    label: p.label,
    values: p.values,
    games: s.games,
    wins: s.wins,
    winRate: s.games ? s.wins / s.games : 0,
    winRateCI: wilsonInterval(s.wins, s.games),
    meanScore: s.games ? s.sum / s.games : NaN,
    meanScoreCI: meanInterval(s.sum, s.sumSquares, s.games),
    forfeits: s.forfeits,
    contender: false,
  };
  return droppedAfterRound === undefined ? result : { ...result, droppedAfterRound };
}
