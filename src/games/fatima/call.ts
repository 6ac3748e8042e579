// The end of a round (FT-3, FT-4, FT-8, FT-13): a call by the player to move, every hand
// added to its total, the caller's +30 when undercut, the reset of exactly 100, and then
// either the next round (begun by the caller) or the end of the game.
import type { Chance } from '../../core/chance.js';
import { dealRound, nextSeat } from './deal.js';
import { handPoints } from './score.js';
import { CALL_PENALTY, LOSING_TOTAL, PHASE, type FatimaState } from './state.js';

/** FT-3: another player with fewer points than the caller (or as few, with tiesPenalized). */
function undercut(state: FatimaState, caller: number): boolean {
  const mine = handPoints(state, caller);
  for (let s = 0; s < state.players; s++) {
    if (s === caller || state.out[s] !== 0) continue;
    const theirs = handPoints(state, s);
    if (theirs < mine || (state.tiesPenalized && theirs === mine)) return true;
  }
  return false;
}

export function callFatima(state: FatimaState, chance: Chance): void {
  const caller = state.current;
  const { players, totals, out } = state;
  const penalty = undercut(state, caller) ? CALL_PENALTY : 0;
  // FT-13: every point of the round is added before the reset of exactly 100.
  for (let s = 0; s < players; s++) if (out[s] === 0) totals[s] += handPoints(state, s);
  totals[caller] += penalty;
  let over = 0;
  let left = 0;
  for (let s = 0; s < players; s++) {
    if (out[s] !== 0) continue;
    if (totals[s] === LOSING_TOTAL) totals[s] = 0;
    if (totals[s] > LOSING_TOTAL) over++;
    else left++;
  }
  if (over > 0 && !state.playOn) return endGame(state);
  if (over > 0) {
    for (let s = 0; s < players; s++) if (out[s] === 0 && totals[s] > LOSING_TOTAL) out[s] = state.round + 1;
    // FT-13: when every player left passes 100 at once, the lowest total still wins.
    if (left <= 1) return endGame(state);
  }
  state.round++;
  dealRound(state, out[caller] === 0 ? caller : nextSeat(state, caller), chance);
}

function endGame(state: FatimaState): void {
  // The hands stay as they were called: every card keeps its place.
  state.phase = PHASE.over;
}
