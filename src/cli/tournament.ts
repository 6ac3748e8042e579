// `tafel tournament <file>`: every match of a tournament file, one report after another.
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { ExitError } from '../core/errors.js';
import { entrantTable, runHeadline } from '../report/table.js';
import type { RunSummary } from '../sim/merge.js';
import { defaultWorkers, withPool } from '../sim/run.js';
import { loadTournament } from '../sim/tournament.js';
import { wholeNumber } from './args.js';
import { execute } from './execute.js';

interface TournamentFlags {
  workers: number;
  json?: boolean;
  out?: string;
}

export function registerTournament(program: Command): void {
  program
    .command('tournament')
    .description('play every match of a tournament file (see tournaments/) and report each')
    .argument('<file>', 'a tournament file, e.g. tournaments/default.json')
    .option('--workers <n>', 'worker threads (default: the number of cores)', wholeNumber('--workers', 1, 256), defaultWorkers())
    .option('--json', 'print every match’s summary as JSON on stdout')
    .option('--out <dir>', 'write each match’s records and summary to <dir>/<match>-<game>/, and tournament.json')
    .action(async (file: string, flags: TournamentFlags) => {
      const tournament = loadTournament(file);
      const summaries: RunSummary[] = [];
      await withPool(flags.workers, async (pool) => {
        for (const [i, plan] of tournament.plans.entries()) {
          const out = flags.out ? join(flags.out, `${i + 1}-${plan.game}`) : undefined;
          const { summary, elapsedMs } = await execute(plan, { workers: flags.workers, out, pool });
          summaries.push(summary);
          if (!flags.json) {
            const title = `match ${i + 1} of ${tournament.plans.length} · ${tournament.name}`;
            process.stdout.write(`${i ? '\n' : ''}${title}\n${runHeadline(summary, elapsedMs)}\n${entrantTable(summary)}\n`);
          }
          if (!summary.complete) break;
        }
      });
      const result = { name: tournament.name, seed: tournament.seed, matches: summaries };
      if (flags.out) writeFileSync(join(flags.out, 'tournament.json'), `${JSON.stringify(result, null, 2)}\n`);
      if (flags.json) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
      if (summaries.some((s) => !s.complete)) throw new ExitError('tournament stopped before its end', 130);
    });
}
