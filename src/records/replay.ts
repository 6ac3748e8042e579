// Replays a game record: its seed must be the one its run derives, and the bots it names,
// playing again from that seed through the match loop itself, must make exactly its
// decisions and reach exactly its end (scores, wins, cap, forfeit). The one end that
// cannot be played again is a time-out; see replayTimeout.
import type { Bot } from '../core/bot.js';
import { UsageError } from '../core/errors.js';
import type { Action, AnyGame, BaseOptions } from '../core/game.js';
import { type PlayedGame, playGame, seatContexts } from '../core/match.js';
import { findGame, resolveOptions } from '../games/registry.js';
import { type Table, tableFor } from '../sim/batch.js';
import type { PlanGuests } from '../sim/plan.js';
import { botSeedKey } from '../core/seeds.js';
import { type GameRecord, budgetReason } from '../sim/record.js';
import { seedMismatch } from './record-plan.js';
import { applyRecorded, endingOfPlay, endingOfRecord, keyOf, sameNumbers, seatDecisions } from './replay-compare.js';
import { PERSON, recordedPerson } from '../../bots/person.js';

interface ReplayOutcome {
  readonly scores: readonly number[];
  readonly wins: readonly number[];
  readonly decisions: number;
  /** Each decision in words, when asked for. */
  readonly log: readonly string[];
  /** Undefined when the replay ends exactly as recorded; otherwise what differs. */
  readonly mismatch?: string;
  /** What the replay could not check, when there is something (a time-out). */
  readonly note?: string;
}

export interface ReplayOptions {
  /** Describe every decision in `log`. */
  readonly log?: boolean;
  /** The run's secret key, from its folder, when it was sealed. */
  readonly key?: string;
  /** How its bots from outside tafel run (--unsandboxed, --sandbox-ro). */
  readonly guests?: Pick<PlanGuests, 'unsandboxed' | 'readOnly'>;
}

export function replay(record: GameRecord, opts: ReplayOptions = {}): ReplayOutcome {
  const game = findGame(record.game);
  const options = resolveOptions(game, { ...record.options });
  const log = opts.log ? applyRecorded(game, options, record).log : [];
  const outcome = checked(game, options, record, opts);
  const mismatch = outcome.mismatch ?? mismatchOf(game, options, record, outcome);
  // A record whose own decisions break the rules is not a record of a game: a usage
  // error, not a replay that differs. Only looked for once a replay differs, since the
  // bots' game, legal throughout, agrees with the record up to the first difference.
  if (mismatch && outcome.played) {
    const { illegal } = applyRecorded(game, options, record);
    if (illegal) throw new UsageError(illegal);
  }
  const base = { scores: outcome.scores, wins: outcome.wins, decisions: outcome.decisions, log };
  const withNote = outcome.note && !mismatch ? { ...base, note: outcome.note } : base;
  return mismatch ? { ...withNote, mismatch } : withNote;
}

interface Checked {
  readonly scores: readonly number[];
  readonly wins: readonly number[];
  readonly decisions: number;
  readonly mismatch?: string;
  readonly note?: string;
  /** The bots' own game, to compare with the record. */
  readonly played?: PlayedGame;
}

function checked(game: AnyGame, options: BaseOptions, record: GameRecord, opts: ReplayOptions): Checked {
  const recorded = { scores: record.result.scores, wins: record.result.wins, decisions: record.actions.length };
  const fail = (mismatch: string): Checked => ({ ...recorded, mismatch });
  const cap = options.maxDecisions;
  const { capped, forfeit } = record.result;
  if (record.actions.length > cap)
    return fail(`the record has ${record.actions.length} decisions, more than its cap maxDecisions=${cap}`);
  if (capped && forfeit)
    return fail(`the record says both that it was capped and that seat ${forfeit.seat} forfeited: a game ends one way`);
  if (capped && record.actions.length !== cap) {
    return fail(`the record says it was capped after ${record.actions.length} decisions, but its cap is maxDecisions=${cap}`);
  }
  if (record.run) {
    const wrongSeed = seedMismatch(record, record.run, game, opts.key);
    if (wrongSeed) return fail(wrongSeed);
  }
  let table: Table;
  try {
    const guests = record.sources ? { sources: record.sources, ...opts.guests } : undefined;
    table = tableFor({ game: game.id, entrants: record.lineup, options, ...(guests ? { guests } : {}) });
  } catch (e) {
    if (e instanceof UsageError) return fail(`its lineup cannot play the game again: ${e.message}`);
    throw e;
  }
  const renamed = record.lineup.findIndex((spec, s) => spec !== table.labels[s]);
  if (renamed >= 0) {
    return fail(`seat ${renamed} is '${record.lineup[renamed]}', which a record writes '${table.labels[renamed]}'`);
  }
  const budgetMs = record.run?.budgetMs;
  const key = record.run?.keyed ? opts.key : undefined;
  const bots = withPersons(game, options, record, table.bots);
  if (forfeit && budgetMs !== undefined && forfeit.reason === budgetReason(budgetMs)) {
    return replayTimeout(game, options, record, bots, key);
  }
  const played = play(game, options, record, bots, cap, key);
  return { scores: played.scores, wins: played.wins, decisions: played.decisions, played };
}

