// Timing helpers: every figure is the median of several runs.
import { type BatchRunner, poolRunner } from '../src/sim/runner.js';
import { type CpuSpan, cpuSince, markCpu } from './cpu.js';

/** Runs `work` on `workers` threads started at once: what two workers play once they are
 * up. (withRunner starts its threads only when a run repays them, so a figure timed on it
 * would time this thread for a while instead.) */
export async function withPool<T>(workers: number, work: (runner: BatchRunner) => Promise<T>): Promise<T> {
  const runner = poolRunner(workers);
  try {
    return await work(runner);
  } finally {
    await runner.close();
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

interface Timed {
  /** Median games per second. */
  readonly rate: number;
  /** Median wall, CPU and other processes' CPU seconds of one run. */
  readonly cpu: CpuSpan;
}

/** Runs `work` (which plays `games` games) `runs` times after one warm-up. */
export async function timedRuns(games: number, runs: number, work: () => unknown): Promise<Timed> {
  await work();
  const spans: CpuSpan[] = [];
  for (let r = 0; r < runs; r++) spans.push(await timedOnce(work));
  return timedOf(games, spans);
}

/** A measurement to pair with another: `work` plays `games` games. */
interface Measured {
  readonly games: number;
  readonly work: () => unknown;
}

/** `first` and `second` run in turn, `runs` times each after a warm-up of both, in
 * alternating order (AB, BA, …): a drift in the machine's speed (a shared virtual
 * machine's neighbours) then reaches both alike. `ratio` is the median over the pairs of
 * second's rate over first's, which a drift between separate series of runs would bias. */
export async function pairedRuns(
  runs: number,
  first: Measured,
  second: Measured,
): Promise<{ first: Timed; second: Timed; ratio: number }> {
  await first.work();
  await second.work();
  const a: CpuSpan[] = [];
  const b: CpuSpan[] = [];
  for (let r = 0; r < runs; r++) {
    if (r % 2 === 0) {
      a.push(await timedOnce(first.work));
      b.push(await timedOnce(second.work));
    } else {
      b.push(await timedOnce(second.work));
      a.push(await timedOnce(first.work));
    }
  }
  const ratio = median(a.map((span, r) => second.games / b[r].wallS / (first.games / span.wallS)));
  return { first: timedOf(first.games, a), second: timedOf(second.games, b), ratio };
}

async function timedOnce(work: () => unknown): Promise<CpuSpan> {
  const mark = markCpu();
  await work();
  return cpuSince(mark);
}

function timedOf(games: number, spans: readonly CpuSpan[]): Timed {
  return {
    rate: median(spans.map((s) => games / s.wallS)),
    cpu: {
      wallS: median(spans.map((s) => s.wallS)),
      processS: median(spans.map((s) => s.processS)),
      othersS: median(spans.map((s) => s.othersS)),
    },
  };
}

/** Median games/s of `runs` runs after one warm-up. */
export async function gamesPerSecond(games: number, runs: number, work: () => unknown): Promise<number> {
  return (await timedRuns(games, runs, work)).rate;
}
