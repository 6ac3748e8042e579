// Reading a position from the user's words: dice, rolls left, open categories, and the
// others' sheets and totals when the advice is to win. Each mistake is a UsageError
// naming the problem and what would be valid.
import { UsageError, choices } from '../../../core/errors.js';
import { times } from '../../../core/words.js';
import { CATEGORY_IDS, CATEGORY_MAX, type CategoryId, isCategoryId } from '../categories.js';

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

function openIds(text: string, flag: string, valid: string): CategoryId[] {
  if (text.trim() === 'all') return [...CATEGORY_IDS];
  const ids = text.split(',').map((p) => p.trim());
  const seen = new Set<string>();
  for (const id of ids) {
    if (!isCategoryId(id)) throw new UsageError(`${flag}: unknown category '${id}': valid are ${valid} ${choices(CATEGORY_IDS)}`);
    if (seen.has(id)) throw new UsageError(`${flag}: category ${id} is given twice`);
    seen.add(id);
  }
  return ids as CategoryId[];
}

/** `all`, or category ids separated by commas, each at most once. */
export function parseOpen(text: string): CategoryId[] {
  return openIds(text, '--open', 'all or');
}

/** An opponent's open rows as --open takes them, or `none`: an opponent who moved before
 * you on your last turn has finished. */
export function parseOpponentOpen(text: string): CategoryId[] {
  return text.trim() === 'none' ? [] : openIds(text, '--opponent-open', 'all, none or');
}

/** A whole number of points; `least` is the smallest valid (0 for a total). */
export function parsePoints(flag: string, least = -Infinity): (text: string) => number {
  return (text) => {
    const n = Number(text);
    if (!/^\s*-?\d+\s*$/.test(text) || n < least) {
      throw new UsageError(`${flag} ${text} is not a whole number of points${least === 0 ? ' (0 or more)' : ''}`);
    }
    return n;
  };
}

/** The most the rows not in `open` can have written: a total above it cannot be. */
export function mostWritten(open: readonly CategoryId[]): number {
  let most = 0;
  CATEGORY_MAX.forEach((max, c) => (most += open.includes(CATEGORY_IDS[c]) ? 0 : max));
  return most;
}

/** The scores as the flags give them. */
interface ScoreFlags {
  readonly open: readonly CategoryId[];
  readonly opponentOpen?: readonly (readonly CategoryId[])[];
  readonly total?: number;
  readonly opponentTotal?: readonly number[];
  readonly lead?: number;
}

/** Your total and each opponent's open rows and total, or undefined when no flag names
 * an opponent (advice for points alone). A lead stands for the totals as the lowest pair
 * that gives it: only the difference decides who wins. */
export function scoresFromFlags(
  f: ScoreFlags,
): { total: number; opponents: { open: CategoryId[]; total: number }[] } | undefined {
  const rivals = f.opponentOpen ?? [];
  const totals = f.opponentTotal ?? [];
  if (rivals.length === 0) {
    if (f.total !== undefined || totals.length > 0 || f.lead !== undefined) {
      throw new UsageError(`--total, --opponent-total and --lead need the opponent's open rows: add --opponent-open <ids>`);
    }
    return undefined;
  }
  if (f.lead !== undefined) {
    if (f.total !== undefined || totals.length > 0) {
      throw new UsageError('give either --lead (your total minus the opponent’s) or --total with --opponent-total, not both');
    }
    if (rivals.length > 1) {
      throw new UsageError(
        `--lead is against one opponent, but --opponent-open is given ${times(rivals.length)}: give --total and one --opponent-total per opponent`,
      );
    }
    const low = -mostWritten(rivals[0]);
    const high = mostWritten(f.open);
    if (f.lead < low || f.lead > high) {
      throw new UsageError(
        `--lead ${f.lead} cannot be: with these rows filled your total is at most ${high} and the opponent’s at most ${-low}, so the lead lies from ${low} to ${high}`,
      );
    }
    return { total: Math.max(f.lead, 0), opponents: [{ open: [...rivals[0]], total: Math.max(-f.lead, 0) }] };
  }
  if (f.total === undefined || totals.length === 0) {
    throw new UsageError(
      'the score is missing: give --total <n> with one --opponent-total <n> per --opponent-open, or --lead <n>',
    );
  }
  if (totals.length !== rivals.length) {
    throw new UsageError(
      `--opponent-total is given ${times(totals.length)} and --opponent-open ${times(rivals.length)}: give them in pairs, in the same order`,
    );
  }
  return { total: f.total, opponents: rivals.map((open, i) => ({ open: [...open], total: totals[i] })) };
}
