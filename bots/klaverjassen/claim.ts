// KJ-7: whether to claim the roem of the trick just won. Roem adds to the claiming team's
// points, so the defenders always take it; for the playing team it only hurts once the
// round is lost anyway: nat gives every point to the other team, the roem included, so a
// team that can no longer get past the other lets it go (the text's tip under "Nat of Pit").
import { ACTION, CLAIM, NO_CLAIM } from '../../src/games/klaverjassen/actions.js';
import { ROUND_POINTS } from '../../src/games/klaverjassen/cards.js';
import { T, teamOf, type KlaverjasObservation } from '../../src/games/klaverjassen/state.js';

/** The playing team can no longer score more than the other, however the round goes on:
 * even with this roem and every card point still to take (the trick being decided and
 * the last trick's 10 included) it stays at or below the other team's points and roem. */
function natCertain(obs: KlaverjasObservation, withRoem: number): boolean {
  const { t } = obs;
  const playing = teamOf(obs.player);
  const other = 1 - playing;
  const left = ROUND_POINTS - t[T.points] - t[T.points + 1];
  const best = t[T.points + playing] + t[T.roem + playing] + withRoem + left;
  return best <= t[T.points + other] + t[T.roem + other];
}

export function claim(obs: KlaverjasObservation): string {
  const mine = teamOf(obs.seat) === teamOf(obs.player);
  return mine && natCertain(obs, obs.pendingRoem) ? ACTION[NO_CLAIM] : ACTION[CLAIM];
}
