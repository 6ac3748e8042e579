// What the greedy bot keeps, for every open-rows mask and hand, in one flat array. The
// turn tables of a mask are ~11 KB apiece and a game visits a dozen new masks per seat,
// so a look-up through them (tables, then the array, then its memory) misses the
// processor's cache about once a step; here a decision reads one number.
import { CATEGORY_COUNT } from '../../src/games/jacht/categories.js';
import { HAND_COUNT } from '../../src/games/jacht/dice.js';
import { solveTurn } from '../../src/games/jacht/solver/turn.js';

/** Nothing counts after this turn: the greedy bot's view of the rest of the game. */
export const NOTHING_AFTER = new Float64Array(CATEGORY_COUNT);

const MASKS = 1 << CATEGORY_COUNT;
/** KEEPS[(filled * 2 + twoRolls) * 252 + hand]: the turn tables' lastRollKeep (twoRolls
 * 0) or twoRollsKeep (1) of that hand: the keep to make, or -1 to score now. 4 MB,
 * written a mask at a time, the first time that mask is played. */
const KEEPS = new Int16Array(MASKS * 2 * HAND_COUNT);
const solved = new Uint8Array(MASKS);

/** The greedy keep of `hand` under `filled`, or -1 to score now. `twoRolls`: the reroll
 * is followed by one more roll (else it is the turn's last). */
export function greedyKeep(filled: number, hand: number, twoRolls: boolean): number {
  if (solved[filled] === 0) solve(filled);
  return KEEPS[(filled * 2 + (twoRolls ? 1 : 0)) * HAND_COUNT + hand];
}

function solve(filled: number): void {
  const tables = solveTurn(filled, NOTHING_AFTER);
  KEEPS.set(tables.lastRollKeep, filled * 2 * HAND_COUNT);
  KEEPS.set(tables.twoRollsKeep, (filled * 2 + 1) * HAND_COUNT);
  solved[filled] = 1;
}
