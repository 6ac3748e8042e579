// Worker threads started only when a run is long enough to repay them. Starting two
// workers takes about a third of a second, and twice that in CPU (each loads the compiled
// registry and warms its JIT anew), while a run of 100,000 Gesjaakt games is over sooner
// on this thread alone. So batches are played here first; the threads start once the
// play left in the run, at the pace of its batches so far, is long enough for them to
// pay back, or once the play here has gone on long anyway (a tournament's or a sweep's
// many short runs). While they start, this thread goes on playing. Batches are pure and
// their size comes from `slots` either way, so where each is played changes no result.
//
// A plan whose decisions may take seconds (a slow bot: a search; a bot from outside tafel,
// whose program may think or hang) plays on the threads from its first batch, even with
// one worker: this thread hears Ctrl-C only between turns of its event loop, so a game
// played here could not be stopped before its end, while a thread looks at the run's stop
// flag before every decision.
import { resolveBot } from '../../bots/registry.js';
import type { BatchResult, BatchTask } from './batch.js';
import { inThreadPlayer } from './in-thread.js';
import { type Plan, seatsGuest } from './plan.js';
import { type BatchRunner, poolRunner } from './runner.js';

export interface LazyStart {
  /** Play here before the pace is taken: the first batches run while the JIT compiles,
   * up to ten times slower (Gesjaakt settles after about 150 ms). */
  readonly paceAfterMs: number;
  /** Play left in the run, at this thread's pace, for which the threads are worth starting. */
  readonly worthMs: number;
  /** Play here, over every run, after which the threads start whatever is left. */
  readonly afterMs: number;
}

/** Measured with `tafel play gesjaakt` on this 2-core machine: with less than about
 * 0.8 s of play left, two threads that must start first finish no sooner. */
export const LAZY_START: LazyStart = { paceAfterMs: 200, worthMs: 800, afterMs: 1000 };

/** A test's stand-ins for the clock and the scheduler, so that where each batch plays is
 * fixed by the test and not by the machine's load. A run passes neither. */
export interface LazySeams {
  /** Times the batches played here (ms); performance.now. */
  readonly clock?: () => number;
  /** The threads take batches only once they are up and this has settled too. */
  readonly release?: Promise<unknown>;
}

interface LazyPoolRunner extends BatchRunner {
  /** Batches played so far on this thread and on the pool's threads. */
  readonly played: { readonly here: number; readonly pooled: number };
  /** The pool was started. */
  readonly started: boolean;
  /** Settles once the pool's threads are up (never, if it is not started), and released
   * (LazySeams). */
  readonly ready: Promise<void>;
}

const slowPlans = new WeakMap<Plan, boolean>();

/** Whether the plan's games play on a worker thread whatever their pace (see above). */
function playsOnThreads(plan: Plan): boolean {
  let slow = slowPlans.get(plan);
  if (slow === undefined) {
    // Any bot from outside, trusted or not: its decisions are its author's, of any length.
    slow =
      seatsGuest(plan) ||
      plan.entrants.some((label, e) => !plan.guests?.sources[e] && resolveBot(plan.game, label).definition.slow === true);
    slowPlans.set(plan, slow);
  }
  return slow;
}

/** `workers` threads, started when they pay (never for pace with one worker, which is no
 * faster there than here) or at once for a plan that plays on threads. */
export function lazyPoolRunner(workers: number, when: LazyStart = LAZY_START, seams: LazySeams = {}): LazyPoolRunner {
  const clock = seams.clock ?? (() => performance.now());
  let pool: ReturnType<typeof poolRunner> | undefined;
  const here = inThreadPlayer(clock);
  /** Every thread of the pool has loaded the game and its bots. */
  let ready = false;
  /** Settles once every thread started has loaded, or failed to. */
  let loading: Promise<unknown> = Promise.resolve();
  let markReady = () => {};
  const whenReady = new Promise<void>((resolve) => (markReady = resolve));
  const played = { here: 0, pooled: 0 };

  /** Starts the threads, each on an empty batch of `task`'s plan: it returns once the
   * thread has loaded what the plan needs, and until then batches play here. A thread
   * that fails to start fails the batches sent to it, as in a pool started at once. */
  const start = (task: BatchTask) => {
    const starting = poolRunner(workers);
    const empty = { ...task, count: 0, keepRecords: false };
    const up = () => {
      ready = true;
      markReady();
    };
    const loaded = Array.from({ length: workers }, () => starting.run(empty));
    loading = Promise.allSettled(loaded);
    Promise.all([...loaded, seams.release]).then(up, up);
    return starting;
  };

  const playHere = async (task: BatchTask): Promise<BatchResult> => {
    // Played in slices, with turns of the event loop between them, so signals and timers
    // get through (see in-thread.ts).
    const { result, spentMs: spent } = await here.timed(task);
    const hereMs = here.spentMs;
    played.here++;
    if (pool === undefined && workers > 1 && hereMs >= when.paceAfterMs) {
      const left = (task.plan.first ?? 0) + task.plan.games - (task.start + task.count);
      if ((left * spent) / task.count >= when.worthMs || hereMs >= when.afterMs) pool = start(task);
    }
    return result;
  };

  const playPooled = async (task: BatchTask, on: ReturnType<typeof poolRunner>): Promise<BatchResult> => {
    const result = await on.run(task);
    played.pooled++;
    return result;
  };

  return {
    slots: workers,
    window: workers * 2,
    get started() {
      return pool !== undefined;
    },
    played,
    ready: whenReady,
    run: (task) => {
      if (playsOnThreads(task.plan)) {
        pool ??= start(task);
        const on = pool;
        return whenReady.then(() => playPooled(task, on));
      }
      return pool !== undefined && ready ? playPooled(task, pool) : playHere(task);
    },
    close: async () => {
      // A thread ended while it still loads its modules takes the process down with it
      // (V8: "IsGraphAsync must be used on an instantiated module"): a short run that
      // started its threads near its end waits for them to load before it ends them.
      await loading;
      await pool?.close();
    },
  };
}
