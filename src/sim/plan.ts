// A plan says which games to play: one game, one lineup of entrants, N seeded games.
// Everything in it is plain data, so it travels to a worker as it is.
import type { BaseOptions } from '../core/game.js';
import type { GuestSource } from '../guests/guest.js';
import { dealSeeds } from '../core/seeds.js';
import { findPlay } from '../games/play-registry.js';

export interface Plan {
  readonly game: string;
  /** Validated options, every default filled in. */
  readonly options: BaseOptions;
  /** Canonical bot specs, one per entrant; as many entrants as players. */
  readonly entrants: readonly string[];
  readonly games: number;
  /** The index of the first game (default 0): a plan may play a later stretch of the same
   * seeded games, as racing rounds do. */
  readonly first?: number;
  /** The master seed: every number of the run follows from it (and from `key`). */
  readonly seed: number;
  /** The deal set: plans that share it, the seed and the key deal the same cards and dice
   * in deal k, whoever plays, so their games pair up deal by deal (MAIN_DEALS unless a
   * tournament's table, a tune or another plan needs deals of its own). Never named
   * after the lineup. */
  readonly deals: string;
  /** The run's secret key, as hex (at least 128 bits): mixed into every deal's seed and
   * keying the bots' seeds, so no bot can find its deals by guessing the seed. */
  readonly key?: string;
  /** Per-decision time budget in ms; a bot that overruns it forfeits. Omit for none. */
  readonly budgetMs?: number;
  /** Per-decision search iterations a bot may spend (reproducible). Omit for none. */
  readonly iterations?: number;
  /** How entrants take the seats game by game (default 'rotate'). */
  readonly seating?: Seating;
  /** Bots from outside tafel among the entrants; absent when there are none. */
  readonly guests?: PlanGuests;
}

/** Where each entrant from outside tafel comes from, and how such bots run. */
export interface PlanGuests {
  /** Per entrant: a bot file or a program, or null for a bot tafel knows by its label. */
  readonly sources: readonly (GuestSource | null)[];
  /** Per entrant: sourceDigest of its source when the plan was made (null for tafel's
   * own), so a summary tells two versions of one bot file apart. */
  readonly digests?: readonly (string | null)[];
  /** Run bot files in tafel's own realm (--trust-bot-files). */
  readonly trust?: boolean;
  /** A guest's memory limit in MB (--bot-memory-mb); default defaultBotMemoryMb. */
  readonly memoryMb?: number;
  /** Play them outside the sandbox (--unsandboxed): nothing keeps them from the run. */
  readonly unsandboxed?: boolean;
  /** More paths their sandboxes show them, read-only (--sandbox-ro). */
  readonly readOnly?: readonly string[];
}

/** Whether the plan seats any bot from outside tafel (a bot file or a program). */
export function seatsGuest(plan: Pick<Plan, 'guests'>): boolean {
  return plan.guests !== undefined && plan.guests.sources.some((s) => s !== null);
}

/** Whether the plan seats a bot from outside tafel that does not play trusted: a bot file
 * without --trust-bot-files, or any program. */
export function seatsUntrustedGuest(plan: Pick<Plan, 'guests'>): boolean {
  const { guests } = plan;
  return guests !== undefined && guests.sources.some((s) => s !== null && ('cmd' in s || guests.trust !== true));
}

/** 'rotate' turns one table order round (G-1); 'permute' also varies who sits next to
 * whom, going through every cyclic order, each rotated round; 'duplicate' rotates like
 * 'rotate' but deals the same cards and dice to every distinct rotation of a deal (see
 * dealSize). */
export type Seating = 'rotate' | 'permute' | 'duplicate';
export const SEATINGS: readonly Seating[] = ['rotate', 'permute', 'duplicate'];

/** G-1 and rotation: in game i, seat s holds entrant (s + i) mod n, so over any n
 * consecutive games every entrant sits in every seat once. */
export function entrantInSeat(players: number, index: number, seat: number): number {
  return (seat + index) % players;
}

/** The cyclic table order number q (entrant 0 first, the others in the q-th order of
 * the (n-1)! possible), read as digits in a mixed radix. */
