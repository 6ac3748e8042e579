import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '../../../src/games/jacht/categories.js';
import { SCORE, scoreDice } from '../../../src/games/jacht/score.js';
import { HAND_COUNT, HAND_START, MULTISET_FACES, handIndex } from '../../../src/games/jacht/dice.js';

describe('category ids', () => {
  it('are the twelve rows of the sheet in order', () => {
    expect(CATEGORY_IDS).toEqual([
      'yacht',
      'bigStraight',
      'littleStraight',
      'fourOfAKind',
      'fullHouse',
      'choice',
      'sixes',
      'fives',
      'fours',
      'threes',
      'twos',
      'ones',
    ]);
  });
});

describe('yacht', () => {
  it('five of one number scores 50 whatever the number', () => {
    expect(scoreDice('yacht', [4, 4, 4, 4, 4])).toBe(50);
    expect(scoreDice('yacht', [1, 1, 1, 1, 1])).toBe(50);
  });
  it('four of one number scores 0', () => {
    expect(scoreDice('yacht', [6, 6, 6, 6, 5])).toBe(0);
  });
});

describe('JC-2: four of a kind', () => {
  it('JC-2: four of a kind scores all five dice (4-4-4-4-1 = 17)', () => {
    expect(scoreDice('fourOfAKind', [4, 4, 4, 4, 1])).toBe(17);
    expect(scoreDice('fourOfAKind', [5, 4, 4, 4, 4])).toBe(21);
  });
  it('JC-2: five of a kind may be scored as four of a kind (6-6-6-6-6 = 30)', () => {
    expect(scoreDice('fourOfAKind', [6, 6, 6, 6, 6])).toBe(30);
  });
  it('JC-2: three of a kind scores 0', () => {
    expect(scoreDice('fourOfAKind', [4, 4, 4, 1, 1])).toBe(0);
  });
});

describe('JC-3: full house', () => {
  it('JC-3: a three and a pair score all five dice (3-3-3-6-6 = 21)', () => {
    expect(scoreDice('fullHouse', [3, 3, 3, 6, 6])).toBe(21);
    expect(scoreDice('fullHouse', [4, 4, 4, 1, 1])).toBe(14);
  });
  it('JC-3: five of a kind is not a full house', () => {
    expect(scoreDice('fullHouse', [5, 5, 5, 5, 5])).toBe(0);
  });
  it('JC-3: four of a kind plus one, or two pairs, are not a full house', () => {
    expect(scoreDice('fullHouse', [2, 2, 2, 2, 5])).toBe(0);
    expect(scoreDice('fullHouse', [2, 2, 5, 5, 1])).toBe(0);
  });
});

describe('JC-4: straights', () => {
  it('JC-4: big straight is exactly 2-3-4-5-6, in any order, for 30', () => {
    expect(scoreDice('bigStraight', [6, 2, 5, 3, 4])).toBe(30);
    expect(scoreDice('bigStraight', [1, 2, 3, 4, 5])).toBe(0);
  });
  it('JC-4: little straight is exactly 1-2-3-4-5 for 30', () => {
    expect(scoreDice('littleStraight', [5, 4, 3, 2, 1])).toBe(30);
    expect(scoreDice('littleStraight', [2, 3, 4, 5, 6])).toBe(0);
  });
  it('JC-4: four in a row is no straight', () => {
    expect(scoreDice('littleStraight', [1, 2, 3, 4, 4])).toBe(0);
    expect(scoreDice('bigStraight', [2, 3, 4, 5, 5])).toBe(0);
  });
});

describe('choice and the number rows', () => {
  it('choice adds all five dice', () => {
    expect(scoreDice('choice', [1, 2, 2, 4, 6])).toBe(15);
    expect(scoreDice('choice', [6, 6, 6, 6, 6])).toBe(30);
  });
  it('a number row counts only dice of that number', () => {
    expect(scoreDice('sixes', [6, 6, 1, 2, 6])).toBe(18);
    expect(scoreDice('fives', [5, 1, 1, 1, 1])).toBe(5);
    expect(scoreDice('fours', [4, 4, 4, 4, 4])).toBe(20);
    expect(scoreDice('threes', [3, 3, 1, 1, 1])).toBe(6);
    expect(scoreDice('twos', [2, 2, 2, 2, 1])).toBe(8);
    expect(scoreDice('ones', [1, 1, 1, 1, 1])).toBe(5);
  });
  it('a row that does not match scores 0', () => {
    expect(scoreDice('ones', [2, 3, 4, 5, 6])).toBe(0);
    expect(scoreDice('sixes', [1, 2, 3, 4, 5])).toBe(0);
  });
});

describe('score table', () => {
  it('agrees with scoreDice for every hand and category', () => {
    let checked = 0;
    for (let h = 0; h < HAND_COUNT; h++) {
      const hand = MULTISET_FACES[HAND_START + h];
      expect(handIndex(hand)).toBe(h);
      for (let c = 0; c < CATEGORY_IDS.length; c++) {
        expect(SCORE[c * HAND_COUNT + h]).toBe(scoreDice(CATEGORY_IDS[c], hand));
        checked++;
      }
    }
    expect(checked).toBe(12 * 252);
    expect(SCORE[5 * HAND_COUNT + handIndex([6, 5, 6, 6, 6])]).toBe(29);
  });
});
