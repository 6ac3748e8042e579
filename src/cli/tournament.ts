// `tafel tournament <file>`: every match of a tournament file, one report after another.
import { join } from 'node:path';
import type { Command } from 'commander';
import { ExitError } from '../core/errors.js';
import { writeJson } from '../report/json.js';
import { runReport } from '../report/table.js';
import type { RunSummary } from '../sim/merge.js';
import { withPool } from '../sim/run.js';
import { loadTournament } from '../sim/tournament.js';
import { GAMES } from '../games/registry.js';
import { execute, RUN_FILES } from './execute.js';
import { jsonFlag, outFlag, workersFlag } from './flags.js';
import type { Io } from './io.js';
import { prepareOut, refuseEarlierRun, writeJsonAtEnd } from './out.js';
import { checkInputFile } from '../core/files.js';
import { stopOnSignals } from './stop.js';

/** Match i's folder in the --out folder: 1-gesjaakt, 2-jacht, … */
const matchFolder = (i: number, game: string) => `${i + 1}-${game}`;
const matchFolderPattern = () => new RegExp(`^\\d+-(${GAMES.map((g) => g.id).join('|')})$`);

interface TournamentFlags {
  workers: number;
  json?: boolean;
  out?: string;
}

export function registerTournament(program: Command, io: Io): void {
  program
    .command('tournament')
    .description('play every match of a tournament file (see tournaments/) and report each')
    .argument('<file>', 'a tournament file, e.g. tournaments/default.json')
    .addOption(workersFlag())
    .addOption(jsonFlag('print every match’s summary as JSON on stdout'))
    .addOption(outFlag('write each match’s records and summary to <dir>/<match>-<game>/, and tournament.json'))
    .action(async (file: string, flags: TournamentFlags) => {
      checkInputFile(file);
      const tournament = loadTournament(file);
      // Every folder is made and checked before the first game of the first match.
      const root = flags.out ? prepareOut('--out', flags.out, ['tournament.json']) : undefined;
      // An earlier tournament's match folders would stand beside this one's, unasked.
      if (root && flags.out) refuseEarlierRun('--out', flags.out, matchFolderPattern());
      const folders = tournament.plans.map((plan, i) =>
        root ? prepareOut('--out', join(root, matchFolder(i, plan.game)), RUN_FILES) : undefined,
      );
      const summaries: RunSummary[] = [];
      const failures: string[] = [];
      const stop = stopOnSignals(io);
      await withPool(flags.workers, async (pool) => {
        for (const [i, plan] of tournament.plans.entries()) {
          const run = await execute(plan, { workers: flags.workers, pool, stop }, folders[i]);
          summaries.push(run.summary);
          if (run.writeFailure) failures.push(`${run.folder}: ${run.writeFailure}`);
          if (!flags.json) {
            const title = `match ${i + 1} of ${tournament.plans.length} · ${tournament.name}`;
            io.out(`${i ? '\n' : ''}${title}\n${runReport(run.summary, run.elapsedMs)}\n`);
          }
          if (!run.summary.complete) break;
        }
      }).finally(stop.dispose);
      const result = { name: tournament.name, seed: tournament.seed, matches: summaries };
      if (flags.json) writeJson(result, io.out);
      if (root) writeJsonAtEnd(join(root, 'tournament.json'), result);
      if (failures.length) throw new ExitError(failures.join('; '), 2);
      if (root) io.err(`records and summaries written to ${root}\n`);
      if (summaries.some((s) => !s.complete)) throw new ExitError('tournament stopped before its end', stop.exitCode);
    });
}
