// What every tuning method shares: ask for points, be told their values in the order
// asked, and rank from the N-tuple model of all that was told. Every method starts with
// the same cover (each value of every parameter at least twice), so the model has seen
// every value before anything is judged; the methods differ only in what they ask for
// afterwards (ntbea.ts, random.ts), so a comparison of them is one of search.
import type { Rng } from '../core/rng.js';
import { TupleModel } from './model.js';

export type Point = readonly number[];

export const METHODS = ['ntbea', 'random'] as const;
export type Method = (typeof METHODS)[number];

export interface Ranked {
  readonly point: Point;
  /** The model's estimate of its win share. */
  readonly estimate: number;
  /** Its own evaluations. */
  readonly evaluations: number;
}

/** Evaluations of the cover: every value of the largest parameter twice, and so every
 * value of every parameter at least twice. */
export function coverSize(sizes: readonly number[]): number {
  return 2 * Math.max(...sizes);
}

export abstract class Searcher {
  readonly model: TupleModel;
  /** Every point told so far, by key, with its evaluations. */
  private readonly told = new Map<string, { point: Point; evaluations: number }>();
  private covered = 0;
  /** Each parameter's values in the order the cover walks them, shuffled anew each pass. */
  private readonly passes: number[][];

  /** `cover`: how many of the first points are the cover (0: none). */
  constructor(
    readonly sizes: readonly number[],
    protected readonly rng: Rng,
    private readonly cover = 0,
  ) {
    this.model = new TupleModel(sizes.length);
    this.passes = sizes.map(() => []);
  }

  /** The next `count` points to evaluate: what is left of the cover, then the method's. */
  ask(count: number): Point[] {
    const points: Point[] = [];
    while (points.length < count && this.covered < this.cover) {
      points.push(this.coverPoint(this.covered++));
    }
    return points.length < count ? [...points, ...this.search(count - points.length)] : points;
  }

  /** The method's next `count` points, after the cover. */
  protected abstract search(count: number): Point[];

  /** Cover point i: parameter d takes the (i mod size)-th value of a fresh shuffle of its
   * values, so over the cover each value comes up equally often, in random company. */
  private coverPoint(i: number): Point {
    return this.sizes.map((size, d) => {
      if (i % size === 0) this.passes[d] = shuffled(size, this.rng);
      return this.passes[d][i % size];
    });
  }

  /** The values of the points last asked for, in the order asked. */
  tell(points: readonly Point[], values: readonly number[]): void {
    points.forEach((point, i) => {
      this.model.add(point, values[i]);
      const key = point.join(',');
      const seen = this.told.get(key);
      if (seen) seen.evaluations++;
      else this.told.set(key, { point, evaluations: 1 });
    });
  }

  /** The points told so far, best estimate first (the model's, exploration left out:
   * NTBEA's recommendation), ties in the order first told. */
  ranked(limit = Infinity): Ranked[] {
    const all = [...this.told.values()].map(({ point, evaluations }) => ({
      point,
      evaluations,
      estimate: this.model.estimate(point) ?? 0,
    }));
    // A stable sort: equal estimates keep the order they were first told in.
    return all.sort((a, b) => b.estimate - a.estimate).slice(0, limit);
  }

  protected randomPoint(): number[] {
    return this.sizes.map((size) => this.rng.int(size));
  }
}

/** 0 … n−1 in a random order (Fisher–Yates). */
function shuffled(n: number, rng: Rng): number[] {
  const out = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
