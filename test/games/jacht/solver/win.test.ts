// How exact Jacht played to win is (issue 27), checked where it can be: terminal positions,
// symmetric ones and the last round against brute-force enumeration (enumerate.ts), and
// the positions where the opponent cannot matter, which the win bot must play exactly as
// `optimal`. The opponent is always `optimal`, as the tables assume (its turns enumerated
// under its own choices). Two-row endgames, where the bot is not exact: endgame.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_FILLED, categoryIndex } from '../../../../src/games/jacht/categories.js';
import { HAND_COUNT, handIndex, multisetIndex } from '../../../../src/games/jacht/dice.js';
import { scoreDice } from '../../../../src/games/jacht/score.js';
import { SPAN } from '../../../../src/games/jacht/solver/distribution.js';
import { decideTurn } from '../../../../src/games/jacht/solver/policy.js';
import { type Sheet, sharesAgainst } from '../../../../src/games/jacht/solver/shares.js';
import { filledFromOpen, getDistributions, getSolution, optimalTurn } from '../../../../src/games/jacht/solver/solution.js';
import { type Standing, winTurnOf } from '../../../../src/games/jacht/solver/standing.js';
import { ROW_SPAN, type WinTurn, decideToWin, winKeeps } from '../../../../src/games/jacht/solver/win-turn.js';
import { adviseToWin } from '../../../../src/games/jacht/solver/win-advisor.js';
import { HANDS, bestTurn, convolve, outcomeOf, playedTurn, pointsLeft, shareAgainst } from './enumerate.js';

let dist: Float64Array;
beforeAll(() => {
  getSolution({ cacheDir: false });
  dist = getDistributions({ cacheDir: false }).dist;
});

/** `optimal`'s choices in a turn with `filled` filled, as the bot makes them. */
const optimalPlay = (filled: number) => (dice: number[], rollsLeft: number) => {
  const { tables, after } = optimalTurn(filled);
  return decideTurn(tables, after, handIndex(dice), rollsLeft, rollsLeft >= 2);
};
const optimalMemo = new Map<number, Map<number, number>>();
/** A sheet's final totals when `optimal` plays its open rows, by enumeration. */
const finals = (s: Sheet) => convolve(new Map([[s.total, 1]]), pointsLeft(s.filled, optimalPlay, optimalMemo));

/** The win share of the action the win bot takes with these dice, by its own tables. */
function winOf(turn: WinTurn, dice: number[], rollsLeft: number): number {
  const a = decideToWin(turn, handIndex(dice), rollsLeft);
  if ('keep' in a) return winKeeps(turn, rollsLeft).win[multisetIndex(a.keep)];
  return turn.rowWin[categoryIndex(a.category) * ROW_SPAN + scoreDice(a.category, dice)];
}

describe('terminal positions win 0, ½ or 1 (G-2: a tie is a shared win)', () => {
  it('G-2: writing the last row against a full sheet wins 1 above it, ½ level with it and 0 below', () => {
    for (const [row, behind] of [
      ['choice', 20],
      ['yacht', 50],
      ['ones', 3],
    ] as const) {
      const c = categoryIndex(row);
      const turn = winTurnOf({ seat: 0, filled: [ALL_FILLED & ~(1 << c), ALL_FILLED], totals: [100, 100 + behind] });
      let seen = 0;
      for (let s = 0; s < ROW_SPAN; s++) {
        const w = turn.rowWin[c * ROW_SPAN + s];
        if (Number.isNaN(w)) continue;
        seen++;
        expect(w).toBe(s > behind ? 1 : s === behind ? 0.5 : 0);
      }
      expect(seen).toBeGreaterThan(1);
    }
  });

  it('G-2: a final total against finished sheets gets 1, 1/k when tied with k − 1 others, or 0', () => {
    const full = (total: number): Sheet => ({ filled: ALL_FILLED, total });
    const one = sharesAgainst([full(150)], 100, dist).share;
    const two = sharesAgainst([full(150), full(150)], 100, dist).share;
    for (let x = 0; x < 2 * SPAN; x++) {
      expect(one[x]).toBe(x > 50 ? 1 : x === 50 ? 1 / 2 : 0);
      expect(two[x]).toBe(x > 50 ? 1 : x === 50 ? 1 / 3 : 0);
    }
  });
});

