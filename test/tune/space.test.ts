import { describe, expect, it } from 'vitest';
import { pointSpec, searchSpace } from '../../src/tune/space.js';

describe('the search space', () => {
  it("takes every declared parameter: given ranges, lists and values, the rest over the bot's declaration", () => {
    const space = searchSpace('jatten', 'threshold(risk=0.05..0.8,maxCards=1..8,victim=fullest|leader,tradeUpTo=3)');
    const dims = Object.fromEntries(space.dims.map((d) => [d.param, d.values]));
    // A range without a step is cut into about 20 round steps: 0.75 / 20 → 0.05.
    expect(dims.risk).toEqual(Array.from({ length: 16 }, (_, i) => String(Number((0.05 + 0.05 * i).toFixed(2)))));
    expect(dims.maxCards).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(dims.victim).toEqual(['fullest', 'leader']);
    // Declared, not given: integers in steps of one, choices all of them.
    expect(dims.deckBelow).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(dims.giveUp).toEqual(['fewest', 'deadest']);
    expect(space.fixed).toEqual(['tradeUpTo=3']);
    expect(space.dims.map((d) => d.param)).toEqual(['risk', 'maxCards', 'victim', 'deckBelow', 'refillBelow', 'giveUp']);
    expect(space.size).toBe(16 * 8 * 2 * 10 * 10 * 2);
    expect(pointSpec(space, [8, 2, 1, 0, 3, 0])).toBe(
      'threshold(tradeUpTo=3,risk=0.45,maxCards=3,victim=leader,deckBelow=0,refillBelow=3,giveUp=fewest)',
    );
  });

  it('cuts a declared real range into round steps, and takes an explicit step as given', () => {
    const risk = searchSpace('jatten', 'threshold').dims.find((d) => d.param === 'risk')!;
    expect(risk.values).toHaveLength(21);
    expect(risk.values.slice(0, 3)).toEqual(['0', '0.05', '0.1']);
    const stepped = searchSpace('jatten', 'threshold(risk=0.1..0.3:0.1)').dims[0];
    expect(stepped.values).toEqual(['0.1', '0.2', '0.3']);
  });

  it('leaves out declared values the game does not allow, and refuses them when given', () => {
    const rollout = searchSpace('gesjaakt', 'mc(iterations=5..10:5)').dims.find((d) => d.param === 'rollout')!;
    expect(rollout.values).toContain('greedy');
    expect(rollout.values).not.toContain('heuristic');
    expect(() => searchSpace('gesjaakt', 'mc(rollout=greedy|heuristic)')).toThrow(/gesjaakt has no heuristic bot/);
  });

  it('refuses an unknown parameter, a value the bot does not allow, an empty range, a bot the game lacks', () => {
    expect(() => searchSpace('jatten', 'threshold(nerve=1..2)')).toThrow(
      /tune threshold: the bot has no parameter nerve: valid are risk, maxCards/,
    );
    expect(() => searchSpace('jatten', 'threshold(risk=0.6..0.1)')).toThrow(/risk=0.6..0.1 is an empty range: 0.1 is below 0.6/);
    expect(() => searchSpace('jatten', 'threshold(risk=0.5..1.5)')).toThrow(
      /risk=0.5..1.5 goes above risk's maximum 1: give a range within 0..1/,
    );
    expect(() => searchSpace('jatten', 'threshold(maxCards=0..3)')).toThrow(/maxCards=0..3 goes below maxCards's minimum 1/);
    expect(() => searchSpace('jatten', 'threshold(risk=1.5)')).toThrow(/above the maximum 1/);
    expect(() => searchSpace('jatten', 'threshold(maxCards=1..3:0.5)')).toThrow(/must be a whole number/);
    expect(() => searchSpace('jatten', 'threshold(victim=fullest|nobody)')).toThrow(/is not one of fullest, leader or richest/);
    expect(() => searchSpace('jatten', 'threshold(victim=1..3)')).toThrow(
      /victim is not a number, so it takes a list such as fullest\|leader\|richest/,
    );
    expect(() => searchSpace('gesjaakt', 'threshold(risk=0.1..0.2)')).toThrow(/unknown bot 'threshold' for gesjaakt/);
    expect(() => searchSpace('jatten', 'random')).toThrow(/the bot has no parameters to tune/);
  });
});
