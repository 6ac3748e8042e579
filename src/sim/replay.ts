// Replays a game record without its bots: the seed redeals the same cards and dice, the
// actions are applied in order, and the end must be the recorded one.
import { z } from 'zod';
import { SeededChance } from '../core/chance.js';
import { UsageError } from '../core/errors.js';
import type { Action } from '../core/game.js';
import { findLegal, winShares } from '../core/match.js';
import { findGame, resolveOptions } from '../games/registry.js';
import type { GameRecord } from './record.js';

const recordSchema = z.object({
  game: z.string(),
  seed: z.number().int().nonnegative(),
  options: z.record(z.string(), z.unknown()),
  lineup: z.array(z.string()).min(1),
  actions: z.array(z.union([z.string(), z.number(), z.record(z.string(), z.unknown())])),
  result: z.object({
    scores: z.array(z.number()),
    wins: z.array(z.number()),
    capped: z.boolean(),
    forfeit: z.object({ seat: z.number().int(), reason: z.string() }).optional(),
  }),
  run: z.object({ seed: z.number(), tableKey: z.string(), index: z.number() }).optional(),
});

/** Checks a parsed JSON value is a record; `where` names it in the error. */
export function parseRecord(value: unknown, where: string): GameRecord {
  const parsed = recordSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UsageError(`${where} is not a game record: ${issue.path.join('.') || 'the record'}: ${issue.message}`);
  }
  return parsed.data as unknown as GameRecord;
}

export interface ReplayOutcome {
  readonly scores: readonly number[];
  readonly wins: readonly number[];
  readonly decisions: number;
  /** Each applied action in words, for a readable log. */
  readonly log: readonly string[];
  /** Undefined when the replay ends exactly as recorded; otherwise what differs. */
  readonly mismatch?: string;
}

export function replay(record: GameRecord): ReplayOutcome {
  const game = findGame(record.game);
  const options = resolveOptions(game, { ...record.options });
  const chance = new SeededChance(record.seed);
  const state = game.setup(record.lineup.length, options, chance);
  const log: string[] = [];
  let mismatch: string | undefined;
  for (const [i, recorded] of record.actions.entries()) {
    if (game.isTerminal(state)) {
      mismatch = `the game ended after ${i} decisions but the record has ${record.actions.length}`;
      break;
    }
    const seat = game.currentPlayer(state);
    const action = findLegal(game, game.legalActions(state), recorded as Action);
    if (action === undefined) {
      mismatch = `decision ${i + 1} (seat ${seat}): ${JSON.stringify(recorded)} is not legal here`;
      break;
    }
    log.push(`seat ${seat}: ${game.describe(action)}`);
    game.apply(state, action, chance);
  }
  const stoppedEarly = record.result.capped || record.result.forfeit !== undefined;
  if (!mismatch && game.isTerminal(state) === stoppedEarly) {
    mismatch = stoppedEarly
      ? 'the record says the game stopped early, but it is over'
      : 'the game is not over at the end of the record';
  }
  const result = game.result(state);
  const wins = winShares(result.standing, record.result.forfeit?.seat ?? -1, game.teams ?? 0);
  if (!mismatch && JSON.stringify(result.scores) !== JSON.stringify(record.result.scores)) {
    mismatch = `scores ${JSON.stringify(result.scores)} differ from the recorded ${JSON.stringify(record.result.scores)}`;
  }
  if (!mismatch && JSON.stringify(wins) !== JSON.stringify(record.result.wins)) {
    mismatch = `wins ${JSON.stringify(wins)} differ from the recorded ${JSON.stringify(record.result.wins)}`;
  }
  const outcome = { scores: result.scores, wins, decisions: log.length, log };
  return mismatch ? { ...outcome, mismatch } : outcome;
}
