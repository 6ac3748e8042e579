// The terminal table of a run: one row per entrant.
import Table from 'cli-table3';
import type { RunSummary } from '../sim/merge.js';
import type { EntrantSummary } from '../stats/tally.js';
import { pace, seconds } from '../core/pace.js';
import { count, fixed, percent, scoreHeading } from './format.js';
import { type Rows, entrantNames, figureRows, pairRows, sideNamesOf } from './run-rows.js';
import { FORFEIT_SCORES, forfeitedEverything, forfeitText, moreForfeits } from './forfeits.js';

export function runHeadline(summary: RunSummary, elapsedMs: number): string {
  const options = Object.entries(summary.options)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(' ');
  const parts = [
    `${summary.game}: ${count(summary.games)} games`,
    `seed ${summary.seed}`,
    `${summary.entrants.length} players`,
    `${seconds(elapsedMs)} (${pace(summary.games, elapsedMs)})`,
  ];
  const deals = summary.gamesPerDeal
    ? ` (${count(summary.gamesPerDeal)} games a deal, one per distinct rotation; the intervals count deals)`
    : '';
  const lines = [parts.join(' · '), `options: ${options} · seating: ${summary.seating}${deals}`];
  if (summary.iterations !== undefined) lines.push(`search: ${count(summary.iterations)} iterations per decision`);
  if (summary.budgetMs !== undefined) {
    lines.push(`time budget: ${summary.budgetMs} ms per decision, so this run is not reproducible from its seed`);
  }
  if (summary.timed) {
    lines.push(`${summary.timed.join(', ')} search by the clock, so this run is not reproducible from its seed`);
  }
  lines.push(`digest: ${summary.digest}`);
  lines.push(...sandboxLines(summary));
  if (!summary.complete) lines.push('stopped early: the figures cover the games played so far');
  if (summary.capped) lines.push(`${count(summary.capped)} games hit the decision cap and were ranked by tie-break (G-3)`);
  const names = entrantNames(summary);
  for (const f of summary.forfeits) lines.push(forfeitText(f, names[f.entrant]));
  const more = moreForfeits(summary.forfeits.length, forfeitCount(summary), 'the records of a run with --out hold every one');
  if (more) lines.push(more);
  return lines.join('\n');
}

/** What a run says of its seeds and its bots from outside tafel: sealed, unsandboxed,
 * or sandboxed without all its limits. */
export function sandboxLines(summary: Pick<RunSummary, 'keyed' | 'unsandboxed' | 'unenforced'>): string[] {
  const lines: string[] = [];
  if (summary.keyed) lines.push('sealed: its deals follow from the seed and a secret key, which no bot could know');
  if (summary.unsandboxed) {
    lines.push(
      'NOT SANDBOXED (--unsandboxed): its bots from outside tafel could read its records, seed and files, stop it or reach the network',
    );
  }
  if (summary.unenforced?.length) lines.push(`sandbox: not enforced on this machine: ${summary.unenforced.join('; ')}`);
  return lines;
}

function forfeitCount(summary: RunSummary): number {
  return summary.entrants.reduce((sum, e) => sum + e.forfeits, 0);
}

/** What the tables need said of forfeits: how their scores count, and the entrants that
 * forfeited every game (last, where it is seen). Undefined for a run without forfeits. */
function forfeitNotes(summary: RunSummary): string | undefined {
  if (forfeitCount(summary) === 0) return undefined;
  const every = allForfeited(summary);
  return every ? `${FORFEIT_SCORES}\n${every}` : FORFEIT_SCORES;
}

/** The run's one line on entrants that forfeited every game, or undefined. */
export function allForfeited(summary: RunSummary): string | undefined {
  const names = entrantNames(summary);
  return forfeitedEverything(summary.entrants.map((e, i) => ({ ...e, name: names[i] })));
}

/** What `play` says of a run beyond its tables (play-report.ts): a headline under the
 * run's own, and the ratings and verdicts after the tables. */
interface RunVerdicts {
  readonly headline?: string;
  readonly tail?: string;
}

