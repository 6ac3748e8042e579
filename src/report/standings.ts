// The terminal report of a tournament event: the standings, then one verdict per pair.
import Table from 'cli-table3';
import type { EventSummary, TournamentSummary } from '../tournament/run.js';
import { count, fixed, perTable, percent, points, scoreHeading } from './format.js';
import { figureTable, pairTable, sandboxLines, scoreRange } from './run-text.js';
import { eventSprtLines } from './sprt.js';
import { FORFEIT_SCORES, forfeitedEverything, forfeitText, moreForfeits } from './forfeits.js';
import { GAUNTLET_NOTE, gauntletCaption, gauntletHead, gauntletRows } from './gauntlet.js';

/** What a rating's points mean, as the reports say it. */
export const RATING_SCALE =
  'Elo-like points fitted to every game (400·log10 of the strength ratio, 0 the mean entrant: +100 finishes ahead of 0 64% of the time)';

/** A standing's figures from its games on, as the terminal and the report both show them. */
export function standingFigures(s: EventSummary['standings'][number]): string[] {
  return [
    count(s.games),
    percent(s.winRate),
    `${percent(s.winRateCI[0])} – ${percent(s.winRateCI[1])}`,
    fixed(s.meanScore),
    scoreRange(s),
    points(s.rating.points),
    `${points(s.rating.interval[0])} – ${points(s.rating.interval[1])}`,
    count(s.rating.games),
    count(s.forfeits),
  ];
}

/** What the standings are sorted by, as every standings table says above it. */
export const STANDINGS_ORDER = 'standings, sorted by rating (it weighs every placing; win rate counts first places only):';

function standingsTable(e: EventSummary): string {
  const table = new Table({
    head: [
      '#',
      'entrant',
      'games',
      'win rate',
      '95% CI',
      scoreHeading('mean score', e.betterScore),
      '95% CI',
      'rating',
      '95% CI',
      'rated games',
      'forfeits',
    ],
    colAligns: ['right', 'left', 'right', 'right', 'center', 'right', 'center', 'right', 'center', 'right', 'right'],
    style: { head: [], border: [] },
  });
  e.standings.forEach((s, i) => {
    table.push([
      String(i + 1),
      s.label === s.bot || s.label.startsWith(`${s.bot} #`) ? s.label : `${s.label} (${s.bot})`,
      ...standingFigures(s),
    ]);
  });
  return table.toString();
}

/** "A beats B: 56.1% ± 1.2%, 10,000 games": how often A finished ahead of B where both
 * played, told apart after Holm's correction over every pair of the event. */
export function verdicts(e: EventSummary): string[] {
  const label = (i: number) => labelOf(e, i);
  return e.comparisons.map((c) => {
    const share = `${percent(c.ahead)} ± ${percent(c.halfWidth)}`;
    const deals = c.units !== c.games ? ` (${count(c.units)} duplicate deals)` : '';
    const rests = `${count(c.games)} games${deals}`;
    if (c.decided) return `${label(c.a)} beats ${label(c.b)}: ${share}, ${rests}`;
    return `${label(c.a)} and ${label(c.b)} are not told apart: ${share}, ${rests} (Holm p = ${c.pHolm.toPrecision(2)})`;
  });
}

/** The event's headline: the strongest entrant and its evidence, or why none is clearly
 * strongest (the rating leader's pairs that are not told apart, or that it lost).
 * Undefined for an event of one entrant, and for an sprt event (its SPRT lines say). */
export function strongestLine(e: EventSummary): string | undefined {
  if (e.entrantLabels.length < 2 || e.sprt) return undefined;
  const label = (i: number) => labelOf(e, i);
  // Each pair as seen from entrant i: its share of finishing ahead of the other.
  const against = (i: number) =>
    e.comparisons
      .filter((c) => c.a === i || c.b === i)
      .map((c) => ({ other: c.a === i ? c.b : c.a, ahead: c.a === i ? c.ahead : 1 - c.ahead, c }));
  if (e.strongest !== null) {
    const i = e.strongest;
    const rating = e.standings.find((s) => s.label === label(i))!.rating;
    const [first, ...rest] = against(i).map((p) => `${label(p.other)} in ${percent(p.ahead)}`);
    const shares = [`ahead of ${first} of their games`, ...rest.map((r) => `of ${r}`)];
    return `strongest: ${label(i)}, which finished ahead of each other entrant more often than not, every pair told apart after Holm's correction (${listed(shares)}); rating ${points(rating.points)} (95% CI ${points(rating.interval[0])} – ${points(rating.interval[1])})`;
  }
  const leader = e.standings[0];
  const i = e.entrantLabels.indexOf(leader.label);
  const open = against(i)
    .filter((p) => !(p.c.decided && p.ahead > 0.5))
    .map((p) =>
      p.c.decided
        ? `finished behind ${label(p.other)} more often (${percent(p.ahead)} ± ${percent(p.c.halfWidth)})`
        : `is not told apart from ${label(p.other)} (${percent(p.ahead)} ± ${percent(p.c.halfWidth)}, Holm p = ${p.c.pHolm.toPrecision(2)})`,
    );
  const why = open.length ? ` but ${listed(open)}` : '';
  return `no entrant is clearly strongest: ${leader.label} leads the ratings (${points(leader.rating.points)})${why}`;
}

