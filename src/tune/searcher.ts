// What every tuning method shares: ask for points, be told their values in the order
// asked, and recommend from the N-tuple model of all that was told. The methods differ
// only in what they ask for (ntbea.ts, random.ts), so a comparison of them is one of
// search, not of how the winner is picked.
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

export abstract class Searcher {
  readonly model: TupleModel;
  /** Every point told so far, by key, with its evaluations. */
  private readonly told = new Map<string, { point: Point; evaluations: number }>();

  constructor(
    readonly sizes: readonly number[],
    protected readonly rng: Rng,
  ) {
    this.model = new TupleModel(sizes.length);
  }

  /** The next `count` points to evaluate. */
  abstract ask(count: number): Point[];

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
