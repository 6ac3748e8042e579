// `tafel jacht solve` and `tafel jacht advise`: the exact solution of solitaire Jacht and
// the advice it gives in a position.
import Table from 'cli-table3';
import type { Command } from 'commander';
import type { Io } from './io.js';
import { type Advice, type AdviceOption, advise } from '../games/jacht/solver/advisor.js';
import { cacheProblem } from '../games/jacht/solver/cache.js';
import {
  parseDice,
  parseOpen,
  parseOpponentOpen,
  parsePoints,
  parseRollsLeft,
  scoresFromFlags,
} from '../games/jacht/solver/input.js';
import { type WinAdvice, adviseToWin } from '../games/jacht/solver/win-advisor.js';
import { filledFromOpen, getSolution } from '../games/jacht/solver/solution.js';
import { UsageError } from '../core/errors.js';
import { CATEGORY_IDS, type CategoryId } from '../games/jacht/categories.js';
import { seconds } from '../core/pace.js';
import { fixed, percent } from '../report/format.js';
import { plural } from '../core/words.js';
import { versioned } from './schema-id.js';

const SHOWN = 10;

interface SolveFlags {
  open: CategoryId[];
  json?: boolean;
}

interface AdviseFlags {
  dice: number[];
  rollsLeft: number;
  open: CategoryId[];
  opponentOpen?: CategoryId[][];
  total?: number;
  opponentTotal?: number[];
  lead?: number;
  json?: boolean;
}

/** A parser for a flag given once per opponent: the values in the order given. */
function each<T>(parse: (text: string) => T): (text: string, previous: T[] | undefined) => T[] {
  return (text, previous) => [...(previous ?? []), parse(text)];
}

function openWords(open: readonly CategoryId[]): string {
  return open.length === CATEGORY_IDS.length ? 'all categories open' : `open: ${open.join(', ')}`;
}

function solveText(expectedScore: number, open: readonly CategoryId[], ms: number, source: string): string {
  const how = source === 'cache' ? `read from the cache in ${seconds(ms)}` : `solved in ${seconds(ms)}`;
  return `Optimal play expects ${fixed(expectedScore, 4)} points from here (${openWords(open)}); ${how}.`;
}

function choiceWords(o: AdviceOption): string {
  if (o.category) return `score ${o.category} now (${plural(o.score!, 'point')})`;
  return o.keep!.length === 0 ? 'reroll all five dice' : `keep ${o.keep!.join(',')}, reroll ${5 - o.keep!.length}`;
}

function positionWords(a: Advice): string {
  const rolls = a.rollsLeft === 0 ? 'no rolls left' : a.rollsLeft === 1 ? '1 roll left' : '2 rolls left';
  return `Dice ${a.dice.join(',')}, ${rolls}, ${openWords(a.open)}.`;
}

function adviceText(a: Advice): string {
  const table = new Table({
    head: ['#', 'choice', 'expected', 'loss'],
    colAligns: ['right', 'left', 'right', 'right'],
    style: { head: [], border: [] },
  });
  a.options.slice(0, SHOWN).forEach((o, i) => {
    table.push([String(i + 1), choiceWords(o), fixed(o.expected, 3), i === 0 ? 'best' : fixed(o.loss, 3)]);
  });
  const lines = [`${positionWords(a)} Expected points to the end of the game:`, table.toString()];
  if (a.options.length > SHOWN) lines.push(`… and ${plural(a.options.length - SHOWN, 'more choice')} (--json lists them all)`);
  return lines.join('\n');
}

function tableWords(a: WinAdvice): string {
  const others = a.opponents.map((o, i) => {
    const who = a.opponents.length === 1 ? 'the opponent' : `opponent ${i + 1}`;
    return `${who} ${o.total} (${o.open.length === 0 ? 'finished' : openWords(o.open)})`;
  });
  if (a.opponents.length > 1) return `You ${a.total} to move; ${others.join('; ')}.`;
  const lead = a.total - a.opponents[0].total;
  const gap = lead > 0 ? `you lead by ${lead}` : lead < 0 ? `you trail by ${-lead}` : 'level';
  return `You ${a.total} to move; ${others[0]}: ${gap}.`;
}

/** Whom the chances are against: the model every win chance of the bot assumes. */
function rivalWords(a: WinAdvice): string {
  return a.opponents.length === 1 ? 'an opponent playing optimal for points' : 'opponents each playing optimal for points';
}

/** The one line that says whether the two strategies choose alike. */
function verdictWords(a: WinAdvice): string {
  const toWin = choiceWords(a.options[a.best.win]);
  if (a.agree) return `Both strategies agree: ${toWin}.`;
  const points = a.options[a.best.points];
  const won = a.options[a.best.win].win - points.win;
  const cost = `${fixed(points.expected - a.options[a.best.win].expected, 3)} points fewer expected`;
  const rival = a.opponents.length === 1 ? 'optimal' : 'optimal opponents';
  return `They disagree: optimal would ${choiceWords(points)}; playing to win, ${toWin}: ${gainWords(won)} to win against ${rival}, ${cost}.`;
}

