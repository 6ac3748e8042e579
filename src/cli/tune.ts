// `tafel tune <game>`: NTBEA (or random search) over a bot's parameters against fixed
// opponents, evaluations on the workers, the picks checked on fresh seeds.
import { join } from 'node:path';
import { Option, type Command } from 'commander';
import { ExitError, UsageError, choices } from '../core/errors.js';
import { count } from '../report/format.js';
import { writeAtomic } from '../report/atomic.js';
import { writeJson } from '../report/json.js';
import { METHODS, type Method, runTune } from '../tune/run.js';
import { marginalLines, traceLines, tuneHeadline, tuneTable } from '../tune/table.js';
import { wholeNumber } from './args.js';
import {
  botMemoryFlag,
  checkQueue,
  gameOptionFlag,
  guestRequest,
  jsonFlag,
  keepQueueFlag,
  outFlag,
  queueFlag,
  type RunFlags,
  seedFlag,
  trustFlag,
  workersFlag,
} from './flags.js';
import type { Io } from './io.js';
import { prepareOut, writeJsonAtEnd } from './out.js';
import { stopOnSignals } from './stop.js';

interface TuneFlags extends Omit<RunFlags, 'games'> {
  bot: string;
  vs: string;
  budget: number;
  method: string;
  block?: number;
  check?: number;
  explore: number;
  against?: string;
}

function method(text: string): Method {
  if (!(METHODS as readonly string[]).includes(text))
    throw new UsageError(`--method ${text} is unknown: use ${choices([...METHODS])}`);
  return text as Method;
}

function explore(text: string): number {
  const k = Number(text);
  if (!/^\d*\.?\d+$/.test(text) || !Number.isFinite(k))
    throw new UsageError(`--explore ${text} is not a number: give k ≥ 0, e.g. 1`);
  return k;
}

export function registerTune(program: Command, io: Io): void {
  program
    .command('tune')
    .description("tune a bot's parameters with NTBEA against fixed opponents; the picks checked on fresh seeds")
    .argument('<game>', 'game id (see tafel list)')
    .requiredOption(
      '--bot <spec>',
      'the tuned bot; ranges (risk=0.05..0.8), lists (victim=a|b) or values narrow its declared parameters',
    )
    .requiredOption('--vs <specs>', 'the opponents, one per other seat, e.g. greedy,greedy')
    .addOption(new Option('--budget <games>', 'games the search may play').argParser(wholeNumber('--budget', 1)).default(40000))
    .addOption(new Option('--method <name>', `search method: ${METHODS.join(' or ')}`).argParser(method).default('ntbea'))
    .addOption(seedFlag('master seed: the search and its games follow from it'))
    .addOption(
      new Option('--block <games>', 'games per evaluation, whole duplicate deals (default: 10 deals)').argParser(
        wholeNumber('--block', 1),
      ),
    )
    .addOption(
      new Option('--check <games>', 'games each pick plays on fresh seeds at the end (default: about 2,000)').argParser(
        wholeNumber('--check', 1),
      ),
    )
    .addOption(
      new Option('--explore <k>', 'the UCB exploration constant, in standard errors of one evaluation')
        .argParser(explore)
        .default(1),
    )
    .option('--against <specs>', 'bots to check beside the picks on the same fresh seeds, e.g. the best grid point')
    .addOption(workersFlag())
    .addOption(queueFlag())
    .addOption(keepQueueFlag())
    .addOption(gameOptionFlag())
    .addOption(jsonFlag('print the result as JSON on stdout'))
    .addOption(outFlag('write the result to <dir>/tune.json and the report to <dir>/report.html'))
    .addOption(trustFlag())
    .addOption(botMemoryFlag())
    .action(async (game: string, flags: TuneFlags) => {
      await checkQueue(flags.queue);
      const out = flags.out ? prepareOut('--out', flags.out, ['tune.json', 'report.html']) : undefined;
      const started = performance.now();
      const stop = stopOnSignals(io);
      const result = await runTune({
        signal: stop.signal,
        game,
        bot: flags.bot,
        vs: flags.vs,
        budget: flags.budget,
        method: flags.method as Method,
        seed: flags.seed,
        block: flags.block,
        check: flags.check,
        against: flags.against,
        explore: flags.explore,
        options: flags.option,
        workers: flags.workers,
        queue: flags.queue,
        keepQueue: flags.keepQueue,
        onQueue: io.err,
        guests: guestRequest(flags),
        onProgress: (spent, budget) => {
          if (process.stderr.isTTY) process.stderr.write(`\r${count(spent)}/${count(budget)} games`);
        },
      }).finally(stop.dispose);
      if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
      if (flags.json) writeJson(result, io.out);
      else {
        const elapsed = performance.now() - started;
        io.out(
          `${tuneHeadline(result, elapsed)}\n${tuneTable(result)}\nbest estimate over the budget:\n${traceLines(result)}\nthe parameters in the search (mean win share % by value):\n${marginalLines(result)}\n`,
        );
      }
      if (out) {
        writeJsonAtEnd(join(out, 'tune.json'), result);
        const { tuneHtml } = await import('../tune/html.js');
        const html = await tuneHtml(result);
        writeAtomic(join(out, 'report.html'), (write) => write(html));
        io.err(`tune written to ${join(out, 'tune.json')}, report to ${join(out, 'report.html')}\n`);
      }
      if (!result.complete) throw new ExitError(`stopped after ${count(result.spent)} games of the search`, stop.exitCode);
    });
}
