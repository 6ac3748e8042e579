// Seed derivation. A game's chance follows from (master seed, run key, deal set, deal) by
// a hash: never from which bots play, which worker played it or how many draws came
// before, so two runs on one seed deal the same cards and dice to any lineup and are
// paired deal by deal. Each stream a game opens is keyed by what it is for (the deal, a
// seat's turn and roll). A bot's own seed comes from the game's seed through a keyed
// one-way function (botSeeds), so a bot that learns its seed learns nothing of the deal.
import { type SipKey, sipHash8 } from './siphash.js';

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

/** The deal set a run plays unless told otherwise. `play`, the matches of a tournament
 * and a sweep's points all play it, so runs on one seed pair up deal by deal. */
export const MAIN_DEALS = 'main';

/** A run's secret key (at least 128 bits, as hex) as the words mixed into its deal seeds;
 * the first four are the key of the bot seeds' SipHash. */
export function keyWords(hex: string): number[] {
  if (!/^[0-9a-f]{32,}$/i.test(hex) || hex.length % 8 !== 0) {
    throw new Error(`a run key is at least 32 hex digits, a multiple of 8: not '${hex}'`);
  }
  const words: number[] = [];
  // Little-endian bytes, as SipHash reads its key: "00010203…" is k0 = 0x…03020100.
  for (let i = 0; i < hex.length; i += 8) {
    const b = hex.slice(i, i + 8);
    words.push(parseInt(b.slice(6, 8) + b.slice(4, 6) + b.slice(2, 4) + b.slice(0, 2), 16));
  }
  return words;
}

/** The key of a run's bots' seeds: the first four words of its secret key, or undefined
 * for a run without one (the public key). */
export function botSeedKey(key: string | undefined): SipKey | undefined {
  return key === undefined ? undefined : (keyWords(key).slice(0, 4) as unknown as SipKey);
}

/** The seed of deal `deal` of deal set `deals` in a run of this seed (and key): the same
 * for every lineup, seating and worker. */
export function dealSeed(masterSeed: number, deals: string, deal: number, key?: string): number {
  return dealSeeds(masterSeed, deals, key)(deal);
}

/** dealSeed for a whole run: the seed, key and deal set are mixed once (SeedLanes keeps
 * the prefix), so a deal's seed costs one part's mixing. */
export function dealSeeds(masterSeed: number, deals: string, key?: string): (deal: number) => number {
  const lanes = new SeedLanes(masterSeed);
  const parts = [hashText(deals), ...(key === undefined ? [] : keyWords(key)), 0];
  const last = parts.length - 1;
  return (deal) => {
    parts[last] = deal;
    return lanes.mix(parts);
  };
}

/** The key of the bots' seeds in a run without a secret key: it keeps the game's seed
 * from a bot's stream, but not from a bot that guesses the master seed and tries it
 * (sealed runs draw a secret key; see docs/security.md). */
const PUBLIC_KEY: SipKey = [0x2545f491, 0x9e3779b9, 0x85ebca6b, 0xc2b2ae35];

/** The seeds of the bots at one table, game after game. A seat's seed is
 * mix(SipHash_K(game seed), bot, seat): one-way without K, the run's secret key. */
export class BotSeeds {
  private readonly out = new Uint32Array(2);
  private readonly lanes = new SeedLanes(0);

  /** `secret`: the first four words of keyWords(run key), or undefined. */
  constructor(private readonly secret?: SipKey) {}

  /** Starts the game with this seed: one hash for all its seats. */
  reset(gameSeed: number): void {
    const lo = gameSeed >>> 0;
    const hi = Math.floor(gameSeed / TWO_32) >>> 0;
    sipHash8(this.secret ?? PUBLIC_KEY, lo, hi, this.out);
    this.lanes.reseed((this.out[1] & HIGH_BITS) * TWO_32 + this.out[0]);
  }

  seedOf(seat: number): number {
    return this.lanes.mix2(STREAM.bot, seat);
  }
}

/** The seed of the bot in `seat` for the game with this seed (and run key). */
export function botSeed(gameSeed: number, seat: number, key?: string): number {
  const seeds = new BotSeeds(botSeedKey(key));
  seeds.reset(gameSeed);
  return seeds.seedOf(seat);
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
