// Which grid points cannot be told apart from the best. Every point plays the same seeded
// games (common random numbers), so points are compared game by game: a paired test on
// the difference of the win shares. Luck that hits both points alike cancels out, which
// makes this far sharper than comparing two independent win rates.
import { Z95 } from '../stats/intervals.js';

/** Win shares game by game, by game index from 0. */
export type WinsByGame = Float64Array;

/** z of the mean paired difference (a − b) over the first `n` games both played. */
export function pairedZ(a: WinsByGame, b: WinsByGame, n: number): number {
  if (n < 2) return 0;
  let sum = 0;
  let sumSquares = 0;
  for (let i = 0; i < n; i++) {
    const d = a[i] - b[i];
    sum += d;
    sumSquares += d * d;
  }
  const mean = sum / n;
  const variance = (sumSquares - n * mean * mean) / (n - 1);
  if (variance <= 1e-15) return mean === 0 ? 0 : Infinity * Math.sign(mean);
  return mean / Math.sqrt(variance / n);
}

/** True when `point` wins less than `best` at the 95% level, two-sided, over the
 * games both played. */
export function clearlyWorse(point: WinsByGame, best: WinsByGame, n: number, z = Z95): boolean {
  return pairedZ(best, point, n) > z;
}
