// Seeded random numbers: Tyche-i (Neves and Araujo, 2011), the generator seedrandom
// calls `tychei`, written out as a class of four integers. It gives seedrandom's numbers
// bit for bit (a test compares them), so every seed keeps its games, but a stream costs
// one small object instead of three closures, and a draw one method call instead of two.
// That matters: a game opens several streams (the deal, each seat's bot, each roll).

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
}

const TWO_32 = 0x1_0000_0000;
/** Rounds tychei runs before its first number, as seedrandom does for a number seed. */
const WARM_UP = 20;

/** A stream from a 53-bit integer seed. The warm-up is left to the first draw, so a
 * stream that nobody draws from (a bot that never gambles) costs nothing. */
export class SeededRng implements Rng {
  private a = 0;
  private b = 0;
  private c = 0;
  private d = 0;
  private warm = false;
  constructor(private seed: number) {}

  /** Starts the stream over from another seed (the match loop reuses its seats' rngs). */
  reseed(seed: number): void {
    this.seed = seed;
    this.warm = false;
  }

  /** Starts over from a seed that is a keyed hash already, a bot's (see BotSeeds): the
   * state is its two halves and two words mixed from them, with no warm-up. The twenty
   * rounds of warm-up spread a plain seed (1, 2, 3 …) and cost a game of four random bots
   * as much as the hash that made their seeds. */
  reseedHashed(seed: number): void {
    const lo = seed | 0;
    const hi = (seed / TWO_32) | 0;
    this.a = hi ^ 0x2545f491;
    this.b = lo;
    this.c = mix32(lo ^ 0x9e3779b9);
    this.d = mix32(hi ^ lo ^ 0x85ebca6b);
    this.warm = true;
  }

  next(): number {
    if (!this.warm) this.start();
    return (this.step() >>> 0) / TWO_32;
  }

  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** The warm-up: step's rounds on local variables, which costs a fifth less per stream
   * than calling step (a Jatten game opens 64 streams, a Jacht game 60). */
  private start(): void {
    let a = (this.seed / TWO_32) | 0;
    let b = this.seed | 0;
    let c = 2654435769 | 0;
    let d = 1367130551;
    for (let k = 0; k < WARM_UP; k++) {
      b = (b << 25) ^ (b >>> 7) ^ c;
      c = (c - d) | 0;
      d = (d << 24) ^ (d >>> 8) ^ a;
      a = (a - b) | 0;
      b = (b << 20) ^ (b >>> 12) ^ c;
      c = (c - d) | 0;
      d = (d << 16) ^ (c >>> 16) ^ a;
      a = (a - b) | 0;
    }
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
    this.warm = true;
  }

  /** One round of Tyche-i; the new `a` is the output. */
  private step(): number {
    let { a, b, c, d } = this;
    b = (b << 25) ^ (b >>> 7) ^ c;
    c = (c - d) | 0;
    d = (d << 24) ^ (d >>> 8) ^ a;
    a = (a - b) | 0;
    this.b = b = (b << 20) ^ (b >>> 12) ^ c;
    this.c = c = (c - d) | 0;
    this.d = (d << 16) ^ (c >>> 16) ^ a;
    return (this.a = (a - b) | 0);
  }
}

/** murmur3's finalizer, for reseedHashed. */
function mix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** A bot's stream from its seed, as the match loop starts it (reseedHashed). */
export function hashedRng(seed: number): SeededRng {
  const rng = new SeededRng(0);
  rng.reseedHashed(seed);
  return rng;
}

/** Fisher–Yates in place, drawing from `rng`. */
export function shuffle<T>(items: T[] | Int8Array | Int16Array | Int32Array | Uint8Array, rng: Rng): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
}
