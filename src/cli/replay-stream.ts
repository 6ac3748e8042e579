// Reads a records file as a stream, line by line, and replays each record as it comes:
// a records file of any size replays in the memory of a few lines.
import type { Readable } from 'node:stream';
import { UsageError } from '../core/errors.js';
import { parseJsonText } from '../core/json-text.js';
import { findGame } from '../games/registry.js';
import type { GameRecord } from '../sim/record.js';
import { MAX_RECORD_BYTES, eachLine, megabytes } from '../records/record-lines.js';
import { parseRecord, unknownField } from '../records/record-parse.js';
import { type ReplayOptions as RecordReplay, replay } from '../records/replay.js';

type ReplayGuests = RecordReplay['guests'];
import { type Expected, type Missing, RunLedger } from '../records/replay-ledger.js';
import type { Io } from './io.js';

interface ReplayTally {
  records: number;
  failures: number;
  /** Time-outs, checked for their seat and turn only. */
  timeouts: number;
  /** The games of the folder's runs that have no record. */
  missing: Missing[];
}

/** What a replay is told besides its records. */
interface ReplayOptions {
  /** Print every decision of each game. */
  readonly log?: boolean;
  /** The runs the records' folder says it played: then every game of them must have
   * exactly one record. */
  readonly expected?: Expected;
  /** The longest line read as a record (see MAX_RECORD_BYTES). */
  readonly maxLineBytes?: number;
  /** The run's secret key and how its guests run, as replay takes them. */
  readonly key?: string;
  readonly guests?: ReplayGuests;
}

function parse(where: string, text: string): { record: GameRecord; unknown?: string } {
  const value = parseJsonText(text, where);
  return { record: parseRecord(value, where), unknown: unknownField(value) };
}

export async function replayStream(input: Readable, file: string, io: Io, opts: ReplayOptions = {}): Promise<ReplayTally> {
  const { log = false, maxLineBytes = MAX_RECORD_BYTES } = opts;
  const ledger = new RunLedger(opts.expected);
  const tally: ReplayTally = { records: 0, failures: 0, timeouts: 0, missing: [] };
  const one = (where: string, text: string, jsonl: boolean) => {
    const { record, unknown } = parse(where, text);
    tally.records++;
    let outcome;
    try {
      outcome = replay(record, { log, key: opts.key, guests: opts.guests });
    } catch (e) {
      if (e instanceof UsageError) throw new UsageError(`${where}: ${e.message}`);
      throw e;
    }
    // The ledger hears of every record, so that one that differs is not also missing.
    const misfit = ledger.check(record, where, findGame(record.game));
    const mismatch = unknown ?? outcome.mismatch ?? misfit;
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
    await eachLine(input, file, maxLineBytes, (line, n) => {
      if (line.trim() !== '') one(`${file} line ${n}`, line, true);
    });
  } else {
    // One record, which may be pretty-printed over many lines.
    const all: string[] = [];
    let bytes = 0;
    await eachLine(input, file, maxLineBytes, (line) => {
      bytes += line.length;
      if (bytes > maxLineBytes)
        throw new UsageError(`${file} is longer than ${megabytes(maxLineBytes)}, far longer than any game's record`);
      all.push(line);
    });
    if (all.join('').trim() !== '') one(file, all.join('\n'), false);
  }
  tally.missing = ledger.missing();
  if (tally.records === 0 && !opts.expected)
    throw new UsageError(`${file} holds no records: a records file has one JSON record per line`);
  return tally;
}
