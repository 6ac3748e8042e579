// `--deals-of RUN`: a new run on the deals of an earlier one, so that `tafel compare` pairs
// them game by game (a new version of one's own bot against the same field, say). The
// earlier run's folder gives its seed, deal set, seating, options, search iterations, time
// budget and, unless --games says otherwise, its number of games. A flag that would set
// one of them too is refused rather than silently overruled.
import type { Command } from 'commander';
import { UsageError } from '../core/errors.js';
import { splitLineup } from '../core/spec.js';
import { openRun } from '../compare/run-side.js';
import type { PlanRequest } from '../sim/build.js';
import { readRunKey } from '../core/run-key.js';
import { dirname } from 'node:path';

/** The flags --deals-of takes the place of, as the user writes them. */
const TAKEN: readonly (readonly [key: string, flag: string, what: string])[] = [
  ['seed', '--seed', 'seed'],
  ['seating', '--seating', 'seating'],
  ['option', '--option', 'options'],
  ['deal', '--deal', 'options (a deal file is an option)'],
  ['iterations', '--iterations', 'search iterations'],
  ['budgetMs', '--budget-ms', 'time budget'],
];

/** The parts of a plan request the earlier run `operand` sets. */
export function dealsOf(
  operand: string,
  game: string,
  bots: string,
  command: Command,
): Pick<PlanRequest, 'seed' | 'key' | 'deals' | 'seating' | 'options' | 'games' | 'iterations' | 'budgetMs'> {
  for (const [key, flag, what] of TAKEN) {
    if (command.getOptionValueSource(key) === 'cli') {
      throw new UsageError(
        `${flag} and --deals-of both set the run's ${what}: --deals-of ${operand} plays its seed, deal set, seating and options; give one`,
      );
    }
  }
  const { summary, records } = openRun(operand);
  // A sealed run keeps its key in its folder (run.key): the new run is dealt from it too.
  const key = summary.keyed ? readRunKey(dirname(records)) : undefined;
  if (summary.keyed && key === undefined) {
    throw new UsageError(
      `--deals-of ${operand}: that run was dealt with a secret key, which its folder does not keep; no other run can be dealt its deals`,
    );
  }
  if (summary.game !== game)
    throw new UsageError(`--deals-of ${operand} is a run of ${summary.game}, not ${game}: its deals are another game's`);
  const seats = splitLineup(bots).length;
  if (seats !== summary.entrants.length) {
    throw new UsageError(
      `--deals-of ${operand} seats ${summary.entrants.length} players and --bots names ${seats}: a deal is dealt for its number of players, so name ${summary.entrants.length} bots`,
    );
  }
  const options = Object.fromEntries(Object.entries(summary.options ?? {}).map(([k, v]) => [k, JSON.stringify(v)]));
  return {
    seed: summary.seed,
    ...(key !== undefined ? { key } : {}),
    deals: summary.deals,
    seating: summary.seating,
    options,
    games: command.getOptionValueSource('games') === 'cli' ? (command.opts().games as number) : summary.games,
    ...(summary.iterations !== undefined ? { iterations: summary.iterations } : {}),
    ...(summary.budgetMs !== undefined ? { budgetMs: summary.budgetMs } : {}),
  };
}
