// The sweep's table, best first, and its headline.
import Table from 'cli-table3';
import { seconds } from '../core/pace.js';
import { count, fixed, percent, scoreHeading, seedText } from '../report/format.js';
import type { SweepResult } from './run.js';

export function sweepHeadline(r: SweepResult, elapsedMs: number): string {
  const lines = [
    `${r.game}: sweep of ${r.bot} vs ${r.vs.join(', ')} · ${count(r.points.length)} ${r.points.length === 1 ? 'point' : 'points'} · ${seedText(r)} · ${seconds(elapsedMs)}`,
    `best: ${r.best.label} — win rate ${percent(r.best.winRate)} (${percent(r.best.winRateCI[0])}–${percent(r.best.winRateCI[1])}), ${scoreHeading('mean score', r.betterScore)} ${fixed(r.best.meanScore)}`,
    // The best is a contender of itself; the headline counts the others.
    contenders(r.points.filter((p) => p.contender && p.label !== r.best.label).length),
  ];
  if (!r.complete)
    lines.push('stopped early: the figures cover the games played so far, compared on the games all points played');
  const saved = 1 - r.gamesPlayed / r.gamesFullGrid;
  lines.push(
    r.race
      ? `racing: ${count(r.gamesPlayed)} games instead of ${count(r.gamesFullGrid)} for the full grid (${percent(saved, 0)} fewer)`
      : `${count(r.gamesPlayed)} games, ${count(r.gamesPerPoint)} per point, the same deals at every point`,
  );
  return lines.join('\n');
}

export function sweepTable(r: SweepResult, limit = 25): string {
  const table = new Table({
    head: [
      '#',
      ...r.axes.map((a) => a.param),
      'games',
      'win rate',
      '95% CI',
      scoreHeading('mean score', r.betterScore),
      '95% CI',
      '',
    ],
    style: { head: [], border: [] },
  });
  r.points.slice(0, limit).forEach((p, i) => {
    const note =
      p.label === r.best.label
        ? 'best'
        : p.contender
          ? '≈ best'
          : p.droppedAfterRound
            ? `dropped after round ${p.droppedAfterRound}`
            : '';
    table.push([
      String(i + 1),
      ...p.values,
      count(p.games),
      percent(p.winRate),
      `${percent(p.winRateCI[0])} – ${percent(p.winRateCI[1])}`,
      fixed(p.meanScore),
      `${fixed(p.meanScoreCI[0])} – ${fixed(p.meanScoreCI[1])}`,
      note,
    ]);
  });
  const more = r.points.length > limit ? `\n… ${r.points.length - limit} more points (--json lists them all)` : '';
  return `points, sorted by win rate, best first:\n${table.toString()}${more}`;
}

function contenders(n: number): string {
  const what = n === 0 ? 'no other point' : n === 1 ? '1 other point' : `${n} other points`;
  return `${what} cannot be told apart from it at the 95% level`;
}
