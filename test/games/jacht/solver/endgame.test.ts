// The exact two-player endgames (issue 35): the solver (endgame.ts) against brute-force
// enumeration (enumerate.ts, which shares none of its arithmetic), the survey's figures on
// slices of the set bench/jacht-endgames.ts measures whole (the whole last round is in
// test:slow, endgame.slow.test.ts), and the example of docs/jacht-to-win.md against both
// opponent models.
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_FILLED, CATEGORY_IDS, categoryIndex } from '../../../../src/games/jacht/categories.js';
import { handIndex } from '../../../../src/games/jacht/dice.js';
import { decideTurn } from '../../../../src/games/jacht/solver/policy.js';
import { filledFromOpen, getDistributions, getSolution, optimalTurn } from '../../../../src/games/jacht/solver/solution.js';
import { Endgames, botTurnAt } from '../../../../src/games/jacht/solver/endgame.js';
import { surveyEndgames } from '../../../../src/games/jacht/solver/endgame-survey.js';
import { winTurnOf } from '../../../../src/games/jacht/solver/standing.js';
import { decideToWin } from '../../../../src/games/jacht/solver/win-turn.js';
import { bestTurn, outcomeOf, playedTurn, pointsLeft, shareAgainst } from './enumerate.js';

beforeAll(() => {
  getSolution({ cacheDir: false });
  getDistributions({ cacheDir: false });
});

const rowsOpen = (filled: number) => CATEGORY_IDS.map((_, c) => c).filter((c) => !(filled & (1 << c)));
type Decide = (dice: number[], rollsLeft: number) => ReturnType<typeof decideTurn>;
/** `optimal`'s choices in a turn with `filled` filled, as the bot makes them. */
const optimalPlay =
  (filled: number): Decide =>
  (dice, rollsLeft) => {
    const { tables, after } = optimalTurn(filled);
    return decideTurn(tables, after, handIndex(dice), rollsLeft, rollsLeft >= 2);
  };
const optimalMemo = new Map<number, Map<number, number>>();
/** The bot's choices at a standing, seat 0 to move, `lead` ahead. */
const botPlay = (fA: number, fB: number, lead: number): Decide => {
  const turn = winTurnOf({ seat: 0, filled: [fA, fB], totals: [Math.max(lead, 0), Math.max(-lead, 0)] });
  return (dice, rollsLeft) => decideToWin(turn, handIndex(dice), rollsLeft);
};
/** The chance of each way a turn ends, decided by `decide`, as [row, score, chance]. */
const ends = (filled: number, decide: Decide) =>
  [...playedTurn(rowsOpen(filled), decide)].map(([o, p]) => ({ ...outcomeOf(o), p }));

/** A two-row endgame by enumeration: A (two rows) to move, B (two rows, or one: it moved
 * first) playing `optimal`, then A's last turn, B's rest. A's exact best chance (every
 * roll, keep and row of both its turns, the second seeing B's turn), the bot's chance in
 * both turns (each played out), and its first turn followed by `optimal`'s. */
function twoRowGame(aOpen: string[], bOpen: string[], lead: number) {
  const fA = filledFromOpen(aOpen);
  const fB = filledFromOpen(bOpen);
  const bTurn = ends(fB, optimalPlay(fB));
  const memo = new Map<string, number>();
  /** A's last turn in row r, d ahead after B's turn wrote row q. */
  const last = (how: 'best' | 'optimal' | 'bot', r: number, d: number, q: number) => {
    const key = `${how}:${r}:${d}:${q}`;
    let v = memo.get(key);
    if (v !== undefined) return v;
    const rest = pointsLeft(fB | (1 << q), optimalPlay, optimalMemo);
    const fLast = ALL_FILLED & ~(1 << r);
    if (how === 'best') v = bestTurn([r], (_, s) => shareAgainst(d + s, rest)).start;
    else {
      const decide = how === 'bot' ? botPlay(fLast, fB | (1 << q), d) : optimalPlay(fLast);
      v = ends(fLast, decide).reduce((sum, o) => sum + o.p * shareAgainst(d + o.s, rest), 0);
    }
    memo.set(key, v);
    return v;
  };
  /** Writing s in row c first, then B's turn, then A's last turn played `how`. */
  const first = (how: 'best' | 'optimal' | 'bot') => (c: number, s: number) => {
    const r = rowsOpen(fA | (1 << c))[0];
    return bTurn.reduce((sum, o) => sum + o.p * last(how, r, lead + s - o.s, o.c), 0);
  };
  const botFirst = ends(fA, botPlay(fA, fB, lead));
  const played = (then: (c: number, s: number) => number) => botFirst.reduce((sum, o) => sum + o.p * then(o.c, o.s), 0);
  return {
    best: bestTurn(rowsOpen(fA), first('best')).start,
    bot: played(first('bot')),
    botThenOptimal: played(first('optimal')),
  };
}

