// How fast each core is on its own. The two cores of a shared virtual machine need not be
// equal: here one played the bare loop at 0.92M games/s while the other played it at
// 1.17M, in the same minute, pinned with taskset. Two workers can then play at most
// (a + b) ÷ max(a, b) of what one worker plays on the faster core, whatever the code does,
// and a single worker's speed depends on which core it lands on. So the bench times the
// bare loop pinned to each core in turn, and says what two workers could reach at best.
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Figure, formatNumber } from './figure.js';
import { median } from './measure.js';

/** The compiled bare loop, for a plain node process: beside this file in dist/, or there
 * when this runs from its TypeScript source (tests). */
function bareLoopFile(): string {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.js')) return join(dirname(here), 'bare-loop.js');
  return join(dirname(here), '..', 'dist', 'bench', 'bare-loop.js');
}
const BARE_LOOP = bareLoopFile();

/** The bare loop in a process of its own, pinned to `core`: its games per second. */
function pinnedRate(core: number, games: number): number {
  const script = `import { bareGesjaakt } from ${JSON.stringify(BARE_LOOP)};
bareGesjaakt(${Math.ceil(games / 5)}, 1);
const started = performance.now();
bareGesjaakt(${games}, 7);
console.log(${games} / ((performance.now() - started) / 1000));`;
  const out = execFileSync('taskset', ['-c', String(core), process.execPath, '--input-type=module', '-e', script], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return Number(out.trim());
}

/** Each core's bare-loop rate (the median of `rounds`, the cores taken in turn), or
 * undefined where taskset is missing (it is Debian's util-linux). */
export function coreRates(games: number, rounds: number, cores = availableParallelism()): number[] | undefined {
  try {
    const rates: number[][] = Array.from({ length: cores }, () => []);
    for (let r = 0; r < rounds; r++) for (let c = 0; c < cores; c++) rates[c].push(pinnedRate(c, games));
    return rates.map(median);
  } catch {
    return undefined;
  }
}

/** The most `rates.length` workers can play over one worker on the fastest core. */
export function scalingCeiling(rates: readonly number[]): number {
  return rates.reduce((sum, r) => sum + r, 0) / Math.max(...rates);
}

/** The cores' speeds as a figure: the slowest over the fastest, with a warning when the
 * best the workers can do falls short of `target`. */
export function coresFigure(rates: readonly number[], target: number): Figure {
  const ceiling = scalingCeiling(rates);
  const shown = rates.map((r) => formatNumber(r)).join(' / ');
  return {
    id: 'machine.cores',
    what: 'the slowest core ÷ the fastest, the bare loop pinned to each',
    value: Math.min(...rates) / Math.max(...rates),
    unit: '×',
    better: 'info',
    note: `${shown} games/s; ${rates.length} workers can reach at most ${formatNumber(ceiling)}× one on the fastest core`,
    ...(ceiling < target && {
      warning: `the cores are unequal (the bare loop pinned to each: ${shown} games/s): ${rates.length} workers can reach at most ${formatNumber(ceiling)}× one, below the ${formatNumber(target)}× target, whatever the code does`,
    }),
  };
}
