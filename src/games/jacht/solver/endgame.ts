// Two-player Jacht endgames solved exactly (issue 35): how far the win bot (win-turn.ts) is
// from the best it could do. A is to move, B has as many rows open or one fewer; from
// there the two alternate, B after A, and every turn of either is searched or played out
// over every roll, keep and row. What A's final lead is worth (1, ½ for a tie, 0: G-2) is
// carried back by lead, a table per pair of sheets. Nothing here reads the score
// distributions or shares the bot values with, so where the two agree it is evidence.
// Against B playing `optimal` for points, A's best is the exact best answer the bot's
// tables approximate; with B playing to win too it is the zero-sum game's value. A turn's
// search for every lead of every pair of sheets: for one or two rows a sheet
// (bench/jacht-endgames.ts, test/games/jacht/solver/endgame.test.ts).
import { type JachtAction, isKeep, keepIndex } from '../actions.js';
import { ALL_FILLED, CATEGORY_COUNT, categoryIndex } from '../categories.js';
import { ADD, FACES, HAND_COUNT, HAND_START, KEEPS_OF_HAND, MULTISET_COUNT } from '../dice.js';
import { SCORE } from '../score.js';
import { mostLeft } from './distribution.js';
import { decideTurn } from './policy.js';
import { optimalTurn } from './solution.js';
import { winTurnOf } from './standing.js';
import { ROW_SPAN, type WinTurn, decideToWin } from './win-turn.js';

/** How A plays its turns: the best answer to B, the win bot, or `optimal` for points. */
type Mover = 'best' | 'bot' | 'optimal';
/** How B plays its turns: `optimal` for points, or to win (the best answer to A as it plays). */
type Rival = 'optimal' | 'win';

/** One way a turn ends: row c written with s points, with chance p. */
interface Outcome {
  readonly c: number;
  readonly s: number;
  readonly p: number;
}

/** A's win share by its lead x (its total minus B's) at one point of the game. Below lo A
 * cannot catch up even if B scores nothing more (0); above the table B cannot (1). */
class ByLead {
  constructor(
    readonly lo: number,
    readonly share: Float64Array,
  ) {}

  at(x: number): number {
    const i = x - this.lo;
    return i < 0 ? 0 : i >= this.share.length ? 1 : this.share[i];
  }
}

/** Every die not kept rolled: mass on each keep moved on to the multisets one die larger
 * (ascending, so mass reaches the hands within one pass). */
function roll(mass: Float64Array): void {
  for (let k = 0; k < HAND_START; k++) {
    const m = mass[k];
    if (m === 0) continue;
    mass[k] = 0;
    for (let f = 0; f < FACES; f++) mass[ADD[k * FACES + f]] += m / FACES;
  }
}

/** How a turn ends when `decide` makes every choice, each roll played out. A keep that the
 * hand does not hold, or with no roll left, is an error: the check must not value what
 * the rules forbid. */
function outcomesOf(decide: (hand: number, rollsLeft: number) => JachtAction): Outcome[] {
  const mass = new Float64Array(MULTISET_COUNT);
  const written = new Float64Array(CATEGORY_COUNT * ROW_SPAN);
  mass[0] = 1;
  for (let rollsLeft = 2; rollsLeft >= 0; rollsLeft--) {
    roll(mass);
    for (let h = 0; h < HAND_COUNT; h++) {
      const m = mass[HAND_START + h];
      if (m === 0) continue;
      mass[HAND_START + h] = 0;
      const a = decide(h, rollsLeft);
      if (isKeep(a)) {
        const k = keepIndex(a);
        if (rollsLeft === 0 || !KEEPS_OF_HAND[h].includes(k)) throw new Error(`keep ${a.keep.join(',')} is not allowed here`);
        mass[k] += m;
      } else {
        const c = categoryIndex(a.category);
        written[c * ROW_SPAN + SCORE[c * HAND_COUNT + h]] += m;
      }
    }
  }
  const out: Outcome[] = [];
  written.forEach((p, i) => p > 0 && out.push({ c: Math.floor(i / ROW_SPAN), s: i % ROW_SPAN, p }));
  return out;
}

const optimalOutcomes = new Map<number, Outcome[]>();

/** How `optimal` ends a turn with `filled` filled: the same whatever the score. */
function optimalOutcomesOf(filled: number): Outcome[] {
  let out = optimalOutcomes.get(filled);
  if (!out) {
    const { tables, after } = optimalTurn(filled);
    out = outcomesOf((h, r) => decideTurn(tables, after, h, r, r >= 2));
    optimalOutcomes.set(filled, out);
  }
  return out;
}

/** The win bot's turn as A at lead x, and how it ends. */
export function botTurnAt(fA: number, fB: number, x: number): { turn: WinTurn; outcomes: Outcome[] } {
  const turn = winTurnOf({ seat: 0, filled: [fA, fB], totals: [Math.max(x, 0), Math.max(-x, 0)] });
  return { turn, outcomes: outcomesOf((h, r) => decideToWin(turn, h, r)) };
}

const now = new Float64Array(HAND_COUNT);
const hands = new Float64Array(HAND_COUNT);
const keeps = new Float64Array(MULTISET_COUNT);

/** keeps[k]: the mean of hands[] over completing multiset k to five dice. */
function expectKeeps(): void {
  for (let h = 0; h < HAND_COUNT; h++) keeps[HAND_START + h] = hands[h];
  for (let k = HAND_START - 1; k >= 0; k--) {
    let sum = 0;
    for (let f = 0; f < FACES; f++) sum += keeps[ADD[k * FACES + f]];
    keeps[k] = sum / FACES;
  }
}