/** P(a wins) + half P(tie) when both play `optimal` from the start of a turn: each final
 * total of a's (distribution.ts) against b's shares (shares.ts). */
function chance(a: Sheet, b: Sheet): number {
  const base = Math.min(a.total, b.total);
  const { share } = sharesAgainst([b], base, dist);
  let p = 0;
  for (let x = 0; x < SPAN; x++) p += dist[a.filled * SPAN + x] * share[a.total - base + x];
  return p;
}

describe('symmetric positions give complementary values', () => {
  // What the code can express: both players playing `optimal` from here, each one's share
  // from its own side; swapping the sheets swaps the shares, which sum to 1.
  it.each<[string, Sheet, Sheet]>([
    ['the start', { filled: 0, total: 0 }, { filled: 0, total: 0 }],
    [
      'two rows each, 12 apart',
      { filled: filledFromOpen(['yacht', 'choice']), total: 160 },
      { filled: filledFromOpen(['sixes', 'fullHouse']), total: 148 },
    ],
    [
      'one row more for b, 40 apart',
      { filled: filledFromOpen(['yacht']), total: 130 },
      { filled: filledFromOpen(['fours', 'bigStraight']), total: 170 },
    ],
    ['six rows each, level', { filled: 0b000111000111, total: 80 }, { filled: 0b111000111000, total: 80 }],
  ])('%s: P(a wins) + P(b wins) = 1', (_, a, b) => {
    const pa = chance(a, b);
    const pb = chance(b, a);
    expect(pa).toBeGreaterThan(0.001);
    expect(pb).toBeGreaterThan(0.001);
    expect(Math.abs(pa + pb - 1)).toBeLessThan(1e-12);
  });

  it('identical sheets win half each', () => {
    const s = { filled: filledFromOpen(['yacht', 'choice', 'twos']), total: 120 };
    expect(Math.abs(chance(s, s) - 0.5)).toBeLessThan(1e-12);
  });

  it('by enumeration too: both finishing as optimal from two rows each, the two shares sum to 1', () => {
    const a = finals({ filled: filledFromOpen(['choice', 'fours']), total: 140 });
    const b = finals({ filled: filledFromOpen(['yacht', 'threes']), total: 150 });
    let pa = 0;
    let pb = 0;
    for (const [x, p] of a) pa += p * shareAgainst(x, b);
    for (const [y, q] of b) pb += q * shareAgainst(y, a);
    expect(Math.abs(pa + pb - 1)).toBeLessThan(1e-12);
    const aSheet = { filled: filledFromOpen(['choice', 'fours']), total: 140 };
    const bSheet = { filled: filledFromOpen(['yacht', 'threes']), total: 150 };
    expect(Math.abs(chance(aSheet, bSheet) - pa)).toBeLessThan(1e-12);
  });
});

describe('the last round (one row left each) is exact: brute-force enumeration agrees to 1e-12', () => {
  // [my row, the opponent's row ('none': it has finished, I move last), my lead]
  it.each<[string, string, number]>([
    ['yacht', 'choice', 10],
    ['choice', 'choice', 0],
    ['fullHouse', 'fours', 5],
    ['littleStraight', 'yacht', -8],
    ['choice', 'none', -24],
    ['sixes', 'none', -12],
  ])('%s left, the opponent’s row %s, %i ahead: every hand and roll, and the turn as the bot plays it', (mine, theirs, lead) => {
    const c = categoryIndex(mine);
    const me = { filled: ALL_FILLED & ~(1 << c), total: 150 + lead };
    const them = { filled: theirs === 'none' ? ALL_FILLED : ALL_FILLED & ~(1 << categoryIndex(theirs)), total: 150 };
    const turn = winTurnOf({ seat: 0, filled: [me.filled, them.filled], totals: [me.total, them.total] });
    const final = finals(them);
    const payoff = (_: number, s: number) => shareAgainst(me.total + s, final);
    const brute = bestTurn([c], payoff);
    expect(brute.start).toBeGreaterThan(0.02); // contested: no side of it is settled
    expect(brute.start).toBeLessThan(0.98);
    expect(Math.abs(turn.start - brute.start)).toBeLessThan(1e-12);
    let worst = 0;
    for (let r = 0; r <= 2; r++) {
      HANDS.forEach((dice, h) => {
        worst = Math.max(worst, Math.abs(winOf(turn, dice, r) - brute.byRolls[r][h]));
      });
    }
    expect(worst).toBeLessThan(1e-12);
    // The bot's own choices, every roll played out: the chance it said.
    let played = 0;
    for (const [o, p] of playedTurn([c], (dice, r) => decideToWin(turn, handIndex(dice), r)))
      played += p * payoff(0, outcomeOf(o).s);
    expect(Math.abs(played - brute.start)).toBeLessThan(1e-12);
  });
});

