// Timing helpers: every figure is the median of several runs.
import { type CpuSpan, cpuSince, markCpu } from './cpu.js';

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export interface Timed {
  /** Median games per second. */
  readonly rate: number;
  /** Median wall, CPU and other processes' CPU seconds of one run. */
  readonly cpu: CpuSpan;
}

/** Runs `work` (which plays `games` games) `runs` times after one warm-up. */
export async function timedRuns(games: number, runs: number, work: () => unknown): Promise<Timed> {
  await work();
  const spans: CpuSpan[] = [];
  for (let r = 0; r < runs; r++) {
    const mark = markCpu();
    await work();
    spans.push(cpuSince(mark));
  }
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
