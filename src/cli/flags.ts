// The flags `play`, `sweep`, `analyze` and `tournament` share, defined once so they read,
// check and explain themselves the same way in every command.
import { Option } from 'commander';
import { defaultWorkers } from '../sim/run.js';
import { collectOption, folder, wholeNumber } from './args.js';

export const gamesFlag = (help: string, fallback: number) =>
  new Option('--games <n>', help).argParser(wholeNumber('--games', 1)).default(fallback);

export const seedFlag = (help = 'master seed: the same seed gives the same games') =>
  new Option('--seed <s>', help).argParser(wholeNumber('--seed', 0)).default(1);

export const workersFlag = () =>
  new Option('--workers <n>', 'worker threads')
    .argParser(wholeNumber('--workers', 1, 256))
    .default(defaultWorkers(), `the number of cores, ${defaultWorkers()}`);

export const gameOptionFlag = () =>
  new Option('--option <key=value>', 'game option (repeatable), see tafel list').argParser(collectOption);

export const jsonFlag = (help: string) => new Option('--json', help);

export const outFlag = (help: string) => new Option('--out <dir>', help).argParser(folder('--out'));

/** The flags every command that plays seeded games of one game has. */
export interface RunFlags {
  games: number;
  seed: number;
  workers: number;
  /** Absent when no --option was given. */
  option?: Record<string, string>;
  json?: boolean;
  out?: string;
}
