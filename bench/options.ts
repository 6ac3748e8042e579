// What every benchmark section is given. Game counts are fixed per figure (scaled down only
// in quick mode), so that figures compare from run to run and against bench/baseline.json.
import type { Figure } from './figure.js';

export interface BenchOptions {
  readonly runs: number;
  readonly scale: (n: number) => number;
}

/** A section yields its figures one by one, so the run can show them as they come. */
export type Section = (opts: BenchOptions) => AsyncGenerator<Figure>;
