// The plan a record says it came from, read back from its run and lineup, so that its
// seed is derived exactly as the plan derives it (seedsOf) rather than by a copy of that.
import type { AnyGame } from '../core/game.js';
import { type Plan, dealSize, seatingOf, seedsOf } from '../sim/plan.js';
import { type GameRecord, type RunRef } from '../sim/record.js';
import { MAIN_DEALS } from '../core/seeds.js';
import { RUN_KEY_FILE } from '../core/run-key.js';

/** The entrants in plan order: the lineup seated back by the run's seating. */
function entrantsOf(record: GameRecord, run: RunRef, game: AnyGame): string[] {
  const n = record.lineup.length;
  // Under duplicate a lineup that repeats turns by index mod its period, not mod n: the
  // two differ by whole periods, which seat the same bots, so either reads it back.
  const seats = seatingOf(n, run.index, run.seating, game.teams);
  const entrants = new Array<string>(n);
  for (let s = 0; s < n; s++) entrants[seats[s]] = record.lineup[s];
  return entrants;
}

export function planOf(record: GameRecord, run: RunRef, game: AnyGame, key?: string): Plan {
  const entrants = entrantsOf(record, run, game);
  return {
    game: record.game,
    options: record.options,
    entrants,
    games: run.index + 1,
    seed: run.seed,
    deals: run.deals ?? MAIN_DEALS,
    ...(run.seating ? { seating: run.seating } : {}),
    ...(run.iterations !== undefined ? { iterations: run.iterations } : {}),
    ...(run.budgetMs !== undefined ? { budgetMs: run.budgetMs } : {}),
    ...(key !== undefined ? { key } : {}),
  };
}

/** Undefined when the record's seed is the one its run derives; otherwise why not. A
 * sealed run's record needs the run's key (`key`, from its folder). */
export function seedMismatch(record: GameRecord, run: RunRef, game: AnyGame, key?: string): string | undefined {
  if (run.keyed && key === undefined) {
    return `its run was sealed with a secret key, kept in the run's folder (${RUN_KEY_FILE}): replay the folder, or the records file in it`;
  }
  const plan = planOf(record, run, game, run.keyed ? key : undefined);
  const derived = seedsOf(plan)(run.index);
  if (derived === record.seed) return undefined;
  const deal = plan.seating === 'duplicate' ? ` (${plan.seating} seating: deal ${Math.floor(run.index / dealSize(plan))})` : '';
  return `seed ${record.seed} is not the seed of game ${run.index}${deal} of run seed ${run.seed}, deal set '${plan.deals}', which is ${derived}`;
}
