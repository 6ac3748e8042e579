// What the check supports. Every checked row played the same fresh deals, so each pair is
// compared deal by deal; a row is "clearly above" another when their paired difference's
// 95% interval is above zero. The rows no other row is clearly above are the best the
// check can tell apart: one alone is "best", several are "tied", the rest are "below".
// The recommendation is the race's pick while it is among them; when another row is
// clearly above it, the best of those rows is recommended instead, and the result says so.
import type { Interval } from '../stats/intervals.js';
import { Moments } from '../stats/moments.js';

export type Standing = 'best' | 'tied' | 'below';

interface Verdict {
  /** The row recommended (0: the pick). */
  readonly recommended: number;
  readonly standing: readonly Standing[];
  /** Each row's win share minus the recommended row's, paired, with its interval. */
  readonly versus: readonly { readonly difference: number; readonly interval: Interval }[];
  /** When the pick is not recommended: the recommended row's lead over it. */
  readonly overPick?: { readonly difference: number; readonly interval: Interval };
}

/** The verdict on rows' win shares deal by deal (row 0 the pick), over the deals all of
 * them played. */
export function verdictOf(byDeal: readonly Float64Array[]): Verdict {
  const deals = Math.min(...byDeal.map((d) => d.length));
  const mean = (d: Float64Array) => d.subarray(0, deals).reduce((a, b) => a + b, 0) / Math.max(1, deals);
  const above = (a: number, b: number) => a !== b && pairedDifference(byDeal[a], byDeal[b], deals).interval[0] > 0;
  const top = byDeal.map((_, i) => !byDeal.some((__, j) => above(j, i)));
  const tops = top.filter(Boolean).length;
  let recommended = 0;
  if (!top[0]) {
    // The best of the rows nothing is clearly above; the first of equals.
    for (let i = 1; i < byDeal.length; i++) {
      if (top[i] && (!top[recommended] || mean(byDeal[i]) > mean(byDeal[recommended]))) recommended = i;
    }
  }
  return {
    recommended,
    standing: top.map((t) => (t ? (tops === 1 ? 'best' : 'tied') : 'below')),
    versus: byDeal.map((d) => pairedDifference(d, byDeal[recommended], deals)),
    ...(recommended !== 0 ? { overPick: pairedDifference(byDeal[recommended], byDeal[0], deals) } : {}),
  };
}

/** The mean of a − b over the first `deals` deals, with its 95% interval. Under two deals
 * there is no spread to go by, so the interval is every difference a win share can have. */
function pairedDifference(a: Float64Array, b: Float64Array, deals: number): { difference: number; interval: Interval } {
  const m = new Moments();
  for (let i = 0; i < deals; i++) m.add(a[i] - b[i]);
  return { difference: deals ? m.mean : 0, interval: deals < 2 ? [-1, 1] : m.interval() };
}
