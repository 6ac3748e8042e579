// Batches played on the main thread, where a signal is heard only between turns of the
// event loop: one batch played whole would keep Ctrl-C waiting for all of it, however
// large --batch-size made it. So a batch is played in slices of about SLICE_MS, with a
// turn of the loop between them, and ends at the first slice after the run's stop flag
// is raised. The slices are the batch's games in order, so slicing changes no result.
import { type BatchResult, type BatchTask, runBatch } from './batch.js';
import { isStopped } from './stop-flag.js';

/** Long enough that the turns between slices cost nothing, short enough to feel at once. */
const SLICE_MS = 20;

interface InThreadPlayer {
  /** Plays `task` here; the games finished before the stop when it was stopped. */
  play(task: BatchTask): Promise<BatchResult>;
  /** The same, with the time its games took (the turns between slices, and the batches
   * asked for at once and played before it, left out). */
  timed(task: BatchTask): Promise<{ readonly result: BatchResult; readonly spentMs: number }>;
  /** Time spent in games here so far. */
  readonly spentMs: number;
}

/** A player that keeps its slice size from batch to batch: once the JIT has warmed up,
 * a default batch of a fast game is one slice, played as it always was. `clock` times the
 * slices (a test's stand-in; see LazySeams). */
export function inThreadPlayer(clock: () => number = () => performance.now()): InThreadPlayer {
  let slice = 1;
  let spentMs = 0;
  // One batch at a time, in the order asked: runPlan asks for a window of them at once,
  // and interleaved slices would finish all of them late.
  let turn: Promise<unknown> = Promise.resolve();
  const playOne = async (task: BatchTask) => {
    const parts: BatchResult[] = [];
    const before = spentMs;
    let done = 0;
    while (done < task.count) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (isStopped(task.stop)) break;
      const count = Math.min(slice, task.count - done);
      const began = clock();
      const part = runBatch({ ...task, start: task.start + done, count });
      const spent = clock() - began;
      spentMs += spent;
      parts.push(part);
      done += part.count;
      if (part.count < count) break; // the flag was raised during the slice
      // A batch's short last slice says little of the pace: it only shrinks a slice that
      // ran long.
      if (count === slice || spent > SLICE_MS) {
        slice = Math.max(1, Math.min(4 * slice, Math.floor((SLICE_MS * count) / Math.max(spent, 0.001))));
      }
    }
    const result = parts.length === 0 ? runBatch({ ...task, count: 0 }) : joined(parts);
    return { result, spentMs: spentMs - before };
  };
  return {
    timed(task) {
      const played = turn.then(() => playOne(task));
      turn = played.catch(() => undefined);
      return played;
    },
    play(task) {
      return this.timed(task).then((played) => played.result);
    },
    get spentMs() {
      return spentMs;
    },
  };
}

/** The slices of one batch as the batch: its arrays end to end, its forfeits and records
 * in order. */
function joined(parts: readonly BatchResult[]): BatchResult {
  if (parts.length === 1) return parts[0];
  const cat = (pick: (part: BatchResult) => Float64Array) => {
    const all = new Float64Array(parts.reduce((sum, part) => sum + pick(part).length, 0));
    let at = 0;
    for (const part of parts) {
      all.set(pick(part), at);
      at += pick(part).length;
    }
    return all;
  };
  const [first] = parts;
  const result: { -readonly [K in keyof BatchResult]: BatchResult[K] } = {
    start: first.start,
    count: parts.reduce((sum, part) => sum + part.count, 0),
    rows: cat((part) => part.rows),
    places: cat((part) => part.places),
    forfeits: parts.flatMap((part) => part.forfeits),
  };
  if (first.counts) result.counts = cat((part) => part.counts!);
  if (first.records) result.records = parts.flatMap((part) => part.records!);
  return result;
}
