// What every benchmark section is given. Game counts are fixed per figure (scaled down only
// in quick mode), so that figures compare from run to run and against bench/baseline.json.

export interface BenchOptions {
  readonly runs: number;
  readonly scale: (n: number) => number;
}
