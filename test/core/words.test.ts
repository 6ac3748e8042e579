// Counts in words (issue 35): "1 point", not "(1 points)"; "given once", not "given 1 times".
import { describe, expect, it } from 'vitest';
import { plural, times } from '../../src/core/words.js';

describe('counts in words', () => {
  it('a noun agrees with its number', () => {
    expect(plural(1, 'point')).toBe('1 point');
    expect(plural(0, 'point')).toBe('0 points');
    expect(plural(2, 'point')).toBe('2 points');
    expect(plural(1000, 'deal')).toBe('1,000 deals');
    expect(plural(1, 'more choice')).toBe('1 more choice');
    expect(plural(3, 'body', 'bodies')).toBe('3 bodies');
  });

  it('how often: once, twice, then times', () => {
    expect([1, 2, 3, 1200].map(times)).toEqual(['once', 'twice', '3 times', '1,200 times']);
  });
});
