// KJ-4 and KJ-5, case by case, in both trumping variants: the legal cards a staged trick
// offers. Hearts are trump (seat 0 accepts the proposed hearts and leads).
import { describe, expect, it } from 'vitest';
import { stage } from './stage.js';

const sorted = (cards: string[]) => [...cards].sort();
const both = ['rotterdam', 'amsterdam'] as const;

describe('KJ-4: follow suit if you can', () => {
  it.each(both)('%s: holding the led suit, only its cards', (trumping) => {
    const g = stage(['AC', '7C 9C JH 8D'], { trumping }).play('play', 'AC');
    expect(sorted(g.legal())).toEqual(['7C', '9C']);
  });
});

describe('KJ-4: cannot follow', () => {
  it.each(both)('%s: trump if you can, against an opponent winning', (trumping) => {
    // Seat 1 is void in clubs; seat 0 (an opponent) is winning.
    const g = stage(['AC', '7H QH 8D 9D KS AS 7S 8S'], { trumping }).play('play', 'AC');
    expect(sorted(g.legal())).toEqual(['7H', 'QH']);
  });

  it.each(both)('%s: no trump either, any card', (trumping) => {
    const g = stage(['AC', '8D 9D TD JD KS AS 7S 8S'], { trumping }).play('play', 'AC');
    expect(g.legal()).toHaveLength(8);
  });

  it.each(both)('%s: overtrump: only trumps higher than the highest in the trick', (trumping) => {
    // Seat 1 trumps with the queen; seat 2 holds the jack (higher) and the 8 (lower).
    const g = stage(['AC', 'QH 8D 9D TD JD KS AS 7S', 'JH 8H 7D QD KD QS JS TS'], { trumping }).play('play', 'AC', 'QH');
    expect(g.legal()).toEqual(['JH']);
  });

  it.each(both)('%s: undertrump: with only lower trumps, a lower trump must be played', (trumping) => {
    const g = stage(['AC', 'JH 8D 9D TD JD KS AS 7S', '8H 7H 7D QD KD QS JS TS'], { trumping }).play('play', 'AC', 'JH');
    expect(sorted(g.legal())).toEqual(['7H', '8H']);
  });
});

describe('KJ-4: the partner is winning the trick', () => {
  const hands = ['AC', '7C 8D 9D TD JD KS AS 7S', '8H QH 7D QD KD QS JS TS'];

  it('rotterdam: still trump when void, though the partner wins', () => {
    const g = stage(hands, { trumping: 'rotterdam' }).play('play', 'AC', '7C');
    expect(sorted(g.legal())).toEqual(['8H', 'QH']);
  });

  it('amsterdam: void and the partner wins: any card', () => {
    const g = stage(hands, { trumping: 'amsterdam' }).play('play', 'AC', '7C');
    expect(g.legal()).toHaveLength(8);
  });

  // Seat 1 trumps with the 9; seat 3, its partner, holds the jack, the 8 and side cards.
  const overHands = ['7C', '9H 8D 9D TD JD KS AS 7S', '8C 7D QD KD QS JS TS 8S', 'JH 8H AH AD'];

  it('rotterdam: the partner winning with a trump must be overtrumped if you can', () => {
    const g = stage(overHands, { trumping: 'rotterdam' }).play('play', '7C', '9H', '8C');
    expect(g.legal()).toEqual(['JH']);
  });

  it('amsterdam: the partner winning with a trump: any card', () => {
    const g = stage(overHands, { trumping: 'amsterdam' }).play('play', '7C', '9H', '8C');
    expect(g.legal()).toHaveLength(8);
  });

  it('amsterdam: the opponent winning: overtrump, as in Rotterdam', () => {
    // Seat 2 is void in clubs; seat 1 (an opponent) wins with the 9 of trumps.
    const g = stage(['7C', '9H', 'JH 8H 7D QD KD QS JS TS'], { trumping: 'amsterdam' }).play('play', '7C', '9H');
    expect(g.legal()).toEqual(['JH']);
  });
});

describe('KJ-5: trump led', () => {
  it.each(both)('%s: follow with a higher trump if you can', (trumping) => {
    const g = stage(['QH', 'KH 8H 8D 9D TD JD KS AS'], { trumping }).play('play', 'QH');
    expect(g.legal()).toEqual(['KH']);
  });

  it.each(both)('%s: only lower trumps: any of them', (trumping) => {
    const g = stage(['KH', 'QH 8H 8D 9D TD JD KS AS'], { trumping }).play('play', 'KH');
    expect(sorted(g.legal())).toEqual(['8H', 'QH']);
  });

  it.each(both)('%s: no trump: any card', (trumping) => {
    const g = stage(['KH', '8C 9C 8D 9D TD JD KS AS'], { trumping }).play('play', 'KH');
    expect(g.legal()).toHaveLength(8);
  });

  it('amsterdam: trump led and the partner winning: still overtrump (KJ-5 has no exception)', () => {
    const g = stage(['9H', '7H', 'JH 8H 7D QD KD QS JS TS'], { trumping: 'amsterdam' }).play('play', '9H', '7H');
    expect(g.legal()).toEqual(['JH']);
  });

  it.each(both)('%s: the leader may lead any card', (trumping) => {
    const g = stage([], { trumping }).play('play');
    expect(g.legal()).toHaveLength(8);
  });
});