/** Up to four items joined, and how many more. */
function listed(items: readonly string[]): string {
  const shown = items.slice(0, 4);
  const more = items.length - shown.length;
  return shown.join(', ') + (more > 0 ? ` and ${more} more` : '');
}

/** A gauntlet's table per challenger, with its caption, and what the figures are. */
function gauntletTables(e: EventSummary): string[] {
  const g = e.gauntlet!;
  const out = g.challengers.flatMap((c) => {
    const table = new Table({
      head: gauntletHead(e.game),
      colAligns: ['left', 'right', 'right', 'right', 'center', 'right', 'center', 'left'],
      style: { head: [], border: [] },
    });
    for (const row of gauntletRows(c)) table.push(row);
    return [`${gauntletCaption(g, c)}:`, table.toString()];
  });
  return [...out, `(${GAUNTLET_NOTE})`];
}

/** Comparisons name entrants by their index in the file; standings are sorted. */
function labelOf(e: EventSummary, index: number): string {
  return e.entrantLabels[index];
}

export function eventReport(e: EventSummary): string {
  const head = [
    `${e.title} · ${count(e.tables.length)} table${e.tables.length === 1 ? '' : 's'} · ${count(e.games)} games${perTable(e)}`,
  ];
  if (e.stop.rule === 'sequential') {
    head.push(
      e.settled
        ? `sequential: the ranking settled at look ${e.looks} (each look tests at ${fixed(e.alpha * 100, 3)}%, so 5% over all looks)`
        : `sequential: not settled after ${e.looks} looks; stopped at the maximum of ${count(e.stop.maxGames)} games per table`,
    );
  }
  head.push(...eventSprtLines(e));
  const strongest = strongestLine(e);
  if (strongest) head.push(strongest);
  const level = e.stop.rule === 'fixed' ? '' : ` at ${fixed(e.alpha * 100, 3)}% per look`;
  const lines = [
    head.join('\n'),
    STANDINGS_ORDER,
    standingsTable(e),
    ...(e.forfeitCount ? [FORFEIT_SCORES] : []),
    `rating: ${RATING_SCALE}`,
  ];
  // A gauntlet's pairs are its challengers against each opponent: its tables say it all.
  if (e.gauntlet) lines.push(...gauntletTables(e));
  else {
    lines.push(`head to head (how often the first finished ahead, Holm-corrected${level}):`);
    lines.push(...verdicts(e).map((v) => `  ${v}`));
  }
  // A match of one table: the game's own figures and, on duplicate deals, the paired
  // differences, as play prints them (a pool's tables are many; summary.json keeps each one's).
  if (e.tables.length === 1) {
    for (const part of [figureTable(e.tables[0]), pairTable(e.tables[0])]) if (part) lines.push(part);
  }
  if (e.forfeitCount) {
    lines.push(`${count(e.forfeitCount)} forfeits:`);
    const shown = e.forfeits.slice(0, LISTED);
    for (const f of shown) lines.push(`  table ${f.table + 1}, ${forfeitText(f, labelOf(e, f.entrant))}`);
    const where =
      e.forfeits.length === e.forfeitCount
        ? 'summary.json and the report list them all'
        : `summary.json and the report list the first ${count(e.forfeits.length)}, the records all`;
    const more = moreForfeits(shown.length, e.forfeitCount, where);
    if (more) lines.push(`  ${more}`);
  }
  return lines.join('\n');
}

/** Forfeits listed in the terminal per event. */
const LISTED = 10;

/** The tournament as text; `unfinished` is said of it when it did not end (`tafel status`
 * says ' · so far' of a run under way). */
export function tournamentReport(t: TournamentSummary, unfinished = ' · stopped early'): string {
  const parts = t.events.map(eventReport);
  parts.push(`${t.name}: ${count(t.games)} games · seed ${t.seed} · digest ${t.digest}${t.complete ? '' : unfinished}`);
  parts.push(...tournamentSandboxLines(t));
  const every = forfeitedEverywhere(t);
  if (every) parts.push(every);
  return parts.join('\n\n');
}

/** What the tournament says of its seeds and its bots from outside tafel, over all its
 * tables (see sandboxLines). */
export function tournamentSandboxLines(t: TournamentSummary): string[] {
  const tables = t.events.flatMap((e) => e.tables);
  const unenforced = [...new Set(tables.flatMap((s) => s.unenforced ?? []))];
  return sandboxLines({
    ...(tables.some((s) => s.keyed) ? { keyed: true } : {}),
    ...(tables.some((s) => s.unsandboxed) ? { unsandboxed: true } : {}),
    ...(unenforced.length ? { unenforced } : {}),
  });
}

/** The tournament's one line on entrants that forfeited every game they played, or
 * undefined. */
export function forfeitedEverywhere(t: TournamentSummary): string | undefined {
  const sides = t.events.flatMap((e) =>
    e.standings.map((s) => ({ ...s, name: t.events.length > 1 ? `${s.label} in ${e.title}` : s.label })),
  );
  return forfeitedEverything(sides);
}
