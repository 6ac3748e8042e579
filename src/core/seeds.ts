// Seed derivation. A game's seed follows from (master seed, table key, game index) by a
// hash, never from which worker played it or how many draws came before; each stream a
// game opens is keyed by what it is for (the deal, a seat's bot, a seat's turn and roll).
const TWO_32 = 0x1_0000_0000;
const HIGH_BITS = 0x1f_ffff; // 21 bits above the low 32 make a 53-bit safe integer

/** murmur3's 32-bit finalizer: every input bit reaches every output bit. */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Mixes a list of non-negative integers (each below 2^53) into a 53-bit seed.
 * Two independent 32-bit lanes, so distinct inputs collide with odds of about 2^-53. */
export function mixSeed(parts: readonly number[]): number {
  return mixInto(0x9e3779b9, 0x85ebca77, parts);
}

/** Mixes `parts` into the two lanes (a, b). Allocates nothing: streams are opened
 * several times per game. */
function mixInto(a: number, b: number, parts: readonly number[]): number {
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    const lo = p >>> 0;
    const hi = Math.floor(p / TWO_32) >>> 0;
    a = fmix32(Math.imul(a ^ lo, 0xcc9e2d51) + hi);
    b = fmix32(Math.imul(b ^ hi, 0x1b873593) + lo + 0x6b43a9b5);
    a = fmix32(a ^ b);
  }
  return (b & HIGH_BITS) * TWO_32 + a;
}

/** A string (a lineup, a sweep's name) as a 53-bit number, for use in mixSeed. */
export function hashText(text: string): number {
  let a = 0xdeadbeef;
  let b = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 2654435761);
    b = Math.imul(b ^ c, 1597334677);
  }
  a = fmix32(a ^ Math.imul(b, 0x27d4eb2f));
  b = fmix32(b ^ Math.imul(a, 0x165667b1));
  return (b & HIGH_BITS) * TWO_32 + a;
}

/** The seed of game `index` of a run: the same whoever plays it, wherever. */
export function gameSeed(masterSeed: number, tableKey: string, index: number): number {
  return mixSeed([masterSeed, hashText(tableKey), index]);
}

/** gameSeed for a whole run: hashes the table key once, not once per game, and mixes
 * the master seed and the key once (SeedLanes keeps the prefix), so a game's seed costs
 * one part's mixing. */
export function gameSeeds(masterSeed: number, tableKey: string): (index: number) => number {
  const lanes = new SeedLanes(masterSeed);
  const parts = [hashText(tableKey), 0];
  return (index) => {
    parts[1] = index;
    return lanes.mix(parts);
  };
}

/** Stream namespaces, so a deal can never share a stream with a bot or a roll. */
export const STREAM = { deal: 1, bot: 2, roll: 3, shuffle: 4, search: 5 } as const;

/** The same as mixSeed([seed, ...key]), without building that array. */
export function streamSeed(seed: number, key: readonly number[]): number {
  return new SeedLanes(seed).mix(key);
}

/** A seed mixed in once, for the many streams keyed from it: a game opens dozens (the
 * deal, each seat's bot, each roll or blind draw), and each stream mixed the seed anew.
 * It also keeps the lanes after the last key's prefix (all but its last part): a turn's
 * rolls and blind draws share one, so each costs a part's mixing, not its whole key's.
 * `mix(key)` equals streamSeed(seed, key). */
export class SeedLanes {
  private a = 0;
  private b = 0;
  /** The last key's prefix (its first prefixLength entries), and the lanes after it. */
  private readonly prefix: number[] = [];
  private prefixLength = 0;
  private prefixA = 0;
  private prefixB = 0;
  private readonly pair = [0, 0];

  constructor(seed: number) {
    this.reseed(seed);
  }

  /** Starts over from another seed (the match loop reuses one per table). */
  reseed(seed: number): void {
    const lo = seed >>> 0;
    const hi = Math.floor(seed / TWO_32) >>> 0;
    const a = fmix32(Math.imul(0x9e3779b9 ^ lo, 0xcc9e2d51) + hi);
    this.b = this.prefixB = fmix32(Math.imul(0x85ebca77 ^ hi, 0x1b873593) + lo + 0x6b43a9b5);
    this.a = this.prefixA = fmix32(a ^ this.b);
    this.prefixLength = 0;
  }

  mix(key: readonly number[]): number {
    const last = key.length - 1;
    if (last < 0) return (this.b & HIGH_BITS) * TWO_32 + this.a;
    if (!this.samePrefix(key, last)) this.mixPrefix(key, last);
    // The last part, as mixInto mixes each.
    const p = key[last];
    const lo = p >>> 0;
    const hi = Math.floor(p / TWO_32) >>> 0;
    const a = fmix32(Math.imul(this.prefixA ^ lo, 0xcc9e2d51) + hi);
    const b = fmix32(Math.imul(this.prefixB ^ hi, 0x1b873593) + lo + 0x6b43a9b5);
    return (b & HIGH_BITS) * TWO_32 + fmix32(a ^ b);
  }

  /** mix([first, second]) without building that array (a seat's bot stream). */
  mix2(first: number, second: number): number {
    this.pair[0] = first;
    this.pair[1] = second;
    return this.mix(this.pair);
  }

  private samePrefix(key: readonly number[], length: number): boolean {
    if (this.prefixLength !== length) return false;
    for (let i = 0; i < length; i++) if (this.prefix[i] !== key[i]) return false;
    return true;
  }

  /** Mixes key[0..length) into the seed's lanes and remembers it as the prefix. */
  private mixPrefix(key: readonly number[], length: number): void {
    let a = this.a;
    let b = this.b;
    this.prefixLength = length;
    for (let i = 0; i < length; i++) {
      const p = key[i];
      const lo = p >>> 0;
      const hi = Math.floor(p / TWO_32) >>> 0;
      a = fmix32(Math.imul(a ^ lo, 0xcc9e2d51) + hi);
      b = fmix32(Math.imul(b ^ hi, 0x1b873593) + lo + 0x6b43a9b5);
      a = fmix32(a ^ b);
      this.prefix[i] = p;
    }
    this.prefixA = a;
    this.prefixB = b;
  }
}