describe('the endgame solver agrees with brute-force enumeration to 1e-12', () => {
  // Five contested games, and the two where the survey finds the largest gaps (docs/jacht-to-win.md).
  it.each<[string[], string[], number]>([
    [['yacht', 'choice'], ['choice', 'sixes'], -15],
    [['fullHouse', 'littleStraight'], ['yacht', 'fours'], 10],
    [['yacht', 'ones'], ['bigStraight', 'fourOfAKind'], -30],
    [['fours', 'fives'], ['threes', 'twos'], 5],
    [['yacht', 'fullHouse'], ['yacht'], -25],
    [['yacht', 'fullHouse'], ['yacht'], -27],
  ])('A %j, B %j, A %i ahead: the best answer, the bot’s chance, its turn then optimal’s', (aOpen, bOpen, lead) => {
    const brute = twoRowGame(aOpen, bOpen, lead);
    expect(brute.best).toBeGreaterThan(0.02);
    expect(brute.best).toBeLessThan(0.98);
    const fA = filledFromOpen(aOpen);
    const fB = filledFromOpen(bOpen);
    const { turn, outcomes } = botTurnAt(fA, fB, lead);
    expect(Math.abs(new Endgames('best', 'optimal').aToMove(fA, fB).at(lead) - brute.best)).toBeLessThan(1e-12);
    expect(Math.abs(new Endgames('bot', 'optimal').afterTurn(fA, fB, lead, outcomes) - brute.bot)).toBeLessThan(1e-12);
    const meaning = new Endgames('optimal', 'optimal').afterTurn(fA, fB, lead, outcomes);
    expect(Math.abs(meaning - brute.botThenOptimal)).toBeLessThan(1e-12);
    expect(Math.abs(turn.start - brute.botThenOptimal)).toBeLessThan(1e-12); // what the estimate means
  });

  it('both playing to win: each turn the best answer to the other (B minimizing A’s share), by enumeration', () => {
    // The example of docs/jacht-to-win.md after A writes: twos (2 points, 1 ahead) or a zero in bigStraight.
    const fB = filledFromOpen(['fourOfAKind', 'ones']);
    const step = (d: number) => (d > 0 ? 1 : d === 0 ? 0.5 : 0);
    const memo = new Map<string, number>();
    /** B to move with f filled, A's last row r (or none) still to come, A d ahead. */
    const bMoves = (f: number, r: number | null, d: number): number => {
      const key = `${f}:${r}:${d}`;
      const known = memo.get(key);
      if (known !== undefined) return known;
      const then = (q: number, t: number) => {
        const g = f | (1 << q);
        if (r === null) return g === ALL_FILLED ? step(d - t) : bMoves(g, null, d - t);
        return bestTurn([r], (_, s) => (g === ALL_FILLED ? step(d - t + s) : bMoves(g, null, d - t + s))).start;
      };
      const v = -bestTurn(rowsOpen(f), (q, t) => -then(q, t)).start;
      memo.set(key, v);
      return v;
    };
    const war = new Endgames('best', 'win');
    const fA = filledFromOpen(['bigStraight', 'twos']);
    const twos = bMoves(fB, categoryIndex('bigStraight'), 1);
    const zero = bMoves(fB, categoryIndex('twos'), -1);
    expect(Math.abs(war.afterWriting(fA, fB, -1, categoryIndex('twos'), 2) - twos)).toBeLessThan(1e-12);
    expect(Math.abs(war.afterWriting(fA, fB, -1, categoryIndex('bigStraight'), 0) - zero)).toBeLessThan(1e-12);
    // The figures the doc quotes: against `optimal` the twos are better, against a player to win the zero.
    const points = new Endgames('best', 'optimal');
    expect(points.afterWriting(fA, fB, -1, categoryIndex('twos'), 2)).toBeCloseTo(0.4464, 4);
    expect(points.afterWriting(fA, fB, -1, categoryIndex('bigStraight'), 0)).toBeCloseTo(0.4377, 4);
    expect(twos).toBeCloseTo(0.2304, 4);
    expect(zero).toBeCloseTo(0.3869, 4);
  });
});

describe('the survey of endgames (bench/jacht-endgames.ts measures the whole set)', () => {
  it('one row each (the last round), yacht open against each row: estimate and chance within 1e-9 of the best answer', () => {
    // A slice of the last round's 156 pairs; endgame.slow.test.ts surveys all of them.
    const yacht = ALL_FILLED & ~(1 << categoryIndex('yacht'));
    const s = surveyEndgames(
      1,
      CATEGORY_IDS.map((_, c): [number, number] => [yacht, ALL_FILLED & ~(1 << c)]),
    );
    expect(s.pairs).toBe(CATEGORY_IDS.length);
    expect(s.contested).toBeGreaterThan(0);
    expect(s.estimateLow.max).toBeLessThan(1e-9);
    expect(s.botShort.max).toBeLessThan(1e-9);
    expect(s.botShort.over).toEqual([0, 0, 0, 0]);
    expect(s.estimateOffMeaning).toBeLessThan(1e-12);
    expect(s.estimateAboveBot).toBeLessThan(1e-12);
  });

  it('two rows, yacht and fullHouse, against one row: the largest gaps of the whole set, where the doc says', () => {
    // The opponent moved first this round; the whole set's worst endgames are among these.
    const fA = filledFromOpen(['yacht', 'fullHouse']);
    const pairs = CATEGORY_IDS.map((_, c): [number, number] => [fA, ALL_FILLED & ~(1 << c)]);
    const s = surveyEndgames(2, pairs);
    expect(s.estimateLow.max).toBeCloseTo(0.0458, 4);
    expect(s.estimateLow.at).toEqual({ open: ['yacht', 'fullHouse'], opponentOpen: ['yacht'], lead: -25 });
    expect(s.botShort.max).toBeCloseTo(0.0316, 4);
    expect(s.botShort.at).toEqual({ open: ['yacht', 'fullHouse'], opponentOpen: ['yacht'], lead: -27 });
    expect(s.botShort.over[3]).toBeGreaterThan(0); // more than 0.01 short somewhere
    // The estimate is a lower bound of the bot's own chance, and means its turn then optimal's.
    expect(s.estimateAboveBot).toBeLessThan(1e-12);
    expect(s.estimateOffMeaning).toBeLessThan(1e-12);
  });
});
