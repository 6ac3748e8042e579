// What the person's seat may see at each of its turns, worked out from a finished game's
// record with the game's own code: the view a bot in that seat gets, and the cards the
// other seats hold hidden there (their hands, for a game with hands).
import { SeededChance } from '../../src/core/chance.js';
import type { Action } from '../../src/core/game.js';
import { findLegal } from '../../src/core/match.js';
import { findGame, resolveOptions } from '../../src/games/registry.js';
import { viewOf } from '../../src/guests/plain.js';
import type { GameRecord } from '../../src/sim/record.js';

export interface SeatTurn {
  /** The seat's view there, as a bot in the seat gets it. */
  readonly view: unknown;
  /** Cards in the other seats' hands there (empty for a game without hidden hands). */
  readonly hidden: ReadonlySet<string>;
  /** What the seat chose, in words. */
  readonly chose: string;
}

/** Turn k (from 1) of the seat at index k - 1, and the seat's view of the end. */
export function seatTurns(record: GameRecord, seat: number): { turns: SeatTurn[]; end: unknown } {
  const game = findGame(record.game);
  const options = resolveOptions(game, { ...record.options });
  const chance = new SeededChance(record.seed);
  const state = game.setup(record.lineup.length, options, chance);
  const turns: SeatTurn[] = [];
  for (const recorded of record.actions) {
    const action = findLegal(game, game.legalActions(state), recorded as Action)!;
    if (game.currentPlayer(state) === seat) {
      const hidden = new Set<string>();
      record.lineup.forEach((_, s) => {
        if (s === seat) return;
        const hand = (viewOf(game, game.observe(state, s)) as { hand?: unknown }).hand;
        if (Array.isArray(hand)) for (const card of hand) hidden.add(String(card));
      });
      turns.push({ view: viewOf(game, game.observe(state, seat)), hidden, chose: game.describe(action) });
    }
    game.apply(state, action, chance);
  }
  return { turns, end: viewOf(game, game.observe(state, seat)) };
}

const SUITS: Readonly<Record<string, string>> = { '♣': 'C', '♦': 'D', '♥': 'H', '♠': 'S' };

/** The cards written anywhere in `text`: by name (`JH`, `7C`, as data and attributes hold
 * them) or as a drawn face (`J♥`, `10♠`). */
export function cardsIn(text: string): string[] {
  const names = text.match(/\b[789TJQKA][CDHS]\b/g) ?? [];
  const faces = [...text.matchAll(/(10|[789JQKA])([♣♦♥♠])/g)].map(
    ([, rank, suit]) => `${rank === '10' ? 'T' : rank}${SUITS[suit]}`,
  );
  return [...names, ...faces];
}
