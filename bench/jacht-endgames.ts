// `npm run build && node dist/bench/jacht-endgames.js [1|2]`: how far optimal(objective=win)
// is from the exact best answer to `optimal` (issue 35), over every two-player endgame with
// one or two rows open for the bot (src/games/jacht/solver/endgame-survey.ts), and the example
// of docs/jacht-to-win.md against both opponent models. Exact enumeration, no seed: the
// same figures every run. Two rows take about two minutes on one core; docs/jacht-to-win.md
// quotes the output.
import { ALL_FILLED, categoryIndex } from '../src/games/jacht/categories.js';
import { count, percent } from '../src/report/format.js';
import { SPAN } from '../src/games/jacht/solver/distribution.js';
import { Endgames } from '../src/games/jacht/solver/endgame.js';
import { type Gap, type Survey, THRESHOLDS, surveyEndgames } from '../src/games/jacht/solver/endgame-survey.js';
import { filledFromOpen, getDistributions, getSolution } from '../src/games/jacht/solver/solution.js';
import { adviseToWin } from '../src/games/jacht/solver/win-advisor.js';

const arg = process.argv[2];
if (arg !== undefined && arg !== '1' && arg !== '2') {
  process.stderr.write(`jacht-endgames: rows ${arg} is not 1 or 2 (the bot's open rows; both when left out)\n`);
  process.exit(2);
}
const rows = arg === undefined ? [1, 2] : [Number(arg)];

/** A gap in a few characters: exponent form below 0.001, where only its size matters. */
const small = (x: number) => (x <= 0 ? '0' : x < 1e-3 ? x.toExponential(1) : x.toFixed(4));
const pad = (cells: string[], widths: number[]) =>
  cells
    .map((c, i) => c.padEnd(widths[i]))
    .join('  ')
    .trimEnd();

getSolution();
getDistributions();
// Progress only where someone watches: a file of the output gets the figures alone.
const progress = process.stderr.isTTY
  ? (r: number) => (done: number, total: number) => process.stderr.write(`\r${r} row(s): ${done}/${total} pairs of sheets`)
  : () => undefined;
const surveys: Survey[] = rows.map((r) => surveyEndgames(r, undefined, progress(r)));
if (process.stderr.isTTY) process.stderr.write('\n');

const out = (line = '') => process.stdout.write(`${line}\n`);
out('Jacht endgames, two players, the bot to move, the opponent playing `optimal` for points: exact, no seed');
const head = [6, 8, 9, 9];
out(pad(['rows', 'pairs', 'endgames', 'contested'], head));
for (const s of surveys) out(pad([String(s.rows), count(s.pairs), count(s.endgames), count(s.contested)], head));

function gapTable(title: string, gapOf: (s: Survey) => Gap): void {
  out();
  out(title);
  const widths = [6, 9, 52, 9, ...THRESHOLDS.map(() => 8)];
  out(
    pad(
      [
        'rows',
        'largest',
        'where (the bot’s open rows; the opponent’s; lead)',
        'mean',
        ...THRESHOLDS.map((t) => `>${t < 1e-3 ? t.toExponential(0) : t}`),
      ],
      widths,
    ),
  );
  for (const s of surveys) {
    const g = gapOf(s);
    const where = g.at ? `${g.at.open.join(',')}; ${g.at.opponentOpen.join(',') || 'none'}; ${g.at.lead}` : '–';
    out(pad([String(s.rows), small(g.max), where, small(g.mean), ...g.over.map(count)], widths));
  }
}
gapTable('the estimate (WinTurn.start) below the exact best answer:', (s) => s.estimateLow);
gapTable('the bot’s own chance (all its turns its own) below the exact best answer:', (s) => s.botShort);
out();
for (const s of surveys) {
  out(
    `${s.rows} row(s): the estimate lies at most ${small(s.estimateAboveBot)} above the bot's own chance and at most ` +
      `${small(s.estimateOffMeaning)} off its meaning (the bot's turn, then optimal's)`,
  );
}

// The example: the bot's figure (what `jacht advise` prints) beside the exact chance
// against each opponent model, after each row the dice can be written in.
const open = ['bigStraight', 'twos'] as const;
const rival = ['fourOfAKind', 'ones'] as const;
const fA = filledFromOpen([...open]);
const fB = filledFromOpen([...rival]);
const advice = adviseToWin({
  dice: [1, 2, 4, 4, 6],
  rollsLeft: 0,
  open: [...open],
  total: 0,
  opponents: [{ open: [...rival], total: 1 }],
});
const vsOptimal = new Endgames('best', 'optimal');
const vsWin = new Endgames('best', 'win');
out();
out('tafel jacht advise --dice 1,2,4,4,6 --rolls-left 0 --open bigStraight,twos --opponent-open fourOfAKind,ones --lead -1');
const widths = [34, 8, 20, 18];
out(pad(['choice', 'advise', 'best vs optimal', 'both to win'], widths));
for (const o of advice.options) {
  const c = categoryIndex(o.category!);
  const cells = [vsOptimal, vsWin].map((e) => percent(e.afterWriting(fA, fB, -1, c, o.score!), 2));
  out(pad([`score ${o.category} now (${o.score})`, percent(o.win, 2), ...cells], widths));
}
const { dist } = getDistributions();
const straight = vsOptimal.aToMove(filledFromOpen(['bigStraight']), ALL_FILLED).at(-29);
const atMostOne = dist[fB * SPAN] + dist[fB * SPAN + 1];
out(
  `a big straight in one turn, going for it: ${percent(straight, 1)}; optimal from fourOfAKind,ones ends with ` +
    `0 or 1 point: ${percent(atMostOne, 1)}`,
);
