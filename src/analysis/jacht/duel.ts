// One deal of the win-seeking bot against `optimal`, played from both seats on the same
// dice (as --seating duplicate plays it: a seat's dice follow from the seed alone), and
// each game walked again: at every decision of the win-seeking bot, what `optimal` would
// do in that very position, and what either choice is worth in wins by the model the bot
// plays by (win-turn.ts). The walk checks that the bot chose as that model says, so the
// gains it reports are the bot's own reasons.
import type { Bot } from '../../core/bot.js';
import { SeededChance } from '../../core/chance.js';
import type { AnyGame } from '../../core/game.js';
import { playGame } from '../../core/match.js';
import { type JachtAction, actionKey, describeAction, isKeep, keepIndex } from '../../games/jacht/actions.js';
import { categoryIndex } from '../../games/jacht/categories.js';
import { HAND_COUNT, handIndex } from '../../games/jacht/dice.js';
import { jacht } from '../../games/jacht/index.js';
import { SCORE } from '../../games/jacht/score.js';
import { MAX_ROLLS, ROUNDS } from '../../games/jacht/state.js';
import { decideTurn } from '../../games/jacht/solver/policy.js';
import { optimalTurn } from '../../games/jacht/solver/solution.js';
import { type Standing, winTurnOf } from '../../games/jacht/solver/standing.js';
import { ROW_SPAN, type WinTurn, decideToWin, winKeeps } from '../../games/jacht/solver/win-turn.js';

/** The two bots compared: the same solver, played for the win and for points. */
export const WIN_BOT = 'optimal(objective=win)';
export const POINTS_BOT = 'optimal';

const game = jacht as unknown as AnyGame;
const options = jacht.options.parse({});

/** Where the win-seeking bot stands when a turn of its begins. */
export interface TurnStart {
  readonly standing: Standing;
  readonly round: number;
  /** Its total minus the other's. */
  readonly diff: number;
  /** Its open rows, this turn's included (12..1). */
  readonly rowsLeft: number;
  /** Its chance to win from here by the model (WinTurn.start). */
  readonly start: number;
}

/** One decision of the win-seeking bot beside what `optimal` would do there. */
export interface Decision {
  readonly turn: TurnStart;
  readonly hand: number;
  readonly rollsLeft: number;
  readonly win: JachtAction;
  readonly points: JachtAction;
  /** The model's win share of each choice (the win-seeking bot plays on to win after it). */
  readonly winValue: number;
  readonly pointsValue: number;
  /** The row the win-seeking bot's turn ended in, and the points it wrote there. */
  endRow: number;
  endScore: number;
}

/** One game of a deal, seen from the win-seeking bot's seat. */
export interface GameWalk {
  /** The deal's seed: both games of a deal have it. */
  readonly seed: number;
  readonly seat: number;
  /** Final totals of the win-seeking bot and of `optimal`. */
  readonly winScore: number;
  readonly pointsScore: number;
  /** The win-seeking bot's share of the win: 1, ½ for a tie, 0. */
  readonly winShare: number;
  readonly turns: readonly TurnStart[];
  readonly decisions: readonly Decision[];
}

export interface DuelBots {
  readonly win: Bot;
  readonly points: Bot;
}

/** What `optimal` does in the position: the same tables and tie-breaks as the bot. */
function pointsChoice(filled: number, hand: number, rollsLeft: number): JachtAction {
  const { tables, after } = optimalTurn(filled);
  return decideTurn(tables, after, hand, rollsLeft, rollsLeft >= 2);
}

/** The model's win share of `action` with hand `hand` and `rollsLeft` rolls left. */
function winValueOf(turn: WinTurn, hand: number, rollsLeft: number, action: JachtAction): number {
  if (isKeep(action)) return winKeeps(turn, rollsLeft).win[keepIndex(action)];
  const c = categoryIndex(action.category);
  return turn.rowWin[c * ROW_SPAN + SCORE[c * HAND_COUNT + hand]];
}

/** The deal of `seed` played twice, the win-seeking bot in seat 0 and then in seat 1. */
export function playDeal(bots: DuelBots, seed: number): GameWalk[] {
  return [playFrom(bots, seed, 0), playFrom(bots, seed, 1)];
}

function playFrom(bots: DuelBots, seed: number, seat: number): GameWalk {
  const lineup = seat === 0 ? [bots.win, bots.points] : [bots.points, bots.win];
  const played = playGame({ game, options, bots: lineup, seed, keepActions: true });
  // Neither bot can forfeit short of a fault in the solver: that is no figure to report.
  if (played.forfeit) throw new Error(`seat ${played.forfeit.seat} forfeited game ${seed}: ${played.forfeit.reason}`);
  const chance = new SeededChance(seed);
  const state = jacht.setup(2, options, chance);
  const turns: TurnStart[] = [];
  const decisions: Decision[] = [];
  let turn: WinTurn | undefined;
  let start: TurnStart | undefined;
  let open: Decision[] = [];
  for (const action of played.actions as JachtAction[]) {
    if (state.seat === seat) {
      // The turn's first roll: its table serves the turn's other decisions.
      if (state.rollsUsed === 1 || turn === undefined || start === undefined) {
        const standing = { seat, filled: Array.from(state.filled), totals: Array.from(state.totals) };
        turn = winTurnOf(standing);
        start = {
          standing,
          round: state.round,
          diff: state.totals[seat] - state.totals[1 - seat],
          rowsLeft: ROUNDS - state.round,
          start: turn.start,
        };
        turns.push(start);
      }
      const hand = handIndex(state.dice);
      const rollsLeft = MAX_ROLLS - state.rollsUsed;
      const model = decideToWin(turn, hand, rollsLeft);
      if (actionKey(model) !== actionKey(action)) {
        throw new Error(`${WIN_BOT} chose ${describeAction(action)} where its model chooses ${describeAction(model)}`);
      }
      const points = pointsChoice(turn.filled, hand, rollsLeft);
      open.push({
        turn: start,
        hand,
        rollsLeft,
        win: action,
        points,
        winValue: winValueOf(turn, hand, rollsLeft, action),
        pointsValue: winValueOf(turn, hand, rollsLeft, points),
        endRow: -1,
        endScore: -1,
      });
      if (!isKeep(action)) {
        const c = categoryIndex(action.category);
        for (const d of open) {
          d.endRow = c;
          d.endScore = SCORE[c * HAND_COUNT + hand];
        }
        decisions.push(...open);
        open = [];
      }
    }
    jacht.apply(state, action, chance);
  }
  return {
    seed,
    seat,
    winScore: played.scores[seat],
    pointsScore: played.scores[1 - seat],
    winShare: played.wins[seat],
    turns,
    decisions,
  };
}
