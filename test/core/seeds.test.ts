import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { SeededChance, botRng } from '../../src/core/chance.js';
import { SeededRng, shuffle } from '../../src/core/rng.js';
import {
  BotSeeds,
  STREAM,
  SeedLanes,
  botSeed,
  dealSeed,
  dealSeeds,
  hashText,
  keyWords,
  mixSeed,
  streamSeed,
} from '../../src/core/seeds.js';

describe('seed derivation', () => {
  it('gives every deal of a run its own 53-bit seed, the same each time', () => {
    const seeds = new Set<number>();
    for (let i = 0; i < 20_000; i++) {
      const s = dealSeed(42, 'greedy,random,random', i);
      expect(Number.isSafeInteger(s) && s >= 0).toBe(true);
      seeds.add(s);
    }
    expect(seeds.size).toBe(20_000);
    expect(dealSeed(42, 'greedy,random,random', 7)).toBe(dealSeed(42, 'greedy,random,random', 7));
  });

  it('depends on the master seed, the deal set, the deal and the key', () => {
    const base = dealSeed(1, 'a', 0);
    expect(dealSeed(2, 'a', 0)).not.toBe(base);
    expect(dealSeed(1, 'b', 0)).not.toBe(base);
    expect(dealSeed(1, 'a', 1)).not.toBe(base);
    const key = '000102030405060708090a0b0c0d0e0f';
    expect(dealSeed(1, 'a', 0, key)).not.toBe(base);
    expect(dealSeed(1, 'a', 0, key.replace('0f', '0e'))).not.toBe(dealSeed(1, 'a', 0, key));
    expect(dealSeed(1, 'a', 0, key.toUpperCase())).toBe(dealSeed(1, 'a', 0, key));
    expect(hashText('greedy,random')).not.toBe(hashText('random,greedy'));
  });

  it('a seed hashed once (SeedLanes) keys every stream as mixing it anew does', () => {
    for (const seed of [0, 1, 99, 2 ** 32 - 1, 2 ** 32, 2 ** 53 - 1, dealSeed(7, 'a,b', 3)]) {
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

describe('dealSeeds', () => {
  it('gives exactly dealSeed for every deal, with and without a key', () => {
    const key = 'ffeeddccbbaa99887766554433221100deadbeef';
    for (const k of [undefined, key]) {
      const of = dealSeeds(17, 'main', k);
      for (const i of [0, 1, 2, 999, 123456]) expect(of(i)).toBe(dealSeed(17, 'main', i, k));
    }
  });

  it('refuses a key shorter than 128 bits or not in hex', () => {
    expect(() => keyWords('00112233445566778899aabbccddeeff')).not.toThrow();
    expect(() => keyWords('00112233445566778899aabbccddee')).toThrow(/at least 32 hex digits/);
    expect(() => keyWords('00112233445566778899aabbccddeefg')).toThrow(/at least 32 hex digits/);
    expect(keyWords('000102030405060708090a0b0c0d0e0f')).toEqual([0x03020100, 0x07060504, 0x0b0a0908, 0x0f0e0d0c]);
  });
});

describe('bot seeds', () => {
  // A bot's seed is SipHash_K(game seed), mixed with its seat: one-way without K.
  it('differ by seat and by game, and the same game gives the same seeds', () => {
    const seen = new Set<number>();
    for (let g = 0; g < 500; g++) for (let seat = 0; seat < 4; seat++) seen.add(botSeed(dealSeed(3, 'main', g), seat));
    expect(seen.size).toBe(2000);
    expect(botSeed(12345, 2)).toBe(botSeed(12345, 2));
  });

  it('are not the game seed mixed with the seat, as they were before they were keyed', () => {
    for (const seed of [1, 2 ** 40 + 7]) expect(botSeed(seed, 0)).not.toBe(mixSeed([seed, STREAM.bot, 0]));
  });

  it("follow the run's secret key when it has one", () => {
    const key = '000102030405060708090a0b0c0d0e0f';
    expect(botSeed(99, 1, key)).not.toBe(botSeed(99, 1));
    expect(botSeed(99, 1, key)).not.toBe(botSeed(99, 1, key.replace('00', '01')));
    expect(botSeed(99, 1, key)).toBe(botSeed(99, 1, key));
  });

  it('one BotSeeds reset for each game gives what a new one gives', () => {
    const reused = new BotSeeds();
    for (const seed of [99, 2 ** 53 - 1, 0, 99]) {
      reused.reset(seed);
      for (let seat = 3; seat >= 0; seat--) expect(reused.seedOf(seat)).toBe(botSeed(seed, seat));
    }
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
