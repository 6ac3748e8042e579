// `tafel replay <file>`: replays one record (.json) or every record of a run (.jsonl)
// and checks each ends exactly as recorded.
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import type { Io } from './io.js';
import { ExitError, UsageError } from '../core/errors.js';
import type { GameRecord } from '../sim/record.js';
import { parseRecord, replay } from '../sim/replay.js';

function readRecords(file: string): GameRecord[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  const lines = file.endsWith('.jsonl') ? text.split('\n').filter((l) => l.trim() !== '') : [text];
  if (lines.length === 0) throw new UsageError(`${file} holds no records`);
  return lines.map((line, i) => {
    const where = lines.length > 1 || file.endsWith('.jsonl') ? `${file} line ${i + 1}` : file;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new UsageError(`${where} is not valid JSON`);
    }
    return parseRecord(value, where);
  });
}

export function registerReplay(program: Command, io: Io): void {
  program
    .command('replay')
    .description('replay game records and check that each ends exactly as recorded')
    .argument('<file>', 'a record (.json) or a run’s records.jsonl')
    .option('--log', 'print every decision of each game')
    .action((file: string, flags: { log?: boolean }) => {
      const records = readRecords(file);
      let failures = 0;
      records.forEach((record, i) => {
        const outcome = replay(record);
        const name = records.length > 1 ? `game ${record.run?.index ?? i}` : `${record.game} seed ${record.seed}`;
        if (flags.log) for (const line of outcome.log) io.out(`  ${line}\n`);
        if (outcome.mismatch) {
          failures++;
          io.out(`${name}: DIFFERS: ${outcome.mismatch}\n`);
        } else if (records.length === 1 || flags.log) {
          const seats = record.lineup.map((bot, s) => `${bot} ${outcome.scores[s]}`).join(', ');
          io.out(`${name}: ${outcome.decisions} decisions, scores ${seats}: matches the record\n`);
        }
      });
      if (records.length > 1) io.out(`${records.length - failures} of ${records.length} records replay exactly\n`);
      if (failures) throw new ExitError(`${failures} of ${records.length} records did not replay as recorded`, 1);
    });
}
