// A round played by hand to its seventh trick, for the search players' tests. Hearts are
// trump, seat 0 took it and wins the first six tricks; at the seventh it leads TC, seat 1
// follows 7C and seat 2, out of clubs and trumps, throws TS. Seat 3 holds only AS and 7D:
// no club, no trump, so either card may go, and the opponents take the trick anyway.
// The last trick is KS QS JS against what seat 3 kept.
import { PHASE, type KlaverjasState } from '../../../src/games/klaverjassen/state.js';
import { stage } from '../../games/klaverjassen/stage.js';

const HANDS = ['JH 9H AH TH AC KC TC KS', '7H QH JD KD 9C QC 7C QS', '8H KH QD AD JC 8C TS JS', '8D 9D TD 7S 8S 9S AS 7D'];

const TRICKS = ['JH 7H 8H 8D', '9H QH KH 9D', 'AH JD QD TD', 'TH KD AD 7S', 'AC 9C JC 8S', 'KC QC 8C 9S', 'TC 7C TS'];

export function lastButOne(): KlaverjasState {
  const s = stage(HANDS).play('play');
  for (const trick of TRICKS) {
    for (const card of trick.split(' ')) {
      s.play(card);
      // A trick with roem waits for its winner's claim.
      if (s.state.phase === PHASE.claim) s.play('claim');
    }
  }
  return s.state;
}

/** The same round at the claim of its first roem: seat 0 has won 9H QH KH 9D (stuk). */
export function atFirstClaim(): KlaverjasState {
  const s = stage(HANDS).play('play', ...TRICKS[0].split(' '), ...TRICKS[1].split(' '));
  if (s.state.phase !== PHASE.claim) throw new Error('the second trick should wait for its claim');
  return s.state;
}
