// Where playing to win flips the choice: the win-seeking bot's decisions counted by
// situation (score difference × rows left), and its deviations from `optimal` by kind
// (which row for which, on which side of the score), each with what the model says it
// gains in wins.
import { actionKey, isKeep } from '../../games/jacht/actions.js';
import { CATEGORY_IDS, type CategoryId, categoryIndex } from '../../games/jacht/categories.js';
import { HAND_COUNT } from '../../games/jacht/dice.js';
import { SCORE } from '../../games/jacht/score.js';
import type { Decision } from './duel.js';

/** Score difference buckets (the bot's total minus the other's), each up to `max`. */
export const DIFF_BUCKETS = [
  { label: 'behind >30', max: -31 },
  { label: 'behind 11–30', max: -11 },
  { label: 'within 10', max: 10 },
  { label: 'ahead 11–30', max: 30 },
  { label: 'ahead >30', max: Infinity },
] as const;

/** Rows left groups (this turn's row included), each down to `min`. */
export const ROWS_LEFT = [
  { label: '12–9', min: 9 },
  { label: '8–5', min: 5 },
  { label: '4–2', min: 2 },
  { label: '1', min: 1 },
] as const;

const diffBucket = (diff: number) => DIFF_BUCKETS.findIndex((b) => diff <= b.max);
export const rowsGroup = (rowsLeft: number) => ROWS_LEFT.findIndex((g) => rowsLeft >= g.min);

export type Side = 'behind' | 'level' | 'ahead';
const sideOf = (diff: number): Side => (diff < 0 ? 'behind' : diff > 0 ? 'ahead' : 'level');

/** How the two choices differ: `row`, both write, in other rows; `keep`, the win-seeking
 * bot rolls on (other dice kept, or where `optimal` writes), counted to the row its turn
 * ends in; `stop`, it writes where `optimal` rolls on. */
export type FlipType = 'row' | 'keep' | 'stop';

function flipOf(d: Decision): FlipType | undefined {
  if (actionKey(d.win) === actionKey(d.points)) return undefined;
  if (isKeep(d.win)) return 'keep';
  return isKeep(d.points) ? 'stop' : 'row';
}

export interface Situation {
  readonly diff: string;
  readonly rowsLeft: string;
  readonly decisions: number;
  readonly disagreements: number;
  /** disagreements / decisions (NaN where there were none). */
  readonly rate: number;
  /** The model's gain of the deviations here, in win share per game of the win-seeking bot. */
  readonly gain: number;
}

export interface Deviation {
  readonly side: Side;
  readonly type: FlipType;
  /** The row the win-seeking bot writes (`row`, `stop`) or its turn ends in (`keep`). */
  readonly row: CategoryId;
  /** The row `optimal` writes instead, or null where it rolls on. */
  readonly instead: CategoryId | null;
  readonly count: number;
  /** Mean points written in `row`, and mean points `optimal`'s row would have taken. */
  readonly meanScore: number;
  readonly meanInsteadScore: number | null;
  /** Summed over these deviations: the model's gain in win share, per game. */
  readonly gain: number;
  /** The mean gain of one deviation. */
  readonly meanGain: number;
}

export interface FlipCounts {
  readonly decisions: number;
  /** Decisions where the win-seeking bot kept dice to roll on, and where it wrote a row. */
  readonly keeps: number;
  readonly rows: number;
  readonly disagreements: number;
  readonly byType: Readonly<Record<FlipType, number>>;
  /** The model's gain of every deviation, per game, and per type. */
  readonly gain: number;
  readonly gainByType: Readonly<Record<FlipType, number>>;
}

interface Kind {
  side: Side;
  type: FlipType;
  row: number;
  instead: number;
  count: number;
  score: number;
  insteadScore: number;
  gain: number;
}

const CELLS = DIFF_BUCKETS.length * ROWS_LEFT.length;

export class FlipTally {
  private readonly cellDecisions = new Float64Array(CELLS);
  private readonly cellFlips = new Float64Array(CELLS);
  private readonly cellGain = new Float64Array(CELLS);
  private readonly kinds = new Map<string, Kind>();
  private readonly types = { row: 0, keep: 0, stop: 0 };
  private readonly typeGain = { row: 0, keep: 0, stop: 0 };
  private decisions = 0;
  private keeps = 0;

  add(d: Decision): void {
    const cell = diffBucket(d.turn.diff) * ROWS_LEFT.length + rowsGroup(d.turn.rowsLeft);
    this.decisions++;
    if (isKeep(d.win)) this.keeps++;
    this.cellDecisions[cell]++;
    const type = flipOf(d);
    if (type === undefined) return;
    const gain = d.winValue - d.pointsValue;
    this.cellFlips[cell]++;
    this.cellGain[cell] += gain;
    this.types[type]++;
    this.typeGain[type] += gain;
    const side = sideOf(d.turn.diff);
    const instead = isKeep(d.points) ? -1 : categoryIndex(d.points.category);
    const key = `${side}|${type}|${d.endRow}|${instead}`;
    let k = this.kinds.get(key);
    if (!k) {
      k = { side, type, row: d.endRow, instead, count: 0, score: 0, insteadScore: 0, gain: 0 };
      this.kinds.set(key, k);
    }
    k.count++;
    k.score += d.endScore;
    if (instead >= 0) k.insteadScore += SCORE[instead * HAND_COUNT + d.hand];
    k.gain += gain;
  }

  /** The counts over `games` games of the win-seeking bot. */
  counts(games: number): FlipCounts {
    const { row, keep, stop } = this.types;
    return {
      decisions: this.decisions,
      keeps: this.keeps,
      rows: this.decisions - this.keeps,
      disagreements: row + keep + stop,
      byType: { ...this.types },
      gain: (this.typeGain.row + this.typeGain.keep + this.typeGain.stop) / games,
      gainByType: {
        row: this.typeGain.row / games,
        keep: this.typeGain.keep / games,
        stop: this.typeGain.stop / games,
      },
    };
  }

  situations(games: number): Situation[] {
    const out: Situation[] = [];
    DIFF_BUCKETS.forEach((b, i) =>
      ROWS_LEFT.forEach((g, j) => {
        const cell = i * ROWS_LEFT.length + j;
        const decisions = this.cellDecisions[cell];
        const disagreements = this.cellFlips[cell];
        out.push({
          diff: b.label,
          rowsLeft: g.label,
          decisions,
          disagreements,
          rate: decisions ? disagreements / decisions : NaN,
          gain: this.cellGain[cell] / games,
        });
      }),
    );
    return out;
  }

  /** Every kind of deviation, the most frequent first (then by gain, then by name, so the
   * order is the same for the same games). */
  deviations(games: number): Deviation[] {
    return [...this.kinds.entries()]
      .sort(([ka, a], [kb, b]) => b.count - a.count || b.gain - a.gain || (ka < kb ? -1 : 1))
      .map(([, k]) => ({
        side: k.side,
        type: k.type,
        row: CATEGORY_IDS[k.row],
        instead: k.instead >= 0 ? CATEGORY_IDS[k.instead] : null,
        count: k.count,
        meanScore: k.score / k.count,
        meanInsteadScore: k.instead >= 0 ? k.insteadScore / k.count : null,
        gain: k.gain / games,
        meanGain: k.gain / k.count,
      }));
  }
}