/** A turn with `filled` filled searched whole: writing s in row c is worth pay[c * ROW_SPAN
 * + s] to A; the mover maximizes sign · that (sign −1: B, minimizing A's share). The value
 * before the first roll. */
function searchTurn(filled: number, pay: Float64Array, sign: 1 | -1): number {
  for (let h = 0; h < HAND_COUNT; h++) {
    let v = -Infinity;
    for (let c = 0; c < CATEGORY_COUNT; c++) {
      if (filled & (1 << c)) continue;
      const w = sign * pay[c * ROW_SPAN + SCORE[c * HAND_COUNT + h]];
      if (w > v) v = w;
    }
    now[h] = v;
    hands[h] = v;
  }
  for (let rolls = 1; rolls <= 2; rolls++) {
    expectKeeps();
    for (let h = 0; h < HAND_COUNT; h++) {
      let v = now[h];
      for (const k of KEEPS_OF_HAND[h]) if (keeps[k] > v) v = keeps[k];
      hands[h] = v;
    }
  }
  expectKeeps();
  return sign * keeps[0];
}

const pay = new Float64Array(CATEGORY_COUNT * ROW_SPAN);

/** The endgames of one pairing: A played by `mover`, B by `rival`. Tables are kept, so one
 * instance answers many positions that share later states. */
export class Endgames {
  private readonly tables = new Map<string, ByLead>();

  constructor(
    readonly mover: Mover,
    readonly rival: Rival,
  ) {}

  /** A's win share with A to move, rows fA and fB filled, by A's lead. */
  aToMove(fA: number, fB: number): ByLead {
    return this.table('A', fA, fB);
  }

  /** A's win share once A has written s points in row c at lead x, the rest played out. */
  afterWriting(fA: number, fB: number, x: number, c: number, s: number): number {
    return this.next(fA | (1 << c), fB, 'A').at(x + s);
  }

  /** A's win share when its turn ends as `outcomes` say, at lead x. */
  afterTurn(fA: number, fB: number, x: number, outcomes: readonly Outcome[]): number {
    let v = 0;
    for (const o of outcomes) v += o.p * this.afterWriting(fA, fB, x, o.c, o.s);
    return v;
  }

  /** The state after `moved` wrote: the other moves if it has a row open, else the same
   * player again, else the game is over. */
  private next(fA: number, fB: number, moved: 'A' | 'B'): ByLead {
    const aOpen = fA !== ALL_FILLED;
    const bOpen = fB !== ALL_FILLED;
    if (moved === 'A') return bOpen ? this.table('B', fA, fB) : aOpen ? this.table('A', fA, fB) : OVER;
    return aOpen ? this.table('A', fA, fB) : bOpen ? this.table('B', fA, fB) : OVER;
  }

  private table(side: 'A' | 'B', fA: number, fB: number): ByLead {
    const key = `${side}${fA}:${fB}`;
    let t = this.tables.get(key);
    if (!t) {
      const lo = -mostLeft(fA);
      const share = new Float64Array(mostLeft(fB) - lo + 1);
      for (let i = 0; i < share.length; i++) share[i] = side === 'A' ? this.aTurn(fA, fB, lo + i) : this.bTurn(fA, fB, lo + i);
      t = new ByLead(lo, share);
      this.tables.set(key, t);
    }
    return t;
  }

  private aTurn(fA: number, fB: number, x: number): number {
    if (this.mover === 'optimal') return this.afterTurn(fA, fB, x, optimalOutcomesOf(fA));
    if (this.mover === 'bot') return this.afterTurn(fA, fB, x, botTurnAt(fA, fB, x).outcomes);
    // Each later state's table is built before pay is filled: building one searches turns.
    for (let c = 0; c < CATEGORY_COUNT; c++) if (!(fA & (1 << c))) this.next(fA | (1 << c), fB, 'A');
    fill(fA, (c, s) => this.afterWriting(fA, fB, x, c, s));
    return searchTurn(fA, pay, 1);
  }

  private bTurn(fA: number, fB: number, x: number): number {
    const then = (q: number, t: number) => this.next(fA, fB | (1 << q), 'B').at(x - t);
    if (this.rival === 'optimal') {
      let v = 0;
      for (const o of optimalOutcomesOf(fB)) v += o.p * then(o.c, o.s);
      return v;
    }
    for (let q = 0; q < CATEGORY_COUNT; q++) if (!(fB & (1 << q))) this.next(fA, fB | (1 << q), 'B');
    fill(fB, then);
    return searchTurn(fB, pay, -1);
  }
}

/** The game over: A wins above a lead of 0, shares at 0 (G-2). */
const OVER = new ByLead(0, Float64Array.of(0.5));

/** The distinct scores each row can take. */
const ROW_SCORES: readonly number[][] = Array.from({ length: CATEGORY_COUNT }, (_, c) => [
  ...new Set(Array.from({ length: HAND_COUNT }, (_, h) => SCORE[c * HAND_COUNT + h])),
]);

/** pay[c * ROW_SPAN + s] = value(c, s) for every score the open rows of `filled` can take. */
function fill(filled: number, value: (c: number, s: number) => number): void {
  for (let c = 0; c < CATEGORY_COUNT; c++) {
    if (filled & (1 << c)) continue;
    for (const s of ROW_SCORES[c]) pay[c * ROW_SPAN + s] = value(c, s);
  }
}
