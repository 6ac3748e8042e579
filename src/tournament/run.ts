// Plays a tournament: event by event, round by round, table by table, in one fixed
// order, so the records, the figures and the digest are the same for any worker count.
// A fixed rule plays each table whole in one round; a sequential rule plays rounds of
// `every` games per table and looks at the ranking after each (see sequential.ts).
// A resumed run takes its first games from the records an earlier run wrote and plays
// on from there: the same order, so the same end.
import { createHash } from 'node:crypto';
import type { BetterScore } from '../core/game.js';
import { findGame } from '../games/registry.js';
import type { BatchResult } from '../sim/batch.js';
import { type Comparison, EventMerger, type ForfeitLine, type Standing } from './event-merge.js';
import { Merger, type RunSummary } from '../sim/merge.js';
import type { Plan } from '../sim/plan.js';
import { FORMAT } from '../sim/record.js';
import { batchTasks, defaultBatchSize, runPlan } from '../sim/run.js';
import type { BatchRunner } from '../sim/runner.js';
import { lookAlpha } from './sequential.js';
import type { StopRule, Tournament, TournamentEvent } from './event.js';
import type { SprtDecision, SprtSummary } from './sprt.js';
import type { GauntletSummary } from './gauntlet.js';

export interface EventSummary {
  readonly title: string;
  readonly game: string;
  readonly format: TournamentEvent['format'];
  readonly stop: StopRule;
  /** Games over all tables. */
  readonly games: number;
  /** Games per table played. */
  readonly gamesPerTable: number;
  /** The level each comparison was decided at: 0.05, or a sequential rule's per look. */
  readonly alpha: number;
  /** Sequential and sprt rules: looks taken, and whether the ranking settled (sprt: a
   * hypothesis was accepted) before the maximum. */
  readonly looks?: number;
  readonly settled?: boolean;
  /** The sprt rule's test: the hypothesis accepted, the LLR, the Elo estimate. */
  readonly sprt?: SprtSummary;
  /** A gauntlet's table: each challenger against each opponent, and overall. */
  readonly gauntlet?: GauntletSummary;
  /** Entrants' labels in the file's order: comparisons and forfeits name them by index. */
  readonly entrantLabels: readonly string[];
  /** Entrants in standings order: by rating (see rankOf). */
  readonly standings: readonly Standing[];
  /** The entrant (its index in entrantLabels) that finished ahead of every other one more
   * often, each pair told apart; null when none did, and in an sprt event (its test is
   * its verdict). */
  readonly strongest: number | null;
  /** Which scores are the better ones in this game. */
  readonly betterScore: BetterScore;
  readonly comparisons: readonly Comparison[];
  /** The pairwise win matrix in the file's order: row a, column b is how often a finished
   * ahead of b where both played (null on the diagonal and for pairs that never met),
   * with the games each share rests on. */
  readonly matrix: { readonly ahead: readonly (readonly (number | null)[])[]; readonly games: readonly (readonly number[])[] };
  readonly forfeitCount: number;
  readonly forfeits: readonly ForfeitLine[];
  readonly tables: readonly RunSummary[];
}

export interface TournamentSummary {
  /** The records' and summaries' format (see FORMAT in record.ts). */
  readonly format: number;
  readonly name: string;
  readonly seed: number;
  /** SHA-256 over every table's digest in order: equal digests, equal tournaments. */
  readonly digest: string;
  readonly games: number;
  readonly complete: boolean;
  readonly events: readonly EventSummary[];
}

/** What the records of an earlier run give back: a stretch of one table's games. */
export interface Replayed {
  /** The next batch of already-played games of table (event, table) from `start`, at
   * most `count` of them, or undefined when the records have no more. */
  take(event: number, table: number, start: number, count: number): BatchResult | undefined;
}

interface TournamentOptions {
  readonly workers: number;
  readonly runner?: BatchRunner;
  readonly signal?: AbortSignal;
  readonly batchSize?: number;
  /** New records, in order (not those taken from `replayed`). */
  readonly onRecords?: (lines: readonly string[]) => void;
  readonly onProgress?: (played: number, total: number) => void;
  readonly replayed?: Replayed;
}

/** Plays a tournament's events table by table, round by round, in one fixed order. Long:
 * the stop rules (fixed, sequential, SPRT) share the round's bookkeeping (what was
 * replayed, progress, the stop signal) kept in this one loop. */
