// Brute force for Jacht's exactness tests (issue 27): a turn played out over every ordered
// roll of the dice rerolled, every subset of dice kept and every open row, scored by the
// rules' scoreDice. It shares nothing with turn.ts's keep arithmetic (one die added at a
// time) or distribution.ts's forward pass, so agreement is evidence, not an echo.
import { CATEGORY_IDS } from '../../../../src/games/jacht/categories.js';
import { handIndex } from '../../../../src/games/jacht/dice.js';
import { scoreDice } from '../../../../src/games/jacht/score.js';
import type { JachtAction } from '../../../../src/games/jacht/actions.js';

const FACES = 6;
const DICE = 5;

/** Every sorted hand of five dice, as the solver numbers them (handIndex). */
export const HANDS: number[][] = [];
(function hands(prefix: number[], from: number) {
  if (prefix.length === DICE) {
    HANDS[handIndex(prefix)] = prefix;
    return;
  }
  for (let f = from; f <= FACES; f++) hands([...prefix, f], f);
})([], 1);

/** What the kept dice become after the others are rolled: [hand, chance] over all 6^n
 * ordered rolls of the n dice thrown, merged by the sorted hand they make. */
const rollCache = new Map<string, [number, number][]>();
function rollFrom(kept: readonly number[]): [number, number][] {
  const key = kept.join('');
  let out = rollCache.get(key);
  if (out) return out;
  const thrown = DICE - kept.length;
  const count = FACES ** thrown;
  const chance = new Map<number, number>();
  for (let code = 0; code < count; code++) {
    const dice = [...kept];
    for (let d = 0, c = code; d < thrown; d++, c = Math.floor(c / FACES)) dice.push((c % FACES) + 1);
    const h = handIndex(dice);
    chance.set(h, (chance.get(h) ?? 0) + 1);
  }
  out = [...chance].map(([h, n]) => [h, n / count]);
  rollCache.set(key, out);
  return out;
}

/** The distinct sets of dice kept, each with what its roll makes, and per hand the id of
 * each of its 31 keeps (every subset of its five dice that rolls at least one). */
const KEPT: [number, number][][] = [];
const keptIds = new Map<string, number>();
const KEEPS: number[][] = HANDS.map((hand) => {
  const ids: number[] = [];
  for (let bits = 0; bits < (1 << DICE) - 1; bits++) {
    const kept = hand.filter((_, d) => bits & (1 << d));
    const key = kept.join('');
    if (!keptIds.has(key)) {
      keptIds.set(key, KEPT.length);
      KEPT.push(rollFrom(kept));
    }
    ids.push(keptIds.get(key)!);
  }
  return ids;
});

const meanOver = (rolls: [number, number][], v: Float64Array) => rolls.reduce((s, [h, p]) => s + p * v[h], 0);

/** The best value of a turn with rows `open` (category indices) open, writing score s in
 * row c worth payoff(c, s): byRolls[r][h] is the best from hand h with r rolls left. */
export function bestTurn(open: readonly number[], payoff: (c: number, s: number) => number) {
  const now = new Float64Array(HANDS.length);
  HANDS.forEach((dice, h) => {
    now[h] = Math.max(...open.map((c) => payoff(c, scoreDice(CATEGORY_IDS[c], dice))));
  });
  const byRolls = [now];
  for (let r = 1; r <= 2; r++) {
    const keep = KEPT.map((rolls) => meanOver(rolls, byRolls[r - 1]));
    byRolls.push(now.map((v, h) => Math.max(v, ...KEEPS[h].map((id) => keep[id]))));
  }
  return { start: meanOver(rollFrom([]), byRolls[2]), byRolls };
}

/** How a turn ends when every choice is `decide`'s: the chance of writing each score in
 * each row, outcomes.get(c * 100 + s). A keep that is not in the hand fails the test. */
export function playedTurn(open: readonly number[], decide: (dice: number[], rollsLeft: number) => JachtAction) {
  const outcomes = new Map<number, number>();
  let mass = new Map<number, number>(rollFrom([]));
  for (let rollsLeft = 2; rollsLeft >= 0; rollsLeft--) {
    const next = new Map<number, number>();
    for (const [h, p] of mass) {
      const dice = HANDS[h];
      const action = decide(dice, rollsLeft);
      if ('category' in action) {
        const c = CATEGORY_IDS.indexOf(action.category);
        if (!open.includes(c)) throw new Error(`row ${action.category} is not open`);
        const o = c * 100 + scoreDice(action.category, dice);
        outcomes.set(o, (outcomes.get(o) ?? 0) + p);
        continue;
      }
      if (rollsLeft === 0) throw new Error('a keep with no roll left');
      const left = [...dice];
      for (const f of action.keep) {
        const i = left.indexOf(f);
        if (i < 0) throw new Error(`keep ${action.keep.join(',')} is not in ${dice.join(',')}`);
        left.splice(i, 1);
      }
      for (const [g, q] of rollFrom(action.keep)) next.set(g, (next.get(g) ?? 0) + p * q);
    }
    mass = next;
  }
  return outcomes;
}

/** The row and score of an outcome key of playedTurn. */
export const outcomeOf = (o: number) => ({ c: Math.floor(o / 100), s: o % 100 });

/** The sum of two independent totals' chances. */
export function convolve(a: Map<number, number>, b: Map<number, number>): Map<number, number> {
  const out = new Map<number, number>();
  for (const [x, p] of a) for (const [y, q] of b) out.set(x + y, (out.get(x + y) ?? 0) + p * q);
  return out;
}

/** The share of the win of a final total x against one other's final totals (G-2: a tie
 * is half a win). */
export function shareAgainst(x: number, other: Map<number, number>): number {
  let s = 0;
  for (const [y, q] of other) s += q * (x > y ? 1 : x === y ? 0.5 : 0);
  return s;
}

/** The points still to come from a sheet with `filled` filled when every turn is played
 * by decideFor(filled at its start): every turn enumerated, chances by total. */
export function pointsLeft(
  filled: number,
  decideFor: (filled: number) => (dice: number[], rollsLeft: number) => JachtAction,
  memo = new Map<number, Map<number, number>>(),
): Map<number, number> {
  const open = CATEGORY_IDS.map((_, c) => c).filter((c) => !(filled & (1 << c)));
  if (open.length === 0) return new Map([[0, 1]]);
  let out = memo.get(filled);
  if (out) return out;
  out = new Map<number, number>();
  for (const [o, p] of playedTurn(open, decideFor(filled))) {
    const { c, s } = outcomeOf(o);
    for (const [x, q] of pointsLeft(filled | (1 << c), decideFor, memo)) out.set(s + x, (out.get(s + x) ?? 0) + p * q);
  }
  memo.set(filled, out);
  return out;
}
