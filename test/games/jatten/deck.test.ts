import { describe, expect, it } from 'vitest';
import { SeededChance } from '../../../src/core/chance.js';
import { drawFromDeck } from '../../../src/games/jatten/deck.js';
import { CARD_COUNT } from '../../../src/games/jatten/state.js';
import { dealGame } from '../../../src/games/jatten/turn.js';
import { jatten } from '../../../src/games/jatten/index.js';
import { resolveOptions } from '../../../src/games/registry.js';
import { act, card, collectionOf, deckCount, emptyTable, rigged, stackDeck, toCollection, toDiscard, toHand } from './stage.js';

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

describe('JT-15 the moment the deck runs out', () => {
  /** Seat 0 steals a 6+1 from seat 1: the +1 draws the deck's last card, a 4, into seat
   * 0's collection. Seat 1's next card is a 2→3, and seat 0 holds two 5s to trade. */
  function lastCardByPlusOne(...discard: string[]) {
    const s = emptyTable(3);
    toHand(s, 0, '1', '2');
    toHand(s, 1, '6+1', '3swap');
    toCollection(s, 0, '5', '5', '6');
    stackDeck(s, '4');
    toDiscard(s, ...discard);
    const chance = rigged(s, ['6+1', '3swap']);
    act(s, { play: 1 });
    act(s, { steal: 1 }, chance);
    return { s, chance };
  }

  it('JT-15: the discard pile is shuffled into the new deck at once, and cards discarded after that wait', () => {
    const { s, chance } = lastCardByPlusOne('7', '7', '7', '7');
    expect(collectionOf(s, 0)).toContain('4');
    expect(deckCount(s)).toBe(4); // the four 7s, before anyone draws again
    expect(s.discardSize).toBe(0);
    expect(s.reshuffles).toBe(1);
    act(s, 'draw', chance);
    act(s, { swap: 5 }, chance); // the two 5s go to the discard pile, three cards come from the deck
    expect(collectionOf(s, 0).sort()).toEqual(['1', '4', '6', '7', '7', '7']);
    expect(s.discardSize).toBe(2);
    expect(s.discard[card('5')]).toBe(2); // not shuffled in: the deck had not run out again
    expect(deckCount(s)).toBe(1);
  });

  it('JT-15, JT-11: with the discard pile empty then, a later draw reshuffles what the pile holds by that time', () => {
    const { s, chance } = lastCardByPlusOne();
    expect(deckCount(s)).toBe(0);
    expect(s.reshuffles).toBe(0);
    act(s, 'draw', chance);
    act(s, { swap: 5 }, chance); // the 5s are discarded first, then drawn again: the third draw yields nothing
    expect(collectionOf(s, 0).sort()).toEqual(['1', '4', '5', '5', '6']);
    expect(s.reshuffles).toBe(1);
    expect(s.discardSize).toBe(0);
    expect(deckCount(s)).toBe(0);
  });

  it('JT-15: a reshuffle draws from its own stream, keyed by how many came before, not by the turn', () => {
    const order = (turn: number) => {
      const s = emptyTable(3);
      s.turn = turn;
      s.drawIndex = turn;
      stackDeck(s, '1');
      toDiscard(s, '2', '3', '4', '5', '6', '7', '7+1', '7eye');
      drawFromDeck(s, new SeededChance(5));
      return Array.from(s.deck.subarray(s.deckTop));
    };
    expect(order(3)).toEqual(order(40));
    expect(order(3)).not.toEqual([...order(3)].sort((a, b) => a - b)); // and it did shuffle
  });

  it('JT-15, JT-14: in a series the count starts again each game, so duplicate rotations reshuffle alike', () => {
    // Two rotations of one deal reach game 2 of a series after 0 and after 3 reshuffles.
    const secondGame = (reshufflesBefore: number, gameIndex = 1) => {
      const s = emptyTable(3);
      s.gameIndex = gameIndex;
      s.reshuffles = reshufflesBefore;
      dealGame(s, new SeededChance(5));
      s.deckTop = CARD_COUNT; // game 2 runs its deck out...
      s.discard.fill(0);
      s.discardSize = 0;
      toDiscard(s, '2', '3', '4', '5', '6', '7', '7+1', '7eye');
      drawFromDeck(s, new SeededChance(5)); // ...and reshuffles
      return Array.from(s.deck.subarray(s.deckTop));
    };
    expect(secondGame(3)).toEqual(secondGame(0));
    expect(secondGame(0)).not.toEqual(secondGame(0, 2)); // each game of the series its own stream
  });
});