export async function runTournament(t: Tournament, opts: TournamentOptions): Promise<TournamentSummary> {
  const total = t.events.reduce((sum, e) => sum + e.tables.length * e.tables[0].plan.games, 0);
  let played = 0;
  const events: EventSummary[] = [];
  let complete = true;
  for (const [ei, event] of t.events.entries()) {
    const mergers = event.tables.map((table) => new Merger(table.plan));
    const merger = new EventMerger(event);
    const alpha = lookAlpha(event.stop);
    let perTable = 0;
    let looked = 0;
    let settled = false;
    let accepted: SprtDecision | undefined;
    const step = event.stop.rule === 'fixed' ? event.stop.games : event.stop.every;
    const most = event.stop.rule === 'fixed' ? event.stop.games : event.stop.maxGames;
    while (perTable < most && complete && !settled) {
      const count = Math.min(step, most - perTable);
      for (const [ti, table] of event.tables.entries()) {
        let start = perTable;
        let left = count;
        // Sized by the whole table, not what is left of it: a resumed run cuts its
        // batches where the first one did (see batchTasks).
        const size = opts.batchSize ?? defaultBatchSize(table.plan.games, opts.runner?.slots ?? Math.max(1, opts.workers));
        // Games an earlier run already played come back from its records.
        for (let got = opts.replayed?.take(ei, ti, start, left); got; got = opts.replayed?.take(ei, ti, start, left)) {
          mergers[ti].add(got);
          merger.add(ti, got);
          forgetBatches(opts, { ...table.plan, first: got.start, games: got.count }, size);
          start += got.count;
          left -= got.count;
          played += got.count;
          opts.onProgress?.(played, total);
          if (left === 0) break;
        }
        if (left > 0) {
          const base = played;
          await runPlan(
            { ...table.plan, first: start, games: left },
            {
              workers: opts.workers,
              runner: opts.runner,
              signal: opts.signal,
              batchSize: size,
              merger: mergers[ti],
              onBatch: (batch) => merger.add(ti, batch),
              onRecords: opts.onRecords,
              onProgress: (n) => opts.onProgress?.(base + n, total),
            },
          );
          played = base + (mergers[ti].played - start);
        }
        if (mergers[ti].played < perTable + count) {
          complete = false;
          break;
        }
      }
      if (!complete) break;
      perTable += count;
      if (event.stop.rule === 'sequential') {
        looked++;
        settled = merger.comparisons(alpha).every((c) => c.decided);
      } else if (event.stop.rule === 'sprt') {
        // Looked at between rounds only, which no worker count or batch size moves.
        looked++;
        accepted = merger.sprt!.look(event.stop);
        settled = accepted !== undefined;
      }
    }
    const tables = mergers.map((m) => ({ ...m.summary(), complete: complete && m.played === perTable }));
    events.push(
      eventSummary(
        event,
        merger,
        mergers,
        tables,
        perTable,
        alpha,
        event.stop.rule === 'fixed' ? {} : { looks: looked, settled },
        event.stop.rule === 'sprt' ? merger.sprt!.summary(event.stop, accepted) : undefined,
      ),
    );
    if (!complete) break;
  }
  complete &&= events.length === t.events.length;
  const hash = createHash('sha256');
  for (const e of events) for (const table of e.tables) hash.update(table.digest);
  return { format: FORMAT, name: t.name, seed: t.seed, digest: hash.digest('hex'), games: played, complete, events };
}

/** A run killed after writing a batch's records but before its queue forgot the batch
 * left the batch there: the resumed run, which takes those games from the records, has
 * the queue forget them now. */
function forgetBatches(opts: TournamentOptions, stretch: Plan, size: number): void {
  if (!opts.runner?.merged) return;
  const tasks = batchTasks(stretch, size, opts.onRecords !== undefined);
  for (let i = 0; i < tasks.count; i++) opts.runner.merged(tasks.at(i));
}

function eventSummary(
  event: TournamentEvent,
  merger: EventMerger,
  mergers: readonly Merger[],
  tables: RunSummary[],
  perTable: number,
  alpha: number,
  sequential: { looks?: number; settled?: boolean },
  sprt: SprtSummary | undefined,
): EventSummary {
  const standings = rankOf(merger.standings(mergers));
  const order = new Map(standings.map((s, i) => [s.label, i]));
  const label = (e: number) => event.entrants[e].label;
  // Each pair names first the one that finished ahead more often, as the verdicts read
  // (a tie in the standings' order).
  const first = (c: Comparison) => c.ahead > 0.5 || (c.ahead === 0.5 && order.get(label(c.a))! < order.get(label(c.b))!);
  const comparisons = merger
    .comparisons(alpha)
    .map((c) => (first(c) ? c : { ...c, a: c.b, b: c.a, ahead: 1 - c.ahead }))
    .sort((x, y) => order.get(label(x.a))! - order.get(label(y.a))! || order.get(label(x.b))! - order.get(label(y.b))!);
  return {
    title: event.title,
    game: event.game,
    format: event.format,
    stop: event.stop,
    games: merger.games,
    gamesPerTable: perTable,
    alpha,
    ...sequential,
    ...(sprt ? { sprt } : {}),
    ...(merger.gauntlet ? { gauntlet: merger.gauntlet.summary(alpha) } : {}),
    entrantLabels: event.entrants.map((e) => e.label),
    standings,
    // An sprt event's verdict is its test's: a fixed-sample verdict after a sequential
    // stop would claim more than the games show.
    strongest: event.stop.rule === 'sprt' ? null : strongestOf(event.entrants.length, comparisons),
    betterScore: findGame(event.game).betterScore ?? 'higher',
    comparisons,
    matrix: merger.matrix(),
    forfeitCount: merger.forfeitCount,
    forfeits: merger.forfeits,
    tables,
  };
}

/** Standings order: the rating (fitted to every placing, so it weighs a second place
 * that win rate counts as nothing), then win rate, then the file's order; an entrant
 * without a rating (no game) last. The reports say they are sorted by rating. */
function rankOf(standings: Standing[]): Standing[] {
  const points = (s: Standing) => (Number.isNaN(s.rating.points) ? -Infinity : s.rating.points);
  return standings
    .map((s, i) => ({ s, i }))
    .sort((x, y) => points(y.s) - points(x.s) || y.s.winRate - x.s.winRate || x.i - y.i)
    .map(({ s }) => s);
}

/** The entrant that finished ahead of every other one more often, each pair told apart
 * after Holm's correction; null when none did (or there is no one to beat). */
function strongestOf(entrants: number, comparisons: readonly Comparison[]): number | null {
  if (entrants < 2) return null;
  for (let e = 0; e < entrants; e++) {
    const beaten = comparisons.filter((c) => c.decided && ((c.a === e && c.ahead > 0.5) || (c.b === e && c.ahead < 0.5)));
    if (beaten.length === entrants - 1) return e;
  }
  return null;
}
