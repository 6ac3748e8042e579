// The team figures Klaverjas players keep (Game.figures): per team, the points it scores a
// round, how often it plays, goes nat when playing, takes pit, and the roem it claims.
// Counted from the finished rounds of a game; partners carry their team's counts.
import type { GameFigures } from '../../core/game.js';
import { NAT, PIT, T, type KlaverjasState } from './state.js';

export const klaverjasFigures: GameFigures = {
  counts: ['rounds', 'points', 'playing', 'nat', 'pit', 'roem'],
  ratios: [
    { name: 'points per round', of: 'points', per: 'rounds' },
    { name: 'playing', of: 'playing', per: 'rounds', percent: true },
    { name: 'nat when playing', of: 'nat', per: 'playing', percent: true },
    { name: 'pit', of: 'pit', per: 'rounds', percent: true },
    { name: 'roem per round', of: 'roem', per: 'rounds' },
  ],
};

const KINDS = 6;

/** Per seat (its team's), in klaverjasFigures.counts order: the rounds scored, the team's
 * points after nat and pit (KJ-8), the rounds it played, went nat in, took pit in (every
 * trick: the playing team unless it went nat), and the roem it claimed. */
export function teamCounts(state: KlaverjasState): number[] {
  const { t } = state;
  const perTeam = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (let r = 0; r < state.round; r++) {
    const info = t[T.roundInfo + r];
    const playing = info & 1;
    perTeam[playing * KINDS + 2]++;
    if (info & NAT) perTeam[playing * KINDS + 3]++;
    if (info & PIT) perTeam[(info & NAT ? 1 - playing : playing) * KINDS + 4]++;
  }
  for (let team = 0; team < 2; team++) {
    perTeam[team * KINDS] = state.round;
    perTeam[team * KINDS + 1] = t[T.totals + team];
    perTeam[team * KINDS + 5] = t[T.roemTotals + team];
  }
  const out = new Array<number>(4 * KINDS);
  for (let s = 0; s < 4; s++) for (let c = 0; c < KINDS; c++) out[s * KINDS + c] = perTeam[(s & 1) * KINDS + c];
  return out;
}
