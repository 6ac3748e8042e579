// The heuristic's trick play in staged positions (hearts trump, seat 0 took it and leads).
import { describe, expect, it } from 'vitest';
import { stage } from '../../games/klaverjassen/stage.js';
import { decision } from './seat.js';

describe('klaverjassen heuristic: trick play', () => {
  it('spekt: throws a ten whose ace is out on the trick its partner is sure to win (it plays last)', () => {
    // Seat 0 leads KC, partner seat 1 takes it with AC, seat 2 follows; seat 3 has no
    // clubs and no trumps.
    const s = stage(['KC', 'AC', '8C', 'TD 7D 8D 7S 8S 9S JS QS']).play('play', 'KC', 'AC', '8C');
    expect(decision('heuristic', s)).toBe('TD');
  });

  it('spekt from the suit led too, but keeps a boss: the king, not the ace, under the partner’s sure trick', () => {
    // 7S led, the partner's 9S, 8S; seat 3 is last with KS, AS and no ten out of reach.
    const s = stage(['7S', '9S', '8S', 'KS AS 7C 8C 9C 7D 8D 9D']).play('play', '7S', '9S', '8S');
    expect(decision('heuristic', s)).toBe('KS');
  });

  it('throws its cheapest card, not the ten, while an opponent after it may still ruff the partner', () => {
    // Partner seat 0 leads AC, seat 1 follows; seat 2 discards with seat 3 still to play.
    const s = stage(['AC', '7C', '7D JD TD 7S AS 9S QS KS']).play('play', 'AC', '7C');
    expect(decision('heuristic', s)).toBe('7D');
  });

  it('plays high to win: the boss ace over an opponent’s king with others still to play', () => {
    // Seat 0 leads KS; seat 1 holds AS and 7S.
    const s = stage(['KS', 'AS 7S 7C 8C 9C 7D 8D 9D']).play('play', 'KS');
    expect(decision('heuristic', s)).toBe('AS');
  });

  it('wins cheaply when it plays last: the lowest card that takes the trick', () => {
    // 7S led, 8S, then the opponent's 9S; seat 3 holds KS and AS and takes it with the king.
    const s = stage(['7S', '8S', '9S', 'KS AS 7C 8C 9C 7D 8D 9D']).play('play', '7S', '8S', '9S');
    expect(decision('heuristic', s)).toBe('KS');
  });

  it('gives nothing away when it cannot win: the lowest card of the suit', () => {
    // AS led; seat 1 holds TS and 7S: the ten stays home.
    const s = stage(['AS', 'TS 7S 7C 8C 9C 7D 8D 9D']).play('play', 'AS');
    expect(decision('heuristic', s)).toBe('7S');
  });

  it('draws trumps for its team: leads the top trump while the opponents may hold trumps', () => {
    const s = stage(['JH 7H 8C 9C 7D 8D 9D 7S']).play('play');
    expect(decision('heuristic', s)).toBe('JH');
  });

  it('counts the trumps out: once neither opponent can hold one, it cashes its ace instead of the nel', () => {
    // Seat 0 leads JH; both opponents show no trumps (seat 3 is dealt spades and JD); the
    // rest are with partner seat 2.
    const hands = ['JH 9H AC 7C 8C 7D 8D 7S', 'KC QC JC 9D TD AD KD QD', '7H 8H TH QH KH AH 9C TC'];
    const s = stage(hands).play('play', 'JH', '9D', '7H', '8S');
    expect(decision('heuristic', s)).toBe('AC');
  });

  it('keeps its trumps: with the partner winning (Amsterdam) it discards a side card, not a trump', () => {
    // Partner seat 0 leads AC; seat 2 has no clubs, may trump or not, and keeps its trumps.
    const s = stage(['AC', '7C', 'QD 7H 8H 9H TH JH QH KH'], { trumping: 'amsterdam' }).play('play', 'AC', '7C');
    expect(s.legal()).toContain('7H');
    expect(decision('heuristic', s)).toBe('QD');
  });
});
