// Reading a position from the user's words: dice, rolls left, open categories. Each
// mistake is a UsageError naming the problem and what would be valid.
import { UsageError, choices } from '../../core/errors.js';
import { CATEGORY_IDS, type CategoryId, isCategoryId } from '../../games/jacht/categories.js';

export function parseDice(text: string): number[] {
  const parts = text.split(',').map((p) => p.trim());
  const dice = parts.map(Number);
  if (parts.length !== 5 || parts.some((p, i) => !/^\d+$/.test(p) || dice[i] < 1 || dice[i] > 6)) {
    throw new UsageError(`--dice ${text} is not five faces 1–6 separated by commas, e.g. 1,2,2,4,6`);
  }
  return dice;
}

export function parseRollsLeft(text: string): number {
  if (!/^\s*[0-2]\s*$/.test(text)) throw new UsageError(`--rolls-left ${text} is not 0, 1 or 2`);
  return Number(text);
}

/** `all`, or category ids separated by commas, each at most once. */
export function parseOpen(text: string): CategoryId[] {
  if (text.trim() === 'all') return [...CATEGORY_IDS];
  const ids = text.split(',').map((p) => p.trim());
  const seen = new Set<string>();
  for (const id of ids) {
    if (!isCategoryId(id)) throw new UsageError(`--open: unknown category '${id}': valid are all or ${choices(CATEGORY_IDS)}`);
    if (seen.has(id)) throw new UsageError(`--open: category ${id} is given twice`);
    seen.add(id);
  }
  return ids as CategoryId[];
}
