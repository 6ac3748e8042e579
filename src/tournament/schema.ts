// The shape of a tournament file, in zod: the loader checks files against it, and
// tournaments/schema.json (what an editor reads through `$schema`) is generated from it
// (`npm run schema`; a test fails when the file is stale).
import { z } from 'zod';
import { SEATINGS } from '../sim/plan.js';

const optionValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.number())]);
const options = z.record(z.string(), optionValue).describe('game options (see `tafel list`), every other one at its default');
const whole = z.number().int().nonnegative();
const positive = z.number().int().positive();

const match = z
  .strictObject({
    game: z.string().describe('game id (see `tafel list`)'),
    bots: z.array(z.string()).min(1).describe('one bot spec per seat, e.g. "greedy(threshold=3)"'),
    games: positive.describe('number of games'),
    seed: whole.optional().describe("overrides the tournament's seed for this match"),
    options: options.optional(),
    seating: z.enum(SEATINGS as [string, ...string[]]).optional(),
    deals: z
      .string()
      .min(1)
      .max(60)
      .optional()
      .describe('the deal set (default "main", as `tafel play`): runs of one seed and deal set deal the same cards and dice'),
  })
  .describe('one table, as `tafel play` plays it from flags');

const entrant = z
  .strictObject({
    label: z.string().min(1).max(60).optional().describe('the name the reports use (default: the bot spec)'),
    bot: z
      .string()
      .min(1)
      .describe(
        'a bot spec, e.g. "threshold(risk=0.4)", a bot file "./bots/mine.js(depth=3)" or a program "cmd:python3 my_bot.py"',
      ),
    challenger: z
      .boolean()
      .optional()
      .describe('in a gauntlet: this entrant meets every entrant that is not a challenger (challengers do not meet each other)'),
  })
  .describe('one entrant of the pool');

const fixedStop = z.strictObject({
  rule: z.literal('fixed'),
  games: positive.describe('games per table'),
});

const sequentialStop = z.strictObject({
  rule: z.literal('sequential'),
  every: positive.describe('games per table between two looks at the ranking'),
  maxGames: positive.describe('games per table at most'),
});

const errorRate = (what: string) =>
  z
    .number()
    .gt(0, `${what} is an error rate above 0 and below 0.5 (e.g. 0.05)`)
    .lt(0.5, `${what} is an error rate above 0 and below 0.5 (e.g. 0.05)`)
    .default(0.05);
const elo = z.number().min(-1000).max(1000);

const sprtStop = z.strictObject({
  rule: z.literal('sprt'),
  elo0: elo.describe('H0: the first entrant is this many Elo stronger than the second (e.g. 0)'),
  elo1: elo.describe('H1: the first is this many Elo stronger (above elo0, e.g. 5)'),
  alpha: errorRate('alpha').describe('the chance of accepting H1 when H0 holds (default 0.05)'),
  beta: errorRate('beta').describe('the chance of accepting H0 when H1 holds (default 0.05)'),
  every: positive.describe('games between two looks at the LLR'),
  maxGames: positive.describe('games at most: then neither hypothesis is accepted'),
});

export const STOP_CONFIDENCE = 0.95;

export const tournamentSchema = z
  .strictObject({
    $schema: z.string().optional().describe('the JSON Schema of this file, for editors'),
    name: z.string().min(1),
    seed: whole.describe('master seed: every game of the tournament follows from it'),
    botFolder: z
      .string()
      .min(1)
      .optional()
      .describe("the folder bot files and programs (cmd:) are read and run in (default: this file's folder)"),
    trustBotFiles: z
      .boolean()
      .optional()
      .describe("run bot files in tafel's own realm, unprotected, for speed (as --trust-bot-files; see docs/bots.md)"),
    botMemoryMb: positive.optional().describe("a bot's memory limit in MB (as --bot-memory-mb)"),
    matches: z.array(match).min(1).optional().describe('tables played one after another, each reported on its own'),
    game: z.string().optional().describe('the game of an entrant pool (see `tafel list`)'),
    options: options.optional(),
    entrants: z.array(entrant).min(2).optional().describe('the pool: every combination of them meets at a table'),
    format: z
      .enum(['round-robin', 'duplicate', 'gauntlet'])
      .optional()
      .describe(
        'round-robin: every combination of entrants at a table, seated through every table order; duplicate: the same, every deal played once in each distinct rotation of the table (a lineup that repeats, as partnerships do, has fewer); gauntlet: each challenger at a table with every combination of the entrants that are not challengers, every table on one shared deal set, duplicate seating, a fixed stop rule',
      ),
    players: positive
      .optional()
      .describe(
        "seats at a table (default the game's smallest table of two or more); in a team game an entrant is a partnership",
      ),
    stop: z
      .discriminatedUnion('rule', [fixedStop, sequentialStop, sprtStop])
      .optional()
      .describe(
        `fixed: a number of games per table; sequential: stop once every pair of entrants is told apart at ${STOP_CONFIDENCE * 100}% confidence, at most maxGames; sprt: two entrants, the first tested against the second until H0 (elo0) or H1 (elo1) is accepted, at most maxGames`,
      ),
  })
  .describe('a tafel tournament: either matches, or a game with entrants, a format and a stop rule');

export type TournamentFile = z.output<typeof tournamentSchema>;

/** The JSON Schema of a tournament file as an editor reads it: the input side. */
export function tournamentJsonSchema(): unknown {
  return z.toJSONSchema(tournamentSchema, { io: 'input' });
}
