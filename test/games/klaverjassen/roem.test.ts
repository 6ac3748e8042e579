// KJ-6: every roem combination and their sums, the text's worked examples among them;
// KJ-7: claiming it is the trick winner's decision, or automatic as an option.
import { describe, expect, it } from 'vitest';
import { parseSuit } from '../../../src/games/klaverjassen/cards.js';
import { roemOf } from '../../../src/games/klaverjassen/roem.js';
import { T } from '../../../src/games/klaverjassen/state.js';
import { card, stage } from './stage.js';

/** The roem of four cards written out, with `trump` as trump. */
const roem = (cards: string, trump = 'H') => {
  const [a, b, c, d] = cards.split(' ').map(card);
  return roemOf(a, b, c, d, parseSuit(trump));
};

describe('KJ-6: roem', () => {
  it('three in sequence: 20 (the text: an 8, a 9 and a 10)', () => {
    expect(roem('8C 9C TC 7D')).toBe(20);
    expect(roem('TS JS QS 7D')).toBe(20); // the sequence order, not the trump order
  });

  it('four in sequence: 50 (the text: 8, 9, 10 and jack)', () => {
    expect(roem('8C 9C TC JC')).toBe(50);
    expect(roem('JC QC KC AC')).toBe(50);
  });

  it('a sequence is one suit, in the order 7 to A, without wrapping round', () => {
    expect(roem('8C 9D TC JC')).toBe(0);
    expect(roem('KC AC 7C 8D')).toBe(0);
    expect(roem('9C JC QC 7D')).toBe(0);
    expect(roem('7C 8C 9C 7D')).toBe(20);
  });

  it('stuk: trump king and queen, 20; king and queen of another suit are nothing', () => {
    expect(roem('KH QH 7C 9D')).toBe(20);
    expect(roem('KC QC 7H 9D')).toBe(0);
  });

  it('stuk adds to a sequence: Q, K, A of trump is 40 (the text)', () => {
    expect(roem('QH KH AH 7C')).toBe(40);
  });

  it('stuk with four in sequence: J, Q, K, A of trump is 70 (the text)', () => {
    expect(roem('JH QH KH AH')).toBe(70);
  });

  it('stuk with three in sequence below it: J, Q, K of trump is 40', () => {
    expect(roem('JH QH KH 7C')).toBe(40);
    // Q K A of a suit that is not trump: the sequence only.
    expect(roem('QC KC AC 7H')).toBe(20);
  });

  it('four of a kind: 100; four jacks: 200', () => {
    expect(roem('QC QD QH QS')).toBe(100);
    expect(roem('7C 7D 7H 7S')).toBe(100);
    expect(roem('JC JD JH JS')).toBe(200);
  });

  it('no combination: 0', () => {
    expect(roem('7C 9D JH AS')).toBe(0);
  });
});

describe('KJ-6, KJ-7: who gets the roem, and the claim', () => {
  // Seat 0 leads the 8 of clubs; seats 1..3 follow with 9, T and 7: 7-8-9-10, 50 roem.
  // Seat 2's ten wins: the roem is team 0's to claim.
  const hands = ['8C', '9C', 'TC', '7C'];

  it('KJ-7: the trick winner decides: claim or let it go', () => {
    const g = stage(hands).play('play', '8C', '9C', 'TC', '7C');
    expect(g.state.turn).toBe(2);
    expect(g.legal()).toEqual(['claim', 'noClaim']);
    g.play('claim');
    expect(g.state.t[T.roem]).toBe(50);
    expect(g.state.t[T.roem + 1]).toBe(0);
    expect(g.state.t[T.trickRoem]).toBe(50);
    expect(g.state.turn).toBe(2); // the winner leads the next trick
  });

  it('KJ-7: roem let go is lost', () => {
    const g = stage(hands).play('play', '8C', '9C', 'TC', '7C', 'noClaim');
    expect(g.state.t[T.roem]).toBe(0);
    expect(g.state.t[T.roem + 1]).toBe(0);
  });

  it('KJ-7: with autoRoem, it is claimed at once and nobody is asked', () => {
    const g = stage(hands, { autoRoem: true }).play('play', '8C', '9C', 'TC', '7C');
    expect(g.state.t[T.roem]).toBe(50);
    expect(g.legal()).toHaveLength(8 - 1);
    expect(g.state.turn).toBe(2);
  });

  it('KJ-6: the roem goes to the team that wins the trick, whoever played the cards', () => {
    // Seat 1 wins with the ace over seat 0's 8, 9, 10 of clubs run: team 1 claims.
    const g = stage(['8C', 'AC', '9C', 'TC']).play('play', '8C', 'AC', '9C', 'TC');
    expect(g.state.turn).toBe(1);
    g.play('claim');
    expect(g.state.t[T.roem + 1]).toBe(20);
  });
});
