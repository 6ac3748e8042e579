// The N-tuple landscape model of NTBEA (Lucas, Liu & Perez-Liebana 2018): for each tuple
// of dimensions (every single one, every pair when there are few, and all of them at
// once), a table from the values a point takes there to the evaluations seen with them.
// A point's estimate is the mean of its tuples' means, so a point never evaluated is
// still judged by what its parameter values did elsewhere; its exploration bonus grows
// where its tuples' values were tried least.

interface Cell {
  n: number;
  sum: number;
}

/** Pairs of dimensions are modelled up to this many dimensions (28 pairs at 8). */
const MAX_PAIRED_DIMS = 12;
/** Keeps a value tried zero times from dividing by zero; its bonus is then large. */
const EPSILON = 0.1;

export class TupleModel {
  readonly tuples: readonly (readonly number[])[];
  private readonly tables: Map<string, Cell>[];
  /** Evaluations added. */
  samples = 0;

  constructor(dims: number) {
    const tuples: number[][] = Array.from({ length: dims }, (_, d) => [d]);
    if (dims <= MAX_PAIRED_DIMS) {
      for (let a = 0; a < dims; a++) for (let b = a + 1; b < dims; b++) tuples.push([a, b]);
    }
    // The full tuple, unless it is one of the above already.
    if (dims > 2) tuples.push(Array.from({ length: dims }, (_, d) => d));
    this.tuples = tuples;
    this.tables = tuples.map(() => new Map());
  }

  private cell(t: number, point: readonly number[]): Cell | undefined {
    return this.tables[t].get(this.tuples[t].map((d) => point[d]).join(','));
  }

  add(point: readonly number[], value: number): void {
    this.samples++;
    for (let t = 0; t < this.tuples.length; t++) {
      const key = this.tuples[t].map((d) => point[d]).join(',');
      const cell = this.tables[t].get(key);
      if (cell) {
        cell.n++;
        cell.sum += value;
      } else this.tables[t].set(key, { n: 1, sum: value });
    }
  }

  /** Evaluations seen with the point's values on tuple `t`. */
  count(t: number, point: readonly number[]): number {
    return this.cell(t, point)?.n ?? 0;
  }

  /** The mean of the means of the point's tuples that have been seen; undefined if none. */
  estimate(point: readonly number[]): number | undefined {
    let sum = 0;
    let seen = 0;
    for (let t = 0; t < this.tuples.length; t++) {
      const cell = this.cell(t, point);
      if (cell) {
        sum += cell.sum / cell.n;
        seen++;
      }
    }
    return seen === 0 ? undefined : sum / seen;
  }

  /** The exploration bonus, before its constant: over the tuples, the mean of
   * sqrt(ln(1 + N) / (ε + n)), N the evaluations in all, n those with the point's values.
   * `pending` counts points asked for but not yet told, as if already seen. */
  bonus(point: readonly number[], pending?: TupleModel): number {
    const all = 1 + this.samples + (pending?.samples ?? 0);
    let sum = 0;
    for (let t = 0; t < this.tuples.length; t++) {
      const n = this.count(t, point) + (pending?.count(t, point) ?? 0);
      sum += Math.sqrt(Math.log(all) / (EPSILON + n));
    }
    return sum / this.tuples.length;
  }

  /** The 1-tuple of dimension `d`: per value, its evaluations and their mean. */
  marginal(d: number, values: number): { n: number; mean: number }[] {
    return Array.from({ length: values }, (_, v) => {
      const cell = this.tables[d].get(String(v));
      return { n: cell?.n ?? 0, mean: cell ? cell.sum / cell.n : NaN };
    });
  }
}
