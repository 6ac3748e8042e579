// Benchmarks of single games and analyses, each added by its game's module.
import type { Line } from './run.js';

export interface ExtraOptions {
  readonly runs: number;
  readonly scale: (n: number) => number;
}

export async function extraBenchmarks(_opts: ExtraOptions): Promise<Line[]> {
  return [];
}
