// One turn played to win (issue 27): every keep and row valued by the expected share of
// the win (shares.ts), where the rows left after this turn are played as `optimal` plays
// them (distribution.ts). Within the turn the search is exact, as turn.ts's; across turns
// it is Pawlewicz's approximation: the later turns are valued by their score distribution
// under the expected-score optimum. Where every choice wins the same (far ahead, or
// solitaire) the turn is settled: the bot then plays `optimal`'s own tables (turn.ts),
// not the win share plus a point tie-break, whose rounding can part from the optimum.
import { CATEGORY_ACTIONS, type JachtAction, KEEP_ACTIONS } from '../actions.js';
import { CATEGORY_COUNT } from '../categories.js';
import { SCORE } from '../score.js';
import { ADD, FACES, HAND_COUNT, HAND_START, KEEPS_OF_HAND, MULTISET_COUNT } from '../dice.js';
import { SPAN, mostLeft } from './distribution.js';
import { SHEET_ORDER, decideTurn } from './policy.js';
import { type TurnTables, solveTurn } from './turn.js';
import type { Sheet, Shares } from './shares.js';

/** What every win chance of these tables assumes (docs/jacht-to-win.md): each other player
 * plays `optimal` for points, and the mover's later turns are valued as `optimal` plays
 * them (its own later play to win does at least as well). Against players who play to win
 * the chances can be far off; the advisor and the analysis carry this beside them. */
export const WIN_MODEL = { opponents: 'optimal', laterTurns: 'optimal' } as const;

/** The weight of one expected point beside the win share: it only breaks ties, and moves
 * no choice by more than 3·10⁻⁷ of a win (303 points at most). */
export const POINT_WEIGHT = 1e-9;

/** Outcomes of a turn whose win shares lie this close win the same: the opponent cannot
 * matter. 1 + 10⁻⁹·points keeps only about 7 significant digits of the points, which
 * reorders `optimal`'s near-ties when the share is 1; the tables then decide alone. */
const SETTLED_WITHIN = 1e-12;

/** `optimal`'s turn (solution.ts's optimalTurn, from the same values). */
interface PointsTurn {
  readonly tables: TurnTables;
  readonly after: Float64Array;
}

/** A value for choosing (win share + POINT_WEIGHT · expected points) and the win share
 * alone, for the same choice: the search picks by the first and reports the second. */
interface Valued {
  readonly key: Float64Array;
  readonly win: Float64Array;
}

export interface WinTurn {
  readonly filled: number;
  /** Per hand: the row it is best scored in now, and that choice's values. */
  readonly row: Int8Array;
  readonly score: Valued;
  /** Per keep (multiset index): its values when the reroll is the turn's last roll, and
   * when one more roll follows. */
  readonly lastRoll: Valued;
  readonly twoRolls: Valued;
  /** Win share from the start of the turn, before the first roll. */
  readonly start: number;
  /** win[row][score]: the win share of writing `score` in `row` now (NaN where not open). */
  readonly rowWin: Float64Array;
  /** Set when every outcome of the turn wins the same share (within SETTLED_WITHIN): the
   * expected-score optimum's turn, which then decides every choice. */
  readonly settled?: PointsTurn;
}

/** The largest score a row takes, plus one: rowWin's stride. */
export const ROW_SPAN = 51;

function valued(n: number): Valued {
  return { key: new Float64Array(n), win: new Float64Array(n) };
}

/** e[k] for every keep: the mean over completing k to five dice of top's hands. */
function expectKeeps(top: Valued, e: Valued): void {
  for (let h = 0; h < HAND_COUNT; h++) {
    e.key[HAND_START + h] = top.key[h];
    e.win[HAND_START + h] = top.win[h];
  }
  for (let k = HAND_START - 1; k >= 0; k--) {
    const a = k * FACES;
    let key = 0;
    let win = 0;
    for (let f = 0; f < FACES; f++) {
      key += e.key[ADD[a + f]];
      win += e.win[ADD[a + f]];
    }
    e.key[k] = key / FACES;
    e.win[k] = win / FACES;
  }
}

/** The best keep of hand h by `keeps`' key: the first of the highest, in KEEPS_OF_HAND order. */
export function bestKeepOf(keeps: Valued, h: number): number {
  const list = KEEPS_OF_HAND[h];
  let best = list[0];
  for (let i = 1; i < list.length; i++) if (keeps.key[list[i]] > keeps.key[best]) best = list[i];
  return best;
}

