// A tune: the search asks for points a batch at a time, each evaluation on fresh deals of
// the search's own deal set; the search's best points are raced on fresh paired deals of
// the race's; the race's pick, its runners-up, the bot's defaults and the --against bots
// are checked on the check's deals, and the check decides what is recommended. Every
// evaluation is played on one runner and told back in the order asked, so the same seed
// and budget give the same recommendation on any number of workers.
import { ExitError, UsageError, choices } from '../core/errors.js';
import { SeededRng } from '../core/rng.js';
import { dealSeed } from '../core/seeds.js';
import { splitLineup } from '../core/spec.js';
import { findGame } from '../games/registry.js';
import { resolveBot } from '../../bots/registry.js';
import { type GuestRequest, buildPlan } from '../sim/build.js';
import { type Plan, dealSize } from '../sim/plan.js';
import type { LazyStart } from '../sim/lazy-pool.js';
import { defaultWorkers, withRunner } from '../sim/run.js';
import type { BatchRunner } from '../sim/runner.js';
import { stopFlagOf } from '../sim/stop-flag.js';
import { queueOpener } from '../queue/open.js';
import { type Played, checkPoint } from './check.js';
import { type Row, type TuneResult, checkedRows } from './result.js';
import { Evaluations, rangeTask } from './evaluate.js';
import type { Logged } from './log.js';
import { Ntbea } from './ntbea.js';
import { type Raced, RACED, race } from './race.js';
import { RandomSearch } from './random.js';
import { type Evaluate, runSearch } from './search.js';
import { METHODS, type Method, type Point, type Searcher, coverSize } from './searcher.js';
import { pointSpec, searchSpace } from './space.js';
import { budgetOf } from './budget.js';

/** Deals per evaluation by default: 10 (30 games of three-player Jatten). */
const BLOCK_DEALS = 10;
const CHECK_GAMES = 2000;
/** Runners-up checked: the race's last four are the pick and these. */
const RUNNERS_UP = 3;
/** The deal sets of the three parts: no part plays another's deals. */
const DEALS = { search: 'tune/search', race: 'tune/race', check: 'tune/check' } as const;

type TunePhase = 'search' | 'race' | 'check';

interface TuneRequest {
  readonly game: string;
  /** The tuned bot, with ranges, lists or values for any of its parameters. */
  readonly bot: string;
  readonly vs: string;
  /** Games the search and the race may play. */
  readonly budget: number;
  readonly seed: number;
  /** A secret key the deals follow from too (a sealed tune: docs/security.md). */
  readonly key?: string;
  readonly method?: Method;
  /** The UCB constant k, in standard errors of one evaluation (default 1). */
  readonly explore?: number;
  /** Games per evaluation: whole duplicate deals. */
  readonly block?: number;
  /** Games each checked point plays on fresh deals. */
  readonly check?: number;
  /** Bots to check beside the picks (comma-separated specs), e.g. the best grid point. */
  readonly against?: string;
  readonly options?: Readonly<Record<string, string>>;
  readonly workers?: number;
  readonly queue?: string;
  readonly keepQueue?: boolean;
  readonly onQueue?: (message: string) => void;
  readonly guests?: GuestRequest;
  readonly signal?: AbortSignal;
  /** Told the games played of each part as they come. */
  readonly onProgress?: (phase: TunePhase, done: number, total: number) => void;
  /** Told every evaluation played, with its number in the order asked (the log). */
  readonly onEvaluation?: (n: number, point: string, value: number) => void;
  /** Evaluations already played, by number (a resumed tune's log): told, not played. */
  readonly logged?: ReadonlyMap<number, Logged>;
  /** When worker threads start (see lazy-pool.ts); a test starts them at once. */
  readonly lazyStart?: LazyStart;
}

function searcherOf(method: Method, sizes: number[], seed: number, explore: number): Searcher {
  // The search's own stream, keyed apart from every game's.
  const rng = new SeededRng(dealSeed(seed, `tune:${method}`, 0));
  const cover = coverSize(sizes);
  return method === 'ntbea' ? new Ntbea(sizes, rng, explore, cover) : new RandomSearch(sizes, rng, cover);
}

/** Everything checked before the first game: the space, the lineup, block, check and
 * budget in whole deals, the references. */
