// What a tournament file becomes once it is read (load.ts): events, each one game's
// entrants and the tables they meet at, with the rule that says when to stop.
import type { Plan } from '../sim/plan.js';
import type { TournamentFile } from './schema.js';
import type { SprtRule } from './sprt.js';

export type Format = 'matches' | 'round-robin' | 'duplicate' | 'gauntlet';

export type StopRule = { rule: 'fixed'; games: number } | { rule: 'sequential'; every: number; maxGames: number } | SprtRule;

export interface Entrant {
  readonly label: string;
  /** The canonical bot spec: a bot from outside tafel's is its name and parameters. */
  readonly bot: string;
  /** What plans are built from: the canonical spec, or a bot file's or program's spec as
   * the file wrote it (read from its folder). */
  readonly spec: string;
  /** A gauntlet's challenger: it meets every entrant that is not one. */
  readonly challenger?: boolean;
}

/** One table: a plan for all its games (fixed: the rule's games; sequential: the most it
 * may play) and, per side of the table, the event's entrant that sits there. A side is a
 * seat, or in a team game a partnership (its first seat speaks for it). */
interface TableSpec {
  readonly plan: Plan;
  readonly members: readonly number[];
}

export interface TournamentEvent {
  readonly title: string;
  readonly game: string;
  readonly format: Format;
  readonly entrants: readonly Entrant[];
  readonly tables: readonly TableSpec[];
  readonly stop: StopRule;
}

export interface Tournament {
  readonly name: string;
  readonly seed: number;
  readonly events: readonly TournamentEvent[];
  /** The file with every default filled in and every bot canonical: what a run folder keeps. */
  readonly resolved: TournamentFile;
}
