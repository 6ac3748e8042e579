// Regret: for one decision, how many expected points it gives up against the optimal
// decision in the same position. Both are read from the same exact tables, so the
// optimal bot's own decisions cost exactly zero.
import { CATEGORY_ACTIONS, type JachtAction, KEEP_ACTIONS, isKeep, keepIndex } from '../../games/jacht/actions.js';
import { HAND_COUNT } from '../../games/jacht/dice.js';
import { categoryIndex } from '../../games/jacht/categories.js';
import { SCORE } from '../../games/jacht/score.js';
import { type Position, bestCategory, bestKeep, keepValues, SHEET_ORDER } from '../../games/jacht/solver/policy.js';
import { optimalTurn } from '../../games/jacht/solver/solution.js';

interface Judged {
  /** Expected points given up (0 for an optimal decision). */
  readonly loss: number;
  /** The optimal decision of the position. */
  readonly best: JachtAction;
}

/** Differences below this are rounding between equal choices, not mistakes. */
const TIE = 1e-9;

export function judge(pos: Position, action: JachtAction): Judged {
  const { tables, after } = optimalTurn(pos.filled);
  const cat = bestCategory(after, pos, SHEET_ORDER);
  let bestValue = cat.value;
  let best: JachtAction = CATEGORY_ACTIONS[cat.c];
  const keeps = pos.rollsLeft > 0 ? keepValues(tables, pos.rollsLeft) : undefined;
  if (keeps) {
    const keep = bestKeep(keeps, pos.hand);
    if (keep.value > bestValue) {
      bestValue = keep.value;
      best = KEEP_ACTIONS[keep.k];
    }
  }
  let chosen: number;
  if (isKeep(action)) {
    if (!keeps) throw new Error('a keep with no rolls left');
    chosen = keeps[keepIndex(action)];
  } else {
    const c = categoryIndex(action.category);
    chosen = SCORE[c * HAND_COUNT + pos.hand] + after[c];
  }
  const loss = bestValue - chosen;
  return { loss: loss < TIE ? 0 : loss, best };
}
