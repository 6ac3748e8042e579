// Runs a sweep on the simulation core: one plan per grid point, all with the same master
// seed and table key, so every point plays the same deals (common random numbers) with
// the seats rotated. Racing spends the games in rounds and drops the points that are
// clearly worse than the leader after each, on the games both have played.
import type { BetterScore } from '../core/game.js';
import { ExitError, UsageError } from '../core/errors.js';
import { splitLineup } from '../core/spec.js';
import { findGame } from '../games/registry.js';
import { type GuestRequest, buildPlan } from '../sim/build.js';
import { limitsOf } from '../../bots/guest-bots.js';
import type { GuestSettings } from '../../bots/registry.js';
import { forfeitingSides } from '../sim/merge.js';
import type { Plan } from '../sim/plan.js';
import { queueOpener } from '../queue/open.js';
import { defaultWorkers, runPlan, withRunner } from '../sim/run.js';
import type { BatchRunner } from '../sim/runner.js';
import { rowWidth } from '../sim/batch.js';
import type { Interval } from '../stats/intervals.js';
import { Tally } from '../stats/tally.js';
import { type WinsByGame, clearlyWorse } from './compare.js';
import { type Axis, type Grid, type GridPoint, parseGrid } from './grid.js';

interface SweepRequest {
  readonly game: string;
  /** The swept bot: a spec with ranges, e.g. threshold(risk=0.1..0.6:0.05,maxCards=2..6). */
  readonly bot: string;
  /** The opponents, comma-separated: the lineup is the swept bot plus these. */
  readonly vs: string;
  /** Games per grid point (the most a point plays when racing). */
  readonly games: number;
  readonly seed: number;
  /** A secret key the deals follow from too (a sealed sweep: docs/security.md). */
  readonly key?: string;
  readonly options?: Readonly<Record<string, string>>;
  readonly workers?: number;
  /** Plays on `tafel worker` processes behind this Redis queue (see src/queue). */
  readonly queue?: string;
  /** Leave the sweep's batches and results in the queue (see openQueue). */
  readonly keepQueue?: boolean;
  /** Told what a queued run's workers must be started with. */
  readonly onQueue?: (message: string) => void;
  /** Told when the queue was lost: the sweep then ends as if stopped. */
  readonly onQueueLost?: (error: Error) => void;
  readonly race?: boolean;
  /** How bot files and programs among the opponents run (see buildPlan). */
  readonly guests?: GuestRequest;
  readonly onPoint?: (done: number, total: number) => void;
  /** Stops the sweep after the batches under way; the result covers what was played. */
  readonly signal?: AbortSignal;
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
  /** Not distinguishable from the best point at the 95% level, paired on the same games
   * (the best included). */
  readonly contender: boolean;
  /** Racing: the round after which the point was dropped. */
  readonly droppedAfterRound?: number;
}

export interface SweepResult {
  readonly game: string;
  /** Which scores are the better ones in this game. */
  readonly betterScore: BetterScore;
  readonly bot: string;
  readonly vs: readonly string[];
  readonly seed: number;
  /** Dealt from a secret key too: the seed alone does not give its deals. */
  readonly keyed?: true;
  readonly axes: readonly Axis[];
  readonly gamesPerPoint: number;
  readonly race: boolean;
  /** Sorted by win rate, best first. */
  readonly points: readonly PointResult[];
  readonly best: PointResult;
  readonly gamesPlayed: number;
  /** What the full grid costs: points × games per point. */
  readonly gamesFullGrid: number;
  /** False when the sweep was stopped: points that played no game are left out, and
   * points are compared on the games all of them played. */
  readonly complete: boolean;
}

/** The swept bot's figures at one point: the run tally, and its win share game by game
 * so that points can be paired on the games they share. */
class PointTally extends Tally {
  private buffer = new Float64Array(1024);
  constructor(private readonly maxGames: number) {
    super();
  }

