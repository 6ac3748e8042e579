// The to-win analysis in words and tables for the terminal.
import Table from 'cli-table3';
import { plural } from '../../core/words.js';
import { count, fixed, percent, signedPercent } from '../../report/format.js';
import { type Deviation, DIFF_BUCKETS, type FlipType, ROWS_LEFT, type Side } from './flips.js';
import { WIN_MODEL } from '../../games/jacht/solver/win-turn.js';
import type { ToWinAnalysis } from './to-win.js';
import { coarseCurve } from './win-curve.js';

const STYLE = { head: [], border: [] };

/** What the model's every win chance assumes (WIN_MODEL), in words. */
export const MODEL_WORDS = `the opponent plays ${WIN_MODEL.opponents} for points and value the bot's later turns as ${WIN_MODEL.laterTurns} plays them`;
/** Kinds of deviation listed per side: rows written instead, and keeps. */
const TOP = 6;
const KEEPS = 3;

/** A deviation in words: "writes ones (0.4) where optimal writes threes (9.1)". */
export function deviationText(d: Deviation): string {
  const mine = `${d.row} (${fixed(d.meanScore, 1)})`;
  const theirs = d.instead === null ? null : `${d.instead} (${fixed(d.meanInsteadScore!, 1)})`;
  if (d.type === 'row') return `writes ${mine} where optimal writes ${theirs}`;
  if (d.type === 'stop') return `writes ${mine} where optimal rolls on`;
  return theirs === null
    ? `keeps other dice, turn ends in ${mine}`
    : `rolls on, turn ends in ${mine}, where optimal writes ${theirs}`;
}

const TYPE_WORDS: Record<FlipType, string> = {
  row: 'another row',
  keep: 'rolls on (other dice kept, or where optimal writes)',
  stop: 'writes where optimal rolls on',
};

function summary(a: ToWinAnalysis): string {
  const d = a.decisions;
  const r = a.result;
  const deals = a.complete ? plural(a.deals, 'deal') : `stopped early after ${count(a.deals)} of ${plural(a.requested, 'deal')}`;
  const lines = [
    `jacht: ${a.bots.win} against ${a.bots.points}, ${deals}, each from both seats (${plural(r.games, 'game')}), seed ${a.seed}`,
    `result: ${a.bots.win} won ${percent(r.winShare)} of the games (95% CI ${percent(r.winShareCI[0])} – ${percent(r.winShareCI[1])}, over deals);` +
      ` mean score ${fixed(r.meanScore.win)} against ${fixed(r.meanScore.points)}`,
    `decisions: ${count(d.decisions)} (${plural(d.keeps, 'keep')}, ${plural(d.rows, 'row')} written); the two choose differently in ` +
      `${count(d.disagreements)} (${percent(d.disagreements / d.decisions)}): ` +
      (['row', 'keep', 'stop'] as FlipType[]).map((t) => `${count(d.byType[t])} ${TYPE_WORDS[t]}`).join(', '),
    `the model's gain of these deviations: ${signedPercent(d.gain)} of a win per game (rows ${signedPercent(d.gainByType.row)},` +
      ` rolling on ${signedPercent(d.gainByType.keep)}, stopping ${signedPercent(d.gainByType.stop)}); the games gave ${a.bots.win} ` +
      `${signedPercent(r.winShare - 0.5)} over an even share`,
    `the model's win chances (here and below) assume ${MODEL_WORDS}`,
  ];
  return lines.join('\n');
}

/** A cell of the situation table: disagreement rate, model gain per game, (decisions). */
export function situationCell(a: ToWinAnalysis, diff: string, rowsLeft: string): string {
  const s = a.situations.find((x) => x.diff === diff && x.rowsLeft === rowsLeft)!;
  return s.decisions ? `${percent(s.rate)} ${signedPercent(s.gain)} (${count(s.decisions)})` : '–';
}

function situationTable(a: ToWinAnalysis): string {
  const t = new Table({
    head: ['score difference', ...ROWS_LEFT.map((g) => `${g.label} left`)],
    colAligns: ['left', ...ROWS_LEFT.map(() => 'right' as const)],
    style: STYLE,
  });
  for (const b of DIFF_BUCKETS) {
    t.push([b.label, ...ROWS_LEFT.map((g) => situationCell(a, b.label, g.label))]);
  }
  return ['by situation: how often the two differ, the model gain per game there, (decisions):', t.toString()].join('\n');
}

function sideTable(a: ToWinAnalysis, side: Side): string | undefined {
  // The rows it writes instead first (what users ask about), then the keeps, by the row
  // the turn ends in.
  const mine = a.deviations.filter((d) => d.side === side);
  const kinds = [
    ...mine.filter((d) => d.type !== 'keep').slice(0, TOP),
    ...mine.filter((d) => d.type === 'keep').slice(0, KEEPS),
  ];
  if (!kinds.length) return undefined;
  const t = new Table({
    head: [`${side}: ${a.bots.win}`, 'times', 'gain/game', 'gain each'],
    colAligns: ['left', 'right', 'right', 'right'],
    style: STYLE,
  });
  for (const d of kinds) t.push([deviationText(d), count(d.count), signedPercent(d.gain), signedPercent(d.meanGain)]);
  return t.toString();
}

function curveTable(a: ToWinAnalysis): string {
  const t = new Table({
    head: ['score difference', ...ROWS_LEFT.map((g) => `${g.label} left`)],
    colAligns: ['left', ...ROWS_LEFT.map(() => 'right' as const)],
    style: STYLE,
  });
  for (const row of coarseCurve(a.curve.points)) {
    t.push([
      row.label,
      ...row.cells.map((c) => (c ? `${percent(c.model, 0)} ${percent(c.actual, 0)} (${count(c.turns)})` : '–')),
    ]);
  }
  const title = `win chance at the turn start by score difference: the model's (against ${WIN_MODEL.opponents} for points), the games' actual share, (turns):`;
  return [title, t.toString()].join('\n');
}

export function toWinText(a: ToWinAnalysis): string {
  const sides = (['behind', 'level', 'ahead'] as Side[]).map((s) => sideTable(a, s)).filter((x) => x !== undefined);
  return [
    summary(a),
    situationTable(a),
    sides.length ? `where the rows differ, the most frequent first:\n${sides.join('\n')}` : 'the two never chose differently',
    curveTable(a),
  ].join('\n\n');
}
