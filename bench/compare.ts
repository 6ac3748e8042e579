// A run's figures against the saved baseline: the ratio now ÷ then, and whether it moved
// beyond the tolerance in the wrong direction for that figure.
import type { Baseline } from './baseline-file.js';
import type { Figure } from './figure.js';

/** Timings on a shared machine wobble by a few percent; beyond this a change is news. */
export const TOLERANCE = 0.1;

type Verdict = 'regression' | 'improvement' | 'same' | 'new' | 'unjudged';

export interface Comparison {
  readonly figure: Figure;
  readonly base?: number;
  readonly ratio?: number;
  readonly verdict: Verdict;
}

export function judge(better: Figure['better'], ratio: number, tolerance = TOLERANCE): Verdict {
  if (better === 'info' || !Number.isFinite(ratio)) return 'unjudged';
  if (ratio > 1 + tolerance) return better === 'higher' ? 'improvement' : 'regression';
  if (ratio < 1 - tolerance) return better === 'higher' ? 'regression' : 'improvement';
  return 'same';
}

export function compareFigures(figures: readonly Figure[], baseline: Baseline, tolerance = TOLERANCE): Comparison[] {
  const saved = new Map(baseline.figures.map((f) => [f.id, f]));
  return figures.map((figure) => {
    const then = saved.get(figure.id);
    // A changed unit means a changed figure: comparing the numbers would mislead.
    if (!then || then.unit !== figure.unit) return { figure, verdict: 'new' };
    const ratio = figure.value / then.value;
    // A figure this run itself distrusts (a loaded machine) is shown, not judged.
    const verdict = figure.warning ? 'unjudged' : judge(figure.better, ratio, tolerance);
    return { figure, base: then.value, ratio, verdict };
  });
}

/** Ids saved in the baseline that this run no longer measures. */
export function missingFigures(figures: readonly Figure[], baseline: Baseline): string[] {
  const now = new Set(figures.map((f) => f.id));
  return baseline.figures.filter((f) => !now.has(f.id)).map((f) => f.id);
}

const MARK: Record<Verdict, string> = {
  regression: 'REGRESSION',
  improvement: 'better',
  same: '',
  new: 'new',
  unjudged: '',
};

export function formatComparison(c: Comparison): string {
  if (c.ratio === undefined || !Number.isFinite(c.ratio)) return MARK[c.verdict];
  return `${c.ratio.toFixed(2)}× ${MARK[c.verdict]}`.trim();
}
