import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../src/core/rng.js';
import { TupleModel } from '../../src/tune/model.js';
import { Ntbea } from '../../src/tune/ntbea.js';
import { RandomSearch } from '../../src/tune/random.js';
import type { Point, Searcher } from '../../src/tune/searcher.js';

/** A noisy landscape of 5 dimensions of 10 values: a win share that peaks at TARGET and
 * falls off with each dimension's distance, plus noise like a block of 30 games'. */
const SIZES = [10, 10, 10, 10, 10];
const TARGET = [7, 2, 5, 9, 0];
function landscape(point: Point, noise: SeededRng): number {
  const fall = point.reduce((sum, v, d) => sum + 0.012 * Math.abs(v - TARGET[d]), 0);
  return 0.6 - fall + 0.09 * (noise.next() + noise.next() + noise.next() - 1.5) * 2;
}

function search(searcher: Searcher, evaluations: number, batch: number, seed: number): Point {
  const noise = new SeededRng(seed);
  for (let done = 0; done < evaluations; done += batch) {
    const points = searcher.ask(batch);
    searcher.tell(
      points,
      points.map((p) => landscape(p, noise)),
    );
  }
  return searcher.ranked(1)[0].point;
}

const distance = (p: Point) => p.reduce((sum, v, d) => sum + Math.abs(v - TARGET[d]), 0);

describe('the N-tuple model', () => {
  it("estimates a point by the mean of its tuples' means, unseen tuples left out", () => {
    const model = new TupleModel(3);
    // 1-tuples (3), pairs (3), the full tuple: 7.
    expect(model.tuples).toHaveLength(7);
    model.add([0, 0, 0], 1);
    model.add([0, 1, 1], 0);
    // [0,0,1]: dim 0 mean 0.5, dim 1 = 0 → 1, dim 2 = 1 → 0; pairs (0,1)=[0,0] → 1,
    // (0,2)=[0,1] → 0, (1,2)=[0,1] unseen; full unseen: (0.5+1+0+1+0)/5.
    expect(model.estimate([0, 0, 1])).toBeCloseTo(2.5 / 5, 12);
    expect(model.estimate([2, 2, 2])).toBeUndefined();
  });

  it('gives a larger bonus to values tried less, and counts pending points as tried', () => {
    const model = new TupleModel(2);
    for (let i = 0; i < 5; i++) model.add([0, 0], 0.5);
    model.add([1, 1], 0.5);
    expect(model.bonus([1, 1])).toBeGreaterThan(model.bonus([0, 0]));
    const pending = new TupleModel(2);
    pending.add([1, 1], 0);
    expect(model.bonus([1, 1], pending)).toBeLessThan(model.bonus([1, 1]));
  });
});

describe('NTBEA', () => {
  it('finds the peak of a noisy landscape of 100,000 points in 600 evaluations, nearer than random search', () => {
    const found = [1, 2, 3, 4, 5].map((seed) => distance(search(new Ntbea(SIZES, new SeededRng(seed), 0.1), 600, 8, seed)));
    const random = [1, 2, 3, 4, 5].map((seed) => distance(search(new RandomSearch(SIZES, new SeededRng(seed)), 600, 8, seed)));
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(found)).toBeLessThanOrEqual(3);
    expect(mean(found)).toBeLessThan(mean(random) / 2);
  });

  it('asks the same points from the same seed, and a batch of different points', () => {
    const asks = (seed: number) => {
      const s = new Ntbea(SIZES, new SeededRng(seed), 0.1);
      search(s, 80, 8, seed);
      return s.ask(8);
    };
    expect(asks(3)).toEqual(asks(3));
    expect(asks(3)).not.toEqual(asks(4));
    const batch = asks(3).map((p) => p.join(','));
    expect(new Set(batch).size).toBeGreaterThan(4);
  });

  it('mutates every point it asks for after the first into a neighbour', () => {
    const s = new Ntbea(SIZES, new SeededRng(9), 0.1);
    const [first, ...rest] = s.ask(6);
    let previous = first;
    for (const p of rest) {
      expect(p.some((v, d) => v !== previous[d])).toBe(true);
      expect(p.every((v, d) => v >= 0 && v < SIZES[d])).toBe(true);
      previous = p;
    }
  });

  it('starts each batch from a neighbour of the last point of the one before', () => {
    const s = new Ntbea(SIZES, new SeededRng(5), 0.1);
    const noise = new SeededRng(5);
    let changed = 0;
    let batch = s.ask(4);
    for (let round = 0; round < 40; round++) {
      s.tell(
        batch,
        batch.map((p) => landscape(p, noise)),
      );
      const next = s.ask(4);
      changed += next[0].filter((v, d) => v !== batch[3][d]).length;
      batch = next;
    }
    // A neighbour changes a dimension or a few (each with chance 1/5, at least one); a
    // fresh random point about four and a half.
    expect(changed / 40).toBeGreaterThan(0.9);
    expect(changed / 40).toBeLessThan(3.5);
  });
});
