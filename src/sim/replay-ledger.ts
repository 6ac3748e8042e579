// What no single record can show: a records file holds each game of a run once, and
// every game of a run under the same options, seating, budgets and entrants.
import type { AnyGame } from '../core/game.js';
import { IndexSet } from './index-set.js';
import type { GameRecord } from './record.js';
import { planOf } from './record-plan.js';

interface RunSeen {
  /** Where the run's first record is, e.g. `records.jsonl line 1`. */
  readonly where: string;
  readonly terms: Readonly<Record<string, string>>;
  readonly indexes: IndexSet;
}

export class RunLedger {
  private readonly runs = new Map<string, RunSeen>();

  /** Notes the record found at `where`; undefined when it fits its run, else why not. */
  check(record: GameRecord, where: string, game: AnyGame): string | undefined {
    const run = record.run;
    if (!run) return undefined;
    const plan = planOf(record, run, game);
    const key = `${plan.game}\u0000${plan.seed}\u0000${plan.tableKey}`;
    const terms: Record<string, string> = {
      options: JSON.stringify(plan.options),
      seating: plan.seating ?? 'rotate',
      iterations: String(plan.iterations ?? 'none'),
      budgetMs: String(plan.budgetMs ?? 'none'),
      entrants: plan.entrants.join(', '),
    };
    let seen = this.runs.get(key);
    if (!seen) {
      seen = { where, terms, indexes: new IndexSet() };
      this.runs.set(key, seen);
    }
    for (const [name, value] of Object.entries(terms)) {
      if (value !== seen.terms[name]) {
        return `its ${name} ${value} differ from ${seen.terms[name]} of the same run at ${seen.where}: a run plays every game with the same ${name}`;
      }
    }
    if (!seen.indexes.add(run.index)) {
      return `game ${run.index} of run seed ${run.seed} comes twice in this file: a run records each game once`;
    }
    return undefined;
  }
}
