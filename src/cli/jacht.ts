// `tafel jacht solve` and `tafel jacht advise`: the exact solution of solitaire Jacht and
// the advice it gives in a position.
import Table from 'cli-table3';
import type { Command } from 'commander';
import type { Io } from './io.js';
import { type Advice, advise } from '../solvers/jacht/advisor.js';
import { cacheProblem } from '../solvers/jacht/cache.js';
import { parseDice, parseOpen, parseRollsLeft } from '../solvers/jacht/input.js';
import { filledFromOpen, getSolution } from '../solvers/jacht/solution.js';
import { UsageError } from '../core/errors.js';
import { CATEGORY_IDS, type CategoryId } from '../games/jacht/categories.js';
import { fixed, seconds } from '../report/format.js';

const SHOWN = 10;

interface SolveFlags {
  open: CategoryId[];
  json?: boolean;
}

interface AdviseFlags {
  dice: number[];
  rollsLeft: number;
  open: CategoryId[];
  json?: boolean;
}

function openWords(open: readonly CategoryId[]): string {
  return open.length === CATEGORY_IDS.length ? 'all categories open' : `open: ${open.join(', ')}`;
}

function solveText(expectedScore: number, open: readonly CategoryId[], ms: number, source: string): string {
  const how = source === 'cache' ? `read from the cache in ${seconds(ms)}` : `solved in ${seconds(ms)}`;
  return `Optimal play expects ${fixed(expectedScore, 4)} points from here (${openWords(open)}); ${how}.`;
}

function adviceText(a: Advice): string {
  const table = new Table({
    head: ['#', 'choice', 'expected', 'loss'],
    colAligns: ['right', 'left', 'right', 'right'],
    style: { head: [], border: [] },
  });
  a.options.slice(0, SHOWN).forEach((o, i) => {
    const what = o.category
      ? `score ${o.category} now (${o.score} points)`
      : o.keep!.length === 0
        ? 'reroll all five dice'
        : `keep ${o.keep!.join(',')}, reroll ${5 - o.keep!.length}`;
    table.push([String(i + 1), what, fixed(o.expected, 3), i === 0 ? 'best' : fixed(o.loss, 3)]);
  });
  const rolls = a.rollsLeft === 0 ? 'no rolls left' : a.rollsLeft === 1 ? '1 roll left' : '2 rolls left';
  const lines = [
    `Dice ${a.dice.join(',')}, ${rolls}, ${openWords(a.open)}. Expected points to the end of the game:`,
    table.toString(),
  ];
  if (a.options.length > SHOWN) lines.push(`… and ${a.options.length - SHOWN} more choices (--json lists them all)`);
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
        io.out(`${JSON.stringify(out, null, 2)}\n`);
      } else io.out(`${solveText(expectedScore, flags.open, solution.ms, solution.source)}\n`);
    });

  jacht
    .command('advise')
    .description('every choice in a position, ranked by expected final score')
    .requiredOption('--dice <faces>', 'the five dice, e.g. 1,2,2,4,6', parseDice)
    .requiredOption('--rolls-left <n>', 'rolls left this turn: 0, 1 or 2', parseRollsLeft)
    .requiredOption('--open <ids>', 'open categories, comma-separated, or all', parseOpen)
    .option('--json', 'print every option as JSON')
    .action((flags: AdviseFlags) => {
      checkCache();
      const advice = advise({ dice: flags.dice, rollsLeft: flags.rollsLeft, open: flags.open });
      io.out(flags.json ? `${JSON.stringify(advice, null, 2)}\n` : `${adviceText(advice)}\n`);
    });
}
