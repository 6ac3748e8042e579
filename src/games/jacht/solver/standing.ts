// A Jacht table as the win-seeking player sees it at its turn: its own sheet and the
// others'. Shared by the bot, the advisor and the analysis, so they value alike.
import { type Sheet, sharesAgainst } from './shares.js';
import { getDistributions, getSolution } from './solution.js';
import { type WinTurn, solveWinTurn } from './win-turn.js';

/** What the player to move knows that its chance to win depends on. */
export interface Standing {
  readonly seat: number;
  /** Per seat, the filled rows (bit c for CATEGORY_IDS[c]) and the total written. */
  readonly filled: ArrayLike<number>;
  readonly totals: ArrayLike<number>;
}

/** The seat's sheet and the others'. */
export function sheetsOf(s: Standing): { me: Sheet; others: Sheet[] } {
  const others: Sheet[] = [];
  for (let j = 0; j < s.filled.length; j++) {
    if (j !== s.seat) others.push({ filled: s.filled[j], total: s.totals[j] });
  }
  return { me: { filled: s.filled[s.seat], total: s.totals[s.seat] }, others };
}

/** The mover's turn solved to win against the others as they stand. */
export function winTurnOf(s: Standing): WinTurn {
  const { me, others } = sheetsOf(s);
  const { dist } = getDistributions();
  let base = me.total;
  for (const o of others) base = Math.min(base, o.total);
  return solveWinTurn(me, sharesAgainst(others, base, dist), dist, getSolution().values);
}
