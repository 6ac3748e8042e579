// One lineup as a tournament event of one table: what `tafel play` plays, with or
// without --sprt, so that a play is folded, rated and judged exactly as a tournament's
// match is (event-merge.ts), not by a copy of it.
import type { RunSummary } from '../sim/merge.js';
import type { Plan } from '../sim/plan.js';
import type { Rating } from '../stats/ratings.js';
import type { Comparison } from './event-merge.js';
import type { StopRule, Tournament, TournamentEvent } from './event.js';
import type { EventSummary } from './run.js';
import { sideEntrants } from './sides.js';

/** The event of one table: each side an entrant, `stop` by default the plan's games. */
export function tableEvent(plan: Plan, title: string, stop?: StopRule): TournamentEvent {
  const entrants = sideEntrants(plan);
  return {
    title,
    game: plan.game,
    format: 'matches',
    entrants,
    tables: [{ plan, members: entrants.map((_, s) => s) }],
    stop: stop ?? { rule: 'fixed', games: plan.games },
  };
}

/** A play's title, as its report heads it: the game and the lineup. */
export function playTitle(plan: Plan): string {
  return `${plan.game}: ${plan.entrants.join(', ')}`;
}

/** The tournament of that one event, named `name`. */
export function tableTournament(event: TournamentEvent, name: string): Tournament {
  const { seed } = event.tables[0].plan;
  return { name, seed, events: [event], resolved: { name, seed } };
}

/** What `tafel play` says beside its run's figures: each side's rating and every pair's
 * verdict, as its table's event found them (sides as entrantLabels name them). */
interface PlayVerdicts {
  /** Each side as the reports name it: a seat's bot or a partnership, twins numbered. */
  readonly sides: readonly string[];
  /** The level each pair was told apart at, after Holm's correction over all pairs. */
  readonly alpha: number;
  /** Per side, in the table's order. */
  readonly ratings: readonly Rating[];
  /** The sides by rating, best first. */
  readonly ranking: readonly number[];
  /** Every pair, the one that finished ahead more often first. */
  readonly comparisons: readonly Comparison[];
  /** The side that finished ahead of every other more often, each pair told apart; null
   * when none did. */
  readonly strongest: number | null;
}

/** A play's summary: its table's figures, and with two sides or more its verdicts. */
export type PlaySummary = RunSummary & { readonly verdicts?: PlayVerdicts };

export function playSummary(e: EventSummary): PlaySummary {
  const run = e.tables[0];
  if (e.entrantLabels.length < 2) return run;
  const side = new Map(e.entrantLabels.map((label, s) => [label, s]));
  const bySide = e.entrantLabels.map((label) => e.standings.find((s) => s.label === label)!.rating);
  return {
    ...run,
    verdicts: {
      sides: e.entrantLabels,
      alpha: e.alpha,
      ratings: bySide,
      ranking: e.standings.map((s) => side.get(s.label)!),
      comparisons: e.comparisons,
      strongest: e.strongest,
    },
  };
}