/** A run's whole report: the headline, the teams (a team game), the entrants, the
 * duplicate comparisons (duplicate seating), and what forfeits did to the figures. */
export function runReport(summary: RunSummary, elapsedMs: number, verdicts?: RunVerdicts): string {
  return [
    runHeadline(summary, elapsedMs),
    verdicts?.headline,
    teamTable(summary),
    figureTable(summary),
    entrantTable(summary),
    pairTable(summary),
    verdicts?.tail,
    // Last, where it is seen: an entrant that forfeited every game.
    forfeitNotes(summary),
  ]
    .filter((part) => part !== undefined)
    .join('\n');
}

/** One row per partnership, or undefined when the game has none. */
export function teamTable(summary: RunSummary): string | undefined {
  if (!summary.teams) return undefined;
  const table = new Table({
    head: [
      'team',
      'bots',
      'entrants',
      'games',
      'wins',
      'win rate',
      '95% CI',
      scoreHeading('team score', summary.betterScore),
      '95% CI',
      'p10 · median · p90',
    ],
    colAligns: ['right', 'left', 'center', 'right', 'right', 'right', 'center', 'right', 'center', 'center'],
    style: { head: [], border: [] },
  });
  const names = sideNamesOf(summary);
  for (const t of summary.teams) {
    table.push([
      String(t.team + 1),
      t.forfeits ? `${names[t.team]} (${t.forfeits} forfeits)` : names[t.team],
      t.members.map((e) => e + 1).join(', '),
      count(t.games),
      count(Math.round(t.wins * 100) / 100),
      percent(t.winRate),
      `${percent(t.winRateCI[0])} – ${percent(t.winRateCI[1])}`,
      fixed(t.meanScore),
      scoreRange(t),
      spread(t),
    ]);
  }
  return table.toString();
}

/** The game's own figures (Game.figures), a row per team (or entrant), each with its
 * 95% interval; undefined for a game without them. */
export function figureTable(summary: RunSummary): string | undefined {
  const rows = figureRows(summary);
  return rows && textTable(rows);
}

/** Duplicate seating's paired comparisons, or undefined under other seatings. */
export function pairTable(summary: RunSummary): string | undefined {
  const rows = pairRows(summary);
  return rows && textTable(rows);
}

/** Rows as the terminal shows them: the caption, the table, the note. */
function textTable(r: Rows): string {
  const table = new Table({ head: [...r.head], style: { head: [], border: [] } });
  for (const row of r.rows) table.push([...row]);
  return `${r.caption}\n${table.toString()}${r.note ? `\n${r.note}` : ''}`;
}

export function entrantTable(summary: RunSummary): string {
  const names = entrantNames(summary);
  const table = new Table({
    head: [
      '#',
      'bot',
      'games',
      'wins',
      'win rate',
      '95% CI',
      scoreHeading('mean score', summary.betterScore),
      '95% CI',
      'p10 · median · p90',
    ],
    colAligns: ['right', 'left', 'right', 'right', 'right', 'center', 'right', 'center', 'center'],
    style: { head: [], border: [] },
  });
  summary.entrants.forEach((e, i) => {
    table.push([
      String(i + 1),
      e.forfeits ? `${names[i]} (${e.forfeits} forfeits)` : names[i],
      count(e.games),
      count(Math.round(e.wins * 100) / 100),
      percent(e.winRate),
      `${percent(e.winRateCI[0])} – ${percent(e.winRateCI[1])}`,
      fixed(e.meanScore),
      scoreRange(e),
      spread(e),
    ]);
  });
  return table.toString();
}

/** The mean score's interval, a dash for a side with no scored game. */
export function scoreRange(side: EntrantSummary): string {
  return side.scoredGames ? `${fixed(side.meanScoreCI[0])} – ${fixed(side.meanScoreCI[1])}` : '–';
}

/** The p10 · median · p90 cell: a dash for a side with no scored game (it forfeited all). */
function spread(side: EntrantSummary): string {
  const q = side.scoreQuantiles;
  return side.scoredGames ? `${q.p10} · ${q.median} · ${q.p90}` : '–';
}
