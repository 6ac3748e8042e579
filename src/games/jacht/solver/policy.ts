// Turning a solved turn into a decision: value every choice the rules allow in this
// position and pick the best. Shared by the bots, the advisor and the regret analysis,
// so they all agree on what a choice is worth.
import { CATEGORY_ACTIONS, type JachtAction, KEEP_ACTIONS } from '../actions.js';
import { CATEGORY_COUNT } from '../categories.js';
import { SCORE } from '../score.js';
import { HAND_COUNT, KEEPS_OF_HAND } from '../dice.js';
import type { TurnTables } from './turn.js';

/** What a position is: the hand (0..251), rolls left (0..2) and the filled categories. */
export interface Position {
  readonly hand: number;
  readonly rollsLeft: number;
  readonly filled: number;
}

interface ValuedChoice {
  readonly action: JachtAction;
  /** Expected points from here to the end (this turn's score included). */
  readonly expected: number;
  /** For a category: the points it scores now. */
  readonly score?: number;
}

/** Keep values with `rollsLeft` rolls left: the reroll is the last roll when one is left. */
export function keepValues(tables: TurnTables, rollsLeft: number): Float64Array {
  return rollsLeft >= 2 ? tables.twoRolls : tables.lastRoll;
}

/** Every choice of the position with its value, in the rules' order (keeps, then categories). */
export function valueChoices(tables: TurnTables, after: ArrayLike<number>, pos: Position): ValuedChoice[] {
  const out: ValuedChoice[] = [];
  if (pos.rollsLeft > 0) {
    const values = keepValues(tables, pos.rollsLeft);
    for (const k of KEEPS_OF_HAND[pos.hand]) out.push({ action: KEEP_ACTIONS[k], expected: values[k] });
  }
  for (let c = 0; c < CATEGORY_COUNT; c++) {
    if (pos.filled & (1 << c)) continue;
    const score = SCORE[c * HAND_COUNT + pos.hand];
    out.push({ action: CATEGORY_ACTIONS[c], expected: score + after[c], score });
  }
  return out;
}

/** The best category: the first of the highest value in `order` (category indices). */
export function bestCategory(after: ArrayLike<number>, pos: Position, order: readonly number[]): { c: number; value: number } {
  const c = bestRow(after, pos.hand, pos.filled, order);
  return { c, value: c < 0 ? -Infinity : SCORE[c * HAND_COUNT + pos.hand] + after[c] };
}

/** bestCategory's row alone, from plain numbers: the bots' hot path allocates nothing. */
export function bestRow(after: ArrayLike<number>, hand: number, filled: number, order: readonly number[]): number {
  let best = -1;
  let value = -Infinity;
  for (let i = 0; i < order.length; i++) {
    const c = order[i];
    if (filled & (1 << c)) continue;
    const v = SCORE[c * HAND_COUNT + hand] + after[c];
    if (v > value) {
      value = v;
      best = c;
    }
  }
  return best;
}

/** The best keep: the first (smallest multiset index) of the highest value. */
export function bestKeep(values: Float64Array, hand: number): { k: number; value: number } {
  const keeps = KEEPS_OF_HAND[hand];
  let best = -1;
  let value = -Infinity;
  for (let i = 0; i < keeps.length; i++) {
    const k = keeps[i];
    if (values[k] > value) {
      value = values[k];
      best = k;
    }
  }
  return { k: best, value };
}

export const SHEET_ORDER: readonly number[] = Array.from({ length: CATEGORY_COUNT }, (_, c) => c);

/** Keep when a keep is strictly better than scoring now; otherwise score. */
export function decide(
  tables: TurnTables,
  after: ArrayLike<number>,
  pos: Position,
  keepTable: Float64Array = keepValues(tables, pos.rollsLeft),
  order: readonly number[] = SHEET_ORDER,
): JachtAction {
  const cat = bestCategory(after, pos, order);
  if (pos.rollsLeft > 0) {
    const keep = bestKeep(keepTable, pos.hand);
    if (keep.value > cat.value) return KEEP_ACTIONS[keep.k];
  }
  return CATEGORY_ACTIONS[cat.c];
}

/** decide, for a position of the turn that `tables` was solved for with this `after`
 * (as the bots hold them), without valuing every choice: whether to keep, and what, is
 * looked up (tables.twoRollsKeep or lastRollKeep: the best keep where it beats the best
 * of scoring now), so the rows are searched only when the bot scores. `twoRolls`: the
 * reroll is valued as followed by one more roll (decide with keepTable
 * tables.twoRolls), otherwise as the turn's last. */
export function decideTurn(
  tables: TurnTables,
  after: ArrayLike<number>,
  hand: number,
  rollsLeft: number,
  twoRolls: boolean,
  order: readonly number[] = SHEET_ORDER,
): JachtAction {
  if (rollsLeft > 0) {
    const k = twoRolls ? tables.twoRollsKeep[hand] : tables.lastRollKeep[hand];
    if (k >= 0) return KEEP_ACTIONS[k];
  }
  return CATEGORY_ACTIONS[bestRow(after, hand, tables.filled, order)];
}
