// A plan says which games to play: one game, one lineup of entrants, N seeded games.
// Everything in it is plain data, so it travels to a worker as it is.
import type { BaseOptions } from '../core/game.js';
import { gameSeed } from '../core/seeds.js';

export interface Plan {
  readonly game: string;
  /** Validated options, every default filled in. */
  readonly options: BaseOptions;
  /** Canonical bot specs, one per entrant; as many entrants as players. */
  readonly entrants: readonly string[];
  readonly games: number;
  /** The master seed: every number of the run follows from it. */
  readonly seed: number;
  /** Keys the game seeds with the master seed. Plans that share it (and the seed) deal
   * the same games, which is how sweeps get common random numbers. */
  readonly tableKey: string;
  /** Per-decision time budget in ms; a bot that overruns it forfeits. Omit for none. */
  readonly budgetMs?: number;
}

/** G-1 and rotation: in game i, seat s holds entrant (s + i) mod n, so over any n
 * consecutive games every entrant sits in every seat once. */
export function entrantInSeat(players: number, index: number, seat: number): number {
  return (seat + index) % players;
}

export function seedOf(plan: Plan, index: number): number {
  return gameSeed(plan.seed, plan.tableKey, index);
}
