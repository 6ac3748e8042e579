// `tafel export --csv`: a run's standings and every game's result as CSV, the tables a
// spreadsheet, pandas or R read as they are. One row per entrant of each event, and one
// row per seat of each game (long form: a game of four players is four rows).
import type { GameRecord } from '../sim/record.js';
import type { PlaySummary } from '../tournament/table-event.js';
import type { TournamentSummary } from '../tournament/run.js';
import { sideNames } from '../core/spec.js';

type Cell = string | number | boolean | null | undefined;

/** One CSV line (RFC 4180): a cell with a comma, quote or line break is quoted, a
 * figure without a value (NaN, null) is empty. */
export function csvLine(cells: readonly Cell[]): string {
  return cells
    .map((c) => {
      if (c === null || c === undefined || (typeof c === 'number' && !Number.isFinite(c))) return '';
      const text = String(c);
      return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(',');
}

export const STANDINGS_HEAD = [
  'event',
  'rank',
  'entrant',
  'bot',
  'games',
  'wins',
  'win_rate',
  'win_rate_low',
  'win_rate_high',
  'mean_score',
  'mean_score_low',
  'mean_score_high',
  'better_score',
  'rating',
  'rating_low',
  'rating_high',
  'forfeits',
  'strongest',
];

interface Figures {
  readonly bot: string;
  readonly games: number;
  readonly wins: number;
  readonly winRate: number | null;
  readonly winRateCI: readonly (number | null)[];
  readonly meanScore: number | null;
  readonly meanScoreCI: readonly (number | null)[];
  readonly forfeits: number;
}

interface Rated {
  readonly points: number | null;
  readonly interval: readonly (number | null)[];
}

function standingCells(event: string, rank: number | null, label: string, f: Figures, better: string, rating?: Rated): Cell[] {
  return [
    event,
    rank,
    label,
    f.bot,
    f.games,
    f.wins,
    f.winRate,
    f.winRateCI[0],
    f.winRateCI[1],
    f.meanScore,
    f.meanScoreCI[0],
    f.meanScoreCI[1],
    better,
    rating?.points,
    rating?.interval[0],
    rating?.interval[1],
    f.forfeits,
  ];
}

/** A play's sides (its teams in a team game), ranked by rating where it has verdicts. */
export function playStandings(s: PlaySummary, event: string): string[] {
  const sides: readonly Figures[] = s.teams ?? s.entrants;
  const names = s.verdicts?.sides ?? sideNames(sides.map((f) => f.bot));
  const order = s.verdicts?.ranking ?? sides.map((_, i) => i);
  return order.map((i, r) =>
    csvLine([
      ...standingCells(event, s.verdicts ? r + 1 : null, names[i], sides[i], s.betterScore, s.verdicts?.ratings[i]),
      s.verdicts ? s.verdicts.strongest === i : null,
    ]),
  );
}

/** Every event's standings, best first (sorted by rating). */
export function tournamentStandings(t: TournamentSummary): string[] {
  return t.events.flatMap((e) =>
    e.standings.map((s, r) =>
      csvLine([
        ...standingCells(e.title, r + 1, s.label, s, e.betterScore, s.rating),
        e.strongest !== null && e.entrantLabels[e.strongest] === s.label,
      ]),
    ),
  );
}

export const GAMES_HEAD = ['event', 'table', 'game', 'seat', 'entrant', 'bot', 'score', 'win', 'standing', 'capped', 'forfeited'];

/** Where a game was played: its event, its table, and the entrant (as the event names
 * it) in each seat. */
export interface GamePlace {
  readonly event: string;
  readonly table: number;
  readonly entrants: readonly string[];
}

/** A game's rows, one per seat. */
export function gameRows(record: GameRecord, at: GamePlace): string[] {
  const { scores, wins, standing, capped, forfeit } = record.result;
  return record.lineup.map((bot, s) =>
    csvLine([
      at.event,
      at.table,
      record.run?.index,
      s,
      at.entrants[s],
      bot,
      scores[s],
      wins[s],
      standing?.[s],
      capped,
      forfeit?.seat === s,
    ]),
  );
}
