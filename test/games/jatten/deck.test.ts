import { describe, expect, it } from 'vitest';
import { SeededChance } from '../../../src/core/chance.js';
import { jatten } from '../../../src/games/jatten/index.js';
import { resolveOptions } from '../../../src/games/registry.js';
import { act, card, deckCount, emptyTable, rigged, toDiscard, toHand } from './stage.js';

const options = jatten.options.parse({});

describe('JT-1 the deck', () => {
  it('JT-1: 98 number cards, 14 of each number, one +1, Eye and 2→3 per number by default', () => {
    const s = jatten.setup(3, options, new SeededChance(1));
    expect(s.composition.reduce((a, b) => a + b, 0)).toBe(98);
    for (let n = 1; n <= 7; n++) {
      const base = (n - 1) * 4;
      expect([s.composition[base], s.composition[base + 1], s.composition[base + 2], s.composition[base + 3]]).toEqual([
        11, 1, 1, 1,
      ]);
    }
  });

  it('JT-1: the spread is an option per number and symbol, and an impossible one is refused', () => {
    const spread = jatten.options.parse({ plusOneCards: [2, 0, 0, 0, 0, 0, 3], eyeCards: [0, 0, 0, 0, 0, 0, 0] });
    const s = jatten.setup(2, spread, new SeededChance(1));
    expect(s.composition[card('1+1')]).toBe(2);
    expect(s.composition[card('7+1')]).toBe(3);
    expect(s.composition[card('7')]).toBe(10);
    expect(s.composition[card('3eye')]).toBe(0);
    expect(() => resolveOptions(jatten, { eyeCards: [14, 0, 0, 0, 0, 0, 0] })).toThrow(/number 1 has 16 action cards/);
    expect(() => resolveOptions(jatten, { eyeCards: [1, 1] })).toThrow(/eyeCards/);
  });
});

describe('JT-11 reshuffles', () => {
  it('JT-11: an empty deck is replaced by the shuffled discard pile', () => {
    const s = emptyTable(3);
    toHand(s, 0, '1');
    toHand(s, 1, '2', '2');
    toDiscard(s, '3', '3', '4', '4', '5', '5', '6', '6', '7');
    act(s, { play: 1 });
    act(s, { steal: 1 }, rigged(s, ['2']));
    act(s, 'stop');
    expect(s.handSize[0]).toBe(7);
    expect(s.discardSize).toBe(0);
    expect(deckCount(s)).toBe(2);
    expect(s.reshuffles).toBe(1);
  });

  it('JT-11: with both piles empty a draw yields nothing', () => {
    const s = emptyTable(3);
    toHand(s, 0, '1');
    toHand(s, 1, '2', '2');
    act(s, { play: 1 });
    act(s, { steal: 1 }, rigged(s, ['2']));
    act(s, 'stop');
    expect(s.handSize[0]).toBe(0);
    expect(s.thief).toBe(1);
  });
});
