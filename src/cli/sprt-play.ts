// `tafel play --sprt`: one lineup of two sides played in rounds of `every` games until the
// SPRT accepts H0 or H1, or the games run out. The lineup becomes a one-table event of a
// tournament, so it is played, looked at and stopped exactly as a tournament file's sprt
// rule is: the same stop and digest for any worker count, and on the queue.
import type { Plan } from '../sim/plan.js';
import { findPlay } from '../games/play-registry.js';
import type { RunSummary } from '../sim/merge.js';
import { UsageError } from '../core/errors.js';
import { sideEntrants } from '../tournament/sides.js';
import { tableEvent, tableTournament } from '../tournament/table-event.js';
import { type EventSummary, runTournament } from '../tournament/run.js';
import type { SprtRule, SprtSummary } from '../tournament/sprt.js';
import { executeWith } from './execute.js';
import { versioned } from './schema-id.js';

/** The two sides of the lineup, as the report names them: a seat, or in a team game a
 * partnership (a+b); twins get their side's number. */
export function sprtSides(plan: Plan): string[] {
  const sides = sideEntrants(plan);
  if (sides.length !== 2) {
    const teams = findPlay(plan.game).teams ?? 0;
    const what = teams ? `${teams} partnerships` : `${sides.length} bots`;
    throw new UsageError(
      `--sprt tests the first bot against the second: give two bots (or two partnerships, a,b,a,b), not ${what}`,
    );
  }
  return sides.map((s) => s.label);
}

interface SprtExecution {
  readonly summary: RunSummary;
  /** The one-table event the test was played as. */
  readonly event: EventSummary;
  readonly sprt: SprtSummary;
  readonly looks: number;
  readonly sides: readonly string[];
  readonly elapsedMs: number;
  readonly folder?: string;
  readonly writeFailure?: string;
  readonly queueLost?: Error;
}

export async function executeSprt(
  plan: Plan,
  rule: SprtRule,
  /** The two sides' labels (sprtSides), read before anything was made. */
  sides: readonly string[],
  opts: Parameters<typeof executeWith>[0],
  /** A folder already checked with prepareOut. */
  out?: string,
): Promise<SprtExecution> {
  const event = tableEvent(plan, `${plan.game} sprt`, rule);
  const tournament = tableTournament(event, plan.game);
  const { result: played, ...run } = await executeWith(
    opts,
    out,
    async (playing) => (await runTournament(tournament, playing)).events[0],
    // summary.json keeps the test's verdict beside the run's figures, as --json prints it.
    (e) => versioned('play', { ...e.tables[0], sprt: e.sprt }),
  );
  return { ...run, event: played, summary: played.tables[0], sprt: played.sprt!, looks: played.looks ?? 0, sides };
}
