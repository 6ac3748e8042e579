// STUB (to be replaced by the fast search): plain alpha-beta over the game's own rules,
// one clone per node. Exact, and slow past a few tricks.
import { SeededChance } from '../../../core/chance.js';
import { ACTION, CLAIM } from '../actions.js';
import { lowestCard } from '../cards.js';
import { apply } from '../rules.js';
import { PHASE, T, type KlaverjasState } from '../state.js';
import { legalMask } from '../trick.js';

const chance = new SeededChance(0);

/** The value for the team of state.turn; with `first`, after that card is played. */
export function searchValue(state: KlaverjasState, first = -1): number {
  const team = state.turn & 1;
  const root: KlaverjasState = { ...state, t: state.t.slice(), autoRoem: true, rounds: state.round + 1 };
  if (root.phase === PHASE.claim) apply(root, ACTION[CLAIM], chance);
  const round = state.round;
  let v: number;
  if (first >= 0) {
    apply(root, ACTION[first], chance);
    v = negamaxTeam0(root, round, -Infinity, Infinity);
  } else v = negamaxTeam0(root, round, -Infinity, Infinity);
  return team === 0 ? v : -v;
}

/** Team 0's score difference under best play (team 0 maximizes, team 1 minimizes). */
function negamaxTeam0(state: KlaverjasState, round: number, alpha: number, beta: number): number {
  if (state.phase === PHASE.over) return state.t[T.roundScores + round * 2] - state.t[T.roundScores + round * 2 + 1];
  const max = (state.turn & 1) === 0;
  let best = max ? -Infinity : Infinity;
  for (let m = legalMask(state); m !== 0; m &= m - 1) {
    const next: KlaverjasState = { ...state, t: state.t.slice() };
    apply(next, ACTION[lowestCard(m)], chance);
    const v = negamaxTeam0(next, round, alpha, beta);
    if (max) {
      if (v > best) best = v;
      if (best > alpha) alpha = best;
    } else {
      if (v < best) best = v;
      if (best < beta) beta = best;
    }
    if (alpha >= beta) break;
  }
  return best;
}
