// Benchmarks of single games and analyses, each added by its game's module.
import { jachtBenchmarks } from './jacht.js';
import { jattenBenchmarks } from './jatten.js';
import { searchBenchmarks } from './search.js';
import type { Line } from './run.js';

export interface ExtraOptions {
  readonly runs: number;
  readonly scale: (n: number) => number;
}

export async function extraBenchmarks(opts: ExtraOptions): Promise<Line[]> {
  return [...(await jachtBenchmarks(opts)), ...(await jattenBenchmarks(opts)), ...(await searchBenchmarks(opts))];
}
