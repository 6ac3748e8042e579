// What no single record can show: a records file holds each game of a run once, and
// every game of a run under the same options, seating, budgets and entrants. Given the
// runs a folder says it played (its summary, or its tournament's plans), every one of
// their games must have its record too, and no record may come from elsewhere.
import type { AnyGame } from '../core/game.js';
import { MAIN_DEALS } from '../core/seeds.js';
import { IndexSet } from './index-set.js';
import type { Plan } from '../sim/plan.js';
import type { GameRecord } from '../sim/record.js';
import { planOf } from './record-plan.js';

/** A run a folder says it played. */
export interface ExpectedRun {
  /** How a message names it, e.g. `event 'Gesjaakt' table 2`. */
  readonly label: string;
  readonly plan: Plan;
  /** The games it played; undefined when the folder does not say (a run stopped before
   * writing its summary): then its records must be its first games, with no gap. */
  readonly games?: number;
}

/** The runs a folder says it played, and the file that says so. */
export interface Expected {
  readonly runs: readonly ExpectedRun[];
  readonly where: string;
}

/** The games of a run that have no record. */
export interface Missing {
  readonly label: string;
  readonly count: number;
  /** Their indexes, ranges joined: `3, 7-9, 12`. */
  readonly indexes: string;
}

interface RunSeen {
  /** Where the run's terms come from, e.g. `records.jsonl line 1` or `summary.json`. */
  readonly where: string;
  readonly label: string;
  readonly terms: Readonly<Record<string, string>>;
  readonly indexes: IndexSet;
  readonly games?: number;
}

/** A run is its game, seed, deal set and entrants: runs of one seed and deal set share
 * their deals, so only the entrants tell two such runs apart. */
export const runKey = (plan: Pick<Plan, 'game' | 'seed' | 'deals' | 'entrants'>) =>
  `${plan.game}\u0000${plan.seed}\u0000${plan.deals}\u0000${plan.entrants.join(',')}`;
const keyOf = runKey;

/** The run as a message names it. */
function runName(plan: Plan): string {
  const deals = plan.deals === MAIN_DEALS ? '' : ` on deal set '${plan.deals}'`;
  return `run seed ${plan.seed}${deals} of ${plan.entrants.join(',')}`;
}

function termsOf(plan: Plan): Record<string, string> {
  return {
    options: JSON.stringify(plan.options),
    seating: plan.seating ?? 'rotate',
    iterations: String(plan.iterations ?? 'none'),
    budgetMs: String(plan.budgetMs ?? 'none'),
  };
}

export class RunLedger {
  private readonly runs = new Map<string, RunSeen>();

  constructor(private readonly expected?: Expected) {
    for (const run of expected?.runs ?? []) {
      this.runs.set(keyOf(run.plan), {
        where: expected!.where,
        label: run.label,
        terms: termsOf(run.plan),
        indexes: new IndexSet(),
        games: run.games,
      });
    }
  }

  /** Notes the record found at `where`; undefined when it fits its run, else why not. */
  check(record: GameRecord, where: string, game: AnyGame): string | undefined {
    const run = record.run;
    if (!run) return this.expected ? 'it names no run, as every record a run writes does' : undefined;
    const plan = planOf(record, run, game);
    const terms = termsOf(plan);
    let seen = this.runs.get(keyOf(plan));
    if (!seen) {
      if (this.expected?.runs.length) {
        return `it is not a game of this folder's runs: ${this.expected.where} has no ${plan.game} ${runName(plan)}`;
      }
      seen = { where, label: runName(plan), terms, indexes: new IndexSet() };
      this.runs.set(keyOf(plan), seen);
    }
    for (const [name, value] of Object.entries(terms)) {
      if (value !== seen.terms[name]) {
        return `its ${name} ${value} differ from ${seen.terms[name]} of the same run at ${seen.where}: a run plays every game with the same ${name}`;
      }
    }
    if (seen.games !== undefined && run.index >= seen.games) {
      return `${seen.where} says ${seen.label} played ${seen.games} games (0 to ${seen.games - 1}), not game ${run.index}`;
    }
    if (!seen.indexes.add(run.index)) {
      return `game ${run.index} of run seed ${run.seed} comes twice in this file: a run records each game once`;
    }
    return undefined;
  }

  /** The games without a record, run by run: every game the folder says was played, or
   * where it does not say, every game before the last one recorded. None without a folder. */
  missing(): Missing[] {
    if (!this.expected) return [];
    const missing: Missing[] = [];
    for (const seen of this.runs.values()) {
      const gaps = seen.indexes.gaps(seen.games ?? seen.indexes.end);
      const count = gaps.reduce((sum, [a, b]) => sum + b - a, 0);
      if (count > 0) missing.push({ label: seen.label, count, indexes: rangesText(gaps) });
    }
    return missing;
  }
}

/** `3, 7-9, 12`; past ten ranges, how many more. */
function rangesText(gaps: readonly [number, number][]): string {
  const shown = gaps.slice(0, 10).map(([a, b]) => (b - a === 1 ? `${a}` : `${a}-${b - 1}`));
  const more = gaps.length - shown.length;
  return shown.join(', ') + (more > 0 ? ` and ${more} more range${more === 1 ? '' : 's'}` : '');
}
