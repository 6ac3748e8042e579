// `tafel tune <game>`: NTBEA (or random search) over a bot's parameters against fixed
// opponents, evaluations on the workers, the picks checked on fresh seeds.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Option, type Command } from 'commander';
import { ExitError, UsageError, choices } from '../core/errors.js';
import { type RecordFile, openRecordFile } from '../core/disk.js';
import { lockFolder } from '../core/folder-lock.js';
import { RUN_KEY_FILE, readRunKey, writeRunKey } from '../core/run-key.js';
import { LOG_FILE, type Logged, type TuneSettings, cutToWholeLines, evaluationLine, headerLine, readLog } from '../tune/log.js';
import { count } from '../report/format.js';
import { writeAtomic } from '../report/atomic.js';
import { writeJson } from '../report/json.js';
import { runTune } from '../tune/run.js';
import type { TuneResult } from '../tune/result.js';
import { METHODS, type Method } from '../tune/searcher.js';
import { marginalLines, traceLines, tuneHeadline, tuneTable } from '../tune/text.js';
import { folder, wholeNumber } from './args.js';
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
  unsandboxedFlag,
  sandboxReadOnlyFlag,
  botFolderFlag,
  workersFlag,
} from './flags.js';
import type { Io } from './io.js';
import { prepareOut, writeJsonAtEnd } from './out.js';
import { stopOnSignals } from './stop.js';
import { versioned } from './schema-id.js';
import { keyOfMany } from './seal.js';

interface TuneFlags extends Omit<RunFlags, 'games'> {
  bot?: string;
  vs?: string;
  resume?: string;
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
  if (text.trim() === '' || !Number.isFinite(k)) throw new UsageError(`--explore ${text} is not a number: give k ≥ 0, e.g. 1`);
  if (k < 0) throw new UsageError(`--explore ${text} is negative: give k ≥ 0, e.g. 1`);
  return k;
}

/** --budget: a whole number of games; a negative one is named as such. */
function budget(text: string): number {
  if (/^\s*-\s*\d/.test(text))
    throw new UsageError(`--budget ${text} is negative: give the games the search and race may play, e.g. 40000`);
  return wholeNumber('--budget', 1)(text);
}

