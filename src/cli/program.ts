// The command line as a function: `runCli(argv, io)` runs one command and returns its exit
// code, so tests run every command in-process. Exit codes are decided here alone: 0 done,
// 1 a run or replay that failed, 2 a usage mistake or a failed write (one line, no stack
// trace), 130 stopped by Ctrl-C.
import { closeGuests } from '../guests/guest.js';
import { Command, CommanderError } from 'commander';
import { ExitError, UsageError, choices } from '../core/errors.js';
import { releaseFolderLocks } from '../core/folder-lock.js';
import { registerAnalyze } from './analyze.js';
import { registerExport } from './export.js';
import { registerCompare } from './compare.js';
import { type Io, processIo } from './io.js';
import { registerJacht } from './jacht.js';
import { registerList } from './list.js';
import { registerPlay } from './play.js';
import { registerReplay } from './replay.js';
import { registerServe } from './serve.js';
import { registerStatus } from './status.js';
import { registerSweep } from './sweep.js';
import { registerTournament } from './tournament.js';
import { registerTune } from './tune.js';
import { registerView } from './view.js';
import { registerWorker } from './worker.js';
import { releaseStops } from './stop.js';

function program(io: Io): Command {
  const tafel = new Command('tafel')
    .description('bot tournaments and simulations for Dutch table games')
    .version('0.1.0')
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({
      writeOut: io.out,
      writeErr: io.err,
      outputError: (text, write) => write(`tafel: ${text.replace(/^error: /, '')}`),
    });
  for (const register of [
    registerPlay,
    registerServe,
    registerTournament,
    registerStatus,
    registerReplay,
    registerExport,
    registerCompare,
    registerList,
    registerJacht,
    registerAnalyze,
    registerSweep,
    registerTune,
    registerView,
    registerWorker,
  ]) {
    register(tafel, io);
  }
  return tafel;
}

/** Runs `tafel <argv…>` (argv without node and the script) and returns the exit code. */
export async function runCli(argv: readonly string[], io: Io = processIo): Promise<number> {
  // A fresh program each time: commander keeps parsed values on its commands.
  const tafel = program(io);
  try {
    refuseRepeatedFlags(argv);
    refuseUnknownCommand(tafel, argv);
    refuseKeepQueueAlone(argv);
    await tafel.parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : 2;
    if (e instanceof UsageError) return fail(io, e.message, 2);
    if (e instanceof ExitError) return fail(io, e.message, e.exitCode);
    throw e;
  } finally {
    releaseFolderLocks();
    // Bots from outside tafel that this thread started (a run on one worker) end with it.
    await closeGuests();
    releaseStops();
  }
}

function fail(io: Io, message: string, code: number): number {
  io.err(`tafel: ${message}\n`);
  return code;
}

/** --keep-queue keeps a queue's batches: given without a queue it would do nothing, and
 * the user, who meant one, would not be told. */
function refuseKeepQueueAlone(argv: readonly string[]): void {
  const end = argv.indexOf('--');
  const flags = (end < 0 ? argv : argv.slice(0, end)).map((arg) => arg.split('=')[0]);
  if (flags.includes('--keep-queue') && !flags.includes('--queue')) {
    throw new UsageError(
      '--keep-queue keeps the batches of a --queue, and none is given: add --queue redis://host:port, or drop --keep-queue',
    );
  }
}

/** Flags that may be given more than once, each adding a value (jacht advise: one
 * --opponent-open and --opponent-total per opponent). */
const REPEATABLE = new Set(['--option', '--opponent-open', '--opponent-total', '--sandbox-ro']);

/** commander keeps the last of a repeated flag; a user who wrote `--games 10 --games 20`
 * meant one of them, so say so rather than drop a value silently. */
function refuseRepeatedFlags(argv: readonly string[]): void {
  const seen = new Set<string>();
  for (const arg of argv) {
    if (arg === '--') return;
    if (!arg.startsWith('--')) continue;
    const flag = arg.split('=')[0];
    if (REPEATABLE.has(flag)) continue;
    if (seen.has(flag)) throw new UsageError(`${flag} is given twice: give it once`);
    seen.add(flag);
  }
}

/** A command that does not exist is a mistake with or without --help: commander would
 * print the top-level help for `tafel nosuch --help` and exit 0, as if it existed. Each
 * word before the first flag-free argument of a leaf command must name a command (the
 * groups, such as `jacht`, have no flags of their own to skip). */
function refuseUnknownCommand(tafel: Command, argv: readonly string[]): void {
  let group = tafel;
  for (const arg of argv) {
    if (arg === '--') return;
    if (arg.startsWith('-')) continue;
    if (group.commands.length === 0) return;
    const found = group.commands.find((c) => c.name() === arg || c.aliases().includes(arg));
    if (!found) {
      if (arg === 'help') return;
      const where = group === tafel ? '' : ` of tafel ${group.name()}`;
      const valid = group.commands.map((c) => c.name());
      throw new UsageError(`unknown command '${arg}'${where}: valid commands are ${choices(valid)}`);
    }
    group = found;
  }
}