function prepare(req: TuneRequest) {
  const game = findGame(req.game);
  const method = req.method ?? 'ntbea';
  if (!METHODS.includes(method)) throw new UsageError(`--method ${String(method)} is unknown: use ${choices([...METHODS])}`);
  const settings = req.guests ? { base: req.guests.base } : {};
  const space = searchSpace(game.id, req.bot, settings);
  const vs = splitLineup(req.vs);
  if (vs.length === 0) throw new UsageError('--vs lists no opponents: give one bot per other seat, e.g. greedy,greedy');
  const plans = new Map<string, Plan>();
  const planOf = (spec: string, games: number, deals: string) => {
    const key = `${deals}\n${games}\n${spec}`;
    let plan = plans.get(key);
    if (!plan) {
      const bots = [spec, ...vs];
      plan = buildPlan({
        game: game.id,
        bots,
        games,
        seed: req.seed,
        ...(req.key ? { key: req.key } : {}),
        options: req.options,
        deals,
        seating: 'duplicate',
        guests: req.guests,
      });
      plans.set(key, plan);
    }
    return plan;
  };
  // The lineup checked once (player count, opponents), and the block and check in whole
  // duplicate deals, which buildPlan refuses otherwise, saying what would do.
  const first = pointSpec(
    space,
    space.dims.map(() => 0),
  );
  const deal = dealSize(planOf(first, 0, DEALS.search));
  const block = req.block ?? BLOCK_DEALS * deal;
  const check = req.check ?? Math.ceil(CHECK_GAMES / deal) * deal;
  for (const [flag, games] of [
    ['--block', block],
    ['--check', check],
  ] as const) {
    if (games % deal !== 0) {
      const near = Math.max(deal, Math.round(games / deal) * deal);
      throw new UsageError(
        `${flag} ${games}: a duplicate deal here is ${deal} games, so give a multiple of ${deal} (e.g. ${near})`,
      );
    }
  }
  planOf(first, block, DEALS.search);
  planOf(first, check, DEALS.check);
  const references = [
    { spec: `${space.bot}(${space.fixed.join(',')})`, role: 'default' as const },
    ...splitLineup(req.against ?? '').map((spec) => ({ spec, role: 'against' as const })),
  ].map((r) => ({ ...r, label: resolveBot(game.id, r.spec, settings).label }));
  for (const r of references) planOf(r.spec, check, DEALS.check);
  const sizes = space.dims.map((d) => d.values.length);
  const budget = budgetOf(req.budget, { sizes, spaceSize: space.size, block, deal, largest: largestDim(space.dims) });
  const labelOf = (point: Point) => resolveBot(game.id, pointSpec(space, point), settings).label;
  return { game, method, space, vs, planOf, block, check, references, sizes, budget, labelOf };
}

function largestDim(dims: readonly { param: string; values: readonly string[] }[]): string {
  return dims.reduce((a, b) => (b.values.length > a.values.length ? b : a)).param;
}

export async function runTune(req: TuneRequest): Promise<TuneResult> {
  const t = prepare(req);
  const { space, block, budget } = t;
  const explore = req.explore ?? 1;
  const searcher = searcherOf(t.method, t.sizes, req.seed, explore * (0.5 / Math.sqrt(block)));
  const trace: { games: number; label: string; estimate: number }[] = [];
  const cost = { search: 0, race: 0, check: 0 };
  let complete = true;
  let raced: Raced[] | undefined;

  const rows = await withRunner(
    { workers: Math.max(1, req.workers ?? defaultWorkers()), open: queueOpener(req), lazyStart: req.lazyStart },
    async (runner) => {
      const stop = stopFlagOf(req.signal);
      try {
        const evaluate = evaluator(req, t, new Evaluations(runner, stop.flag));
        ({ complete, raced } = await searchAndRace(req, t, searcher, evaluate, { trace, cost }));
      } finally {
        stop.release();
      }
      if (runner?.broken)
        throw new ExitError(`${runner.broken.message}: the tune stopped after ${cost.search + cost.race} games`, 2);
      if (trace.length === 0) return undefined;
      const rows = rowsOf(t, searcher, raced);
      if (!complete) return { rows, played: [] };
      const played = await checkRows(req, t, rows, runner, (games) => {
        cost.check += games;
      });
      if (played.length < rows.length || played.some((p) => !p.complete)) complete = false;
      return { rows, played };
    },
  );
  if (!rows) throw new ExitError('the tune was stopped before its first evaluation was played', 130);

  return {
    game: t.game.id,
    bot: space.bot,
    vs: t.vs,
    seed: req.seed,
    ...(req.key ? { keyed: true as const } : {}),
    method: t.method,
    explore,
    dims: space.dims,
    fixed: space.fixed,
    spaceSize: space.size,
    block,
    budget: req.budget,
    spent: cost.search + cost.race,
    cost,
    evaluations: cost.search / block,
    raced: Math.min(RACED, budget.raced),
    raceRounds: budget.rounds,
    checkGames: t.check,
    ...checkedRows(space, rows.rows, rows.played),
    trace,
    marginals: space.dims.map((d, k) => ({
      param: d.param,
      values: searcher.model.marginal(k, d.values.length).map((m, v) => ({ value: d.values[v], ...m })),
    })),
    complete,
  };
}

