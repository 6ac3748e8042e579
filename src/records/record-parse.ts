// Checks that a parsed JSON value is a game record at all: its shape, a known game with
// valid options, a player count the game allows, a score and a win share per seat. What
// fails here is not a record (a usage error); what passes is replayed and may differ.
import { z } from 'zod';
import { UsageError } from '../core/errors.js';
import { checkPlayerCount, findGame, resolveOptions } from '../games/registry.js';
import { SEATINGS } from '../sim/plan.js';
import { FORMAT, type GameRecord } from '../sim/record.js';

const whole = z.number().int().nonnegative();

const recordSchema = z.object({
  format: z.number().optional(),
  game: z.string(),
  seed: whole,
  options: z.record(z.string(), z.unknown()),
  lineup: z.array(z.string()).min(1),
  sources: z
    .array(z.union([z.null(), z.strictObject({ file: z.string() }), z.strictObject({ cmd: z.string(), cwd: z.string() })]))
    .optional(),
  actions: z.array(z.union([z.string(), z.number(), z.record(z.string(), z.unknown())])),
  result: z.object({
    scores: z.array(z.number()),
    wins: z.array(z.number()),
    standing: z.array(z.number()).optional(),
    capped: z.boolean(),
    forfeit: z.object({ seat: whole, reason: z.string() }).optional(),
  }),
  run: z
    .object({
      seed: whole,
      index: whole,
      deals: z.string().optional(),
      seating: z.enum(SEATINGS.filter((s) => s !== 'rotate') as ['permute', 'duplicate']).optional(),
      iterations: z.number().int().positive().optional(),
      budgetMs: z.number().positive().optional(),
      keyed: z.literal(true).optional(),
    })
    .optional(),
});

/** The record in `value`, its options resolved; `where` names it in the error. */
export function parseRecord(value: unknown, where: string): GameRecord {
  const parsed = recordSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UsageError(`${where} is not a game record: ${issue.path.join('.') || 'the record'}: ${issue.message}`);
  }
  // A record of another format has the shape of one, and would replay from other seeds.
  if (parsed.data.format !== FORMAT) throw new UsageError(`${where} ${formatMismatch(parsed.data.format ?? 1)}`);
  const record = parsed.data;
  try {
    const game = findGame(record.game);
    const options = resolveOptions(game, record.options);
    const n = record.lineup.length;
    checkPlayerCount(game, n, options);
    const { scores, wins, forfeit } = record.result;
    if (scores.length !== n || wins.length !== n || (record.result.standing && record.result.standing.length !== n)) {
      throw new UsageError(`${n} seats need ${n} scores and ${n} wins, not ${scores.length} and ${wins.length}`);
    }
    if (record.sources && record.sources.length !== n) {
      throw new UsageError(`${n} seats need ${n} sources, not ${record.sources.length}`);
    }
    if (forfeit && forfeit.seat >= n) throw new UsageError(`the forfeit names seat ${forfeit.seat}, but seats are 0 to ${n - 1}`);
    return { ...record, format: FORMAT, options };
  } catch (e) {
    if (e instanceof UsageError) throw new UsageError(`${where} is not a game record: ${e.message}`);
    throw e;
  }
}

// The fields a record may have, read from the schema: zod drops any other, so an added
// field would otherwise pass unseen.
const FIELDS: readonly [string, readonly string[]][] = [
  ['', Object.keys(recordSchema.shape)],
  ['result.', Object.keys(recordSchema.shape.result.shape)],
  ['result.forfeit.', Object.keys(recordSchema.shape.result.shape.forfeit.unwrap().shape)],
  ['run.', Object.keys(recordSchema.shape.run.unwrap().shape)],
];

/** The first field of a record (a value parseRecord accepted) that no record has, by its
 * path, with the fields that belong there; undefined when there is none. */
export function unknownField(value: unknown): string | undefined {
  for (const [path, known] of FIELDS) {
    let at: unknown = value;
    for (const key of path.split('.').filter(Boolean)) at = (at as Record<string, unknown> | undefined)?.[key];
    if (typeof at !== 'object' || at === null) continue;
    const extra = Object.keys(at).find((key) => !known.includes(key));
    if (extra === undefined) continue;
    return `it has a field '${path}${extra}' that records do not have: ${path ? path.slice(0, -1) : 'a record'} holds only ${known.join(', ')}`;
  }
  return undefined;
}

/** The format a record or summary says it has: 1 when it has none (before versions). */
export function formatOf(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return FORMAT; // the schema says what is wrong
  return 'format' in value ? value.format : 1;
}

/** Why a record or summary of `version` is not read: the words after its name. */
export function formatMismatch(version: unknown): string {
  return `is of format ${JSON.stringify(version)}, and this tafel reads format ${FORMAT} only (since format 2 a game's deals no longer depend on its lineup, so older runs derive other seeds): play the run again`;
}