  /** The win shares of the games played so far, by game index. */
  get winsByGame(): WinsByGame {
    return this.buffer;
  }

  /** Grows by doubling as games come, so a huge `--games` costs nothing until played. */
  setWin(index: number, win: number): void {
    if (index >= this.buffer.length) {
      const grown = new Float64Array(Math.min(this.maxGames, Math.max(index + 1, this.buffer.length * 2)));
      grown.set(this.buffer);
      this.buffer = grown;
    }
    this.buffer[index] = win;
  }
}

function checkedPlans(req: SweepRequest, points: readonly GridPoint[], vs: string[]): Plan[] {
  return points.map((p) =>
    buildPlan({
      game: req.game,
      bots: [p.spec, ...vs],
      games: req.games,
      seed: req.seed,
      ...(req.key ? { key: req.key } : {}),
      options: req.options,
      ...(req.guests ? { guests: req.guests } : {}),
    }),
  );
}

/** Plays games [first, first + games) of a point's plan; the swept bot is entrant 0. */
async function play(
  plan: Plan,
  first: number,
  games: number,
  tally: PointTally,
  workers: number,
  runner: BatchRunner | undefined,
  signal: AbortSignal | undefined,
) {
  const n = plan.entrants.length;
  const width = rowWidth(n);
  const teams = findGame(plan.game).teams ?? 0;
  const summary = await runPlan(
    { ...plan, first, games },
    {
      workers,
      runner,
      signal,
      onBatch: (batch) => {
        const forfeited = forfeitingSides(batch, teams);
        for (let k = 0; k < batch.count; k++) {
          const score = batch.rows[k * width];
          const win = batch.rows[k * width + n];
          tally.setWin(batch.start + k, win);
          // Side 0 is the swept bot, or in a team game its team: its score in a game it
          // forfeited is left out, as a run's figures leave it out (see merge.ts).
          if (forfeited[k] === 0) tally.addForfeited(win);
          else tally.add(score, win);
        }
      },
    },
  );
  tally.forfeits += summary.entrants[0].forfeits;
  return summary.complete;
}

/** What a sweep played: per grid point its tally, and the points racing dropped (by the
 * round after which they went). */
interface PlayedGrid {
  readonly grid: Grid;
  readonly vs: string[];
  readonly tallies: readonly PointTally[];
  readonly dropped: ReadonlyMap<number, number>;
  readonly played: number;
  /** False when the sweep was stopped before its end. */
  readonly complete: boolean;
}

export async function runSweep(req: SweepRequest): Promise<SweepResult> {
  return summarizeSweep(req, await playGrid(req));
}

export async function playGrid(req: SweepRequest): Promise<PlayedGrid> {
  findGame(req.game); // an unknown game is named as such, before its bots are looked up
  const grid = parseGrid(req.game, req.bot, guestSettings(req.guests));
  const vs = splitLineup(req.vs);
  if (vs.length === 0) throw new UsageError('--vs lists no opponents: give one bot per other seat, e.g. greedy,greedy');
  const players = vs.length + 1;
  // Every point's plan is built (and so checked) before a single game runs.
  const plans = checkedPlans(req, grid.points, vs);
  const tallies = grid.points.map(() => new PointTally(req.games));
  const dropped = new Map<number, number>();
  const workers = Math.max(1, req.workers ?? defaultWorkers());
  let played = 0;
  let complete = true;

  const playPoints = async (runner: BatchRunner | undefined) => {
    if (!req.race) {
      for (let i = 0; i < plans.length; i++) {
        complete = await play(plans[i], 0, req.games, tallies[i], workers, runner, req.signal);
        played += tallies[i].games;
        if (!complete) return;
        req.onPoint?.(i + 1, plans.length);
      }
      return;
    }
    // Racing: round r plays the next stretch of the same seeded games for every point
    // still in, so a point that lasts to the end has played exactly the full grid's games.
    const rounds = raceRounds(req.games, players);
    let alive = grid.points.map((_, i) => i);
    let first = 0;
    for (let r = 0; r < rounds.length; r++) {
      for (const i of alive) {
        const before = tallies[i].games;
        complete = await play(plans[i], first, rounds[r], tallies[i], workers, runner, req.signal);
        played += tallies[i].games - before;
        if (!complete) return;
      }
      first += rounds[r];
      req.onPoint?.(r + 1, rounds.length);
      if (r === rounds.length - 1) break;
      const leader = alive.reduce((a, b) => (tallies[b].wins > tallies[a].wins ? b : a));
      alive = alive.filter((i) => {
        const out = clearlyWorse(tallies[i].winsByGame, tallies[leader].winsByGame, first);
        if (out) dropped.set(i, r + 1);
        return !out;
      });
    }
  };
  await withRunner({ workers, open: queueOpener(req) }, async (runner) => {
    await playPoints(runner);
    if (runner?.broken) req.onQueueLost?.(runner.broken);
  });

  return { grid, vs, tallies, dropped, played, complete };
}

