// The notation (rank then suit: `JH` is the jack of hearts), the text's strength tables,
// and action keys and words.
import { describe, expect, it } from 'vitest';
import { ACTION, actionKey, describeAction } from '../../../src/games/klaverjassen/actions.js';
import { NAMES, parseCard } from '../../../src/games/klaverjassen/cards.js';
import { strength } from '../../../src/games/klaverjassen/trick.js';
import { card } from './stage.js';

describe('notation', () => {
  it('ranks 7 8 9 T J Q K A, suits C D H S, rank first', () => {
    expect(NAMES.slice(0, 8)).toEqual(['7C', '8C', '9C', 'TC', 'JC', 'QC', 'KC', 'AC']);
    expect(NAMES[parseCard('JH')]).toBe('JH');
    for (const bad of ['HJ', 'jh', '10H', 'XX', '', 'JHH', 'J\u0148', 7]) expect(parseCard(bad)).toBe(-1);
  });

  it('every action has its own key; anything else keys to -1 and never throws', () => {
    const keys = ACTION.map((a) => actionKey(a));
    expect(new Set(keys).size).toBe(ACTION.length);
    for (const bad of ['ZZ', 'trump X', null, undefined, {}, 3, ['JH']]) expect(actionKey(bad as string)).toBe(-1);
    expect(describeAction('JH')).toBe('JH');
    expect(describeAction('trump S')).toBe('name spades trump');
  });
});

describe('strength (the text’s tables)', () => {
  const order = (names: string, led: string, trump: string) =>
    names.split(' ').map((n) => strength(card(n), 'CDHS'.indexOf(led), 'CDHS'.indexOf(trump)));
  const descending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1] > x);

  it('trump: J > 9 > A > 10 > K > Q > 8 > 7', () => {
    expect(descending(order('JH 9H AH TH KH QH 8H 7H', 'C', 'H'))).toBe(true);
  });

  it('other suits: A > 10 > K > Q > J > 9 > 8 > 7', () => {
    expect(descending(order('AC TC KC QC JC 9C 8C 7C', 'C', 'H'))).toBe(true);
  });

  it('any trump beats any other card; a card of neither the led suit nor trump wins nothing', () => {
    const [seven, ace, off] = order('7H AC AS', 'C', 'H');
    expect(seven).toBeGreaterThan(ace);
    expect(off).toBeLessThan(0);
  });
});
