// The flags `play`, `sweep`, `analyze` and `tournament` share, defined once so they read,
// check and explain themselves the same way in every command.
import { Option } from 'commander';
import { MAX_BATCH_SIZE, defaultWorkers } from '../sim/run.js';
import { UsageError } from '../core/errors.js';
import { parseQueueAddress } from '../queue/address.js';
import { defaultBotMemoryMb } from '../../bots/guest-bots.js';
import { collectOption, collectPath, existingFolder, folder, wholeNumber } from './args.js';

export const gamesFlag = (help: string, fallback: number) =>
  new Option('--games <n>', help).argParser(wholeNumber('--games', 1)).default(fallback);

export const seedFlag = (help = 'master seed: the same seed gives the same games') =>
  new Option('--seed <s>', help).argParser(wholeNumber('--seed', 0)).default(1);

export const workersFlag = () =>
  new Option('--workers <n>', 'worker threads, started when the run repays them (results do not depend on it)')
    .argParser(workerCount)
    .default(defaultWorkers(), `the number of cores, ${defaultWorkers()}`);

/** More threads than cores only slow a run down (the games are pure computation), and
 * the results are the same for any count, so more are refused rather than obeyed. */
function workerCount(text: string): number {
  const cores = defaultWorkers();
  const n = wholeNumber('--workers', 1)(text);
  if (n > cores) {
    throw new UsageError(
      `--workers ${text} is more than the ${cores} cores here: use 1 to ${cores} (results are the same for any count)`,
    );
  }
  return n;
}

/** Games per batch, capped (see MAX_BATCH_SIZE): a larger batch would gain nothing and
 * could exhaust memory, as 10^12 did at once (an array too long to make). */
export const batchSizeFlag = () =>
  new Option('--batch-size <n>', 'games per worker task (results do not depend on it)').argParser((text: string) => {
    const size = wholeNumber('--batch-size', 1)(text);
    if (size > MAX_BATCH_SIZE) {
      throw new UsageError(
        `--batch-size ${text} is more than ${MAX_BATCH_SIZE} games, the most a batch holds in memory: use 1 to ${MAX_BATCH_SIZE} (results are the same for any size)`,
      );
    }
    return size;
  });

/** Plays a run's batches on `tafel worker` processes behind a Redis queue; parsed here,
 * so a malformed address is refused before anything else happens. */
export const queueFlag = () =>
  new Option(
    '--queue <redis://host:port>',
    'play the batches on tafel worker processes (any machines) that take them from this Redis; the same results',
  ).argParser((text: string) => parseQueueAddress(text).url);

/** Reaches the --queue's Redis once, so an unreachable one is told before an output
 * folder is made for nothing. */
export async function checkQueue(queue: string | undefined): Promise<void> {
  if (queue === undefined) return;
  const { checkReachable } = await import('../queue/reach.js');
  await checkReachable(parseQueueAddress(queue));
}

export const keepQueueFlag = () =>
  new Option(
    '--keep-queue',
    'with --queue: leave the batches and their results in Redis, where a later run of the same batches takes them without playing (results expire after a week)',
  );

export const gameOptionFlag = () =>
  new Option('--option <key=value>', 'game option (repeatable), see tafel list').argParser(collectOption);

export const jsonFlag = (help: string) => new Option('--json', help);

export const outFlag = (help: string) => new Option('--out <dir>', help).argParser(folder('--out'));

/** Runs bot files in tafel's own realm: faster, and a bot file can then read hidden
 * cards, rig the dealing or stop the run (docs/bots.md says what it gives up). */
export const trustFlag = () =>
  new Option(
    '--trust-bot-files',
    "run bot files in tafel's own thread, for speed: unprotected (a bot file could then see hidden cards, rig the dealing or stop the run)",
  );

/** The heap a bot file's thread may use; more is a forfeit of the game. */
export const botMemoryFlag = (overrides = '') =>
  new Option(
    '--bot-memory-mb <mb>',
    `a bot's memory limit (a bot file's heap, a program's memory); a bot that goes over it forfeits the game${overrides}`,
  )
    .argParser(wholeNumber('--bot-memory-mb', 16))
    .default(undefined, `${defaultBotMemoryMb()}, a share of this machine's memory`);

/** Plays bots from outside tafel with nothing between them and the run. */
export const unsandboxedFlag = () =>
  new Option(
    '--unsandboxed',
    'play bot files and programs outside the sandbox, unprotected: they could then read the records, see the seed, stop the run or reach the network (docs/security.md)',
  );

/** A path every sandbox shows, read-only, beside the bot's own folder. */
export const sandboxReadOnlyFlag = () =>
  new Option(
    '--sandbox-ro <path>',
    "show the bots' sandboxes this path too, read-only (repeatable): a virtual environment, a model file",
  ).argParser(collectPath('--sandbox-ro'));

/** Where relative bot files are read from and programs run. */
export const botFolderFlag = () =>
  new Option(
    '--bot-folder <dir>',
    "where relative bot files are read from and programs run (default: here); a program's sandbox shows it this folder",
  ).argParser(existingFolder('--bot-folder'));

/** The guest flags as buildPlan takes them. */
export function guestRequest(flags: GuestFlags): GuestRequestFlags {
  return {
    trust: flags.trustBotFiles === true,
    ...(flags.botMemoryMb !== undefined ? { memoryMb: flags.botMemoryMb } : {}),
    ...(flags.unsandboxed ? { unsandboxed: true } : {}),
    ...(flags.sandboxRo?.length ? { readOnly: flags.sandboxRo } : {}),
    ...(flags.botFolder !== undefined ? { base: flags.botFolder } : {}),
  };
}

/** The flags of bots from outside tafel. */
export interface GuestFlags {
  trustBotFiles?: boolean;
  botMemoryMb?: number;
  unsandboxed?: boolean;
  sandboxRo?: string[];
  botFolder?: string;
}

interface GuestRequestFlags {
  trust: boolean;
  memoryMb?: number;
  unsandboxed?: boolean;
  readOnly?: string[];
  base?: string;
}

/** The flags every command that plays seeded games of one game has. */
export interface RunFlags {
  games: number;
  seed: number;
  workers: number;
  /** Absent when no --option was given. */
  option?: Record<string, string>;
  json?: boolean;
  out?: string;
  queue?: string;
  keepQueue?: boolean;
  trustBotFiles?: boolean;
  botMemoryMb?: number;
  unsandboxed?: boolean;
  sandboxRo?: string[];
  botFolder?: string;
}
