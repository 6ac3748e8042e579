import { describe, expect, it } from 'vitest';
import { type SipKey, sipHash8 } from '../../src/core/siphash.js';

describe('SipHash', () => {
  // The reference vector of the SipHash paper (appendix A) for SipHash-2-4: key 00 01 …
  // 0f, message 00 01 … 07, output 62 24 93 9a 79 f5 f5 93 (little-endian). tafel runs
  // 1-3, the same rounds fewer times.
  it('gives the reference output of SipHash-2-4 for the 8-byte message of the paper', () => {
    const key: SipKey = [0x03020100, 0x07060504, 0x0b0a0908, 0x0f0e0d0c];
    const out = new Uint32Array(2);
    sipHash8(key, 0x03020100, 0x07060504, out, 2, 4);
    expect([out[0].toString(16), out[1].toString(16)]).toEqual(['9a932462', '93f5f579']);
    sipHash8(key, 0x03020100, 0x07060504, out);
    expect([out[0].toString(16), out[1].toString(16)]).not.toEqual(['9a932462', '93f5f579']);
  });

  it('changes in about half its bits when one bit of the key or the message changes', () => {
    const key: SipKey = [1, 2, 3, 4];
    const base = new Uint32Array(2);
    const other = new Uint32Array(2);
    sipHash8(key, 5, 6, base);
    const bits = (a: Uint32Array, b: Uint32Array) =>
      [a[0] ^ b[0], a[1] ^ b[1]].reduce((n, x) => n + x.toString(2).replaceAll('0', '').length, 0);
    let flipped = 0;
    for (let bit = 0; bit < 32; bit++) {
      sipHash8(key, 5 ^ (1 << bit), 6, other);
      flipped += bits(base, other);
      sipHash8([1 ^ (1 << bit), 2, 3, 4], 5, 6, other);
      flipped += bits(base, other);
    }
    // 64 changes of 64 bits each: about 2,048 bits flip if every bit reaches every bit.
    expect(flipped).toBeGreaterThan(1900);
    expect(flipped).toBeLessThan(2200);
  });
});
