// The terminal report of a tournament event: the standings, then one verdict per pair.
import Table from 'cli-table3';
import type { EventSummary, TournamentSummary } from '../tournament/run.js';
import { count, fixed, percent, points } from './format.js';
import { sandboxLines, scoreRange } from './table.js';
import { eventSprtLines } from './sprt.js';
import { FORFEIT_SCORES, forfeitedEverything, forfeitText, moreForfeits } from './forfeits.js';

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

function standingsTable(e: EventSummary): string {
  const table = new Table({
    head: ['#', 'entrant', 'games', 'win rate', '95% CI', 'mean score', '95% CI', 'rating', '95% CI', 'rated games', 'forfeits'],
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

/** Comparisons name entrants by their index in the file; standings are sorted. */
function labelOf(e: EventSummary, index: number): string {
  return e.entrantLabels[index];
}

export function eventReport(e: EventSummary): string {
  const head = [
    `${e.title} · ${count(e.tables.length)} table${e.tables.length === 1 ? '' : 's'} · ${count(e.games)} games (${count(e.gamesPerTable)} per table)`,
  ];
  if (e.stop.rule === 'sequential') {
    head.push(
      e.settled
        ? `sequential: the ranking settled at look ${e.looks} (each look tests at ${fixed(e.alpha * 100, 3)}%, so 5% over all looks)`
        : `sequential: not settled after ${e.looks} looks; stopped at the maximum of ${count(e.stop.maxGames)} games per table`,
    );
  }
  head.push(...eventSprtLines(e));
  const level = e.stop.rule === 'fixed' ? '' : ` at ${fixed(e.alpha * 100, 3)}% per look`;
  const lines = [
    head.join('\n'),
    standingsTable(e),
    ...(e.forfeitCount ? [FORFEIT_SCORES] : []),
    `rating: ${RATING_SCALE}`,
    `head to head (how often the first finished ahead, Holm-corrected${level}):`,
  ];
  lines.push(...verdicts(e).map((v) => `  ${v}`));
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

export function tournamentReport(t: TournamentSummary): string {
  const parts = t.events.map(eventReport);
  parts.push(`${t.name}: ${count(t.games)} games · seed ${t.seed} · digest ${t.digest}${t.complete ? '' : ' · stopped early'}`);
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
