// The terminal table of a run: one row per entrant.
import Table from 'cli-table3';
import type { RunSummary } from '../sim/merge.js';
import { count, fixed, percent, seconds } from './format.js';

export function runHeadline(summary: RunSummary, elapsedMs: number): string {
  const rate = summary.games / Math.max(elapsedMs / 1000, 1e-9);
  const options = Object.entries(summary.options)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(' ');
  const parts = [
    `${summary.game}: ${count(summary.games)} games`,
    `seed ${summary.seed}`,
    `${summary.entrants.length} players`,
    `${seconds(elapsedMs)} (${count(Math.round(rate))} games/s)`,
  ];
  const lines = [parts.join(' · '), `options: ${options}`, `digest: ${summary.digest}`];
  if (!summary.complete) lines.push('stopped early: the figures cover the games played so far');
  if (summary.capped) lines.push(`${count(summary.capped)} games hit the decision cap and were ranked by tie-break (G-3)`);
  for (const f of summary.forfeits) lines.push(`game ${f.index}: ${summary.entrants[f.entrant].bot} forfeited (${f.reason})`);
  return lines.join('\n');
}

export function entrantTable(summary: RunSummary): string {
  const table = new Table({
    head: ['#', 'bot', 'games', 'wins', 'win rate', '95% CI', 'mean score', '95% CI', 'p10 · median · p90'],
    colAligns: ['right', 'left', 'right', 'right', 'right', 'center', 'right', 'center', 'center'],
    style: { head: [], border: [] },
  });
  summary.entrants.forEach((e, i) => {
    const q = e.scoreQuantiles;
    table.push([
      String(i + 1),
      e.forfeits ? `${e.bot} (${e.forfeits} forfeits)` : e.bot,
      count(e.games),
      count(Math.round(e.wins * 100) / 100),
      percent(e.winRate),
      `${percent(e.winRateCI[0])} – ${percent(e.winRateCI[1])}`,
      fixed(e.meanScore),
      `${fixed(e.meanScoreCI[0])} – ${fixed(e.meanScoreCI[1])}`,
      `${q.p10} · ${q.median} · ${q.p90}`,
    ]);
  });
  return table.toString();
}
