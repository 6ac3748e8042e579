// `tafel replay <file>`: replays one record (.json) or every record of a run (.jsonl, or
// a run's folder) and checks each is exactly what its bots play from its derived seed;
// a run's folder also has every game it played recorded exactly once.
import { createReadStream } from 'node:fs';
import type { Command } from 'commander';
import type { Io } from './io.js';
import { ExitError } from '../core/errors.js';
import { checkInputFile } from '../core/files.js';
import { type WrittenSummary, replayTarget } from './replay-folder.js';
import { differenceText, differences, recomputed } from './replay-summary.js';
import { replayStream } from './replay-stream.js';
import { type GuestFlags, guestRequest, sandboxReadOnlyFlag, unsandboxedFlag } from './flags.js';

export function registerReplay(program: Command, io: Io): void {
  program
    .command('replay')
    .description('replay game records and check that each ends exactly as recorded')
    .argument('<file>', 'a record (.json), a run’s records.jsonl, or a run’s folder')
    .option('--log', 'print every decision of each game')
    .addOption(unsandboxedFlag())
    .addOption(sandboxReadOnlyFlag())
    .action(async (path: string, flags: { log?: boolean } & GuestFlags) => {
      const { file, expected, summary, key } = replayTarget(path);
      // /dev/zero would be one endless line, /proc/kmsg would hang.
      checkInputFile(file, ": name a record (.json), a run's records.jsonl or a run's folder");
      const { unsandboxed, readOnly } = guestRequest(flags);
      const guests = { ...(unsandboxed ? { unsandboxed } : {}), ...(readOnly ? { readOnly } : {}) };
      const tally = await replayStream(createReadStream(file), file, io, { log: flags.log, expected, key, guests });
      const { records, failures, timeouts, missing } = tally;
      const many = file.endsWith('.jsonl');
      if (many) io.out(`${records - failures} of ${records} records replay exactly\n`);
      if (timeouts > 0 && many) {
        io.out(`${timeouts} of them end in a time-out, checked for its seat and turn only: a time-out cannot be played again\n`);
      }
      for (const m of missing) {
        io.out(
          `${m.label}: ${m.count} game${m.count === 1 ? ' has' : 's have'} no record in ${file}: game${m.count === 1 ? '' : 's'} ${m.indexes}\n`,
        );
      }
      const absent = missing.reduce((sum, m) => sum + m.count, 0);
      if (expected && !failures && !absent) {
        const counted = expected.runs.length > 0 && expected.runs.every((r) => r.games !== undefined);
        io.out(
          counted
            ? `every game ${expected.where} counts has exactly one record\n`
            : 'no game is missing before the last one recorded (there is no summary yet: the run stopped before its end)\n',
        );
      }
      const lost = absent ? `${absent} game${absent === 1 ? ' of the run has' : 's of the run have'} no record` : '';
      if (failures) {
        const also = lost ? `; ${lost}` : '';
        throw new ExitError(`${failures} of ${records} records did not replay as recorded${also}`, 1);
      }
      if (lost) throw new ExitError(lost, 1);
      if (summary) await checkSummary(file, summary, io);
    });
}

/** Makes the folder's summary again from its records and names every figure that
 * differs from summary.json (at most LISTED of them). */
async function checkSummary(records: string, written: WrittenSummary, io: Io): Promise<void> {
  const found = differences(written.value, await recomputed(records, written));
  if (found.length === 0) {
    io.out(`every figure of ${written.file} is what the records give\n`);
    return;
  }
  for (const d of found.slice(0, LISTED)) io.out(`${differenceText(d)}\n`);
  if (found.length > LISTED) io.out(`and ${found.length - LISTED} more\n`);
  const many = found.length === 1 ? '1 figure differs' : `${found.length} figures differ`;
  throw new ExitError(`${written.file} is not what its records give: ${many}`, 1);
}

/** Differences of a summary listed in full up to this many. */
const LISTED = 20;