/** A gain in win chance, signed: two decimals of a percent, or two significant digits
 * where those show nothing (+0.0031%). */
function gainWords(x: number): string {
  const p = Math.abs(100 * x);
  const text = p >= 0.01 || p === 0 ? fixed(p, 2) : p.toPrecision(2);
  return `${x < 0 && Number(text) !== 0 ? '−' : '+'}${text}%`;
}

function winAdviceText(a: WinAdvice): string {
  const table = new Table({
    head: ['#', 'choice', 'win vs optimal', 'expected', 'best for'],
    colAligns: ['right', 'left', 'right', 'right', 'left'],
    style: { head: [], border: [] },
  });
  // The points choice is shown even when it ranks below the cut: the table is there to
  // set the two side by side.
  const shown = a.options.map((_, i) => i).filter((i) => i < SHOWN || i === a.best.points);
  for (const i of shown) {
    const o = a.options[i];
    const best = [i === a.best.win ? 'win' : '', i === a.best.points ? 'points' : ''].filter(Boolean).join(', ');
    table.push([String(i + 1), choiceWords(o), percent(o.win, 2), fixed(o.expected, 3), best]);
  }
  const lines = [
    `${positionWords(a)} ${tableWords(a)}`,
    `Chance to win against ${rivalWords(a)} (a tie shares it; your later turns valued as optimal plays them) and expected points to the end of the game:`,
    table.toString(),
  ];
  if (a.options.length > shown.length) {
    lines.push(`… and ${plural(a.options.length - shown.length, 'more choice')} (--json lists them all)`);
  }
  lines.push(verdictWords(a));
  return lines.join('\n');
}

/** The cache would be skipped silently: a folder that cannot be written is named first. */
function checkCache(): void {
  const problem = cacheProblem();
  if (problem !== undefined) throw new UsageError(problem);
}

export function registerJacht(program: Command, io: Io): void {
  const jacht = program.command('jacht').description('the exact optimal strategy of solitaire Jacht');

  jacht
    .command('solve')
    .description('expected final score of optimal play from the start (or with only some categories open)')
    .option('--open <ids>', 'open categories, comma-separated, or all', parseOpen, [...CATEGORY_IDS])
    .option('--json', 'print expectedScore and the time taken as JSON')
    .action((flags: SolveFlags) => {
      checkCache();
      const solution = getSolution({ refresh: true });
      const expectedScore = solution.values[filledFromOpen(flags.open)];
      if (flags.json) {
        const out = { expectedScore, open: flags.open, ms: solution.ms, source: solution.source };
        io.out(`${JSON.stringify(versioned('jacht-solve', out), null, 2)}\n`);
      } else io.out(`${solveText(expectedScore, flags.open, solution.ms, solution.source)}\n`);
    });

  jacht
    .command('advise')
    .description('every choice in a position, ranked by expected final score, or by the chance to win against opponents')
    .requiredOption('--dice <faces>', 'the five dice, e.g. 1,2,2,4,6', parseDice)
    .requiredOption('--rolls-left <n>', 'rolls left this turn: 0, 1 or 2', parseRollsLeft)
    .requiredOption('--open <ids>', 'open categories, comma-separated, or all', parseOpen)
    .option(
      '--opponent-open <ids>',
      "an opponent's open categories (as --open, or none); once per opponent",
      each(parseOpponentOpen),
    )
    .option('--total <n>', 'your total so far (with --opponent-total)', parsePoints('--total', 0))
    .option(
      '--opponent-total <n>',
      "an opponent's total, in the order of --opponent-open",
      each(parsePoints('--opponent-total', 0)),
    )
    .option('--lead <n>', "your total minus the opponent's (one opponent), instead of the totals", parsePoints('--lead'))
    .option('--json', 'print every option as JSON')
    .action((flags: AdviseFlags) => {
      const scores = scoresFromFlags(flags);
      checkCache();
      const position = { dice: flags.dice, rollsLeft: flags.rollsLeft, open: flags.open };
      if (scores === undefined) {
        const advice = advise(position);
        io.out(flags.json ? `${JSON.stringify(versioned('jacht-advise', advice), null, 2)}\n` : `${adviceText(advice)}\n`);
        return;
      }
      const advice = adviseToWin({ ...position, ...scores });
      io.out(flags.json ? `${JSON.stringify(versioned('jacht-advise-win', advice), null, 2)}\n` : `${winAdviceText(advice)}\n`);
    });
}
