// The final check: what the race's pick, the runners-up and the references win on fresh
// deals (the check's own deal set, which neither the search nor the race played), so the
// figures are not the search's own luck. All checked rows play the same deals, so each
// pair is compared deal by deal (verdict.ts).
import { forfeitingSides } from '../sim/merge.js';
import type { Plan } from '../sim/plan.js';
import { dealSize } from '../sim/plan.js';
import { rowWidth } from '../sim/batch.js';
import { runPlan } from '../sim/run.js';
import type { BatchRunner } from '../sim/runner.js';
import { findGame } from '../games/registry.js';
import type { Interval } from '../stats/intervals.js';
import { Tally } from '../stats/tally.js';
import type { Standing } from './verdict.js';

export interface Checked {
  readonly games: number;
  readonly winRate: number;
  readonly winRateCI: Interval;
  readonly meanScore: number;
  /** Its win rate minus the recommended row's, paired deal by deal, with its 95%
   * interval (0 for the recommended row itself). */
  readonly versusRecommended: { readonly difference: number; readonly interval: Interval };
  /** Whether another checked row is clearly above it (see verdict.ts). */
  readonly standing: Standing;
}

export interface Played {
  readonly checked: Omit<Checked, 'versusRecommended' | 'standing'>;
  /** Win share deal by deal. */
  readonly byDeal: Float64Array;
  readonly complete: boolean;
}

/** Plays `plan` (the check's games) and keeps its win share deal by deal; `onGames` is
 * told the games of each batch as it is merged. */
export async function checkPoint(
  plan: Plan,
  runner: BatchRunner | undefined,
  signal: AbortSignal | undefined,
  onGames?: (games: number) => void,
): Promise<Played> {
  const n = plan.entrants.length;
  const width = rowWidth(n);
  const deal = dealSize(plan);
  const byDeal = new Float64Array(Math.ceil(plan.games / deal));
  const tally = new Tally(true);
  const teams = findGame(plan.game).teams ?? 0;
  const summary = await runPlan(plan, {
    workers: 1,
    runner,
    signal,
    onBatch: (batch) => {
      const forfeited = forfeitingSides(batch, teams);
      for (let k = 0; k < batch.count; k++) {
        const index = batch.start + k;
        const win = batch.rows[k * width + n];
        byDeal[Math.floor(index / deal)] += win / deal;
        if (forfeited[k] === 0) tally.addForfeited(win);
        else tally.add(batch.rows[k * width], win);
        if (index % deal === deal - 1) tally.endDeal();
      }
      onGames?.(batch.count);
    },
  });
  const s = tally.summary(plan.entrants[0]);
  return {
    checked: { games: s.games, winRate: s.winRate, winRateCI: s.winRateCI, meanScore: s.meanScore },
    byDeal,
    complete: summary.complete,
  };
}
