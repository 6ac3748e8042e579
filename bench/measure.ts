// Timing helpers: every figure is the median of several runs.
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Runs `work` (which plays `games` games) `runs` times after one warm-up; games/s median. */
export async function gamesPerSecond(games: number, runs: number, work: () => unknown): Promise<number> {
  await work();
  const rates: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    await work();
    rates.push(games / ((performance.now() - t) / 1000));
  }
  return median(rates);
}
