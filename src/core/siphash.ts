// SipHash (Aumasson and Bernstein, 2012), a keyed pseudo-random function: without the
// key, its output says nothing about its input. A bot's seed is drawn through it from the
// game's seed (seeds.ts), so a bot that recovers its own stream learns nothing of the
// deal. tafel runs SipHash-1-3, the variant Rust's and CPython's hashing use: it hashes
// once a game, and 2-4 cost a game of four random Gesjaakt bots some 3% more. Written on 32-bit halves in local int32 variables, since JavaScript has no fast
// 64-bit integers (a typed-array state took ten times as long), and for one 8-byte
// message, the only length tafel hashes.

/** A 128-bit key as four 32-bit words: k0 = w0 + w1·2^32, k1 = w2 + w3·2^32. */
export type SipKey = readonly [number, number, number, number];

/** SipHash-c-d of the 8 bytes of (lo, hi), little-endian, under `key`: its low and high
 * 32 bits in out[0] and out[1]. c rounds a block, d to finish (1-3 unless told). */
export function sipHash8(key: SipKey, lo: number, hi: number, out: Uint32Array, c = 1, d = 3): void {
  // v0..v3 as high (h) and low (l) halves. The constants spell
  // "somepseudorandomlygeneratedbytes".
  let v0h = (key[1] ^ 0x736f6d65) | 0;
  let v0l = (key[0] ^ 0x70736575) | 0;
  let v1h = (key[3] ^ 0x646f7261) | 0;
  let v1l = (key[2] ^ 0x6e646f6d) | 0;
  let v2h = (key[1] ^ 0x6c796765) | 0;
  let v2l = (key[0] ^ 0x6e657261) | 0;
  let v3h = (key[3] ^ 0x74656462) | 0;
  let v3l = (key[2] ^ 0x79746573) | 0;
  // Two blocks: the message, then its length (8) in the top byte; then d rounds.
  for (let step = 0; step < 3; step++) {
    const ml = step === 0 ? lo | 0 : 0;
    const mh = step === 0 ? hi | 0 : step === 1 ? 0x08000000 : 0;
    let rounds = c;
    if (step < 2) {
      v3l = (v3l ^ ml) | 0;
      v3h = (v3h ^ mh) | 0;
    } else {
      v2l = (v2l ^ 0xff) | 0;
      rounds = d;
    }
    for (let r = 0; r < rounds; r++) {
      let t: number;
      // v0 += v1; v1 <<<= 13; v1 ^= v0; v0 <<<= 32
      t = (v0l >>> 0) + (v1l >>> 0);
      v0h = (v0h + v1h + (t > 0xffffffff ? 1 : 0)) | 0;
      v0l = t | 0;
      t = v1h;
      v1h = (v1h << 13) | (v1l >>> 19) | 0;
      v1l = (v1l << 13) | (t >>> 19) | 0;
      v1h = (v1h ^ v0h) | 0;
      v1l = (v1l ^ v0l) | 0;
      t = v0h;
      v0h = v0l;
      v0l = t;
      // v2 += v3; v3 <<<= 16; v3 ^= v2
      t = (v2l >>> 0) + (v3l >>> 0);
      v2h = (v2h + v3h + (t > 0xffffffff ? 1 : 0)) | 0;
      v2l = t | 0;
      t = v3h;
      v3h = (v3h << 16) | (v3l >>> 16) | 0;
      v3l = (v3l << 16) | (t >>> 16) | 0;
      v3h = (v3h ^ v2h) | 0;
      v3l = (v3l ^ v2l) | 0;
      // v0 += v3; v3 <<<= 21; v3 ^= v0
      t = (v0l >>> 0) + (v3l >>> 0);
      v0h = (v0h + v3h + (t > 0xffffffff ? 1 : 0)) | 0;
      v0l = t | 0;
      t = v3h;
      v3h = (v3h << 21) | (v3l >>> 11) | 0;
      v3l = (v3l << 21) | (t >>> 11) | 0;
      v3h = (v3h ^ v0h) | 0;
      v3l = (v3l ^ v0l) | 0;
      // v2 += v1; v1 <<<= 17; v1 ^= v2; v2 <<<= 32
      t = (v2l >>> 0) + (v1l >>> 0);
      v2h = (v2h + v1h + (t > 0xffffffff ? 1 : 0)) | 0;
      v2l = t | 0;
      t = v1h;
      v1h = (v1h << 17) | (v1l >>> 15) | 0;
      v1l = (v1l << 17) | (t >>> 15) | 0;
      v1h = (v1h ^ v2h) | 0;
      v1l = (v1l ^ v2l) | 0;
      t = v2h;
      v2h = v2l;
      v2l = t;
    }
    if (step < 2) {
      v0l = (v0l ^ ml) | 0;
      v0h = (v0h ^ mh) | 0;
    }
  }
  out[0] = v0l ^ v1l ^ v2l ^ v3l; // a Uint32Array stores them unsigned
  out[1] = v0h ^ v1h ^ v2h ^ v3h;
}
