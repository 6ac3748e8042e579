// Sure points: the trumps still out from the strongest down, held by one team without a
// break. At the start of a trick every stronger trump has been played, so a trick holding
// one of them is won by the holder of the strongest trump in it, which is of that team:
// their points are the team's whatever is led and played. The strongest trump alone also
// means the other team cannot take every trick (no pit for it).
import { TRUMP_STRENGTH, cardPoints } from '../cards.js';

/** Trump ranks, strongest first. */
const DOWN: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7].sort((a, b) => TRUMP_STRENGTH[b] - TRUMP_STRENGTH[a]);
/** [rank]: a trump's points (suit 0 taken as trump: the same for every suit). */
const POINTS: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7].map((rank) => cardPoints(rank, 0));

/** At the start of a trick: −1 when no trump is out, else 2 · the sure points + the team
 * (0: seats 0 and 2) that holds the strongest trump. */
export function topTrumps(hands: Int32Array, trump: number): number {
  const shift = trump << 3;
  const team0 = ((hands[0] | hands[2]) >>> shift) & 0xff;
  const out = ((hands[0] | hands[1] | hands[2] | hands[3]) >>> shift) & 0xff;
  let team = -1;
  let points = 0;
  for (let i = 0; i < 8; i++) {
    const bit = 1 << DOWN[i];
    if ((out & bit) === 0) continue;
    const holder = (team0 & bit) !== 0 ? 0 : 1;
    if (team < 0) team = holder;
    else if (holder !== team) break;
    points += POINTS[DOWN[i]];
  }
  return team < 0 ? -1 : (points << 1) | team;
}
