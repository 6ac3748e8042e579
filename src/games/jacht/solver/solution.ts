// The solved game, once per process: the value of every set of filled categories
// (solved, or read from the disk cache), and per set the tables of its turn, built
// when a bot or the analysis first needs them.
import { ALL_FILLED, CATEGORY_COUNT, categoryIndex } from '../categories.js';
import { DISTRIBUTIONS, readCache, writeCache } from './cache.js';
import { computeDistributions } from './distribution.js';
import { defaultCacheDir } from './folder.js';
import { type TurnTables, solveTurn } from './turn.js';
import { MASKS, computeValues } from './values.js';

export interface Solution {
  /** values[filled]: expected points still to come with optimal play. */
  readonly values: Float64Array;
  /** Milliseconds spent solving, or reading the cache. */
  readonly ms: number;
  readonly source: 'solved' | 'cache';
}

interface SolveOptions {
  /** Folder of the disk cache; false: neither read nor write one. */
  readonly cacheDir?: string | false;
  /** Solve even when a valid cache exists (and rewrite it): for timing the solver. */
  readonly refresh?: boolean;
}

/** Reads a valid cache, or solves and writes one: no memory between calls. */
export function loadOrSolve(opts: SolveOptions = {}): Solution {
  const dir = opts.cacheDir === undefined ? defaultCacheDir() : opts.cacheDir;
  const started = performance.now();
  if (dir !== false && !opts.refresh) {
    const cached = readCache(dir);
    if (typeof cached !== 'string') return { values: cached, ms: performance.now() - started, source: 'cache' };
  }
  const values = computeValues();
  const solution: Solution = { values, ms: performance.now() - started, source: 'solved' };
  if (dir !== false) writeCache(dir, values);
  return solution;
}

/** Module state: the solitaire solution, solved (or read from the disk cache) once a
 * thread and shared by every bot and analysis in it. */
let solved: Solution | undefined;

/** Solves (or loads) once per process; later calls return the same solution, unless
 * `refresh` asks for a solve and the one held came from the cache. */
export function getSolution(opts: SolveOptions = {}): Solution {
  if (!solved || (opts.refresh && solved.source === 'cache')) solved = loadOrSolve(opts);
  return solved;
}

/** A filled-mask from the ids of the open categories. */
export function filledFromOpen(open: readonly string[]): number {
  let filled = ALL_FILLED;
  for (const id of open) filled &= ~(1 << categoryIndex(id));
  return filled;
}

/** Expected points still to come with these categories filled (0 = start of the game). */
export function expectedScore(filled = 0): number {
  return getSolution().values[filled];
}

interface OptimalTurn {
  readonly tables: TurnTables;
  /** after[c]: the value of the rest of the game once category c is filled too. */
  readonly after: Float64Array;
}

const turns: (OptimalTurn | undefined)[] = new Array(MASKS);

export function optimalTurn(filled: number): OptimalTurn {
  let turn = turns[filled];
  if (turn === undefined) {
    const values = getSolution().values;
    const after = new Float64Array(CATEGORY_COUNT);
    for (let c = 0; c < CATEGORY_COUNT; c++) after[c] = filled & (1 << c) ? 0 : values[filled | (1 << c)];
    turn = { tables: solveTurn(filled, after), after };
    turns[filled] = turn;
  }
  return turn;
}

interface Distributions {
  /** dist[filled * SPAN + p]: the chance that optimal play scores p more points (distribution.ts). */
  readonly dist: Float64Array;
  readonly ms: number;
  readonly source: 'solved' | 'cache';
}

/** Module state: the score distributions, computed once a thread like the solution. */
let distributions: Distributions | undefined;

/** The distributions of the points still to come, once per process: read from the disk
 * cache beside the values, or computed from the values (under a second) and written. */
export function getDistributions(opts: SolveOptions = {}): Distributions {
  if (distributions && !(opts.refresh && distributions.source === 'cache')) return distributions;
  const dir = opts.cacheDir === undefined ? defaultCacheDir() : opts.cacheDir;
  const started = performance.now();
  if (dir !== false && !opts.refresh) {
    const cached = readCache(dir, DISTRIBUTIONS);
    if (typeof cached !== 'string') {
      distributions = { dist: cached, ms: performance.now() - started, source: 'cache' };
      return distributions;
    }
  }
  const dist = computeDistributions(getSolution(opts).values);
  distributions = { dist, ms: performance.now() - started, source: 'solved' };
  if (dir !== false) writeCache(dir, dist, DISTRIBUTIONS);
  return distributions;
}
