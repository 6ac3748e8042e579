// Helpers for bot authors over Jacht's view (docs/games/jacht.md): rows by name, dice as
// faces. What a row scores is score.ts's own function, so a helper cannot disagree with
// the sheet.
import { CATEGORY_ACTIONS, type JachtAction, KEEP_ACTIONS } from './actions.js';
import { CATEGORY_IDS, type CategoryId, categoryIndex } from './categories.js';
import { DICE, HAND_START, multisetIndex } from './dice.js';
import { scoreDice } from './score.js';

/** The twelve rows in sheet order, as the view's sheets and the actions name them. */
export const ROWS: readonly CategoryId[] = CATEGORY_IDS;

/** Whether `dice` are five whole faces 1..6. */
function isHand(dice: readonly number[]): boolean {
  return dice.length === DICE && multisetIndex(dice) >= 0;
}

/** What five dice (any order) would score in `row`, or undefined for a row that is not one
 * of ROWS or dice that are not five faces 1..6. */
export function scoreRow(row: string, dice: readonly number[]): number | undefined {
  return categoryIndex(row) >= 0 && isHand(dice) ? scoreDice(row as CategoryId, dice) : undefined;
}

/** What five dice would score in every row, by name in sheet order (undefined for dice that
 * are not five faces 1..6). */
export function rowScores(dice: readonly number[]): Record<CategoryId, number> | undefined {
  if (!isHand(dice)) return undefined;
  const scores = {} as Record<CategoryId, number>;
  for (const row of ROWS) scores[row] = scoreDice(row, dice);
  return scores;
}

/** The rows still empty on a sheet of the view, in sheet order. */
export function openRows(sheet: Readonly<Record<CategoryId, number | null>>): CategoryId[] {
  return ROWS.filter((row) => sheet[row] === null);
}

/** The action that keeps these faces (0..4 of them, any order) and rerolls the rest, as
 * legalActions hands it out; undefined for anything else. */
export function keepAction(faces: readonly number[]): JachtAction | undefined {
  const index = multisetIndex(faces);
  return index >= 0 && index < HAND_START ? KEEP_ACTIONS[index] : undefined;
}

/** The action that writes the dice in `row`, as legalActions hands it out; undefined for a
 * name that is no row. */
export function scoreAction(row: string): JachtAction | undefined {
  const c = categoryIndex(row);
  return c < 0 ? undefined : CATEGORY_ACTIONS[c];
}