/** The table's bots with each person's seat (tafel serve) playing its recorded decisions
 * back: the bots around it must still make exactly theirs. */
function withPersons(game: AnyGame, options: BaseOptions, record: GameRecord, bots: readonly Bot[]): readonly Bot[] {
  const isPerson = (s: number) => record.lineup[s] === PERSON && !record.sources?.[s];
  if (!record.lineup.some((_, s) => isPerson(s))) return bots;
  const decisions = seatDecisions(game, options, record);
  return bots.map((bot, s) => (isPerson(s) ? recordedPerson(decisions[s]) : bot));
}

/** Plays the game with the record's bots, as the worker does, with the budget and
 * iterations the bots were given but no clock: a time-out is not played again. */
function play(
  game: AnyGame,
  options: BaseOptions,
  record: GameRecord,
  bots: readonly Bot[],
  cap: number,
  key: string | undefined,
): PlayedGame {
  const run = record.run;
  return playGame({
    game,
    options: cap === options.maxDecisions ? options : { ...options, maxDecisions: cap },
    bots,
    seed: record.seed,
    keepActions: true,
    iterations: run?.iterations,
    contexts: contextsFor(record.lineup.length, run?.budgetMs, run?.iterations, key),
  });
}

// The match loop reseeds a seat's context every game, so records of a run share them.
const contexts = new Map<string, ReturnType<typeof seatContexts>>();

function contextsFor(
  players: number,
  budgetMs = Infinity,
  iterations = Infinity,
  runKey?: string,
): ReturnType<typeof seatContexts> {
  const key = `${players}|${budgetMs}|${iterations}|${runKey ?? ''}`;
  let found = contexts.get(key);
  if (!found) {
    found = seatContexts(players, budgetMs, iterations, botSeedKey(runKey));
    if (contexts.size > 64) contexts.clear();
    contexts.set(key, found);
  }
  return found;
}

/** A time-out cannot be played again: the bots must make the record's decisions up to
 * it, and then it must be the turn of the seat that timed out. */
function replayTimeout(
  game: AnyGame,
  options: BaseOptions,
  record: GameRecord,
  bots: readonly Bot[],
  key: string | undefined,
): Checked {
  const forfeit = record.result.forfeit!;
  const k = record.actions.length;
  const played = play(game, options, record, bots, k, key);
  const recorded = { scores: record.result.scores, wins: record.result.wins, decisions: k };
  const until = { ...played, capped: played.capped && k < options.maxDecisions };
  const stoppedOwn = played.decisions < k || played.forfeit !== undefined || !played.capped;
  if (stoppedOwn) {
    return { ...recorded, mismatch: `${endingOfPlay(until, options)} before the time-out the record has at decision ${k + 1}` };
  }
  const differs = firstDifference(game, record.actions, played.actions ?? []);
  if (differs) return { ...recorded, mismatch: differs };
  const after = applyRecorded(game, options, record);
  const seat = after.seat;
  if (seat !== forfeit.seat) {
    return {
      ...recorded,
      mismatch: `the record says seat ${forfeit.seat} timed out at decision ${k + 1}, but it is seat ${seat}'s turn there`,
    };
  }
  const note = `the time-out of seat ${seat} at decision ${k + 1} is checked for its seat and turn only: a time-out cannot be played again`;
  return { scores: after.scores, wins: after.winsIfForfeit(seat), decisions: k, note };
}

function firstDifference(game: AnyGame, recorded: readonly Action[], played: readonly Action[]): string | undefined {
  const n = Math.min(recorded.length, played.length);
  for (let i = 0; i < n; i++) {
    if (keyOf(game, recorded[i]) !== game.actionKey(played[i])) {
      return `decision ${i + 1}: the bots play ${game.describe(played[i])} (${JSON.stringify(played[i])}), the record has ${JSON.stringify(recorded[i])}`;
    }
  }
  return undefined;
}

function mismatchOf(game: AnyGame, options: BaseOptions, record: GameRecord, outcome: Checked): string | undefined {
  const { played } = outcome;
  if (played) {
    const differs = firstDifference(game, record.actions, played.actions ?? []);
    if (differs) return differs;
    const { capped, forfeit } = record.result;
    const sameEnd =
      played.decisions === record.actions.length &&
      played.capped === capped &&
      played.forfeit?.seat === forfeit?.seat &&
      played.forfeit?.reason === forfeit?.reason;
    if (!sameEnd) return `${endingOfPlay(played, options)}, but ${endingOfRecord(record)}`;
    // A tournament's placings are read from the standing: it must be the bots' own too.
    const { standing } = record.result;
    if (standing && !sameNumbers(played.standing, standing)) {
      return `standing ${JSON.stringify(played.standing)} differs from the recorded ${JSON.stringify(standing)}`;
    }
  }
  if (!sameNumbers(outcome.scores, record.result.scores)) {
    return `scores ${JSON.stringify(outcome.scores)} differ from the recorded ${JSON.stringify(record.result.scores)}`;
  }
  if (!sameNumbers(outcome.wins, record.result.wins)) {
    return `wins ${JSON.stringify(outcome.wins)} differ from the recorded ${JSON.stringify(record.result.wins)}`;
  }
  return undefined;
}
