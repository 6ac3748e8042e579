// The shared number formats (issue 35): no figure that rounds to zero is printed with a
// minus sign (−0.00%, -0.0%, -0.00), and a sign is a true minus (−).
import { describe, expect, it } from 'vitest';
import { fixed, percent, signed, signedPercent } from '../../src/report/format.js';

describe('nothing that rounds to zero carries a minus', () => {
  it('fixed and percent drop the sign of a negative that rounds to zero, and keep every other', () => {
    expect(fixed(-0.004)).toBe('0.00');
    expect(fixed(-0)).toBe('0.00');
    expect(fixed(-0.005001)).toBe('-0.01');
    expect(fixed(-12.5, 1)).toBe('-12.5');
    expect(fixed(-0.4, 0)).toBe('0');
    expect(percent(-0.00004)).toBe('0.0%');
    expect(percent(-0.00004, 2)).toBe('0.00%');
    expect(percent(-0.0004)).toBe('0.0%');
    expect(percent(-0.0006)).toBe('-0.1%');
    expect(percent(0.5181)).toBe('51.8%');
    expect(fixed(NaN)).toBe('–');
    expect(percent(Infinity)).toBe('–');
  });

  it('signed: +, a true minus, and no sign on zero', () => {
    expect(signed(1.254)).toBe('+1.25');
    expect(signed(-0.4)).toBe('−0.40');
    expect(signed(-0.004)).toBe('0.00');
    expect(signed(0.004)).toBe('0.00');
    expect(signed(0)).toBe('0.00');
    expect(signed(-3.2, 1, false)).toBe('−3.2');
    expect(signed(3.2, 1, false)).toBe('3.2');
    expect(signed(NaN)).toBe('–');
  });

  it('signedPercent: percentage points, −0.00% never', () => {
    expect(signedPercent(0.0182)).toBe('+1.82%');
    expect(signedPercent(-0.018)).toBe('−1.80%');
    expect(signedPercent(-0.00001)).toBe('0.00%');
    expect(signedPercent(0.00004)).toBe('0.00%');
    expect(signedPercent(-0.0001)).toBe('−0.01%');
    for (let k = 1; k < 50; k++) expect(signedPercent(-k * 1e-6)).not.toMatch(/^[−-]0\.00%$/);
  });
});
