// `tafel play <game>`: one lineup, N seeded games, a table (or JSON) at the end.
import type { Command } from 'commander';
import { buildPlan } from '../sim/build.js';
import { defaultWorkers } from '../sim/run.js';
import { entrantTable, runHeadline } from '../report/table.js';
import { execute } from './execute.js';
import { ExitError } from '../core/errors.js';
import { collectOption, oneOf, positiveNumber, wholeNumber } from './args.js';
import { SEATINGS, type Seating } from '../sim/plan.js';

interface PlayFlags {
  bots: string;
  games: number;
  seed: number;
  workers: number;
  option: Record<string, string>;
  json?: boolean;
  out?: string;
  batchSize?: number;
  budgetMs?: number;
  seating: Seating;
}

export function registerPlay(program: Command): void {
  program
    .command('play')
    .description('play many seeded games of one lineup and report win rates and scores')
    .argument('<game>', 'game id (see tafel list)')
    .requiredOption('--bots <specs>', 'one bot per seat, e.g. greedy(threshold=3),random,random')
    .option('--games <n>', 'number of games', wholeNumber('--games', 1), 1000)
    .option('--seed <s>', 'master seed: the same seed gives the same games', wholeNumber('--seed', 0), 1)
    .option('--workers <n>', 'worker threads (default: the number of cores)', wholeNumber('--workers', 1, 256), defaultWorkers())
    .option('--option <key=value>', 'game option (repeatable)', collectOption, {})
    .option('--json', 'print the summary as JSON on stdout')
    .option('--out <dir>', 'write every game record (records.jsonl) and the summary (summary.json) to a folder')
    .option('--batch-size <n>', 'games per worker task (results do not depend on it)', wholeNumber('--batch-size', 1))
    .option(
      '--seating <mode>',
      'rotate: seats turn round each game; permute: every table order in turn',
      oneOf('--seating', SEATINGS),
      'rotate',
    )
    .option('--budget-ms <ms>', 'time a bot may take per decision; slower bots forfeit', positiveNumber('--budget-ms'))
    .action(async (gameId: string, flags: PlayFlags) => {
      const plan = buildPlan({
        game: gameId,
        bots: flags.bots,
        games: flags.games,
        seed: flags.seed,
        options: flags.option,
        budgetMs: flags.budgetMs,
        seating: flags.seating,
      });
      const { summary, elapsedMs, folder } = await execute(plan, flags);
      if (flags.json) process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
      else process.stdout.write(`${runHeadline(summary, elapsedMs)}\n${entrantTable(summary)}\n`);
      if (folder) process.stderr.write(`records and summary written to ${folder}\n`);
      if (!summary.complete) throw new ExitError(`stopped after ${summary.games} of ${plan.games} games`, 130);
    });
}
