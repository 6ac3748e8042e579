// Seeded random numbers. Every stream is a seedrandom `tychei` generator: the fastest
// of seedrandom's algorithms to create (~0.2 µs) with a 53-bit integer seed, which
// matters because a game opens several streams (the deal, each seat's bot, each roll).
import seedrandom from 'seedrandom';

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
}

type Prng = () => number;

// tychei takes a number up to 2^53 as its whole seed (no string hashing, hence the fast
// start); the published typings only admit strings.
const tychei = seedrandom.tychei as unknown as (seed: number) => Prng;

/** A stream from a 53-bit seed. The generator is only built on first use, so a stream
 * that nobody draws from (a bot that never gambles) costs nothing. */
export class SeededRng implements Rng {
  private prng: Prng | undefined;
  constructor(private seed: number) {}
  /** Starts the stream over from another seed (the match loop reuses its seats' rngs). */
  reseed(seed: number): void {
    this.seed = seed;
    this.prng = undefined;
  }
  next(): number {
    if (this.prng === undefined) this.prng = tychei(this.seed);
    return this.prng();
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
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
