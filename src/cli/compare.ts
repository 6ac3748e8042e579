// `tafel compare RUN_A RUN_B`: one entrant's games in two runs on the same deals, paired
// deal by deal (src/compare/), as text, JSON, or with --out a report.html.
import { dirname, join, relative } from 'node:path';
import type { Command } from 'commander';
import { ExitError } from '../core/errors.js';
import { DiskError } from '../core/disk.js';
import { writeAtomic } from '../report/atomic.js';
import { writeJson } from '../report/json.js';
import { type RunComparison, chooseEntrant, compareRuns } from '../compare/compare.js';
import type { SwingPages } from '../compare/html.js';
import { type RunSide, openRun } from '../compare/run-side.js';
import { compareText } from '../compare/text.js';
import { writePagesOf } from '../view/write.js';
import { jsonFlag, outFlag } from './flags.js';
import type { Io } from './io.js';
import { prepareOut } from './out.js';

/** The pages of the deals that moved most, written to each run's view/ folder: each
 * game's page by index, as a path relative to the report. A run whose folder cannot take
 * them (read-only) is said in one line, and its games are listed without links. */
function swingPages(c: RunComparison, a: RunSide, b: RunSide, out: string, io: Io): SwingPages {
  const deals = [...c.swings.bBetter, ...c.swings.aBetter];
  const pagesOf = (side: RunSide, indexes: number[]) => {
    try {
      const written = writePagesOf(dirname(side.records), side.table?.number, indexes);
      return new Map([...written].map(([index, path]) => [index, relative(out, path)]));
    } catch (e) {
      const disk = e instanceof DiskError || typeof (e as NodeJS.ErrnoException).code === 'string';
      if (!disk) throw e;
      const why = (e as Error).message.split('\n')[0];
      io.err(`note: no game pages written for ${side.name} (${why}): the report lists its games without links\n`);
      return new Map<number, string>();
    }
  };
  const [inA, inB] = [deals.flatMap((s) => s.a), deals.flatMap((s) => s.b)];
  return { a: pagesOf(a, inA), b: pagesOf(b, inB) };
}

interface CompareFlags {
  bot?: string;
  json?: boolean;
  out?: string;
}

const REPORT = 'report.html';

export function registerCompare(program: Command, io: Io): void {
  program
    .command('compare')
    .description("compare one entrant's results in two runs on the same deals, game by game (e.g. two versions of a bot)")
    .argument('<run-a>', 'a tafel play --out folder, or a table of a tournament folder as DIR#N (N from 1)')
    .argument('<run-b>', 'the same for the other run: same game, seed, deal set, seating and options')
    .option(
      '--bot <name>',
      'the entrant to compare, by its label or its position in the lineup (from 1), where not just one differs',
    )
    .addOption(jsonFlag('print the comparison as JSON on stdout'))
    .addOption(outFlag(`write ${REPORT}, the comparison as a page, to a folder`))
    .action(async (runA: string, runB: string, flags: CompareFlags) => {
      const [a, b] = [openRun(runA), openRun(runB)];
      const choice = chooseEntrant(a, b, flags.bot);
      const out = flags.out ? prepareOut('--out', flags.out, [REPORT]) : undefined;
      const comparison = await compareRuns(a, b, choice);
      if (flags.json) writeJson(comparison, io.out);
      else io.out(`${compareText(comparison)}\n`);
      if (!out) return;
      // Loaded only for a page: vega is no light import.
      const { compareHtml } = await import('../compare/html.js');
      const html = await compareHtml(comparison, swingPages(comparison, a, b, out, io));
      const report = join(out, REPORT);
      try {
        writeAtomic(report, (write) => write(html));
      } catch (e) {
        if (e instanceof DiskError) throw new ExitError(e.message, 2);
        throw e;
      }
      (flags.json ? io.err : io.out)(`report: ${report}\n`);
    });
}
