// Reads a records file as a stream, line by line, and replays each record as it comes:
// a records file of any size replays in the memory of a few lines.
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { UsageError } from '../core/errors.js';
import { parseJsonText } from '../core/json-text.js';
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

/** Calls `onLine` with every line of `input` and its number, as the line is read: the
 * replay is synchronous, so no more than the chunk being split is ever held (readline's
 * async iterator would queue up to a thousand lines, however long). A stream that fails
 * to read is a usage error naming `file`; an error thrown by `onLine` stops the reading. */
function eachLine(input: Readable, file: string, onLine: (line: string, n: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input, crlfDelay: Infinity });
    let n = 0;
    let failed = false;
    const fail = (e: unknown) => {
      if (failed) return;
      failed = true;
      lines.close();
      input.destroy();
      reject(e);
    };
    const unreadable = (e: NodeJS.ErrnoException) => fail(new UsageError(`cannot read ${file}: ${e.code ?? e.message}`));
    input.on('error', unreadable);
    lines.on('error', unreadable);
    lines.on('line', (line) => {
      if (failed) return;
      try {
        onLine(line, ++n);
      } catch (e) {
        fail(e);
      }
    });
    lines.on('close', () => {
      if (!failed) resolve();
    });
  });
}

function parse(where: string, text: string): GameRecord {
  return parseRecord(parseJsonText(text, where), where);
}

export async function replayStream(input: Readable, file: string, io: Io, log = false): Promise<ReplayTally> {
  const ledger = new RunLedger();
  const tally: ReplayTally = { records: 0, failures: 0, timeouts: 0 };
  const one = (where: string, text: string, jsonl: boolean) => {
    const record = parse(where, text);
    tally.records++;
    let outcome;
    try {
      outcome = replay(record, { log });
    } catch (e) {
      if (e instanceof UsageError) throw new UsageError(`${where}: ${e.message}`);
      throw e;
    }
    const mismatch = outcome.mismatch ?? ledger.check(record, where, findGame(record.game));
    const name = `${where}: ${record.run ? `game ${record.run.index}` : `${record.game} seed ${record.seed}`}`;
    if (log) for (const line of outcome.log) io.out(`  ${line}\n`);
    if (mismatch) {
      tally.failures++;
      io.out(`${name}: DIFFERS: ${mismatch}\n`);
      return;
    }
    if (outcome.note) tally.timeouts++;
    if (!jsonl || log) {
      const seats = record.lineup.map((bot, s) => `${bot} ${outcome.scores[s]}`).join(', ');
      const note = outcome.note ? ` (${outcome.note})` : '';
      io.out(`${name}: ${outcome.decisions} decisions, scores ${seats}: matches the record${note}\n`);
    }
  };
  if (file.endsWith('.jsonl')) {
    await eachLine(input, file, (line, n) => {
      if (line.trim() !== '') one(`${file} line ${n}`, line, true);
    });
  } else {
    // One record, which may be pretty-printed over many lines.
    const all: string[] = [];
    await eachLine(input, file, (line) => all.push(line));
    if (all.join('').trim() !== '') one(file, all.join('\n'), false);
  }
  if (tally.records === 0) throw new UsageError(`${file} holds no records: a records file has one JSON record per line`);
  return tally;
}
