// `tafel compare` at the terminal: what was compared, on which deals, the two differences
// with their paired and unpaired intervals, and the verdict; report.html shows the same
// lines (html.ts).
import Table from 'cli-table3';
import { plural } from '../core/words.js';
import { fixed, percent, signed, signedPercent } from '../report/format.js';
import type { RunComparison } from './compare.js';
import type { PairedDifference } from './paired.js';
import { name } from './terms.js';

/** The lines above the table: the runs, the game and the entrant compared. */
export function compareHead(c: RunComparison): string[] {
  const where = (r: RunComparison['a']) => `${r.run}${r.table ? ` (${r.table})` : ''}`;
  const order = c.lowerIsBetter ? ' · lower scores are better' : '';
  const lines = [
    `A = ${where(c.a)}, B = ${where(c.b)}`,
    `${c.game} · ${plural(c.players, 'player')} · seed ${c.seed} · deal set ${c.deals} · ${c.seating} seating${order}`,
    `compared: position ${c.position}, ${name({ label: c.a.entrant, source: c.a.source })} in A against ${name({ label: c.b.entrant, source: c.b.source })} in B`,
  ];
  for (const d of c.alsoDiffer) lines.push(`also differs, not compared: position ${d.position} (${d.a} in A, ${d.b} in B)`);
  lines.push(
    `paired: ${plural(c.pairedDeals, 'deal')} both played whole (${plural(c.pairedGames.a, 'game')} of A's ${c.a.games.toLocaleString('en-US')}, ${plural(c.pairedGames.b, 'game')} of B's ${c.b.games.toLocaleString('en-US')}), game by game in the same seat`,
  );
  return lines;
}

/** The table's rows: each figure's means, B − A, its paired and unpaired intervals. */
export function compareRows(c: RunComparison): string[][] {
  const row = (label: string, d: PairedDifference, value: (x: number) => string, diff: (x: number) => string) => [
    label,
    value(d.a),
    value(d.b),
    diff(d.diff),
    `${diff(d.ci[0])} to ${diff(d.ci[1])}`,
    `${diff(d.unpairedCi[0])} to ${diff(d.unpairedCi[1])}`,
    d.narrower === null ? '–' : `${fixed(d.narrower, 1)}×`,
  ];
  return [
    row(
      c.lowerIsBetter ? 'mean score (lower is better)' : 'mean score',
      c.score,
      (x) => fixed(x),
      (x) => signed(x),
    ),
    row(
      'win rate',
      c.wins,
      (x) => percent(x),
      (x) => signedPercent(x, 1),
    ),
  ];
}

export const COMPARE_HEAD = ['', 'A', 'B', 'B − A', '95% CI, paired', '95% CI, unpaired', 'paired is narrower'];

/** The verdict in one line: which run's entrant is better, by which figures. */
export function verdictLine(c: RunComparison): string {
  const { verdict: v } = c;
  const who = (side: 'A' | 'B') => `${side === 'A' ? c.a.entrant : c.b.entrant} in ${side}`;
  const scoreWords = (side: 'A' | 'B') => {
    const gap = fixed(Math.abs(c.score.diff));
    const more = (side === 'B') === c.score.diff > 0;
    return `${gap} points a game ${more ? 'more' : 'fewer'}${c.lowerIsBetter ? ' (lower is better)' : ''}`;
  };
  const winWords = (side: 'A' | 'B') =>
    `${percent(Math.abs(c.wins.diff))} ${(side === 'B') === c.wins.diff > 0 ? 'more' : 'fewer'} wins`;
  const p = `Holm-corrected: score ${pText(v.pHolm.score)}, win rate ${pText(v.pHolm.wins)}`;
  if (v.better === 'neither') return `verdict: not told apart on these deals (${p})`;
  if (v.better === 'mixed') {
    const scorer = v.score!;
    return `verdict: mixed: ${who(scorer)} scores better (${scoreWords(scorer)}), ${who(v.wins!)} wins more often (${winWords(v.wins!)}) (${p})`;
  }
  const side = v.better;
  const other = side === 'A' ? 'B' : 'A';
  const by = [v.score ? scoreWords(side) : undefined, v.wins ? winWords(side) : undefined].filter(Boolean).join(' and ');
  return `verdict: ${who(side)} is better than ${who(other)}: ${by} (${p})`;
}

function pText(p: number): string {
  return p < 0.001 ? 'p < 0.001' : `p = ${p.toPrecision(2)}`;
}

export function compareText(c: RunComparison): string {
  const table = new Table({
    head: COMPARE_HEAD,
    colAligns: ['left', 'right', 'right', 'right', 'center', 'center', 'right'],
    style: { head: [], border: [] },
  });
  for (const r of compareRows(c)) table.push(r);
  return [...compareHead(c), table.toString(), verdictLine(c), ...swingLine(c)].join('\n');
}

/** The deal that moved most each way, where to look first (--out links their games). */
function swingLine(c: RunComparison): string[] {
  const [b, a] = [c.swings.bBetter[0], c.swings.aBetter[0]];
  const moved = [
    b ? `B best on deal ${b.deal} (${signed(b.diff)} a game)` : undefined,
    a ? `A best on deal ${a.deal} (${signed(a.diff)} a game)` : undefined,
  ].filter(Boolean);
  return moved.length ? [`moved most: ${moved.join(', ')}; --out DIR writes a report that links their games`] : [];
}