function summarizeSweep(req: SweepRequest, { grid, vs, tallies, dropped, played, complete }: PlayedGrid): SweepResult {
  // A stopped sweep leaves out the points it never reached, and compares the rest on the
  // games every one of them played (game indexes are common to all points).
  const shown = grid.points.map((_, i) => i).filter((i) => tallies[i].games > 0);
  if (shown.length === 0) throw new ExitError('the sweep was stopped before a point finished a game', 130);
  const results = grid.points.map((p, i) => toResult(p, tallies[i], dropped.get(i)));
  const finalists = shown.filter((i) => !dropped.has(i));
  const common = Math.min(...finalists.map((i) => tallies[i].games));
  const bestIndex = finalists.reduce((a, b) => (results[b].winRate > results[a].winRate ? b : a));
  const marked = shown.map((i) => ({
    ...results[i],
    contender: !dropped.has(i) && !clearlyWorse(tallies[i].winsByGame, tallies[bestIndex].winsByGame, common),
  }));
  const best = marked[shown.indexOf(bestIndex)];
  marked.sort((a, b) => b.winRate - a.winRate || a.label.localeCompare(b.label));
  return {
    game: req.game,
    betterScore: findGame(req.game).betterScore ?? 'higher',
    bot: grid.bot,
    vs,
    seed: req.seed,
    ...(req.key ? { keyed: true as const } : {}),
    axes: grid.axes,
    gamesPerPoint: req.games,
    race: req.race ?? false,
    points: marked,
    best,
    gamesPlayed: played,
    gamesFullGrid: grid.points.length * req.games,
    complete,
  };
}

/** Successive halving's schedule: rounds of about N/16, N/16, N/8, N/4 and the rest,
 * each a whole number of seat rotations where it can be, adding up to exactly N. */
export function raceRounds(games: number, players: number): number[] {
  const rounds: number[] = [];
  let left = games;
  for (const share of [1 / 16, 1 / 16, 1 / 8, 1 / 4]) {
    const size = Math.min(left, Math.max(players, Math.round((games * share) / players) * players));
    if (size > 0) rounds.push(size);
    left -= size;
  }
  if (left > 0) rounds.push(left);
  return rounds;
}

function toResult(p: GridPoint, s: PointTally, droppedAfterRound: number | undefined): PointResult {
  const { games, wins, winRate, winRateCI, meanScore, meanScoreCI, forfeits } = s.summary(p.label);
  const result: PointResult = {
    label: p.label,
    values: p.values,
    games,
    wins,
    winRate,
    winRateCI,
    meanScore,
    meanScoreCI,
    forfeits,
    contender: false,
  };
  return droppedAfterRound === undefined ? result : { ...result, droppedAfterRound };
}

/** How the swept bot is found and run when it is a bot file or a program. */
function guestSettings(guests: GuestRequest | undefined): GuestSettings {
  if (!guests) return {};
  return { limits: limitsOf(guests) };
}
