import { beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../../../src/core/errors.js';
import { CATEGORY_IDS, type CategoryId } from '../../../../src/games/jacht/categories.js';
import { advise } from '../../../../src/games/jacht/solver/advisor.js';
import { parseDice, parseOpen, parseRollsLeft } from '../../../../src/games/jacht/solver/input.js';
import { filledFromOpen, getSolution } from '../../../../src/games/jacht/solver/solution.js';

const ALL = [...CATEGORY_IDS];
beforeAll(() => {
  getSolution({ cacheDir: false });
});

describe('advisor', () => {
  it('ranks every distinct choice best first, each with its loss against the best', () => {
    const a = advise({ dice: [6, 2, 4, 2, 1], rollsLeft: 2, open: ALL });
    expect(a.dice).toEqual([1, 2, 2, 4, 6]);
    expect(a.options).toHaveLength(23 + 12); // 23 distinct keeps of 0..4 dice, 12 categories
    expect(a.options[0].loss).toBe(0);
    for (let i = 1; i < a.options.length; i++) {
      expect(a.options[i].expected).toBeLessThanOrEqual(a.options[i - 1].expected);
      expect(a.options[i].loss).toBeCloseTo(a.options[0].expected - a.options[i].expected, 12);
    }
    const keeps = new Set(a.options.filter((o) => o.keep).map((o) => o.keep!.join(',')));
    expect(keeps.size).toBe(23);
  });

  it('JSON shape: a keep carries keep, expected and loss; a category also its immediate score', () => {
    const a = JSON.parse(JSON.stringify(advise({ dice: [1, 2, 2, 4, 6], rollsLeft: 1, open: ['choice', 'twos'] })));
    expect(Object.keys(a)).toEqual(['dice', 'rollsLeft', 'open', 'options']);
    const keep = a.options.find((o: { keep?: number[] }) => o.keep);
    expect(Object.keys(keep).sort()).toEqual(['expected', 'keep', 'loss']);
    const twos = a.options.find((o: { category?: string }) => o.category === 'twos');
    expect(twos).toMatchObject({ category: 'twos', score: 4 });
    expect(Object.keys(twos).sort()).toEqual(['category', 'expected', 'loss', 'score']);
  });

  it('with no rolls left only the open categories are offered, valued by score plus what follows', () => {
    // Ana's last roll, late in a game: four of a kind (17) beats a zero in yacht.
    const open: CategoryId[] = ['yacht', 'fourOfAKind', 'choice'];
    const a = advise({ dice: [1, 4, 4, 4, 4], rollsLeft: 0, open });
    expect(a.options).toHaveLength(3);
    expect(a.options.every((o) => o.category && o.keep === undefined)).toBe(true);
    expect(a.options[0]).toMatchObject({ category: 'fourOfAKind', score: 17, loss: 0 });
    const values = getSolution().values;
    const filled = filledFromOpen(open);
    expect(a.options[0].expected).toBeCloseTo(17 + values[filled | (1 << 3)], 10);
  });

  it('one category and one turn left: the value of the position is the hand-checkable one', () => {
    const a = advise({ dice: [1, 2, 3, 4, 6], rollsLeft: 2, open: ['ones'] });
    expect(a.options[0].keep).toEqual([1]); // keep the one, reroll the rest
    expect(a.options[0].expected).toBeCloseTo(1 + 4 * (1 - (5 / 6) ** 2), 12);
    const score = a.options.find((o) => o.category === 'ones')!;
    expect(score.expected).toBe(1);
  });

  it('scores a yacht at once, even with rolls left', () => {
    const a = advise({ dice: [5, 5, 5, 5, 5], rollsLeft: 2, open: ALL });
    expect(a.options[0]).toMatchObject({ category: 'yacht', score: 50 });
  });
});

describe('advisor bad input', () => {
  it('dice that are not five faces 1–6', () => {
    expect(() => parseDice('1,2,3')).toThrow(UsageError);
    expect(() => parseDice('1,2,3,4,7')).toThrow(/five faces 1–6/);
    expect(() => parseDice('1,2,3,4,x')).toThrow(/five faces 1–6/);
    expect(() => parseDice('0,2,3,4,5')).toThrow(UsageError);
    expect(parseDice('6, 5,4,3,2')).toEqual([6, 5, 4, 3, 2]);
    expect(() => advise({ dice: [1, 2, 3, 4, 9], rollsLeft: 1, open: ALL })).toThrow(UsageError);
  });
  it('rolls left outside 0–2', () => {
    expect(() => parseRollsLeft('3')).toThrow(/not 0, 1 or 2/);
    expect(() => parseRollsLeft('-1')).toThrow(UsageError);
    expect(parseRollsLeft('0')).toBe(0);
    expect(() => advise({ dice: [1, 2, 3, 4, 5], rollsLeft: 3, open: ALL })).toThrow(UsageError);
  });
  it('an unknown category names the valid ones; a category given twice is named', () => {
    expect(() => parseOpen('yacht,kismet')).toThrow(/unknown category 'kismet': valid are all or yacht, bigStraight/);
    expect(() => parseOpen('ones,ones')).toThrow(/ones is given twice/);
    expect(parseOpen('all')).toEqual(ALL);
    expect(() => advise({ dice: [1, 2, 3, 4, 5], rollsLeft: 1, open: ['ones', 'ones'] as CategoryId[] })).toThrow(/twice/);
    expect(() => advise({ dice: [1, 2, 3, 4, 5], rollsLeft: 1, open: [] })).toThrow(/no category is open/);
  });
});
