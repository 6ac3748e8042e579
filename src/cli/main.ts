#!/usr/bin/env node
// The command line. Exit codes are decided here alone: 0 done, 1 a run or replay that
// failed, 2 a usage mistake (one line, no stack trace), 130 stopped by Ctrl-C.
import { Command, CommanderError } from 'commander';
import { ExitError, UsageError } from '../core/errors.js';
import { registerAnalyze } from './analyze.js';
import { registerJacht } from './jacht.js';
import { registerList } from './list.js';
import { registerPlay } from './play.js';
import { registerReplay } from './replay.js';
import { registerSweep } from './sweep.js';
import { registerTournament } from './tournament.js';

const program = new Command('tafel')
  .description('bot tournaments and simulations for Dutch table games')
  .version('0.1.0')
  .showSuggestionAfterError(true)
  .exitOverride()
  .configureOutput({ outputError: (text, write) => write(`tafel: ${text.replace(/^error: /, '')}`) });

registerPlay(program);
registerTournament(program);
registerReplay(program);
registerList(program);
registerJacht(program);
registerAnalyze(program);
registerSweep(program);

function fail(message: string, code: number): never {
  process.stderr.write(`tafel: ${message}\n`);
  process.exit(code);
}

try {
  await program.parseAsync(process.argv);
} catch (e) {
  if (e instanceof CommanderError) process.exit(e.exitCode === 0 ? 0 : 2);
  if (e instanceof UsageError) fail(e.message, 2);
  if (e instanceof ExitError) fail(e.message, e.exitCode);
  throw e;
}
