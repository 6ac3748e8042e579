// What a finished (or cut-off) game is worth to each seat, for search: `win` counts as the
// match loop does (1 for a win, 1/k for a k-way tie, G-2); `score` is the standing scaled
// over the game's standingRange (Jacht: the points), or, for a game without one, so that
// the best seat gets 1 and the worst 0. In a team game partners share one standing (the
// game gives them the same), so a seat's reward is its team's.
import { winShares } from '../../src/core/match.js';

export type RewardKind = 'win' | 'score';

/** Fills `into` with each seat's reward for `standing` (higher is better). */
export function rewards(
  standing: readonly number[],
  kind: RewardKind,
  teams: number,
  into: Float64Array,
  range?: readonly [number, number],
): Float64Array {
  const n = standing.length;
  if (kind === 'win') {
    const shares = winShares(standing, -1, teams);
    for (let s = 0; s < n; s++) into[s] = shares[s];
    return into;
  }
  let lo = range ? range[0] : Infinity;
  let hi = range ? range[1] : -Infinity;
  for (let s = 0; s < n && !range; s++) {
    if (standing[s] < lo) lo = standing[s];
    if (standing[s] > hi) hi = standing[s];
  }
  // All level: nobody is better placed than anybody.
  for (let s = 0; s < n; s++) into[s] = hi === lo ? 0.5 : Math.min(1, Math.max(0, (standing[s] - lo) / (hi - lo)));
  return into;
}
