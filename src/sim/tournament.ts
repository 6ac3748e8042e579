// A tournament file: several matches (a game, a lineup, a number of games) under one
// seed. Each match becomes an ordinary Plan, so `play` is a one-match tournament.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { UsageError } from '../core/errors.js';
import { buildPlan } from './build.js';
import { type Plan, SEATINGS } from './plan.js';

const matchSchema = z.strictObject({
  game: z.string(),
  bots: z.array(z.string()).min(1),
  games: z.number().int().positive(),
  /** Overrides the tournament's seed for this match. */
  seed: z.number().int().nonnegative().optional(),
  options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.number())])).optional(),
  seating: z.enum(SEATINGS as [string, ...string[]]).optional(),
});

const tournamentSchema = z.strictObject({
  name: z.string().min(1),
  seed: z.number().int().nonnegative(),
  matches: z.array(matchSchema).min(1),
});

export interface Tournament {
  readonly name: string;
  readonly seed: number;
  readonly plans: readonly Plan[];
}

/** Reads and checks a tournament file; every match's plan is built (and so every bot,
 * option and player count checked) before any game is played. */
export function loadTournament(file: string): Tournament {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  let value: unknown;
  try {
    // A byte-order mark, as some editors write, is not part of the JSON.
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new UsageError(`${file} is not valid JSON`);
  }
  const parsed = tournamentSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UsageError(`${file}: ${issue.path.join('.') || 'the file'}: ${issue.message}`);
  }
  const t = parsed.data;
  const plans = t.matches.map((m, i) => {
    const options = Object.fromEntries(Object.entries(m.options ?? {}).map(([k, v]) => [k, JSON.stringify(v)]));
    try {
      return buildPlan({
        game: m.game,
        bots: m.bots,
        games: m.games,
        seed: m.seed ?? t.seed,
        options,
        seating: m.seating as Plan['seating'],
      });
    } catch (e) {
      if (e instanceof UsageError) throw new UsageError(`${file}: match ${i + 1} (${m.game}): ${e.message}`);
      throw e;
    }
  });
  return { name: t.name, seed: t.seed, plans };
}
