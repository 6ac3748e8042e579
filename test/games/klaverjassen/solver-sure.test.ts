// The solver's sure points (solver/sure.ts): the trumps from the strongest down held by
// one team. The solver's exactness tests check the bounds they give; these pin the count.
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../../src/games/klaverjassen/cards.js';
import { topTrumps } from '../../../src/games/klaverjassen/solver/sure.js';

/** Hands as masks from card names, one string a seat. */
function hands(...seats: string[]): Int32Array {
  const card = (name: string): number => {
    const c = parseCard(name);
    if (c < 0) throw new Error(`no card ${name}`);
    return c;
  };
  return Int32Array.from(seats, (s) =>
    s
      .split(/\s+/)
      .filter(Boolean)
      .reduce((m, n) => m | (1 << card(n)), 0),
  );
}

const HEARTS = parseCard('JH') >> 3;

describe('topTrumps: the points the strongest trumps make sure of', () => {
  it('counts the run from the jack down while one team holds it, across both partners', () => {
    // Seats 0 and 2 hold J, 9, A of hearts; seat 1 holds the 10: the run stops there.
    const v = topTrumps(hands('JH 7S', 'TH 8S', '9H AH', 'KH 7C'), HEARTS);
    expect(v & 1).toBe(0);
    expect(v >> 1).toBe(20 + 14 + 11);
  });

  it('starts from the strongest trump still out, for the team that holds it', () => {
    // The jack and nine are played: the ace is strongest, seat 3 (team 1) holds A and 10.
    const v = topTrumps(hands('KH', '7H', 'QS', 'AH TH'), HEARTS);
    expect(v & 1).toBe(1);
    expect(v >> 1).toBe(11 + 10);
  });

  it('a pointless strongest trump still names its team; no trump out gives −1', () => {
    expect(topTrumps(hands('8H', 'AS', '7H', 'KS'), HEARTS)).toBe(0);
    expect(topTrumps(hands('AS', 'KS', 'QS', 'JS'), HEARTS)).toBe(-1);
  });
});
