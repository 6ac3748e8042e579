// `tafel sweep <game>`: a bot parameter grid against fixed opponents, every point on the
// same seeded deals; a table best first, a chart for one or two parameters, or JSON.
import { join } from 'node:path';
import type { Command } from 'commander';
import { chart } from '../sweep/chart.js';
import { runSweep } from '../sweep/run.js';
import { sweepHeadline, sweepTable } from '../sweep/text.js';
import {
  botMemoryFlag,
  checkQueue,
  gameOptionFlag,
  gamesFlag,
  guestRequest,
  jsonFlag,
  keepQueueFlag,
  outFlag,
  queueFlag,
  type RunFlags,
  seedFlag,
  trustFlag,
  unsandboxedFlag,
  sandboxReadOnlyFlag,
  botFolderFlag,
  workersFlag,
} from './flags.js';
import type { Io } from './io.js';
import { prepareOut, writeJsonAtEnd } from './out.js';
import { writeJson } from '../report/json.js';
import { writeAtomic } from '../report/atomic.js';
import { sweepCheatNote } from './cheats.js';
import { keyOfMany } from './seal.js';
import { stopOnSignals } from './stop.js';
import { ExitError } from '../core/errors.js';
import { count } from '../report/format.js';
import { versioned } from './schema-id.js';

interface SweepFlags extends RunFlags {
  bot: string;
  vs: string;
  race?: boolean;
}

export function registerSweep(program: Command, io: Io): void {
  program
    .command('sweep')
    .description('sweep a bot parameter grid against fixed opponents on common seeded deals')
    .argument('<game>', 'game id (see tafel list)')
    .requiredOption('--bot <spec>', 'the swept bot with ranges, e.g. "threshold(risk=0.1..0.6:0.05,maxCards=2..6)"; lists as a|b')
    .requiredOption('--vs <specs>', 'the opponents, one per other seat, e.g. greedy,greedy')
    .addOption(gamesFlag('games per grid point (the most a point plays when racing)', 2000))
    .addOption(seedFlag('master seed: the same seed gives the same deals at every point'))
    .addOption(workersFlag())
    .addOption(queueFlag())
    .addOption(keepQueueFlag())
    .addOption(gameOptionFlag())
    .option('--race', 'successive halving: drop points clearly worse than the leader after each round')
    .addOption(jsonFlag('print every point’s figures as JSON on stdout'))
    .addOption(outFlag('write the result to <dir>/sweep.json and the report to <dir>/report.html'))
    .addOption(trustFlag())
    .addOption(unsandboxedFlag())
    .addOption(sandboxReadOnlyFlag())
    .addOption(botFolderFlag())
    .addOption(botMemoryFlag())
    .action(async (game: string, flags: SweepFlags, command: Command) => {
      const cheat = sweepCheatNote(game, flags.bot, flags.vs);
      if (cheat) io.err(`${cheat}\n`);
      const seedGiven = command.getOptionValueSource('seed') !== 'default';
      const key = keyOfMany([flags.bot, flags.vs], flags.trustBotFiles === true, seedGiven ? flags.seed : undefined, io.err);
      await checkQueue(flags.queue);
      const out = flags.out ? prepareOut('--out', flags.out, ['sweep.json', 'report.html']) : undefined;
      const started = performance.now();
      const stop = stopOnSignals(io);
      let queueLost: Error | undefined;
      const result = await runSweep({
        signal: stop.signal,
        game,
        bot: flags.bot,
        vs: flags.vs,
        games: flags.games,
        seed: flags.seed,
        ...(key ? { key } : {}),
        options: flags.option,
        workers: flags.workers,
        queue: flags.queue,
        keepQueue: flags.keepQueue,
        onQueue: io.err,
        onQueueLost: (e) => (queueLost = e),
        race: flags.race,
        guests: guestRequest(flags),
        onPoint: (done, total) => {
          if (process.stderr.isTTY) process.stderr.write(`\r${flags.race ? 'round' : 'point'} ${done}/${total}`);
        },
      }).finally(stop.dispose);
      if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
      const elapsed = performance.now() - started;
      if (flags.json) writeJson(versioned('sweep', result), io.out);
      else {
        const picture = chart(result);
        io.out(`${sweepHeadline(result, elapsed)}\n${sweepTable(result)}\n${picture ? `${picture}\n` : ''}`);
      }
      if (out) {
        writeJsonAtEnd(join(out, 'sweep.json'), versioned('sweep', result));
        // Charts are loaded only when a report is written.
        const { sweepHtml } = await import('../sweep/html.js');
        const html = await sweepHtml(result);
        writeAtomic(join(out, 'report.html'), (write) => write(html));
        io.err(`sweep written to ${join(out, 'sweep.json')}, report to ${join(out, 'report.html')}\n`);
      }
      if (queueLost) throw new ExitError(`${queueLost.message}: stopped after ${count(result.gamesPlayed)} games`, 2);
      if (!result.complete) throw new ExitError(`stopped after ${count(result.gamesPlayed)} games`, stop.exitCode);
    });
}