/** out[h]: the better of scoring hand h now and its best keep (a keep only when strictly better). */
function bestOfHands(score: Valued, keeps: Valued, out: Valued): void {
  for (let h = 0; h < HAND_COUNT; h++) {
    const k = bestKeepOf(keeps, h);
    const keep = keeps.key[k] > score.key[h];
    out.key[h] = keep ? keeps.key[k] : score.key[h];
    out.win[h] = keep ? keeps.win[k] : score.win[h];
  }
}

/** The turn of `me` (at the start of it) against the others' `shares`; `values` are the
 * expected points still to come of each set of filled rows (values.ts), `dist` their
 * distributions. */
export function solveWinTurn(me: Sheet, shares: Shares, dist: Float64Array, values: Float64Array): WinTurn {
  const { filled } = me;
  const rowWin = new Float64Array(CATEGORY_COUNT * ROW_SPAN).fill(NaN);
  const from = me.total - shares.base;
  for (let c = 0; c < CATEGORY_COUNT; c++) {
    if (filled & (1 << c)) continue;
    const next = filled | (1 << c);
    const at = next * SPAN;
    const reach = mostLeft(next);
    for (let h = 0; h < HAND_COUNT; h++) {
      const s = SCORE[c * HAND_COUNT + h];
      if (!Number.isNaN(rowWin[c * ROW_SPAN + s])) continue;
      let w = 0;
      const x0 = from + s;
      for (let x = 0; x <= reach; x++) w += dist[at + x] * shares.share[x0 + x];
      rowWin[c * ROW_SPAN + s] = w;
    }
  }
  const settled = isSettled(rowWin) ? pointsTurn(filled, values) : undefined;
  const row = new Int8Array(HAND_COUNT);
  const score = valued(HAND_COUNT);
  for (let h = 0; h < HAND_COUNT; h++) {
    let bestKey = -Infinity;
    for (let i = 0; i < SHEET_ORDER.length; i++) {
      const c = SHEET_ORDER[i];
      if (filled & (1 << c)) continue;
      const s = SCORE[c * HAND_COUNT + h];
      const win = rowWin[c * ROW_SPAN + s];
      const key = win + POINT_WEIGHT * (s + values[filled | (1 << c)]);
      if (key > bestKey) {
        bestKey = key;
        row[h] = c;
        score.key[h] = key;
        score.win[h] = win;
      }
    }
  }
  const lastRoll = valued(MULTISET_COUNT);
  const twoRolls = valued(MULTISET_COUNT);
  const hands = valued(HAND_COUNT);
  expectKeeps(score, lastRoll);
  bestOfHands(score, lastRoll, hands); // one roll left
  expectKeeps(hands, twoRolls);
  bestOfHands(score, twoRolls, hands); // two rolls left
  const three = valued(MULTISET_COUNT);
  expectKeeps(hands, three);
  return { filled, row, score, lastRoll, twoRolls, start: three.win[0], rowWin, settled };
}

/** Whether every row and score this turn can write gives the same win share. */
function isSettled(rowWin: Float64Array): boolean {
  let low = Infinity;
  let high = -Infinity;
  for (let i = 0; i < rowWin.length; i++) {
    const w = rowWin[i];
    if (Number.isNaN(w)) continue;
    if (w < low) low = w;
    if (w > high) high = w;
  }
  return high - low <= SETTLED_WITHIN;
}

/** The turn as `optimal` solves it: after[c] is the value of the rows left once c is filled. */
function pointsTurn(filled: number, values: Float64Array): PointsTurn {
  const after = new Float64Array(CATEGORY_COUNT);
  for (let c = 0; c < CATEGORY_COUNT; c++) after[c] = filled & (1 << c) ? 0 : values[filled | (1 << c)];
  return { tables: solveTurn(filled, after), after };
}

/** The keep values with `rollsLeft` rolls left (the reroll is the last roll when one is left). */
export function winKeeps(turn: WinTurn, rollsLeft: number): Valued {
  return rollsLeft >= 2 ? turn.twoRolls : turn.lastRoll;
}

/** What the bot does with hand h: its best keep when that beats scoring now, else its row;
 * in a settled turn, exactly what `optimal` does (policy.ts's decideTurn, as it calls it). */
export function decideToWin(turn: WinTurn, hand: number, rollsLeft: number): JachtAction {
  if (turn.settled) return decideTurn(turn.settled.tables, turn.settled.after, hand, rollsLeft, rollsLeft >= 2);
  if (rollsLeft > 0) {
    const keeps = winKeeps(turn, rollsLeft);
    const k = bestKeepOf(keeps, hand);
    if (keeps.key[k] > turn.score.key[hand]) return KEEP_ACTIONS[k];
  }
  return CATEGORY_ACTIONS[turn.row[hand]];
}
