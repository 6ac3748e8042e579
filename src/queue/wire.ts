// What travels through the queue. A job is its batch task (plain data: the plan and a
// stretch of game indexes). A result is stored by the worker under a key of its own, not
// as the job's return value, which BullMQ also copies into its event stream: there, long
// runs would pile up every result. It is compact: the rows, placings and counts as the
// bytes of their Float64Arrays (exact, so the digest is the same), deflated, and JSON
// records only when the run asked for them.
import { createHash } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { BatchResult, BatchTask, ForfeitNote } from '../sim/batch.js';

interface Header {
  readonly start: number;
  readonly count: number;
  readonly forfeits: ForfeitNote[];
  /** Float64 values in each of rows, places and counts, in that order in the body. */
  readonly lengths: readonly [number, number, number];
  readonly counts: boolean;
  readonly records?: string[];
}

/** Fast deflate: the rows are mostly small numbers and shrink some tenfold even so. */
const LEVEL = 1;

/** A result as one buffer: the header's length (4 bytes), the header as JSON, then the
 * deflated floats. */
export function toWire(r: BatchResult): Buffer {
  const arrays = [r.rows, r.places, r.counts ?? new Float64Array(0)];
  const header: Header = {
    start: r.start,
    count: r.count,
    forfeits: r.forfeits,
    lengths: [arrays[0].length, arrays[1].length, arrays[2].length],
    counts: r.counts !== undefined,
    ...(r.records ? { records: r.records } : {}),
  };
  const head = Buffer.from(JSON.stringify(header));
  const body = deflateRawSync(Buffer.concat(arrays.map((a) => Buffer.from(a.buffer, a.byteOffset, a.byteLength))), {
    level: LEVEL,
  });
  const size = Buffer.alloc(4);
  size.writeUInt32LE(head.length);
  return Buffer.concat([size, head, body]);
}

export function fromWire(wire: Buffer): BatchResult {
  const headLength = wire.readUInt32LE(0);
  const header = JSON.parse(wire.subarray(4, 4 + headLength).toString()) as Header;
  const body = inflateRawSync(wire.subarray(4 + headLength));
  // A Float64Array needs 8-byte alignment: copy into a buffer of its own.
  const floats = new Float64Array(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength));
  const [rows, places] = header.lengths;
  return {
    start: header.start,
    count: header.count,
    rows: floats.slice(0, rows),
    places: floats.slice(rows, rows + places),
    forfeits: header.forfeits,
    ...(header.counts ? { counts: floats.slice(rows + places) } : {}),
    ...(header.records ? { records: header.records } : {}),
  };
}

/** A batch's job id: the same batch of the same run always has the same one, so a run
 * started again finds the results its batches already have in the queue. (BullMQ ids may
 * not hold a colon.) */
export function jobIdOf(task: BatchTask): string {
  // The run without the stretch a call plays: every stretch of one run shares its key.
  const run = { ...task.plan, first: undefined, games: undefined };
  const key = createHash('sha256')
    .update(JSON.stringify({ run, keepRecords: task.keepRecords }))
    .digest('hex')
    .slice(0, 24);
  return `${key}.${task.start}.${task.count}`;
}

/** Where a job's result waits until its run has merged it. */
export function resultKey(jobId: string): string {
  return `tafel:result:${jobId}`;
}

/** A result no run came back for (its submitter killed and never resumed) expires. */
export const RESULT_TTL_S = 7 * 24 * 3600;