function cyclicOrder(players: number, q: number): number[] {
  const rest = Array.from({ length: players - 1 }, (_, k) => k + 1);
  const order = [0];
  let r = q;
  for (let radix = players - 1; radix >= 1; radix--) {
    order.push(rest.splice(r % radix, 1)[0]);
    r = Math.floor(r / radix);
  }
  return order;
}

/** The cyclic orders of a team game (seat s in team s mod teams) that keep partners in
 * one team's seats: places p and p + teams hold entrants of the same team (entrant e is
 * in team e mod teams, as the lineup names them). So only the order of the teams round
 * the table and the order within each team vary, never who partners whom. */
function teamOrders(players: number, teams: number): readonly (readonly number[])[] {
  const key = players * 100 + teams;
  let orders = teamOrderCache.get(key);
  if (!orders) {
    orders = [];
    const all = Array.from({ length: players - 1 }, (_, k) => k + 1).reduce((f, k) => f * k, 1);
    for (let q = 0; q < all; q++) {
      const order = cyclicOrder(players, q);
      if (order.every((e, p) => e % teams === order[p % teams] % teams)) orders.push(order);
    }
    teamOrderCache.set(key, orders);
  }
  return orders;
}
const teamOrderCache = new Map<number, number[][]>();

/** The distinct rotations of a duplicate deal: the fewest seats d the lineup can be turned
 * by and seat the same bot spec in every seat, while every partnership stays on its own
 * side (d a multiple of the teams). Turning a,b,a,b by two seats then plays the very game
 * rotation 0 played, with partners swapped within their team, whose results they share.
 * Without teams no turn keeps an entrant in its seat, so twins (greedy,random,greedy,random)
 * play all n: skipping would tie each twin to half the seats and their rows would differ
 * by those seats. The fewest such d divides the players. */
export function periodOf(entrants: readonly string[], teams = 0): number {
  const n = entrants.length;
  if (teams === 0) return n;
  for (let d = teams; d < n; d += teams) {
    if (entrants.every((spec, e) => spec === entrants[(e + d) % n])) return d;
  }
  return n;
}

/** The games of one deal under 'duplicate': one per distinct rotation (periodOf), so game
 * i is deal ⌊i/d⌋ in rotation i mod d. Every seat's bot and bot seed, and every card and
 * die, are the same in a skipped rotation as in the one it repeats. */
export function dealSize(plan: Pick<Plan, 'game' | 'entrants' | 'seating'>): number {
  if (plan.seating !== 'duplicate') return plan.entrants.length;
  return periodOf(plan.entrants, findPlay(plan.game).teams ?? 0);
}

/** The entrant in each seat of game `index`. Every block of n games is one rotation
 * (which in a team game moves whole teams: partners sit every teams-th seat); under
 * 'duplicate' a block is a deal of `period` games (dealSize). With 'permute', block q uses
 * the q-th of the cyclic orders, so over n·orders games every entrant meets every seat
 * and every neighbour the seating allows equally often. */
export function seatingOf(players: number, index: number, seating: Seating = 'rotate', teams = 0, period = players): number[] {
  const turn = index % (seating === 'duplicate' ? period : players);
  if (seating !== 'permute' || players <= 2) {
    return Array.from({ length: players }, (_, s) => entrantInSeat(players, turn, s));
  }
  const block = Math.floor(index / players);
  let order: readonly number[];
  if (teams > 0) {
    const orders = teamOrders(players, teams);
    order = orders[block % orders.length];
  } else order = cyclicOrder(players, block);
  return Array.from({ length: players }, (_, s) => order[(s + turn) % players]);
}

/** The deal game `index` of a plan plays: the index itself, or under 'duplicate' ⌊index/d⌋
 * (d: dealSize), whose d games are its distinct rotations. */
function dealOf(plan: Pick<Plan, 'game' | 'entrants' | 'seating'>): (index: number) => number {
  if (plan.seating !== 'duplicate') return (index) => index;
  const d = dealSize(plan);
  return (index) => Math.floor(index / d);
}

/** The seed of each game of a plan, by index: its deal's seed (see dealSeeds), so it
 * depends on the seed, key, deal set and deal, never on who plays. */
export function seedsOf(plan: Plan): (index: number) => number {
  const seeds = dealSeeds(plan.seed, plan.deals, plan.key);
  const deal = dealOf(plan);
  return (index) => seeds(deal(index));
}
