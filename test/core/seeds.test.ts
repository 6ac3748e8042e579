import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { SeededChance, botRng, botSeed, botSeedOf } from '../../src/core/chance.js';
import { SeededRng, shuffle } from '../../src/core/rng.js';
import { STREAM, SeedLanes, gameSeed, gameSeeds, hashText, mixSeed, streamSeed } from '../../src/core/seeds.js';

describe('seed derivation', () => {
  it('gives every game of a run its own 53-bit seed, the same each time', () => {
    const seeds = new Set<number>();
    for (let i = 0; i < 20_000; i++) {
      const s = gameSeed(42, 'greedy,random,random', i);
      expect(Number.isSafeInteger(s) && s >= 0).toBe(true);
      seeds.add(s);
    }
    expect(seeds.size).toBe(20_000);
    expect(gameSeed(42, 'greedy,random,random', 7)).toBe(gameSeed(42, 'greedy,random,random', 7));
  });

  it('depends on the master seed, the table key and the index', () => {
    const base = gameSeed(1, 'a', 0);
    expect(gameSeed(2, 'a', 0)).not.toBe(base);
    expect(gameSeed(1, 'b', 0)).not.toBe(base);
    expect(gameSeed(1, 'a', 1)).not.toBe(base);
    expect(hashText('greedy,random')).not.toBe(hashText('random,greedy'));
  });

  it('a seed hashed once (SeedLanes) keys every stream as mixing it anew does', () => {
    for (const seed of [0, 1, 99, 2 ** 32 - 1, 2 ** 32, 2 ** 53 - 1, gameSeed(7, 'a,b', 3)]) {
      const lanes = new SeedLanes(seed);
      for (const key of [[], [STREAM.deal], [STREAM.roll, 2, 7], [STREAM.roll, 1, 11, 3], [2 ** 40, 5]]) {
        expect(lanes.mix(key)).toBe(mixSeed([seed, ...key]));
        expect(streamSeed(seed, key)).toBe(mixSeed([seed, ...key]));
      }
      // Keys that share a prefix with the one before, and keys that do not, in turn.
      for (const key of [[3, 1, 11, 1], [3, 1, 11, 2], [3, 1, 11, 3], [3, 0, 12, 1], [3, 1, 11, 1], [3, 1], [3, 2], [4], [1]]) {
        expect(lanes.mix(key)).toBe(mixSeed([seed, ...key]));
      }
      for (let seat = 0; seat < 6; seat++) {
        expect(lanes.mix2(STREAM.bot, seat)).toBe(mixSeed([seed, STREAM.bot, seat]));
        expect(botSeedOf(new SeededChance(seed), seat)).toBe(botSeed(seed, seat));
      }
    }
  });

  it('mixes large parts without losing their high bits', () => {
    expect(mixSeed([2 ** 40])).not.toBe(mixSeed([2 ** 40 + 2 ** 33]));
    expect(mixSeed([1, 2])).not.toBe(mixSeed([2, 1]));
  });
});

describe('random streams', () => {
  it('are reproducible from their seed and differ between keys', () => {
    const draw = (rng: { next(): number }) => Array.from({ length: 8 }, () => rng.next());
    expect(draw(new SeededRng(123))).toEqual(draw(new SeededRng(123)));
    expect(draw(new SeededRng(123))).not.toEqual(draw(new SeededRng(124)));
    const chance = new SeededChance(99);
    expect(draw(chance.stream(STREAM.roll, 0, 1, 1))).toEqual(draw(new SeededChance(99).stream(STREAM.roll, 0, 1, 1)));
    expect(draw(chance.stream(STREAM.roll, 0, 1, 1))).not.toEqual(draw(chance.stream(STREAM.roll, 0, 1, 2)));
    expect(draw(botRng(99, 0))).not.toEqual(draw(botRng(99, 1)));
  });

  it('a chance reseeded for another game draws what a new one for that game would', () => {
    const draw = (rng: { next(): number }) => Array.from({ length: 8 }, () => rng.next());
    const reused = new SeededChance(1);
    draw(reused.stream(STREAM.roll, 0, 1, 1));
    for (const seed of [99, 2 ** 53 - 1, 0]) {
      reused.reseed(seed);
      const fresh = new SeededChance(seed);
      for (const key of [[STREAM.deal], [STREAM.roll, 0, 1, 1], [STREAM.roll, 0, 1, 2], [STREAM.roll, 1, 1, 1]]) {
        expect(draw(reused.stream(...key))).toEqual(draw(fresh.stream(...key)));
      }
      for (let seat = 0; seat < 4; seat++) expect(botSeedOf(reused, seat)).toBe(botSeed(seed, seat));
    }
  });

  it('a stream keyed by what is drawn does not move when other streams are used more', () => {
    const a = new SeededChance(5);
    const b = new SeededChance(5);
    for (let i = 0; i < 100; i++) b.stream(STREAM.deal).next(); // other draws in between
    expect(a.stream(STREAM.roll, 1, 3, 2).next()).toBe(b.stream(STREAM.roll, 1, 3, 2).next());
  });

  it('int(n) is uniform enough over a small range', () => {
    const rng = new SeededRng(7);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[rng.int(6)]++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(400);
  });

  it('shuffle permutes in place', () => {
    const items = Array.from({ length: 33 }, (_, i) => i);
    shuffle(items, new SeededRng(3));
    expect([...items].sort((x, y) => x - y)).toEqual(Array.from({ length: 33 }, (_, i) => i));
    expect(items).not.toEqual(Array.from({ length: 33 }, (_, i) => i));
  });
});

describe('gameSeeds', () => {
  it('gives exactly gameSeed for every index', () => {
    const of = gameSeeds(17, 'greedy,random');
    for (const i of [0, 1, 2, 999, 123456]) expect(of(i)).toBe(gameSeed(17, 'greedy,random', i));
  });
});

describe('streamSeed', () => {
  it('equals mixSeed of the seed followed by the key', () => {
    for (const [seed, key] of [
      [0, [1]],
      [2 ** 52 + 12345, [3, 0, 11, 2]],
      [987654321, []],
    ] as Array<[number, number[]]>) {
      expect(streamSeed(seed, key)).toBe(mixSeed([seed, ...key]));
    }
  });
});

describe('the inline Tyche-i is seedrandom’s tychei, bit for bit', () => {
  // Every seed keeps its games: the generator was rewritten for speed, not changed.
  const tychei = seedrandom.tychei as unknown as (seed: number) => () => number;
  const seeds = [0, 1, 7, 2 ** 31 - 1, 2 ** 31, 2 ** 32 - 1, 2 ** 32, 2 ** 32 + 5, 2 ** 53 - 1];
  for (let i = 0; i < 5000; i++) seeds.push(mixSeed([i, 99]));

  it('the first 64 draws of 5,000 seeds, and 100,000 draws of one', () => {
    const differ = (seed: number, draws: number) => {
      const ours = new SeededRng(seed);
      const theirs = tychei(seed);
      for (let k = 0; k < draws; k++) if (ours.next() !== theirs()) return `seed ${seed}, draw ${k}`;
      return undefined;
    };
    expect(seeds.map((seed) => differ(seed, 64)).filter(Boolean)).toEqual([]);
    expect(differ(mixSeed([5]), 100_000)).toBeUndefined();
  });

  it('a reseeded stream starts over', () => {
    const rng = new SeededRng(5);
    for (let k = 0; k < 17; k++) rng.next();
    rng.reseed(2 ** 40 + 3);
    const theirs = tychei(2 ** 40 + 3);
    for (let k = 0; k < 100; k++) expect(rng.next()).toBe(theirs());
  });
});
