// A run's game figures and paired differences as rows of cells, for the terminal
// (run-text.ts, cli-table3) and the page (html.ts): one set of numbers, two renderings.
import type { RunSummary } from '../sim/merge.js';
import type { FigureSummary } from '../stats/ratios.js';
import { sideNames } from '../core/spec.js';
import { count, fixed, percent, scoreHeading } from './format.js';

export interface Rows {
  /** What the table shows, said above it. */
  readonly caption: string;
  readonly head: readonly string[];
  /** A cell may hold a line break: a figure above its interval. */
  readonly rows: readonly (readonly string[])[];
  /** Said under the table, when something is. */
  readonly note?: string;
}

/** Each seat's entrant as the tables name it: twins told apart (greedy #1, greedy #2). */
export function entrantNames(summary: RunSummary): string[] {
  return sideNames(summary.entrants.map((e) => e.bot));
}

/** Each side's name: a team's (its members joined by +) in a team game, else an
 * entrant's, twins told apart. */
export function sideNamesOf(summary: RunSummary): string[] {
  return summary.teams ? sideNames(summary.teams.map((t) => t.bot)) : entrantNames(summary);
}

/** The game's own figures (Game.figures), a row per team (or entrant), each with its
 * 95% interval; undefined for a game without them. */
export function figureRows(summary: RunSummary): Rows | undefined {
  const sides = summary.figures;
  if (!sides || sides.length === 0) return undefined;
  const shown = (f: FigureSummary, x: number) => (f.percent ? percent(x) : fixed(x));
  const names = sideNamesOf(summary);
  const units = summary.gamesPerDeal ? 'duplicate deals' : 'games';
  return {
    caption: `figures (95% interval below each, ${units} as the units):`,
    head: [summary.teams ? 'team' : '#', 'bots', ...sides[0].figures.map((f) => f.name)],
    rows: sides.map((side, i) => [
      String(i + 1),
      names[i],
      ...side.figures.map((f) => `${shown(f, f.value)}\n${shown(f, f.ci[0])} – ${shown(f, f.ci[1])}`),
    ]),
  };
}

/** Duplicate seating's paired comparisons, or undefined under other seatings. */
export function pairRows(summary: RunSummary): Rows | undefined {
  if (!summary.pairs) return undefined;
  const deals = summary.pairs[0]?.deals ?? 0;
  const range = (ci: readonly [number, number], f: (x: number) => string) => `${f(ci[0])} – ${f(ci[1])}`;
  const times = (x: number | null) => (x === null ? '–' : `${x.toFixed(1)}×`);
  const signedPercent = (x: number) => `${x > 0 ? '+' : ''}${percent(x)}`;
  const names = sideNamesOf(summary);
  const side = summary.teams ? 'team' : 'entrant';
  return {
    caption: `paired on ${count(deals)} duplicate deals, each played in every distinct rotation (per ${side}, per game):`,
    head: [
      'a − b',
      scoreHeading('score a−b', summary.betterScore),
      '95% CI paired',
      'unpaired',
      'narrower',
      'wins a−b',
      '95% CI paired',
      'unpaired',
      'narrower',
    ],
    rows: summary.pairs.map((p) => [
      `${names[p.a.index]} − ${names[p.b.index]}`,
      // No deal without a forfeit: no score to compare.
      p.scoredDeals ? fixed(p.scoreDiff) : '–',
      p.scoredDeals ? range(p.scoreDiffCI, fixed) : '–',
      p.scoredDeals ? range(p.unpairedScoreDiffCI, fixed) : '–',
      times(p.narrower.score),
      signedPercent(p.winDiff),
      range(p.winDiffCI, percent),
      range(p.unpairedWinDiffCI, percent),
      times(p.narrower.wins),
    ]),
    ...(summary.pairs.some((p) => p.scoredDeals < p.deals)
      ? { note: 'scores compared only on deals in which neither side forfeited a game' }
      : {}),
  };
}

/** The paired rows with score and wins one above the other: a page's narrower shape of
 * the same cells (at the page's width nine columns would break numbers over two lines). */
export function stackedPairs(r: Rows): Rows {
  const [name, score, , , , wins, ...rest] = r.head;
  const head = [name, '', 'difference', ...rest.slice(0, 3)];
  const rows = r.rows.flatMap((row) => [
    [row[0], score, ...row.slice(1, 5)],
    ['', wins, ...row.slice(5, 9)],
  ]);
  return { ...r, head, rows };
}
