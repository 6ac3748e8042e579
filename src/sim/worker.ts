// The piscina worker entry: one task is one batch of games.
import { Piscina } from 'piscina';
import { type BatchResult, type BatchTask, runBatch } from './batch.js';

type Movable = Parameters<typeof Piscina.move>[0];

export default function work(task: BatchTask): BatchResult {
  const result = runBatch(task);
  // The result's arrays are handed over, not copied: copying them kept the main thread
  // busy a third of a two-worker run, and each worker waited on it between batches.
  const buffers = [result.rows.buffer, result.places.buffer];
  if (result.counts) buffers.push(result.counts.buffer);
  const moved = { [Piscina.transferableSymbol]: buffers, [Piscina.valueSymbol]: result };
  // piscina sends the value and transfers the buffers; its types name only single ones.
  return Piscina.move(moved as unknown as Movable) as unknown as BatchResult;
}
