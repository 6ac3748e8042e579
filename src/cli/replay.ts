// `tafel replay <file>`: replays one record (.json) or every record of a run (.jsonl)
// and checks each is exactly what its bots play from its derived seed.
import { createReadStream } from 'node:fs';
import type { Command } from 'commander';
import type { Io } from './io.js';
import { ExitError } from '../core/errors.js';
import { checkInputFile } from '../core/files.js';
import { replayStream } from './replay-stream.js';

export function registerReplay(program: Command, io: Io): void {
  program
    .command('replay')
    .description('replay game records and check that each ends exactly as recorded')
    .argument('<file>', 'a record (.json) or a run’s records.jsonl')
    .option('--log', 'print every decision of each game')
    .action(async (file: string, flags: { log?: boolean }) => {
      checkInputFile(file); // /dev/zero would be one endless line, /proc/kmsg would hang
      const { records, failures, timeouts } = await replayStream(createReadStream(file), file, io, flags.log);
      const many = file.endsWith('.jsonl');
      if (many) io.out(`${records - failures} of ${records} records replay exactly\n`);
      if (timeouts > 0 && many) {
        io.out(`${timeouts} of them end in a time-out, checked for its seat and turn only: a time-out cannot be played again\n`);
      }
      if (failures) throw new ExitError(`${failures} of ${records} records did not replay as recorded`, 1);
    });
}
