// A record's decisions applied one by one from its seed with the game's own rules, without
// bots: the one walk that replay's log, a person's playback, the viewer's steps, the
// report's nat links and the where-points bench all read, so each reads the record alike.
import { SeededChance } from '../core/chance.js';
import type { Action, AnyGame, BaseOptions } from '../core/game.js';
import { findLegal } from '../core/match.js';
import type { GameRecord } from '../sim/record.js';

/** One applied decision: its place in the record (0-based), its seat and its action, and
 * what the walk's `before` read of the state it was made in. */
interface Walked<B> {
  readonly index: number;
  readonly seat: number;
  readonly action: Action;
  readonly before: B;
}

/** Where a record stops being a game: a decision not legal where it stands (its seat and
 * the legal ones), or one after the game is over (no seat). */
type Halt =
  | { readonly index: number; readonly recorded: Action; readonly seat: number; readonly legal: readonly Action[] }
  | { readonly index: number; readonly recorded: Action; readonly seat?: undefined };

/** The halt as the messages say it, 1-based; `legal are …` is left to the caller. */
export function haltInWords(halt: Halt): string {
  if (halt.seat === undefined) return `decision ${halt.index + 1} of the record comes after the game's end`;
  return `decision ${halt.index + 1} (seat ${halt.seat}) is ${JSON.stringify(halt.recorded)}, which is not legal there`;
}

export class RecordWalk<S = unknown> {
  readonly state: S;
  /** Set when the walk stops before the record's last decision (see Halt). */
  halt: Halt | undefined;
  private readonly chance: SeededChance;

  constructor(
    private readonly game: AnyGame,
    options: BaseOptions,
    private readonly record: GameRecord,
  ) {
    this.chance = new SeededChance(record.seed);
    this.state = game.setup(record.lineup.length, options, this.chance) as S;
  }

  /** Each decision once it is applied (`state` is then the state after it); `before` reads
   * the state it is made in, just before it is applied. Ends at the record's end or its halt. */
  *decisions<B = undefined>(before?: (seat: number, action: Action) => B): Generator<Walked<B>> {
    const { game, state, chance } = this;
    for (const [index, recorded] of this.record.actions.entries()) {
      if (game.isTerminal(state)) {
        this.halt = { index, recorded };
        return;
      }
      const seat = game.currentPlayer(state);
      const legal = game.legalActions(state);
      const action = findLegal(game, legal, recorded);
      if (action === undefined) {
        this.halt = { index, recorded, seat, legal };
        return;
      }
      const read = before?.(seat, action) as B;
      game.apply(state, action, chance);
      yield { index, seat, action, before: read };
    }
  }
}
