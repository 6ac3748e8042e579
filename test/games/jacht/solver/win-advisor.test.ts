// The advisor at a table (issue 27): each choice's chance to win is the one the win-seeking
// bot's own turn gives it, the ranking follows it, and the two strategies' choices are
// named where they part and where they meet.
import { beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../../../src/core/errors.js';
import { CATEGORY_IDS, type CategoryId, categoryIndex } from '../../../../src/games/jacht/categories.js';
import { handIndex } from '../../../../src/games/jacht/dice.js';
import { keepIndex } from '../../../../src/games/jacht/actions.js';
import { advise } from '../../../../src/games/jacht/solver/advisor.js';
import { SPAN } from '../../../../src/games/jacht/solver/distribution.js';
import { mostWritten, scoresFromFlags } from '../../../../src/games/jacht/solver/input.js';
import { sharesAgainst } from '../../../../src/games/jacht/solver/shares.js';
import { filledFromOpen, getDistributions, getSolution } from '../../../../src/games/jacht/solver/solution.js';
import { adviseToWin } from '../../../../src/games/jacht/solver/win-advisor.js';
import { ROW_SPAN, decideToWin, solveWinTurn, winKeeps } from '../../../../src/games/jacht/solver/win-turn.js';

const ALL = [...CATEGORY_IDS];
const LATE: CategoryId[] = ['yacht', 'choice'];
type WinAdviceQuery = Parameters<typeof adviseToWin>[0];

beforeAll(() => {
  getSolution({ cacheDir: false });
  getDistributions({ cacheDir: false });
});

/** The mover's turn solved straight from shares.ts and win-turn.ts, not through standing.ts. */
function turnOf(q: WinAdviceQuery) {
  const { dist } = getDistributions();
  const others = q.opponents.map((o) => ({ filled: filledFromOpen(o.open), total: o.total }));
  const base = Math.min(q.total, ...others.map((o) => o.total));
  const me = { filled: filledFromOpen(q.open), total: q.total };
  return solveWinTurn(me, sharesAgainst(others, base, dist), dist, getSolution().values);
}

describe('the chance to win of each choice', () => {
  it.each<[string, WinAdviceQuery]>([
    ['early, two rolls left', { dice: [1, 2, 2, 4, 6], rollsLeft: 2, open: ALL, total: 0, opponents: [{ open: ALL, total: 0 }] }],
    [
      'midgame, one roll left, the opponent a turn ahead',
      {
        dice: [3, 5, 5, 4, 5],
        rollsLeft: 1,
        open: ['yacht', 'littleStraight', 'fives', 'threes'],
        total: 71,
        opponents: [{ open: ['yacht', 'fives', 'ones'], total: 95 }],
      },
    ],
    [
      'two opponents, no rolls left',
      {
        dice: [6, 6, 6, 2, 2],
        rollsLeft: 0,
        open: ['yacht', 'fullHouse', 'sixes'],
        total: 120,
        opponents: [
          { open: ['yacht', 'fullHouse', 'sixes'], total: 130 },
          { open: ['choice', 'ones'], total: 110 },
        ],
      },
    ],
  ])('%s: is solveWinTurn’s, ranked best first, and the first is the win-seeking bot’s choice', (_, q) => {
    const a = adviseToWin(q);
    const turn = turnOf(q);
    const keeps = winKeeps(turn, q.rollsLeft);
    const filled = filledFromOpen(q.open);
    expect(a.options).toHaveLength(advise(q).options.length);
    for (const o of a.options) {
      const want = o.keep
        ? keeps.win[keepIndex({ keep: o.keep })]
        : turn.rowWin[categoryIndex(o.category!) * ROW_SPAN + o.score!];
      expect(o.win).toBe(want);
      expect(o.winLoss).toBeCloseTo(a.options[0].win - o.win, 15);
    }
    // Ranked by the win share; points only break ties finer than 3·10⁻⁷ of a win.
    for (let i = 1; i < a.options.length; i++) expect(a.options[i].win).toBeLessThanOrEqual(a.options[i - 1].win + 3e-7);
    const bot = decideToWin(turn, handIndex(q.dice), q.rollsLeft);
    const first = a.options[a.best.win];
    expect(a.best.win).toBe(0);
    expect('keep' in bot ? first.keep : first.category).toEqual('keep' in bot ? bot.keep : bot.category);
    // The points column and the points choice are today's advise's.
    const points = advise(q);
    const top = points.options[0];
    expect(a.options[a.best.points]).toMatchObject({ expected: top.expected, loss: 0 });
    expect(a.options.map((o) => o.expected).sort()).toEqual(points.options.map((o) => o.expected).sort());
    expect(filled).toBe(turn.filled);
  });
});

describe('where the two strategies part and where they meet', () => {
  it('15 behind with yacht and choice left on both sheets, 2,2,2,3,4 to write: optimal spends the yacht, playing to win scores choice and chases the yacht', () => {
    const q: WinAdviceQuery = {
      dice: [2, 2, 2, 3, 4],
      rollsLeft: 0,
      open: LATE,
      total: 100,
      opponents: [{ open: LATE, total: 115 }],
    };
    const a = adviseToWin(q);
    expect(a.agree).toBe(false);
    expect(a.options[a.best.points]).toMatchObject({ category: 'yacht', score: 0, loss: 0 });
    expect(a.options[a.best.win]).toMatchObject({ category: 'choice', score: 13 });
    // By hand: 13 in choice leaves 113 against 115 + the opponent's yacht and choice (5–30
    // points). Only a yacht (50) next turn wins, and only if the opponent makes none: the
    // chance of a yacht in one turn played for it (2,783,176 / 6¹⁰ = 0.046029), times the
    // chance that the opponent's two turns end without one.
    const { dist } = getDistributions();
    const opp = filledFromOpen(LATE) * SPAN;
    let oppYacht = 0;
    for (let p = 55; p < SPAN; p++) oppYacht += dist[opp + p];
    expect(oppYacht).toBeGreaterThan(0.03);
    expect(a.options[a.best.win].win).toBeCloseTo((2783176 / 60466176) * (1 - oppYacht), 12);
    // Spending the yacht leaves choice alone against a 15-point lead: almost never enough.
    expect(a.options[a.best.points].win).toBeLessThan(0.001);
  });

  it('ahead by more than the opponent can still score: every choice wins, and the order is optimal’s', () => {
    const open: CategoryId[] = ['yacht', 'choice', 'fours'];
    // The opponent's rows hold at most 50 + 30 + 20 = 100 more: a lead of 101 cannot be caught.
    const q: WinAdviceQuery = { dice: [4, 4, 4, 1, 6], rollsLeft: 2, open, total: 200, opponents: [{ open, total: 99 }] };
    const a = adviseToWin(q);
    expect(a.agree).toBe(true);
    for (const o of a.options) expect(o.win).toBeCloseTo(1, 12);
    expect(a.options.map((o) => o.keep ?? o.category)).toEqual(advise(q).options.map((o) => o.keep ?? o.category));
  });
});

describe('bad positions', () => {
  const q: WinAdviceQuery = {
    dice: [2, 2, 2, 3, 4],
    rollsLeft: 0,
    open: LATE,
    total: 100,
    opponents: [{ open: LATE, total: 115 }],
  };
  it.each<[string, Partial<WinAdviceQuery>, RegExp]>([
    [
      'a total above what the filled rows hold',
      { total: 224 },
      /--total 224 cannot be: your filled rows hold from 0 to 223 points/,
    ],
    ['a negative total', { total: -1 }, /--total -1 cannot be/],
    ['a total that is not whole', { total: 2.5 }, /--total 2.5 cannot be/],
    [
      "an opponent's total above its filled rows",
      { opponents: [{ open: ALL.filter((c) => c !== 'ones'), total: 6 }], open: ['ones', 'twos'] },
      /--opponent-total 6 cannot be: the opponent's filled rows hold from 0 to 5 points/,
    ],
    [
      'an opponent two turns behind',
      { opponents: [{ open: ['yacht', 'choice', 'ones', 'twos'], total: 0 }] },
      /the opponent has 4 rows open, but with you to move and 2 open each opponent has 2 \(moves after you this round\) or 1 \(moved before you\)/,
    ],
    [
      'an opponent ahead of the mover',
      {
        opponents: [
          { open: ['yacht', 'choice'], total: 0 },
          { open: [], total: 0 },
        ],
      },
      /opponent 2 has 0 rows open/,
    ],
    [
      'an unknown row',
      { opponents: [{ open: ['yacht', 'kismet' as CategoryId], total: 0 }] },
      /--opponent-open: unknown category 'kismet': valid are all, none or yacht/,
    ],
    ['a row twice', { opponents: [{ open: ['yacht', 'yacht'], total: 0 }] }, /--opponent-open: category yacht is given twice/],
    ['no opponent', { opponents: [] }, /no opponent: name at least one with --opponent-open/],
  ])('%s', (_, change, message) => {
    expect(() => adviseToWin({ ...q, ...change })).toThrow(UsageError);
    expect(() => adviseToWin({ ...q, ...change })).toThrow(message);
  });
  it('the most a sheet holds is the filled rows’ maxima', () => {
    expect(mostWritten(ALL)).toBe(0);
    expect(mostWritten(LATE)).toBe(303 - 80);
    expect(mostWritten([])).toBe(303);
  });
});

describe('the scores as the flags give them', () => {
  const open = LATE;
  it('a lead stands for the lowest pair of totals with that difference', () => {
    expect(scoresFromFlags({ open, opponentOpen: [LATE], lead: -15 })).toEqual({
      total: 0,
      opponents: [{ open: LATE, total: 15 }],
    });
    expect(scoresFromFlags({ open, opponentOpen: [LATE], lead: 7 })).toEqual({ total: 7, opponents: [{ open: LATE, total: 0 }] });
    // Only the difference decides: the same advice as the totals it stands for.
    const dice = [2, 2, 2, 3, 4];
    const byLead = adviseToWin({ dice, rollsLeft: 0, open, ...scoresFromFlags({ open, opponentOpen: [LATE], lead: -15 })! });
    const byTotals = adviseToWin({ dice, rollsLeft: 0, open, total: 100, opponents: [{ open: LATE, total: 115 }] });
    expect(byLead.options.map((o) => o.win)).toEqual(byTotals.options.map((o) => o.win));
  });
  it('totals pair with the opponents in order; none names no opponent', () => {
    const two = scoresFromFlags({ open, opponentOpen: [LATE, ['choice']], total: 9, opponentTotal: [10, 11] });
    expect(two).toEqual({
      total: 9,
      opponents: [
        { open: LATE, total: 10 },
        { open: ['choice'], total: 11 },
      ],
    });
    expect(scoresFromFlags({ open })).toBeUndefined();
  });
  it.each<[string, Parameters<typeof scoresFromFlags>[0], RegExp]>([
    [
      '--lead with --total',
      { open, opponentOpen: [LATE], lead: 3, total: 5 },
      /give either --lead .* or --total with --opponent-total, not both/,
    ],
    [
      '--lead with two opponents',
      { open, opponentOpen: [LATE, LATE], lead: 3 },
      /--lead is against one opponent, but --opponent-open is given twice:/,
    ],
    ['a lead out of reach', { open, opponentOpen: [LATE], lead: 224 }, /--lead 224 cannot be: .* the lead lies from -223 to 223/],
    ['a total without the opponent', { open, total: 5 }, /need the opponent's open rows: add --opponent-open/],
    [
      'an opponent total without its open rows',
      { open, opponentOpen: [LATE], total: 5, opponentTotal: [1, 2] },
      /--opponent-total is given twice and --opponent-open once: give them in pairs/,
    ],
    [
      'the opponent without a score',
      { open, opponentOpen: [LATE] },
      /the score is missing: give --total <n> with one --opponent-total <n> per --opponent-open, or --lead <n>/,
    ],
    ['your total alone', { open, opponentOpen: [LATE], total: 5 }, /the score is missing/],
  ])('%s', (_, flags, message) => {
    expect(() => scoresFromFlags(flags)).toThrow(UsageError);
    expect(() => scoresFromFlags(flags)).toThrow(message);
  });
});
