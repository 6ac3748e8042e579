// The signal bot's signals in staged positions (hearts trump, seat 0 took it and leads),
// each switched on alone against the same position with it off.
import { describe, expect, it } from 'vitest';
import { stage } from '../../games/klaverjassen/stage.js';
import { klaverjassen } from '../../../src/games/klaverjassen/index.js';
import { partnerShown } from '../../../bots/klaverjassen/signals.js';
import { viewOf } from '../../../bots/klaverjassen/view.js';
import { decision } from './seat.js';

const ALL = { giveOp: true, giveAf: true, giveSpek: true, readOp: true, readAf: true, readSpek: true };

const only = (give: string) => {
  const off = ['giveOp', 'giveAf', 'giveSpek'].filter((p) => p !== give).map((p) => `${p}=false`);
  return `signal(${off.join(',')})`;
};
const NONE = 'signal(giveOp=false,giveAf=false,giveSpek=false,readOp=false,readAf=false,readSpek=false)';

describe('klaverjassen signal bot: giving', () => {
  // Partner seat 0 leads AC (the top club), seat 1 follows; seat 2 has neither clubs nor
  // trumps, so it discards while its partner seems to win, with seat 3 still to play.
  const discard = () => stage(['AC', '7C', '7D QD TD 7S AS 9S JS KS']).play('play', 'AC', '7C');

  it('opseint: a low card of the suit whose ace it holds when giving is on, and not when off', () => {
    expect(decision(only('giveOp'), discard())).toBe('7S');
    expect(decision(only('giveOp').replace('signal(', 'signal(giveOp=false,'), discard())).toBe('7D');
  });

  it('opseint with the ace when it holds the ten too, on a trick the partner is sure to win', () => {
    // Seat 3 plays last under the partner's AC: AS with TS shows the ten.
    const s = stage(['KC', 'AC', '8C', 'AS TS 7S 7D 8D 9D JD QD']).play('play', 'KC', 'AC', '8C');
    expect(decision(only('giveOp'), s)).toBe('AS');
    expect(decision(NONE, s)).not.toBe('AS');
  });

  it('banks the spek on a sure trick even where the card would mislead: the king of its ace suit', () => {
    // Seat 3 plays last under the partner's AC, holding AS KS and no picture elsewhere.
    const s = stage(['KC', 'AC', '8C', '7D 8D 9D AS KS 7S 8S 9S']).play('play', 'KC', 'AC', '8C');
    expect(decision(only('giveAf'), s)).toBe('KS');
  });

  it('with no points to bank on a sure trick, still throws low only from its ace suit', () => {
    // Amsterdam: seat 3 may discard freely under the partner's AC; nothing it holds scores.
    const s = stage(['KC', 'AC', '8C', '7D 8D 9D AS 7S 8S 9S 7H'], { trumping: 'amsterdam' }).play('play', 'KC', 'AC', '8C');
    expect(decision(only('giveOp'), s)).toBe('7S');
    expect(decision(NONE, s)).toBe('7D');
  });

  it('afseint: a picture of a suit without its ace when giving is on, and not when off', () => {
    // QD, not the cheaper JS: spades hold their ace.
    expect(decision(only('giveAf'), discard())).toBe('QD');
    expect(decision(NONE, discard())).toBe('7D');
  });

  it('spekt: a ten whose ace is out on a trick the partner only seems to win, when giving is on', () => {
    expect(decision(only('giveSpek'), discard())).toBe('TD');
    expect(decision(NONE, discard())).toBe('7D');
  });

  it('gives no signal while the partner’s card can still be beaten in its suit: the ten stays home', () => {
    // Partner seat 0 leads KC with AC still out (seat 3 holds it).
    const s = stage(['KC', '7C', '7D QD TD 7S AS 9S JS KS', 'AC']).play('play', 'KC', '7C');
    expect(decision('signal', s)).toBe('7S');
  });

  it('gives no signal when an opponent is winning the trick', () => {
    // Seat 0 (an opponent of seat 3) wins with AC; seat 3 throws its cheapest card.
    const s = stage(['AC', '7C', '8C', '7D QD TD 7S AS 9S JS KS']).play('play', 'AC', '7C', '8C');
    expect(decision('signal', s)).toBe('7D');
  });
});

describe('klaverjassen signal bot: reading', () => {
  it('leads the suit its partner showed strong: a low spade after the partner’s 7S under its ace', () => {
    // Seat 0 leads AC and wins; partner seat 2, out of clubs and trumps, discards 7S.
    const hands = ['AC JC QC 8S 9S 7D 8D 9D', '8C', 'AS 7S KD QD JD TD KS QS', '9C'];
    const after = () => stage(hands).play('play', 'AC', '8C', '7S', '9C');
    expect(decision('signal', after())).toBe('8S');
    expect(decision('signal(readOp=false)', after())).toBe('7D');
  });

  it('avoids the suit its partner showed weak: no club after the partner’s KC under its ace', () => {
    // Seat 0 leads AD and wins; partner seat 2, out of diamonds and trumps, discards KC.
    const hands = ['AD 7C 8C 9D 7S 8S 9S JS', '7D', 'KC AC TC QC AS TS KS QS', '8D'];
    const after = () => stage(hands).play('play', 'AD', '7D', 'KC', '8D');
    expect(decision('signal', after())).not.toMatch(/C$/);
    expect(decision('signal(readAf=false)', after())).toBe('7C');
  });

  it('reads nothing from a discard made while an opponent was winning', () => {
    // Seat 1 takes seat 0's 7C with AC; partner seat 2 discards 7S: not a signal to seat 0.
    // The same 7S under seat 0's own AC is one.
    const lost = stage(['7C 8S 9S 7D 8D 9D JC QC', 'AC', 'AS 7S KD QD JD TD KS QS', '9C']).play('play', '7C', 'AC', '7S', '9C');
    const won = stage(['AC JC QC 8S 9S 7D 8D 9D', '8C', 'AS 7S KD QD JD TD KS QS', '9C']).play('play', 'AC', '8C', '7S', '9C');
    const strong = (st: typeof lost) => partnerShown(viewOf(klaverjassen.observe(st.state, 0)), ALL).strong;
    expect(strong(lost)).toBe(0);
    expect(strong(won)).toBe(1 << 3); // spades
  });
});
