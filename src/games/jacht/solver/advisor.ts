// The advisor: every distinct choice in a position, valued by the exact solution and
// ranked best first. A pure function, so the CLI, tests and other tools share it.
import { UsageError } from '../../../core/errors.js';
import { isKeep } from '../actions.js';
import type { CategoryId } from '../categories.js';
import { handIndex } from '../dice.js';
import { parseOpen } from './input.js';
import { valueChoices } from './policy.js';
import { filledFromOpen, optimalTurn } from './solution.js';

export interface AdviceQuery {
  /** Five faces 1..6, any order. */
  readonly dice: readonly number[];
  /** 0..2. */
  readonly rollsLeft: number;
  /** The open categories, each once. */
  readonly open: readonly CategoryId[];
}

export interface AdviceOption {
  /** The faces to keep before rerolling the others (sorted), for a keep. */
  readonly keep?: readonly number[];
  /** The category to score now, for a category. */
  readonly category?: CategoryId;
  /** Expected points from here to the end of the game, this turn included. */
  readonly expected: number;
  /** How much less than the best choice this one is expected to score. */
  readonly loss: number;
  /** For a category: the points it scores now. */
  readonly score?: number;
}

export interface Advice {
  readonly dice: readonly number[];
  readonly rollsLeft: number;
  readonly open: readonly CategoryId[];
  /** Best first; equal values keep the rules' order (keeps by size, then categories). */
  readonly options: readonly AdviceOption[];
}

function check(q: AdviceQuery): void {
  if (q.dice.length !== 5 || q.dice.some((d) => !Number.isInteger(d) || d < 1 || d > 6)) {
    throw new UsageError(`dice ${q.dice.join(',')} are not five faces 1–6`);
  }
  if (!Number.isInteger(q.rollsLeft) || q.rollsLeft < 0 || q.rollsLeft > 2) {
    throw new UsageError(`rolls left ${q.rollsLeft} is not 0, 1 or 2`);
  }
  if (q.open.length === 0) throw new UsageError('no category is open: name at least one, or all');
  parseOpen(q.open.join(',')); // unknown or repeated ids
}

export function advise(q: AdviceQuery): Advice {
  check(q);
  const filled = filledFromOpen(q.open);
  const { tables, after } = optimalTurn(filled);
  const valued = valueChoices(tables, after, { hand: handIndex(q.dice), rollsLeft: q.rollsLeft, filled });
  const order = valued.map((_, i) => i).sort((a, b) => valued[b].expected - valued[a].expected || a - b);
  const best = valued[order[0]].expected;
  const options = order.map((i): AdviceOption => {
    const v = valued[i];
    const loss = best - v.expected;
    return isKeep(v.action)
      ? { keep: v.action.keep, expected: v.expected, loss }
      : { category: v.action.category, expected: v.expected, loss, score: v.score };
  });
  return { dice: [...q.dice].sort((a, b) => a - b), rollsLeft: q.rollsLeft, open: q.open, options };
}
