// A tune: the search asks for points a batch at a time, their evaluations are played on
// one runner, and their values are told back in the order asked, so the same seed and
// budget give the same recommendation on any number of workers. Then the recommended
// point, the runners-up and the bot's defaults are checked on fresh seeds.
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
import { stopFlagOf } from '../sim/stop-flag.js';
import { queueOpener } from '../queue/open.js';
import { checkPoint } from './check.js';
import { type TuneResult, checkedPoints } from './result.js';
import { Evaluations, blockTask } from './evaluate.js';
import type { Logged } from './log.js';
import { Ntbea } from './ntbea.js';
import { RandomSearch } from './random.js';
import { METHODS, type Method, type Searcher } from './searcher.js';
import { pointSpec, searchSpace } from './space.js';

/** Evaluations asked for at once: fixed, never from the number of workers, so the
 * search takes the same path on any. Enough to keep a few workers busy. */
const ASK = 8;
/** Deals per evaluation by default: 10 (30 games of three-player Jatten). */
const BLOCK_DEALS = 10;
const CHECK_GAMES = 2000;
const RUNNERS_UP = 4;

interface TuneRequest {
  readonly game: string;
  /** The tuned bot, with ranges, lists or values for any of its parameters. */
  readonly bot: string;
  readonly vs: string;
  /** Games the search may play (evaluations × block). */
  readonly budget: number;
  readonly seed: number;
  readonly method?: Method;
  /** The UCB constant k, in standard errors of one evaluation (default 1). */
  readonly explore?: number;
  /** Games per evaluation: whole duplicate deals. */
  readonly block?: number;
  /** Games each checked point plays on fresh seeds. */
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
  readonly onProgress?: (spent: number, budget: number) => void;
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
  return method === 'ntbea' ? new Ntbea(sizes, rng, explore) : new RandomSearch(sizes, rng);
}

export async function runTune(req: TuneRequest): Promise<TuneResult> {
  // Everything is checked before the first game.
  const game = findGame(req.game);
  const method = req.method ?? 'ntbea';
  if (!METHODS.includes(method)) throw new UsageError(`--method ${String(method)} is unknown: use ${choices([...METHODS])}`);
  const settings = req.guests ? { base: req.guests.base } : {};
  const space = searchSpace(game.id, req.bot, settings);
  const vs = splitLineup(req.vs);
  if (vs.length === 0) throw new UsageError('--vs lists no opponents: give one bot per other seat, e.g. greedy,greedy');
  const plans = new Map<string, Plan>();
  const planOf = (spec: string, games: number, deals: string) =>
    buildPlan({
      game: game.id,
      bots: [spec, ...vs],
      games,
      seed: req.seed,
      options: req.options,
      deals,
      seating: 'duplicate',
      guests: req.guests,
    });
  // The search and the check each play deals of their own, whoever plays them.
  const searchDeals = 'tune/search';
  const checkDeals = 'tune/check';
  // The lineup checked once (player count, opponents), and the block and check in whole
  // duplicate deals, which buildPlan refuses otherwise, saying what would do.
  const first = pointSpec(
    space,
    space.dims.map(() => 0),
  );
  const deal = dealSize(planOf(first, 0, searchDeals));
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
  planOf(first, block, searchDeals);
  planOf(first, check, checkDeals);
  const references = [
    { spec: `${space.bot}(${space.fixed.join(',')})`, role: 'default' as const },
    ...splitLineup(req.against ?? '').map((spec) => ({ spec, role: 'against' as const })),
  ].map((r) => ({ ...r, label: resolveBot(game.id, r.spec, settings).label }));
  for (const r of references) planOf(r.spec, check, checkDeals);
  if (req.budget < block) {
    throw new UsageError(`--budget ${req.budget} is less than one evaluation (--block ${block} games): give at least ${block}`);
  }
  const explore = req.explore ?? 1;
  const searcher = searcherOf(
    method,
    space.dims.map((d) => d.values.length),
    req.seed,
    explore * (0.5 / Math.sqrt(block)),
  );
  const labelOf = (point: readonly number[]) => resolveBot(game.id, pointSpec(space, point), settings).label;
  const evaluated = new Map<string, number>();
  const trace: { games: number; label: string; estimate: number }[] = [];
  let spent = 0;
  let complete = true;

  const checked = await withRunner(
    { workers: Math.max(1, req.workers ?? defaultWorkers()), open: queueOpener(req), lazyStart: req.lazyStart },
    async (runner) => {
      const stop = stopFlagOf(req.signal);
      try {
        const evaluations = new Evaluations(runner, stop.flag);
        while (spent + block <= req.budget) {
          const points = searcher.ask(Math.min(ASK, Math.floor((req.budget - spent) / block)));
          // Evaluations are numbered in the order asked, which the seed and the values
          // told fix: a resumed tune's log is read by these numbers.
          const first = spent / block;
          const labels = points.map(labelOf);
          const known = labels.map((label, i) => {
            const logged = req.logged?.get(first + i);
            if (logged && logged.point !== label) {
              throw new UsageError(
                `--resume: evaluation ${first + i + 1} is of ${label}, but the log has ${logged.point}: the log is of another tune`,
              );
            }
            return logged?.value;
          });
          const tasks = points.map((point) => {
            const spec = pointSpec(space, point);
            let plan = plans.get(spec);
            if (!plan) plans.set(spec, (plan = planOf(spec, block, searchDeals)));
            const index = evaluated.get(spec) ?? 0;
            evaluated.set(spec, index + 1);
            return blockTask(plan, block, index);
          });
          const values = await evaluations.play(tasks, known, (i, value) => req.onEvaluation?.(first + i, labels[i], value));
          if (!values) {
            complete = false;
            break;
          }
          searcher.tell(points, values);
          spent += block * points.length;
          const [best] = searcher.ranked(1);
          trace.push({ games: spent, label: labelOf(best.point), estimate: best.estimate });
          req.onProgress?.(spent, req.budget);
        }
      } finally {
        stop.release();
      }
      if (runner?.broken) throw new ExitError(`${runner.broken.message}: the tune stopped after ${spent} games`, 2);
      if (trace.length === 0) return undefined;
      // The check: the picks, then the references the search did not pick.
      const picks = searcher.ranked(1 + RUNNERS_UP);
      const labels = picks.map((p) => labelOf(p.point));
      const shown = references.filter((r) => !labels.includes(r.label));
      const specs = [...picks.map((p) => pointSpec(space, p.point)), ...shown.map((r) => r.spec)];
      const played = [];
      for (const spec of specs) {
        if (req.signal?.aborted) {
          complete = false;
          break;
        }
        const result = await checkPoint(planOf(spec, check, checkDeals), runner, req.signal);
        if (!result.complete) complete = false;
        played.push(result);
      }
      return { picks, labels, shown, played };
    },
  );
  if (!checked) throw new ExitError('the tune was stopped before its first evaluation was played', 130);

  const { recommended, runnersUp, references: checkedReferences } = checkedPoints(space, checked);
  return {
    game: game.id,
    bot: space.bot,
    vs,
    seed: req.seed,
    method,
    explore,
    dims: space.dims,
    fixed: space.fixed,
    spaceSize: space.size,
    block,
    budget: req.budget,
    spent,
    evaluations: spent / block,
    checkGames: check,
    recommended,
    runnersUp,
    references: checkedReferences,
    trace,
    marginals: space.dims.map((d, k) => ({
      param: d.param,
      values: searcher.model.marginal(k, d.values.length).map((m, v) => ({ value: d.values[v], ...m })),
    })),
    complete,
  };
}
