// The tune's text: a headline, the checked points on fresh seeds, how the best estimate
// moved, and what each parameter's values did in the search.
import Table from 'cli-table3';
import { count, fixed, percent, seconds } from '../report/format.js';
import type { TunePoint, TuneResult } from './result.js';

export function tuneHeadline(r: TuneResult, elapsedMs: number): string {
  const lines = [
    `${r.game}: tune of ${r.bot} vs ${r.vs.join(', ')} · ${r.method} · ${r.dims.length} ${r.dims.length === 1 ? 'parameter' : 'parameters'}, ${count(r.spaceSize)} points · seed ${r.seed} · ${seconds(elapsedMs)}`,
    `recommended: ${r.recommended.label}`,
    `search: ${count(r.spent)} of ${count(r.budget)} games, ${count(r.evaluations)} evaluations of ${count(r.block)} games (k = ${r.explore}); check: ${count(r.checkGames)} games a point on fresh seeds`,
  ];
  if (r.fixed.length) lines.push(`held: ${r.fixed.join(', ')}`);
  if (!r.complete) lines.push('stopped early: the figures cover what was played');
  return lines.join('\n');
}

/** The checked points: the recommended one, the runners-up, the references. */
export function tuneTable(r: TuneResult): string {
  const table = new Table({
    head: ['', 'point', 'search est.', 'evals', 'check win rate', '95% CI', 'vs recommended', '95% CI'],
    style: { head: [], border: [] },
  });
  const row = (mark: string, p: TunePoint) => {
    const c = p.check;
    const d = c?.versusBest;
    table.push([
      mark,
      p.label,
      Number.isNaN(p.estimate) ? '' : percent(p.estimate),
      String(p.evaluations),
      c ? percent(c.winRate) : 'not checked',
      c ? `${percent(c.winRateCI[0])} – ${percent(c.winRateCI[1])}` : '',
      d ? signed(d.difference) : '',
      d ? `${signed(d.interval[0])} – ${signed(d.interval[1])}` : '',
    ]);
  };
  row('best', r.recommended);
  r.runnersUp.forEach((p, i) => row(`#${i + 2}`, p));
  for (const p of r.references) row(p.role, p);
  return table.toString();
}

function signed(x: number): string {
  return `${x >= 0 ? '+' : ''}${percent(x)}`;
}

/** The best estimate at about ten points along the budget. */
export function traceLines(r: TuneResult): string {
  const step = Math.max(1, Math.floor(r.trace.length / 10));
  const shown = r.trace.filter((_, i) => i % step === step - 1 || i === r.trace.length - 1);
  return shown.map((t) => `${count(t.games).padStart(9)} games  ${percent(t.estimate)}  ${t.label}`).join('\n');
}

/** Per parameter, its values' mean win share in the search (how much it matters: the
 * spread between its best and worst value tried often enough). */
export function marginalLines(r: TuneResult): string {
  return r.marginals
    .map((m) => {
      const tried = m.values.filter((v) => v.n >= 3);
      const means = tried.map((v) => v.mean);
      const spread = means.length > 1 ? Math.max(...means) - Math.min(...means) : 0;
      const cells = tried.map((v) => `${v.value}:${fixed(100 * v.mean, 1)}`).join(' ');
      return `${m.param.padEnd(12)} spread ${percent(spread).padStart(6)}  ${cells}`;
    })
    .join('\n');
}
