// Which grid points cannot be told apart from the best. A two-proportion z-test on the
// win rates, unpaired: the points share their deals (common random numbers), which makes
// their results correlate positively, so the unpaired variance overstates the variance of
// the difference and the test errs toward "indistinguishable" — never toward a false win.
import { Z95 } from '../stats/intervals.js';

export interface Rate {
  readonly wins: number;
  readonly games: number;
}

/** z of (a − b) for two win proportions. */
export function zScore(a: Rate, b: Rate): number {
  const pa = a.wins / a.games;
  const pb = b.wins / b.games;
  const variance = (pa * (1 - pa)) / a.games + (pb * (1 - pb)) / b.games;
  if (variance === 0) return pa === pb ? 0 : Infinity * Math.sign(pa - pb);
  return (pa - pb) / Math.sqrt(variance);
}

/** True when `point` is worse than `best` at the 95% level (one-sided would be bolder). */
export function clearlyWorse(point: Rate, best: Rate, z = Z95): boolean {
  return zScore(best, point) > z;
}