type Tune = ReturnType<typeof prepare>;

/** The search, then the race of its best: whether both ran to their end, and the raced
 * points. Each batch of the search adds to `trace` and each stage's games to `cost`. */
async function searchAndRace(
  req: TuneRequest,
  t: Tune,
  searcher: Searcher,
  evaluate: Evaluate,
  { trace, cost }: { trace: { games: number; label: string; estimate: number }[]; cost: { search: number; race: number } },
): Promise<{ complete: boolean; raced?: Raced[] }> {
  const { block, budget, labelOf } = t;
  const searched = await runSearch({
    searcher,
    evaluations: budget.evaluations,
    block,
    evaluate,
    onBatch: (done) => {
      cost.search = done * block;
      const [best] = searcher.ranked(1);
      trace.push({ games: cost.search, label: labelOf(best.point), estimate: best.estimate });
      req.onProgress?.('search', cost.search, budget.search);
    },
  });
  if (!searched) return { complete: false };
  const candidates = searcher.ranked(RACED).map((r) => r.point);
  const raced = await race(candidates, budget.rounds, evaluate, budget.evaluations, (games) => {
    cost.race += games;
    req.onProgress?.('race', cost.race, budget.race);
  });
  return { complete: raced !== undefined, raced };
}

/** Evaluations played on the runner: a resumed tune's logged values are told instead of
 * played (the log is checked to be of this tune), every value played is logged. */
function evaluator(req: TuneRequest, t: Tune, evaluations: Evaluations): Evaluate {
  return (batch, n) => {
    const labels = batch.map((e) => t.labelOf(e.point));
    const known = labels.map((label, i) => {
      const logged = req.logged?.get(n + i);
      if (logged && logged.point !== label) {
        throw new UsageError(
          `--resume: evaluation ${n + i + 1} is of ${label}, but the log has ${logged.point}: the log is of another tune`,
        );
      }
      return logged?.value;
    });
    const tasks = batch.map((e) => rangeTask(t.planOf(pointSpec(t.space, e.point), t.block, DEALS[e.deals]), e.first, e.games));
    return evaluations.play(tasks, known, (i, value) => req.onEvaluation?.(n + i, labels[i], value));
  };
}

/** The rows to check: the race's order (the model's when the race was not run to its
 * end), then the bot's defaults and each --against bot. */
function rowsOf(t: Tune, searcher: Searcher, raced: readonly Raced[] | undefined): Row[] {
  const ranked = searcher.ranked();
  const byKey = new Map(ranked.map((r) => [r.point.join(','), r]));
  const order = raced
    ? raced.map((r) => ({ ranked: byKey.get(r.point.join(','))!, raced: r }))
    : ranked.slice(0, 1 + RUNNERS_UP).map((r) => ({ ranked: r, raced: undefined }));
  const picks: Row[] = order.slice(0, 1 + RUNNERS_UP).map((o, i) => ({
    label: t.labelOf(o.ranked.point),
    role: i === 0 ? 'pick' : 'runner-up',
    ranked: o.ranked,
    ...(o.raced ? { raced: o.raced } : {}),
  }));
  return [...picks, ...t.references.map((r) => ({ label: r.label, role: r.role }))];
}

/** Plays the check of every row on the same fresh deals; a row that is the same bot as an
 * earlier one shares its games. Stops between rows when stopped. */
async function checkRows(
  req: TuneRequest,
  t: Tune,
  rows: readonly Row[],
  runner: BatchRunner | undefined,
  onGames: (games: number) => void,
): Promise<Played[]> {
  const specs = rows.map((row, i) =>
    row.ranked ? pointSpec(t.space, row.ranked.point) : t.references[i - rows.findIndex((r) => !r.ranked)].spec,
  );
  const distinct = new Set(rows.map((r) => r.label)).size;
  const total = distinct * t.check;
  let done = 0;
  const played: Played[] = [];
  for (let i = 0; i < rows.length; i++) {
    const same = rows.findIndex((r) => r.label === rows[i].label);
    if (same < i) {
      played.push(played[same]);
      continue;
    }
    if (req.signal?.aborted) break;
    const result = await checkPoint(t.planOf(specs[i], t.check, DEALS.check), runner, req.signal, (games) => {
      done += games;
      onGames(games);
      req.onProgress?.('check', done, total);
    });
    played.push(result);
    if (!result.complete) break;
  }
  return played;
}
