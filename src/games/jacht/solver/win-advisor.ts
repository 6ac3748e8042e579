// The advisor at a table (issue 27): every choice of a position valued twice, by the
// expected points `optimal` plays for (advisor.ts) and by the chance to win against the
// others' sheets that `optimal(objective=win)` plays for (win-turn.ts, reached through
// standing.ts as the bot reaches it, so the two never value a choice differently), ranked
// by the chance to win, with the choice of each strategy named.
import { UsageError } from '../../../core/errors.js';
import { plural } from '../../../core/words.js';
import { type JachtAction, isKeep, keepIndex } from '../actions.js';
import { type CategoryId, categoryIndex } from '../categories.js';
import { handIndex } from '../dice.js';
import { type Advice, type AdviceOption, type AdviceQuery, advise } from './advisor.js';
import { mostWritten, parseOpponentOpen } from './input.js';
import { decideTurn } from './policy.js';
import { filledFromOpen, optimalTurn } from './solution.js';
import { winTurnOf } from './standing.js';
import { POINT_WEIGHT, ROW_SPAN, WIN_MODEL, decideToWin, winKeeps } from './win-turn.js';

/** Another player at the table: the rows still open (none when finished) and the total. */
interface Opponent {
  readonly open: readonly CategoryId[];
  readonly total: number;
}

interface WinAdviceQuery extends AdviceQuery {
  /** The points you have written so far; you are to move. */
  readonly total: number;
  /** At least one. */
  readonly opponents: readonly Opponent[];
}

interface WinAdviceOption extends AdviceOption {
  /** The expected share of the win when this choice is made and the rest played to win:
   * 1 for first alone, 1/k tied with k − 1 others (G-2). */
  readonly win: number;
  /** How much less than the best choice's. */
  readonly winLoss: number;
}

export interface WinAdvice extends Advice {
  readonly total: number;
  readonly opponents: readonly Opponent[];
  /** What every `win` assumes: the opponents play `optimal` for points, your later turns
   * are valued as `optimal` plays them. */
  readonly model: typeof WIN_MODEL;
  /** Best first by the chance to win (ties by expected points, as the bot breaks them). */
  readonly options: readonly WinAdviceOption[];
  /** The index in options of each strategy's choice: `optimal` for points (the most
   * expected points) and `optimal(objective=win)` to win (always 0). */
  readonly best: { readonly points: number; readonly win: number };
  /** Whether the two strategies make the same choice. */
  readonly agree: boolean;
}

function checkTotal(total: number, open: readonly CategoryId[], flag: string, whose: string): void {
  const most = mostWritten(open);
  if (!Number.isInteger(total) || total < 0 || total > most) {
    throw new UsageError(`${flag} ${total} cannot be: ${whose} filled rows hold from 0 to ${most} points`);
  }
}

function check(q: WinAdviceQuery): void {
  if (q.opponents.length === 0) throw new UsageError('no opponent: name at least one with --opponent-open and its total');
  checkTotal(q.total, q.open, '--total', 'your');
  const mine = q.open.length;
  q.opponents.forEach((o, i) => {
    parseOpponentOpen(o.open.length === 0 ? 'none' : o.open.join(',')); // unknown or repeated ids
    const who = q.opponents.length === 1 ? 'the opponent' : `opponent ${i + 1}`;
    checkTotal(o.total, o.open, '--opponent-total', `${who}'s`);
    // Each turn fills one row: with you to move, the others are level with you or one ahead.
    if (o.open.length !== mine && o.open.length !== mine - 1) {
      throw new UsageError(
        `--opponent-open: ${who} has ${plural(o.open.length, 'row')} open, but with you to move and ${mine} open each opponent has ${mine} (moves after you this round) or ${mine - 1} (moved before you)`,
      );
    }
  });
}

function sameChoice(o: AdviceOption, action: JachtAction): boolean {
  return isKeep(action) ? o.keep !== undefined && o.keep.join() === action.keep.join() : o.category === action.category;
}

export function adviseToWin(q: WinAdviceQuery): WinAdvice {
  const forPoints = advise(q); // checks the dice, rolls left and open rows
  check(q);
  const filled = filledFromOpen(q.open);
  const hand = handIndex(q.dice);
  const turn = winTurnOf({
    seat: 0,
    filled: [filled, ...q.opponents.map((o) => filledFromOpen(o.open))],
    totals: [q.total, ...q.opponents.map((o) => o.total)],
  });
  const keeps = winKeeps(turn, q.rollsLeft);
  const valued = forPoints.options.map((o, order) => {
    // A settled turn (win-turn.ts) is played for points alone: rank as the bot decides.
    if (turn.settled) {
      const win = o.keep ? keeps.win[keepIndex({ keep: o.keep })] : turn.rowWin[categoryIndex(o.category!) * ROW_SPAN + o.score!];
      return { o, order, key: o.expected, win };
    }
    if (o.keep) {
      const k = keepIndex({ keep: o.keep });
      return { o, order, key: keeps.key[k], win: keeps.win[k] };
    }
    const win = turn.rowWin[categoryIndex(o.category!) * ROW_SPAN + o.score!];
    // solveWinTurn's key of a row, from the same two numbers: o.expected is its score
    // plus the value of the rows left after it.
    return { o, order, key: win + POINT_WEIGHT * o.expected, win };
  });
  const toWin = decideToWin(turn, hand, q.rollsLeft);
  const { tables, after } = optimalTurn(filled);
  const mostPoints = decideTurn(tables, after, hand, q.rollsLeft, q.rollsLeft >= 2); // as the bot calls it
  // Equal keys: the bot's own choice first, then the points order.
  const first = (v: (typeof valued)[number]) => (sameChoice(v.o, toWin) ? 1 : 0);
  valued.sort((a, b) => b.key - a.key || first(b) - first(a) || a.order - b.order);
  const top = valued[0].win;
  const options = valued.map((v): WinAdviceOption => ({ ...v.o, win: v.win, winLoss: top - v.win }));
  const best = {
    points: options.findIndex((o) => sameChoice(o, mostPoints)),
    win: options.findIndex((o) => sameChoice(o, toWin)),
  };
  return {
    ...forPoints,
    total: q.total,
    opponents: q.opponents.map((o) => ({ open: [...o.open], total: o.total })),
    model: WIN_MODEL,
    options,
    best,
    agree: best.points === best.win,
  };
}
