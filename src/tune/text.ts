// The tune's text: a headline (what is recommended and why, what each part cost), the
// checked rows on fresh deals, how the best estimate moved, and what each parameter's
// values did in the search.
import Table from 'cli-table3';
import { seconds } from '../core/pace.js';
import { count, fixed, percent, seedText, signedPercent } from '../report/format.js';
import { type TunePoint, type TuneResult, isRecommended } from './result.js';

/** Why the recommended row is recommended, in words. */
export function verdictLine(r: TuneResult): string {
  const rec = r.recommended;
  if (!rec.check) return `recommended: ${rec.label} (the search's best, not checked: the tune was stopped)`;
  if (r.overPick) {
    const [lo, hi] = r.overPick.interval;
    return `recommended: ${rec.label} (${rec.role}): it is clearly above the search's pick ${r.pick.label} on the check, by ${signedPercent(r.overPick.difference, 1)} (${signedPercent(lo, 1)} to ${signedPercent(hi, 1)}, paired)`;
  }
  if (rec.check.standing === 'best')
    return `recommended: ${rec.label}, the search's pick: best, every other checked row is clearly below it`;
  const rows = [r.pick, ...r.runnersUp, ...r.references];
  const tied = rows.filter((p, i) => i > 0 && p.check?.standing === 'tied' && !p.sameAs).map((p) => markOf(r, p));
  return `recommended: ${rec.label}, the search's pick: tied with ${tied.join(', ')} (no checked row is clearly above another of these)`;
}

/** A row's mark: pick, #2…, default, against. */
function markOf(r: TuneResult, p: TunePoint): string {
  return p.role === 'runner-up' ? `#${r.runnersUp.indexOf(p) + 2}` : p.role;
}

export function costLine(r: TuneResult): string {
  const rounds = r.raceRounds.map(count).join(', ');
  const race = r.raceRounds.length
    ? `race ${count(r.cost.race)} (${r.raced} points on fresh deals, rounds of ${rounds} games a point)`
    : 'no race';
  return `cost: search ${count(r.cost.search)} games (${count(r.evaluations)} evaluations of ${count(r.block)}, k = ${r.explore}), ${race}: ${count(r.spent)} of the ${count(r.budget)} budget; check ${count(r.cost.check)} (${count(r.checkGames)} games a row on fresh deals)`;
}

export function tuneHeadline(r: TuneResult, elapsedMs: number): string {
  const lines = [
    `${r.game}: tune of ${r.bot} vs ${r.vs.join(', ')} · ${r.method} · ${r.dims.length} ${r.dims.length === 1 ? 'parameter' : 'parameters'}, ${count(r.spaceSize)} points · ${seedText(r)} · ${seconds(elapsedMs)}`,
    verdictLine(r),
    costLine(r),
  ];
  if (r.fixed.length) lines.push(`held: ${r.fixed.join(', ')}`);
  if (!r.complete) lines.push('stopped early: the figures cover what was played');
  return lines.join('\n');
}

/** The checked rows: the pick, the runners-up, the references; ▶ marks the recommended. */
export function tuneTable(r: TuneResult): string {
  const table = new Table({
    head: ['', 'point', 'search est.', 'evals', 'race', 'check win rate', '95% CI', 'vs recommended', '95% CI', 'standing'],
    style: { head: [], border: [] },
  });
  const row = (p: TunePoint) => {
    const c = p.check;
    const d = c?.versusRecommended;
    const mark = `${isRecommended(r, p) ? '▶ ' : ''}${markOf(r, p)}${p.sameAs ? ` = ${p.sameAs}` : ''}`;
    table.push([
      mark,
      p.label,
      Number.isFinite(p.estimate) ? percent(p.estimate) : '',
      String(p.evaluations),
      p.race ? `${percent(p.race.winRate)} of ${count(p.race.games)}` : '',
      c ? percent(c.winRate) : 'not checked',
      c ? `${percent(c.winRateCI[0])} – ${percent(c.winRateCI[1])}` : '',
      d && !isRecommended(r, p) ? signedPercent(d.difference, 1) : '',
      d && !isRecommended(r, p) ? `${signedPercent(d.interval[0], 1)} – ${signedPercent(d.interval[1], 1)}` : '',
      c ? c.standing : '',
    ]);
  };
  for (const p of [r.pick, ...r.runnersUp, ...r.references]) row(p);
  return table.toString();
}

/** The best estimate at about ten points along the search. */
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
