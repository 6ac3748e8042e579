import { describe, expect, it } from 'vitest';
import { verdictOf } from '../../src/tune/verdict.js';

/** Win shares deal by deal: `base` plus a deal's luck, shared by every row (the same
 * deals), plus a little of the row's own. */
function rows(bases: number[], deals = 4000): Float64Array[] {
  let s = 12345;
  const rand = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const luck = Array.from({ length: deals }, () => rand() - 0.5);
  return bases.map((b) => Float64Array.from(luck, (l) => b + l + 0.2 * (rand() - 0.5)));
}

describe('the verdict of the check', () => {
  it('keeps the pick, "best", when every other row is clearly below it', () => {
    const v = verdictOf(rows([0.6, 0.55, 0.5]));
    expect(v.recommended).toBe(0);
    expect(v.standing).toEqual(['best', 'below', 'below']);
    expect(v.overPick).toBeUndefined();
    expect(v.versus[1].difference).toBeCloseTo(-0.05, 2);
    expect(v.versus[1].interval[1]).toBeLessThan(0);
  });

  it('calls rows nothing is clearly above "tied", and keeps the pick among them', () => {
    const v = verdictOf(rows([0.6, 0.6005, 0.5]));
    expect(v.recommended).toBe(0);
    expect(v.standing).toEqual(['tied', 'tied', 'below']);
  });

  it('recommends the best row clearly above the pick, and says by how much', () => {
    // Rows 2 and 3 are both clearly above the pick; 3 is the better.
    const v = verdictOf(rows([0.5, 0.49, 0.55, 0.57]));
    expect(v.recommended).toBe(3);
    expect(v.standing).toEqual(['below', 'below', 'below', 'best']);
    expect(v.overPick!.difference).toBeCloseTo(0.07, 2);
    expect(v.overPick!.interval[0]).toBeGreaterThan(0);
    expect(v.versus[3]).toEqual({ difference: 0, interval: [0, 0] });
  });

  it('finds nothing clearly apart on one deal', () => {
    const v = verdictOf(rows([0.9, 0.1], 1));
    expect(v.standing).toEqual(['tied', 'tied']);
    expect(v.versus[1].interval).toEqual([-1, 1]);
  });

  it('compares on the deals every row played', () => {
    const [a, b] = rows([0.6, 0.5]);
    const v = verdictOf([a, b.subarray(0, 10)]);
    expect(v.versus[1].difference).toBeCloseTo(-0.1, 1);
  });
});
