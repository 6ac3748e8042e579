// `tafel sweep <game>`: a bot parameter grid against fixed opponents, every point on the
// same seeded deals; a table best first, a chart for one or two parameters, or JSON.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { defaultWorkers } from '../sim/run.js';
import { chart } from '../sweep/chart.js';
import { runSweep } from '../sweep/run.js';
import { sweepHeadline, sweepTable } from '../sweep/table.js';
import { collectOption, wholeNumber } from './args.js';

interface SweepFlags {
  bot: string;
  vs: string;
  games: number;
  seed: number;
  workers: number;
  option: Record<string, string>;
  race?: boolean;
  json?: boolean;
  out?: string;
}

export function registerSweep(program: Command): void {
  program
    .command('sweep')
    .description('sweep a bot parameter grid against fixed opponents on common seeded deals')
    .argument('<game>', 'game id (see tafel list)')
    .requiredOption('--bot <spec>', 'the swept bot with ranges, e.g. "threshold(risk=0.1..0.6:0.05,maxCards=2..6)"; lists as a|b')
    .requiredOption('--vs <specs>', 'the opponents, one per other seat, e.g. greedy,greedy')
    .option('--games <n>', 'games per grid point (the most a point plays when racing)', wholeNumber('--games', 1), 2000)
    .option('--seed <s>', 'master seed: the same seed gives the same deals at every point', wholeNumber('--seed', 0), 1)
    .option('--workers <n>', 'worker threads (default: the number of cores)', wholeNumber('--workers', 1, 256), defaultWorkers())
    .option('--option <key=value>', 'game option (repeatable)', collectOption, {})
    .option('--race', 'successive halving: drop points clearly worse than the leader after each round')
    .option('--json', 'print every point’s figures as JSON on stdout')
    .option('--out <dir>', 'write the result to <dir>/sweep.json')
    .action(async (game: string, flags: SweepFlags) => {
      const started = performance.now();
      const result = await runSweep({
        game,
        bot: flags.bot,
        vs: flags.vs,
        games: flags.games,
        seed: flags.seed,
        options: flags.option,
        workers: flags.workers,
        race: flags.race,
        onPoint: (done, total) => {
          if (process.stderr.isTTY) process.stderr.write(`\r${flags.race ? 'round' : 'point'} ${done}/${total}`);
        },
      });
      if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
      const elapsed = performance.now() - started;
      if (flags.out) {
        mkdirSync(flags.out, { recursive: true });
        writeFileSync(join(flags.out, 'sweep.json'), `${JSON.stringify(result, null, 2)}\n`);
      }
      if (flags.json) {
        process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
        return;
      }
      const picture = chart(result);
      process.stdout.write(`${sweepHeadline(result, elapsed)}\n${sweepTable(result)}\n${picture ? `${picture}\n` : ''}`);
    });
}
