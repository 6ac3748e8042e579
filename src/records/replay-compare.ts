// The pieces replay compares with: a record's decisions applied without bots (for the
// log and for a time-out, which the bots cannot reproduce), and each way a game ends in
// words, for a one-line message that says what the bots did and what the record says.
import type { Action, ActionKey, AnyGame, BaseOptions } from '../core/game.js';
import { type PlayedGame, winShares } from '../core/match.js';
import type { GameRecord } from '../sim/record.js';
import { RecordWalk, haltInWords } from './record-walk.js';

/** An action's key; NaN, equal to no key, for a value the game cannot key. */
export function keyOf(game: AnyGame, action: Action): ActionKey {
  try {
    return game.actionKey(action);
  } catch {
    return NaN;
  }
}

export function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

interface Applied {
  /** Each applied decision in words. */
  readonly log: readonly string[];
  /** The seat to move after the last applied decision; -1 when the game is over. */
  readonly seat: number;
  readonly scores: readonly number[];
  /** A game with figures: each seat's counts where the record stops (GameResult.counts). */
  readonly counts?: readonly number[];
  winsIfForfeit(seat: number): number[];
  /** The first recorded decision that is not legal where it stands, in words. */
  readonly illegal?: string;
}

/** The record's decisions applied in order from its seed, up to the first one that is
 * not legal (the bots' replay says why that record differs). */
export function applyRecorded(game: AnyGame, options: BaseOptions, record: GameRecord): Applied {
  const walk = new RecordWalk(game, options, record);
  const log = [...walk.decisions()].map(({ seat, action }) => `seat ${seat}: ${game.describe(action)}`);
  const { halt, state } = walk;
  let illegal: string | undefined;
  if (halt?.seat !== undefined) {
    log.push(`seat ${halt.seat}: ${JSON.stringify(halt.recorded)} is not legal here`);
    illegal = `${haltInWords(halt)}: legal are ${halt.legal.map((a) => JSON.stringify(a)).join(', ')}`;
  }
  const result = game.result(state);
  return {
    log,
    ...(illegal ? { illegal } : {}),
    seat: game.isTerminal(state) ? -1 : game.currentPlayer(state),
    scores: result.scores,
    ...(result.counts ? { counts: result.counts } : {}),
    winsIfForfeit: (seat) => winShares(result.standing, seat, game.teams ?? 0),
  };
}

/** Each seat's own decisions of the record, in order, up to its first illegal one: what a
 * person's seat plays back (bots/person.ts). */
export function seatDecisions(game: AnyGame, options: BaseOptions, record: GameRecord): Action[][] {
  const seats: Action[][] = record.lineup.map(() => []);
  for (const { seat, action } of new RecordWalk(game, options, record).decisions()) seats[seat].push(action);
  return seats;
}

/** How the bots' game ended, as the subject of a sentence. */
export function endingOfPlay(played: PlayedGame, options: BaseOptions): string {
  const after = `after ${played.decisions} decision${played.decisions === 1 ? '' : 's'}`;
  if (played.forfeit) return `the bots stop ${after}: seat ${played.forfeit.seat} forfeits (${played.forfeit.reason})`;
  if (played.capped) return `the bots reach the cap maxDecisions=${options.maxDecisions} ${after}`;
  return `the bots finish the game ${after}`;
}

/** How the record says its game ended. */
export function endingOfRecord(record: GameRecord): string {
  const { capped, forfeit } = record.result;
  const n = record.actions.length;
  const has = `the record has ${n} decision${n === 1 ? '' : 's'}`;
  if (forfeit) return `${has} and says seat ${forfeit.seat} forfeited (${forfeit.reason})`;
  if (capped) return `${has} and says the cap stopped it`;
  return `${has} and says the game is over`;
}
