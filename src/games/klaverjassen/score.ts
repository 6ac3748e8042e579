// KJ-8: nat and pit at the end of a round; KJ-9: the game's result.
import type { GameResult } from '../../core/game.js';
import { teamCounts } from './figures.js';
import { NAT, PIT, T, TRICKS, type KlaverjasState } from './state.js';

export const PIT_BONUS = 100;

/** What a round scores per team: [playing team's, other team's], with whether it went
 * nat and which team (if any) took every trick. Pure, for the tests and the bots. */
export function roundScore(
  playing: number,
  points: readonly number[],
  roem: readonly number[],
  tricks: readonly number[],
): { scores: [number, number]; nat: boolean; pit: number } {
  const other = 1 - playing;
  const mine = points[playing] + roem[playing];
  const theirs = points[other] + roem[other];
  const scores: [number, number] = [0, 0] as [number, number];
  // The playing team needs strictly more than the other; else every point goes over.
  const nat = !(mine > theirs);
  if (nat) scores[other] = mine + theirs;
  else {
    scores[playing] = mine;
    scores[other] = theirs;
  }
  const pit: number = tricks[0] === TRICKS ? 0 : tricks[1] === TRICKS ? 1 : -1;
  if (pit >= 0) scores[pit as 0 | 1] += PIT_BONUS;
  return { scores, nat, pit };
}

export function scoreRound(state: KlaverjasState): void {
  const { t } = state;
  const playing = state.player & 1;
  const { scores, nat, pit } = roundScore(
    playing,
    [t[T.points], t[T.points + 1]],
    [t[T.roem], t[T.roem + 1]],
    [t[T.tricks], t[T.tricks + 1]],
  );
  for (let team = 0; team < 2; team++) {
    t[T.roundScores + state.round * 2 + team] = scores[team];
    t[T.totals + team] += scores[team];
    t[T.roemTotals + team] += t[T.roem + team];
  }
  t[T.roundInfo + state.round] = playing | (nat ? NAT : 0) | (pit >= 0 ? PIT : 0) | (state.trump << 3);
}

/** KJ-9: each seat scores its team's total; the higher total wins, equal is a draw. A
 * capped game is ranked by the totals so far. */
export function result(state: KlaverjasState): GameResult {
  const scores = [0, 1, 2, 3].map((s) => state.t[T.totals + (s & 1)]);
  return { scores, standing: scores, counts: teamCounts(state) };
}