describe('when the opponent cannot matter, the win bot plays exactly as optimal', () => {
  /** Standings where every outcome of the mover's turn wins the same share. */
  function settledStandings(filled: number): [string, Standing][] {
    const reach = 303; // more than any sheet's open rows can bring
    return [
      ['far ahead of a finished sheet', { seat: 0, filled: [filled, ALL_FILLED], totals: [reach + 1, 0] }],
      ['far behind a finished sheet', { seat: 0, filled: [filled, ALL_FILLED], totals: [0, reach + 1] }],
      ['far ahead of a sheet as open', { seat: 0, filled: [filled, filled], totals: [reach + 1, 0] }],
      ['far behind a sheet as open', { seat: 1, filled: [filled, filled], totals: [reach + 1, 0] }],
      ['far behind one, far ahead of another', { seat: 1, filled: [ALL_FILLED, filled, filled], totals: [460, 150, 0] }],
    ];
  }

  it('for every hand and rolls left, in 68 sets of rows × 5 standings: the same action as optimal', () => {
    const parted: string[] = [];
    let positions = 0;
    for (let filled = 0; filled < ALL_FILLED; filled += 61) {
      const { tables, after } = optimalTurn(filled);
      for (const [name, standing] of settledStandings(filled)) {
        const turn = winTurnOf(standing);
        expect(turn.settled, name).toBeDefined();
        for (let h = 0; h < HAND_COUNT; h++) {
          for (let r = 0; r <= 2; r++) {
            positions++;
            if (decideToWin(turn, h, r) !== decideTurn(tables, after, h, r, r >= 2)) parted.push(`${name}, rows ${filled}`);
          }
        }
      }
    }
    expect(positions).toBe(68 * 5 * HAND_COUNT * 3);
    expect(parted.slice(0, 5)).toEqual([]);
  });

  it('a contested turn is not settled, and there the win bot parts from optimal somewhere', () => {
    const filled = filledFromOpen(['choice']);
    const turn = winTurnOf({ seat: 0, filled: [filled, ALL_FILLED], totals: [150, 170] });
    expect(turn.settled).toBeUndefined();
    const { tables, after } = optimalTurn(filled);
    let parted = 0;
    for (let h = 0; h < HAND_COUNT; h++) if (decideToWin(turn, h, 1) !== decideTurn(tables, after, h, 1, false)) parted++;
    expect(parted).toBeGreaterThan(0);
  });

  // Rows where the win share plus 10⁻⁹ points parted from optimal 126 times (of 756).
  it('the advisor, far ahead, ranks optimal’s choice first for both strategies (every hand, 0..2 rolls left)', () => {
    const parted: string[] = [];
    for (const dice of HANDS) {
      for (const rollsLeft of [0, 1, 2]) {
        const a = adviseToWin({
          dice,
          rollsLeft,
          open: ['bigStraight', 'littleStraight', 'threes'],
          total: 228,
          opponents: [{ open: ['bigStraight', 'littleStraight', 'threes'], total: 0 }],
        });
        if (a.best.points !== 0 || a.best.win !== 0) parted.push(`${dice.join('')}/${rollsLeft}`);
      }
    }
    expect(parted).toEqual([]);
  });
});
