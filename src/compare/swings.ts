// The deals that moved most between two runs: where the compared entrant's score changed
// most from A to B, each way, with the games of each run that played the deal. A user
// comparing two versions of a bot looks at these first: the games the new one lost (or
// won) by the most, on cards both versions were dealt.
import type { Paired } from './paired.js';

/** Deals listed each way: enough to look at, few enough to read. */
export const SWING_CAP = 5;

export interface Swing {
  /** The deal, from 0: game k·d to k·d + d − 1 of a run with d games a deal. */
  readonly deal: number;
  /** B − A in the entrant's score, the mean over the deal's paired games. */
  readonly diff: number;
  /** The deal's games in A and in B, by index. */
  readonly a: readonly number[];
  readonly b: readonly number[];
}

export interface Swings {
  /** The deals where B did best against A, the largest gain first. */
  readonly bBetter: readonly Swing[];
  /** The deals where A did best against B. */
  readonly aBetter: readonly Swing[];
}

/** The SWING_CAP deals each way, by how far B's score moved in the better direction
 * (down where lower is better); deals where it did not move are neither. */
export function swingsOf(paired: Paired, perDeal: { a: number; b: number }, lowerIsBetter: boolean): Swings {
  const gain = (diff: number) => (lowerIsBetter ? -diff : diff);
  const games = (k: number, d: number) => Array.from({ length: d }, (_, r) => k * d + r);
  const swing = ({ deal, diff }: Paired['byDeal'][number]): Swing => ({
    deal,
    diff,
    a: games(deal, perDeal.a),
    b: games(deal, perDeal.b),
  });
  const most = (side: 1 | -1) =>
    paired.byDeal
      .filter((s) => side * gain(s.diff) > 0)
      .sort((x, y) => side * (gain(y.diff) - gain(x.diff)) || x.deal - y.deal)
      .slice(0, SWING_CAP)
      .map(swing);
  return { bBetter: most(1), aBetter: most(-1) };
}
