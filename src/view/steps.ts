// A recorded game step by step: its decisions applied from its seed with the game's own
// rules (as replay applies them), and after each the table drawn, whole and from each seat.
// A record whose decision is not legal where it stands is not a game: a usage error.
import { UsageError } from '../core/errors.js';
import type { Action, AnyGame, BaseOptions } from '../core/game.js';
import { drawTable, pictureOfState } from '../draw/draw.js';
import type { JachtAction } from '../games/jacht/actions.js';
import type { JachtView } from '../games/jacht/view.js';
import type { KlaverjasState } from '../games/klaverjassen/state.js';
import { findGame, resolveOptions } from '../games/registry.js';
import { RecordWalk, haltInWords } from '../records/record-walk.js';
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
  const walk = new RecordWalk(game, options, record);
  const { state } = walk;
  // Every seat's view once per step: the whole table holds them all, and a seat's table
  // only its own (as pictureOfView makes it), so no seat's picture holds another's cards.
  const draw = (): string[] => {
    const marks = game.id === 'klaverjassen' ? { marks: signalMarks(state as KlaverjasState) } : {};
    const full = pictureOfState(game, state, players, { labels: record.lineup, ...marks });
    const seats = full.views.map((_, seat) => drawTable({ ...full, views: full.views.map((v, s) => (s === seat ? v : null)) }));
    return [drawTable(full), ...seats];
  };
  const steps: Step[] = [{ seat: -1, decision: 'the deal', tables: draw() }];
  const adviceBefore = (seat: number, action: Action) =>
    game.id === 'jacht' ? adviceAt(game, state, seat, action as JachtAction) : undefined;
  for (const { seat, action, before: advice } of walk.decisions(adviceBefore)) {
    steps.push({ seat, decision: game.describe(action), tables: draw(), ...(advice ? { advice } : {}) });
  }
  if (walk.halt) throw new UsageError(haltInWords(walk.halt));
  return steps;
}

function adviceAt(game: AnyGame, state: unknown, seat: number, action: JachtAction): string | undefined {
  const before = game.view!(game.observe(state, seat)) as JachtView;
  return jachtAdvice(before, action);
}