export function registerTune(program: Command, io: Io): void {
  program
    .command('tune')
    .description("tune a bot's parameters with NTBEA against fixed opponents, race the best, check them on fresh deals")
    .argument('<game>', 'game id (see tafel list)')
    .option('--bot <spec>', 'the tuned bot; ranges (risk=0.05..0.8), lists (victim=a|b) or values narrow its declared parameters')
    .option('--vs <specs>', 'the opponents, one per other seat, e.g. greedy,greedy')
    .addOption(
      new Option('--budget <games>', 'games the search and the race may play (the check is extra)')
        .argParser(budget)
        .default(40000),
    )
    .option(
      '--resume <dir>',
      'continue the tune that --out wrote to <dir>, with its settings; what it played is not played again',
      folder('--resume'),
    )
    .addOption(new Option('--method <name>', `search method: ${METHODS.join(' or ')}`).argParser(method).default('ntbea'))
    .addOption(seedFlag('master seed: the search and its games follow from it'))
    .addOption(
      new Option('--block <games>', 'games per evaluation, whole duplicate deals (default: 10 deals)').argParser(
        wholeNumber('--block', 1),
      ),
    )
    .addOption(
      new Option('--check <games>', 'games each checked row plays on fresh deals at the end (default: about 2,000)').argParser(
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
    .addOption(
      outFlag(
        'write the result to <dir>/tune.json, the report to <dir>/report.html, and each evaluation as it is played to <dir>/evaluations.jsonl (for --resume)',
      ),
    )
    .addOption(trustFlag())
    .addOption(unsandboxedFlag())
    .addOption(sandboxReadOnlyFlag())
    .addOption(botFolderFlag())
    .addOption(botMemoryFlag())
    .action((game: string, flags: TuneFlags, command: Command) => tune(game, flags, command, io));
}

async function tune(game: string, flags: TuneFlags, command: Command, io: Io): Promise<void> {
  await checkQueue(flags.queue);
  const folder = tuneFolder(game, flags, command, io);
  if ('rebuilt' in folder) {
    await writeReport(folder.rebuilt, JSON.parse(readFileSync(join(folder.rebuilt, 'tune.json'), 'utf8')) as TuneResult);
    io.err(`tune ${folder.rebuilt} was finished but had no report: report written to ${join(folder.rebuilt, 'report.html')}\n`);
    return;
  }
  const { settings, dir, log, logged, key } = folder;
  const started = performance.now();
  const stop = stopOnSignals(io);
  const result = await runTune({
    ...settings,
    ...(key ? { key } : {}),
    method: settings.method as Method,
    signal: stop.signal,
    logged,
    onEvaluation: (n, point, value) => log?.append([evaluationLine(n, point, value)]),
    workers: flags.workers,
    queue: flags.queue,
    keepQueue: flags.keepQueue,
    onQueue: io.err,
    guests: guestRequest(flags),
    onProgress: (phase, done, total) => {
      if (process.stderr.isTTY) process.stderr.write(`\r${phase}: ${count(done)}/${count(total)} games\x1b[K`);
    },
  }).finally(() => {
    stop.dispose();
    log?.close();
  });
  if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
  if (flags.json) writeJson(versioned('tune', result), io.out);
  else {
    const elapsed = performance.now() - started;
    io.out(
      `${tuneHeadline(result, elapsed)}\n${tuneTable(result)}\nbest estimate over the search:\n${traceLines(result)}\nthe parameters in the search (mean win share % by value):\n${marginalLines(result)}\n`,
    );
  }
  const resume = `tafel tune ${settings.game} --resume ${dir}`;
  if (log?.failure) throw new ExitError(`${log.failure.message}; continue with ${resume} once it can be written`, 2);
  if (dir && !result.complete) io.err(`stopped early: continue with ${resume}\n`);
  const out = result.complete ? dir : undefined;
  if (out) {
    writeJsonAtEnd(join(out, 'tune.json'), versioned('tune', result));
    await writeReport(out, result);
    io.err(`tune written to ${join(out, 'tune.json')}, report to ${join(out, 'report.html')}\n`);
  }
  if (!result.complete) throw new ExitError(`stopped after ${count(result.spent)} games of the search`, stop.exitCode);
}

/** Writes DIR/report.html for a finished tune. */
async function writeReport(dir: string, result: TuneResult): Promise<void> {
  const { tuneHtml } = await import('../tune/html.js');
  const html = await tuneHtml(result);
  writeAtomic(join(dir, 'report.html'), (write) => write(html));
}

/** Flags that fix a tune's path: a resumed tune takes them from its log. */
const SETTINGS = ['bot', 'vs', 'budget', 'method', 'seed', 'block', 'check', 'against', 'explore', 'option'] as const;

interface TuneFolder {
  readonly settings: TuneSettings;
  readonly dir?: string;
  readonly log?: RecordFile;
  readonly logged?: ReadonlyMap<number, Logged>;
  /** A sealed tune's secret key: drawn for a new one, read from run.key on --resume. */
  readonly key?: string;
}

/** The tune's settings and folder: a new one (--out: made, locked, the log begun with the
 * settings), a resumed one (--resume: the log read, the folder locked), or none. */
function tuneFolder(game: string, flags: TuneFlags, command: Command, io: Io): TuneFolder | { rebuilt: string } {
  if (flags.resume === undefined) {
    if (flags.bot === undefined || flags.vs === undefined) {
      throw new UsageError('tune needs --bot and --vs (e.g. --bot threshold --vs greedy,greedy), or --resume <dir>');
    }
    const lineups = [flags.bot, flags.vs, ...(flags.against ? [flags.against] : [])];
    const seedGiven = command.getOptionValueSource('seed') !== 'default';
    const key = keyOfMany(lineups, flags.trustBotFiles === true, seedGiven ? flags.seed : undefined, io.err);
    const settings: TuneSettings = {
      game,
      bot: flags.bot,
      vs: flags.vs,
      budget: flags.budget,
      seed: flags.seed,
      method: flags.method,
      explore: flags.explore,
      ...(flags.block !== undefined ? { block: flags.block } : {}),
      ...(flags.check !== undefined ? { check: flags.check } : {}),
      ...(flags.against !== undefined ? { against: flags.against } : {}),
      ...(flags.option !== undefined ? { options: flags.option } : {}),
      ...(key ? { keyed: true as const } : {}),
    };
    if (!flags.out) return { settings, key };
    const dir = prepareOut('--out', flags.out, ['tune.json', 'report.html', LOG_FILE, RUN_KEY_FILE]);
    if (key) writeRunKey(dir, key);
    const log = openRecordFile(join(dir, LOG_FILE), 'w');
    log.append([headerLine(settings)]);
    return { settings, dir, log, key };
  }
  if (flags.out) throw new UsageError('--out and --resume both name the tune folder: give one');
  const given = SETTINGS.filter((name) => command.getOptionValueSource(name) === 'cli');
  if (given.length) {
    throw new UsageError(`--resume takes the tune's settings from ${flags.resume}: drop --${given[0]}`);
  }
  const dir = resolve(flags.resume);
  if (!existsSync(dir)) throw new UsageError(`--resume ${flags.resume}: no such folder: resume a folder a tune wrote with --out`);
  lockFolder(dir, '--resume', flags.resume);
  if (existsSync(join(dir, 'tune.json'))) {
    // Killed between tune.json and its report: the report is all that is missing.
    if (!existsSync(join(dir, 'report.html'))) return { rebuilt: dir };
    throw new UsageError(
      `--resume ${flags.resume} holds a finished tune (tune.json and report.html): there is nothing to continue`,
    );
  }
  const { settings, logged } = readLog(join(dir, LOG_FILE));
  if (settings.game !== game) {
    throw new UsageError(
      `--resume ${flags.resume} is a tune of ${settings.game}, not ${game}: write tafel tune ${settings.game} --resume ${flags.resume}`,
    );
  }
  const key = settings.keyed ? readRunKey(dir) : undefined;
  if (settings.keyed && key === undefined) {
    throw new UsageError(
      `--resume ${flags.resume}: the tune was sealed with a secret key, and ${RUN_KEY_FILE} is gone from its folder: its deals cannot be dealt again, start the tune anew`,
    );
  }
  cutToWholeLines(join(dir, LOG_FILE));
  return { settings, dir, log: openRecordFile(join(dir, LOG_FILE), 'a'), logged, key };
}
