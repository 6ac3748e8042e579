// The mistakes a bot makes again and again: the same choice in the same position (dice,
// rolls left, open categories), ranked by the expected points they cost in total.
import { type JachtAction, describeAction } from '../../games/jacht/actions.js';
import { CATEGORY_IDS, type CategoryId } from '../../games/jacht/categories.js';
import { HAND_START, MULTISET_FACES } from '../../games/jacht/dice.js';
import type { Position } from '../../games/jacht/solver/policy.js';

export interface Mistake {
  readonly dice: readonly number[];
  readonly rollsLeft: number;
  /** The open categories. */
  readonly open: readonly CategoryId[];
  /** What the bot did and what was best, in words (`keep 2,2 (reroll 3)`, `score ones`). */
  readonly choice: string;
  readonly best: string;
  readonly count: number;
  readonly meanLoss: number;
  readonly totalLoss: number;
}

interface Tally {
  pos: Position;
  choice: JachtAction;
  best: JachtAction;
  count: number;
  total: number;
}

export class MistakeBook {
  private readonly seen = new Map<string, Tally>();

  add(pos: Position, choice: JachtAction, best: JachtAction, loss: number): void {
    const key = `${pos.filled}|${pos.hand}|${pos.rollsLeft}|${describeAction(choice)}`;
    const t = this.seen.get(key);
    if (t) {
      t.count++;
      t.total += loss;
    } else this.seen.set(key, { pos, choice, best, count: 1, total: loss });
  }

  /** The `n` costliest in total among those made at least twice; one-off mistakes fill
   * the list only when too few recur. */
  top(n = 10): Mistake[] {
    const all = [...this.seen.values()].sort((a, b) => b.total - a.total);
    const recurring = all.filter((t) => t.count >= 2);
    const picked = recurring.length >= n ? recurring.slice(0, n) : [...recurring, ...all.filter((t) => t.count < 2)].slice(0, n);
    return picked.map((t) => ({
      dice: MULTISET_FACES[HAND_START + t.pos.hand],
      rollsLeft: t.pos.rollsLeft,
      open: CATEGORY_IDS.filter((_, c) => (t.pos.filled & (1 << c)) === 0),
      choice: describeAction(t.choice),
      best: describeAction(t.best),
      count: t.count,
      meanLoss: t.total / t.count,
      totalLoss: t.total,
    }));
  }
}

export function openText(open: readonly CategoryId[]): string {
  return open.length === CATEGORY_IDS.length ? 'all' : open.join(',');
}
