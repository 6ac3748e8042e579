// How far the win bot is from the exact best answer to `optimal` (issue 35), over a set of
// two-player endgames defined without chance: every pair of sheets with `rows` rows open
// for the bot (the opponent as many, or one fewer: it moved first this round) and every
// lead at which either side could still win. At each, from endgame.ts: the best answer's
// chance, the bot's own chance (it plays all its turns, the opponent `optimal`), and the
// bot's estimate (WinTurn.start) with what it means, the bot's turn followed by `optimal`.
import { ALL_FILLED, CATEGORY_COUNT, CATEGORY_IDS } from '../categories.js';
import { mostLeft } from './distribution.js';
import { Endgames, botTurnAt } from './endgame.js';

/** One endgame: the open rows of each sheet and the bot's lead, the bot to move. */
interface Endgame {
  readonly open: readonly string[];
  readonly opponentOpen: readonly string[];
  readonly lead: number;
}

/** A gap between two chances over the survey: its largest, the endgame where it is, its
 * mean, and how many endgames it exceeds each threshold in. */
export interface Gap {
  readonly max: number;
  readonly at: Endgame | null;
  readonly mean: number;
  /** over[i]: the endgames where it exceeds THRESHOLDS[i]. */
  readonly over: readonly number[];
}

export interface Survey {
  readonly rows: number;
  /** Pairs of sheets, and endgames (pairs × leads). */
  readonly pairs: number;
  readonly endgames: number;
  /** Endgames where the best answer neither surely wins nor surely loses. */
  readonly contested: number;
  /** best − estimate: how far the estimate lies below the exact best answer. */
  readonly estimateLow: Gap;
  /** best − the bot's chance: what its choices give away. */
  readonly botShort: Gap;
  /** The most the estimate lies above the bot's own chance (≤ 0: a lower bound of it). */
  readonly estimateAboveBot: number;
  /** The most the estimate differs from its meaning (the bot's turn, then `optimal`). */
  readonly estimateOffMeaning: number;
}

export const THRESHOLDS = [1e-9, 1e-6, 1e-3, 1e-2] as const;

/** Every set of `rows` rows open, as a filled-mask, in ascending order. */
function sheets(rows: number): number[] {
  const out: number[] = [];
  for (let f = 0; f <= ALL_FILLED; f++) if (CATEGORY_COUNT - popcount(f) === rows) out.push(f);
  return out;
}

function popcount(f: number): number {
  let n = 0;
  for (; f; f &= f - 1) n++;
  return n;
}

const openOf = (filled: number) => CATEGORY_IDS.filter((_, c) => !(filled & (1 << c)));

/** Every pair of sheets: the bot with `rows` open, the opponent as many or one fewer. */
function pairsOf(rows: number): [number, number][] {
  const out: [number, number][] = [];
  for (const fA of sheets(rows)) for (const fB of [...sheets(rows), ...sheets(rows - 1)]) out.push([fA, fB]);
  return out;
}

class GapTally {
  private max = -Infinity;
  private at: Endgame | null = null;
  private sum = 0;
  private n = 0;
  private readonly over = THRESHOLDS.map(() => 0);

  add(gap: number, where: () => Endgame): void {
    this.n++;
    this.sum += gap;
    if (gap > this.max) {
      this.max = gap;
      this.at = where();
    }
    THRESHOLDS.forEach((t, i) => gap > t && this.over[i]++);
  }

  done(): Gap {
    return {
      max: this.max,
      at: this.at,
      mean: this.sum / this.n,
      over: [...this.over],
    };
  }
}

/** The survey of every endgame with `rows` rows open for the bot, or of `pairs` alone. */
export function surveyEndgames(
  rows: number,
  pairs: readonly [number, number][] = pairsOf(rows),
  onPair?: (done: number, total: number) => void,
): Survey {
  const best = new Endgames('best', 'optimal');
  const bot = new Endgames('bot', 'optimal');
  const optimal = new Endgames('optimal', 'optimal');
  const estimateLow = new GapTally();
  const botShort = new GapTally();
  let endgames = 0;
  let contested = 0;
  let estimateAboveBot = -Infinity;
  let estimateOffMeaning = 0;
  pairs.forEach(([fA, fB], i) => {
    const exact = best.aToMove(fA, fB);
    for (let lead = -mostLeft(fA); lead <= mostLeft(fB); lead++) {
      const where = () => ({ open: openOf(fA), opponentOpen: openOf(fB), lead });
      const b = exact.at(lead);
      const { turn, outcomes } = botTurnAt(fA, fB, lead);
      const mine = bot.afterTurn(fA, fB, lead, outcomes);
      const meaning = optimal.afterTurn(fA, fB, lead, outcomes);
      endgames++;
      if (b > 0 && b < 1) contested++;
      estimateLow.add(b - turn.start, where);
      botShort.add(b - mine, where);
      estimateAboveBot = Math.max(estimateAboveBot, turn.start - mine);
      estimateOffMeaning = Math.max(estimateOffMeaning, Math.abs(turn.start - meaning));
    }
    onPair?.(i + 1, pairs.length);
  });
  return {
    rows,
    pairs: pairs.length,
    endgames,
    contested,
    estimateLow: estimateLow.done(),
    botShort: botShort.done(),
    estimateAboveBot,
    estimateOffMeaning,
  };
}
