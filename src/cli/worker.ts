// `tafel worker --queue redis://HOST:PORT`: plays batches of queued runs on this
// machine's threads until Ctrl-C, which finishes the batches in hand first.
import type { Command } from 'commander';
import { ExitError } from '../core/errors.js';
import { wholeNumber } from './args.js';
import { workersFlag } from './flags.js';
import type { Io } from './io.js';
import { stopOnSignals } from './stop.js';

interface WorkerFlags {
  queue: string;
  workers: number;
  lockMs: number;
}

export function registerWorker(program: Command, io: Io): void {
  program
    .command('worker')
    .description('play the batches that play, tournament and sweep --queue put on a Redis queue, until Ctrl-C')
    .requiredOption('--queue <redis://host:port>', 'the Redis the runs were started with')
    .addOption(workersFlag())
    .option(
      '--lock-ms <ms>',
      'how long a batch stays with a worker that stopped answering before another worker plays it',
      wholeNumber('--lock-ms', 200),
      30_000,
    )
    .action(async (flags: WorkerFlags) => {
      // Loaded here: BullMQ is no weight for the commands that do not use it.
      const { runWorker } = await import('../queue/worker.js');
      const stop = stopOnSignals(io, { kept: 'the batches in hand go to another worker once their locks run out' });
      try {
        const tally = await runWorker({
          queue: flags.queue,
          workers: flags.workers,
          lockMs: flags.lockMs,
          signal: stop.signal,
          say: io.err,
        });
        io.err(`played ${count(tally.batches)} batches, ${count(tally.games)} games\n`);
        if (tally.lost !== undefined) {
          throw new ExitError(
            `lost the queue at ${flags.queue} (${tally.lost}): stopped without reporting the batches in hand, which go to another worker once their locks run out`,
            2,
          );
        }
      } finally {
        stop.dispose();
      }
    });
}

const count = (n: number) => n.toLocaleString('en-US');
