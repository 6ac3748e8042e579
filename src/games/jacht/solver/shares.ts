// What a final total is worth against the other players: the share of the win it gets
// (1 for first alone, 1/k tied with k − 1 others, G-2), in expectation over how the others'
// games end when each plays on as the `optimal` bot does (distribution.ts). The others'
// games do not depend on ours, so given where they stand now, our best play maximizes
// the expected share of our own final total.
import { SPAN } from './distribution.js';

/** Where a player stands: the rows filled and the points written. */
export interface Sheet {
  readonly filled: number;
  readonly total: number;
}

/** Final totals are counted from `base` (at most the lowest total now): a sheet's total
 * and what its open rows add are each less than SPAN, so every final total lies within
 * 2·SPAN of base. */
const SHARE_SPAN = 2 * SPAN;

export interface Shares {
  /** The points the indices count from. */
  readonly base: number;
  /** share[x]: the expected share of the win of a final total base + x. */
  readonly share: Float64Array;
}

/** The expected share of a final total against `others`, each finishing at its total plus
 * what its open rows bring under `dist`. With k others tied at the top the share is
 * 1/(k+1): the mean of t^k over t in [0, 1], so the share of a total X is the integral
 * over t of the product over the others of P(below X) + t·P(at X). */
export function sharesAgainst(others: readonly Sheet[], base: number, dist: Float64Array): Shares {
  const share = new Float64Array(SHARE_SPAN);
  const n = others.length;
  // Per other: its final total's chance at each index, and below it.
  const at = others.map((o) => {
    const pmf = new Float64Array(SHARE_SPAN);
    const from = o.total - base;
    for (let y = 0; y < SPAN; y++) pmf[from + y] = dist[o.filled * SPAN + y];
    return pmf;
  });
  const below = new Float64Array(n);
  const poly = new Float64Array(n + 1);
  for (let x = 0; x < SHARE_SPAN; x++) {
    // poly: the coefficients in t of the product over the others.
    poly.fill(0);
    poly[0] = 1;
    for (let j = 0; j < n; j++) {
      const a = below[j];
      const b = at[j][x];
      for (let k = j + 1; k >= 1; k--) poly[k] = poly[k] * a + poly[k - 1] * b;
      poly[0] *= a;
    }
    let s = 0;
    for (let k = 0; k <= n; k++) s += poly[k] / (k + 1);
    share[x] = s;
    for (let j = 0; j < n; j++) below[j] += at[j][x];
  }
  return { base, share };
}
