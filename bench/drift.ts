// How steady the machine's own speed was during a run. On a shared virtual machine the
// same code has measured 40% apart in two full runs ten minutes apart, with no other
// process running here (the neighbours are on the host): other processes' CPU time
// cannot show that. So a short bare loop is timed before every section and after the
// last, and the spread of those timings says how far to trust this run's figures.
import { bareGesjaakt } from './bare-loop.js';
import type { Figure } from './figure.js';
import { median } from './measure.js';

/** A spread of the yardstick beyond this makes the run's figures unreliable. */
const DRIFT_TOLERANCE = 0.1;
const GAMES = 200_000;

export class Yardstick {
  private readonly rates: number[] = [];

  /** Times the bare loop: three short runs, their median, in games per second. */
  take(): void {
    const rates: number[] = [];
    for (let r = 0; r < 3; r++) {
      const started = performance.now();
      bareGesjaakt(GAMES, 11);
      rates.push(GAMES / ((performance.now() - started) / 1000));
    }
    this.rates.push(median(rates));
  }

  figure(): Figure {
    return driftFigure(this.rates);
  }
}

/** The yardstick's fastest over its slowest rate (1× is a steady machine), with a
 * warning when they are further apart than DRIFT_TOLERANCE. */
export function driftFigure(rates: readonly number[]): Figure {
  const spread = Math.max(...rates) / Math.min(...rates);
  const drifted = spread - 1 > DRIFT_TOLERANCE;
  return {
    id: 'machine.drift',
    what: `the machine's own speed during the run: the bare loop's fastest ÷ slowest timing, taken ${rates.length} times between sections`,
    value: spread,
    unit: '×',
    better: 'info',
    note: drifted ? 'the machine drifted' : 'steady',
    ...(drifted && {
      warning: `the machine's speed drifted by ${Math.round((spread - 1) * 100)}% during the run (the bare loop between sections): a change of that size in one figure may be the machine's`,
    }),
  };
}
