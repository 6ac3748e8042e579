// NTBEA, the N-Tuple Bandit Evolutionary Algorithm (Lucas, Liu & Perez-Liebana 2018): a
// hill climber whose next point is the best, by an upper confidence bound on the N-tuple
// model, of a neighbourhood of mutations of the point just evaluated. Mutations are
// judged in the model only; just the one picked is played.
//
// Asked for a batch of points (so workers can play them at once), it walks the same
// chain ahead without the values: each point asked counts as seen in the bonus (not in the
// means), so the chain moves on instead of asking for the same point again. Asked one at a
// time it is the algorithm as published.
import type { Rng } from '../core/rng.js';
import { TupleModel } from './model.js';
import { type Point, Searcher } from './searcher.js';

/** Neighbours judged per step (the paper's and TAG's usual 50), at most a quarter of a
 * small space, at least 5. */
const NEIGHBOURS = 50;

export class Ntbea extends Searcher {
  /** The point the next batch starts from; a random one before the first. */
  private current: number[] | undefined;
  private last: Point | undefined;
  private readonly neighbours: number;

  /** `explore`: the UCB constant, in units of the model's values; `cover`: points of the
   * cover before the search (see Searcher). */
  constructor(
    sizes: readonly number[],
    rng: Rng,
    private readonly explore: number,
    cover = 0,
  ) {
    super(sizes, rng, cover);
    const space = sizes.reduce((n, s) => n * s, 1);
    this.neighbours = Math.max(5, Math.min(NEIGHBOURS, Math.floor(space / 4)));
  }

  protected search(count: number): Point[] {
    if (count === 0) return [];
    const pending = new TupleModel(this.sizes.length);
    // After a cover the climb starts from the best point it found.
    let point = this.current ?? (this.ranked(1)[0]?.point as number[] | undefined) ?? this.randomPoint();
    const asked: Point[] = [];
    for (let i = 0; i < count; i++) {
      if (i > 0) point = this.next(point, pending);
      asked.push(point);
      pending.add(point, 0);
    }
    this.last = asked[asked.length - 1];
    return asked;
  }

  override tell(points: readonly Point[], values: readonly number[]): void {
    super.tell(points, values);
    if (this.last) this.current = this.next(this.last);
  }

  /** The neighbour of `from` with the highest upper bound; the first of equals. */
  private next(from: Point, pending?: TupleModel): number[] {
    let best: number[] = [...from];
    let bound = -Infinity;
    for (let k = 0; k < this.neighbours; k++) {
      const candidate = this.mutate(from);
      const value = (this.model.estimate(candidate) ?? 0) + this.explore * this.model.bonus(candidate, pending);
      if (value > bound) [best, bound] = [candidate, value];
    }
    return best;
  }

  /** Each dimension changes with chance 1/d to another of its values; at least one does. */
  private mutate(from: Point): number[] {
    const d = this.sizes.length;
    const out = [...from];
    let changed = false;
    for (let i = 0; i < d; i++) {
      if (this.rng.next() < 1 / d) {
        out[i] = this.other(i, from[i]);
        changed = true;
      }
    }
    if (!changed) {
      const i = this.rng.int(d);
      out[i] = this.other(i, from[i]);
    }
    return out;
  }

  /** A value of dimension `i` other than `v`, uniformly. */
  private other(i: number, v: number): number {
    const w = this.rng.int(this.sizes[i] - 1);
    return w >= v ? w + 1 : w;
  }
}
