// A recorded game step by step: its decisions applied from its seed with the game's own
// rules (as replay applies them), and after each the table drawn, whole and from each seat.
// A record whose decision is not legal where it stands is not a game: a usage error.
import { SeededChance } from '../core/chance.js';
import { UsageError } from '../core/errors.js';
import type { AnyGame, BaseOptions } from '../core/game.js';
import { findLegal } from '../core/match.js';
import { drawTable, pictureOfState } from '../draw/draw.js';
import type { JachtAction } from '../games/jacht/actions.js';
import type { JachtView } from '../games/jacht/view.js';
import type { KlaverjasState } from '../games/klaverjassen/state.js';
import { findGame, resolveOptions } from '../games/registry.js';
import type { GameRecord } from '../sim/record.js';
import { jachtAdvice, signalMarks } from './marks.js';

export interface Step {
  /** The seat that decided; -1 for the deal. */
  readonly seat: number;
  /** The decision in the game's words (the deal: "the deal"). */
  readonly decision: string;
  /** The table after it: [every hand open, seen from seat 0, from seat 1, …]. */
  readonly tables: readonly string[];
  /** Jacht: what `optimal` would have done and what this choice cost. */
  readonly advice?: string;
}

/** The game's steps: the deal, then one per recorded decision. */
export function stepsOf(record: GameRecord): Step[] {
  const game: AnyGame = findGame(record.game);
  const options: BaseOptions = resolveOptions(game, { ...record.options });
  const players = record.lineup.length;
  const chance = new SeededChance(record.seed);
  const state = game.setup(players, options, chance);
  // Every seat's view once per step: the whole table holds them all, and a seat's table
  // only its own (as pictureOfView makes it), so no seat's picture holds another's cards.
  const draw = (): string[] => {
    const marks = game.id === 'klaverjassen' ? { marks: signalMarks(state as KlaverjasState) } : {};
    const full = pictureOfState(game, state, players, { labels: record.lineup, ...marks });
    const seats = full.views.map((_, seat) => drawTable({ ...full, views: full.views.map((v, s) => (s === seat ? v : null)) }));
    return [drawTable(full), ...seats];
  };
  const steps: Step[] = [{ seat: -1, decision: 'the deal', tables: draw() }];
  for (const [i, recorded] of record.actions.entries()) {
    if (game.isTerminal(state)) throw new UsageError(`decision ${i + 1} of the record comes after the game's end`);
    const seat = game.currentPlayer(state);
    const action = findLegal(game, game.legalActions(state), recorded);
    if (action === undefined) {
      throw new UsageError(`decision ${i + 1} (seat ${seat}) is ${JSON.stringify(recorded)}, which is not legal there`);
    }
    const advice = game.id === 'jacht' ? adviceAt(game, state, seat, action as JachtAction) : undefined;
    game.apply(state, action, chance);
    steps.push({ seat, decision: game.describe(action), tables: draw(), ...(advice ? { advice } : {}) });
  }
  return steps;
}

function adviceAt(game: AnyGame, state: unknown, seat: number, action: JachtAction): string | undefined {
  const before = game.view!(game.observe(state, seat)) as JachtView;
  return jachtAdvice(before, action);
}
