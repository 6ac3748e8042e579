// Reads a records file as a stream, line by line, and replays each record as it comes:
// a records file of any size replays in the memory of a few lines.
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { UsageError } from '../core/errors.js';
import { findGame } from '../games/registry.js';
import type { GameRecord } from '../sim/record.js';
import { parseRecord } from '../sim/record-parse.js';
import { replay } from '../sim/replay.js';
import { RunLedger } from '../sim/replay-ledger.js';
import type { Io } from './io.js';

export interface ReplayTally {
  records: number;
  failures: number;
  /** Time-outs, checked for their seat and turn only. */
  timeouts: number;
}

/** Every record of `input`, with where it is: one per non-blank line of a .jsonl, or
 * the whole of a .json. A stream that fails to read is a usage error naming `file`. */
async function* recordsOf(input: Readable, file: string, jsonl: boolean): AsyncGenerator<{ where: string; text: string }> {
  const lines = createInterface({ input, crlfDelay: Infinity });
  try {
    if (!jsonl) {
      const all: string[] = [];
      for await (const line of lines) all.push(line);
      yield { where: file, text: all.join('\n') };
      return;
    }
    let n = 0;
    for await (const line of lines) {
      n++;
      if (line.trim() !== '') yield { where: `${file} line ${n}`, text: line };
    }
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(`cannot read ${file}: ${code ?? (e as Error).message}`);
  } finally {
    // Also when the reader stops early (a line that is not a record): let go of the file.
    lines.close();
    input.destroy();
  }
}

function parse(where: string, text: string): GameRecord {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UsageError(`${where} is not valid JSON`);
  }
  return parseRecord(value, where);
}

export async function replayStream(input: Readable, file: string, io: Io, log = false): Promise<ReplayTally> {
  const jsonl = file.endsWith('.jsonl');
  const ledger = new RunLedger();
  const tally: ReplayTally = { records: 0, failures: 0, timeouts: 0 };
  for await (const { where, text } of recordsOf(input, file, jsonl)) {
    const record = parse(where, text);
    tally.records++;
    const outcome = replay(record, { log });
    const mismatch = outcome.mismatch ?? ledger.check(record, where, findGame(record.game));
    const name = `${where}: ${record.run ? `game ${record.run.index}` : `${record.game} seed ${record.seed}`}`;
    if (log) for (const line of outcome.log) io.out(`  ${line}\n`);
    if (mismatch) {
      tally.failures++;
      io.out(`${name}: DIFFERS: ${mismatch}\n`);
      continue;
    }
    if (outcome.note) tally.timeouts++;
    if (!jsonl || log) {
      const seats = record.lineup.map((bot, s) => `${bot} ${outcome.scores[s]}`).join(', ');
      const note = outcome.note ? ` (${outcome.note})` : '';
      io.out(`${name}: ${outcome.decisions} decisions, scores ${seats}: matches the record${note}\n`);
    }
  }
  if (tally.records === 0) throw new UsageError(`${file} holds no records: a records file has one JSON record per line`);
  return tally;
}
