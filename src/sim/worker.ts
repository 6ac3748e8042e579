// The piscina worker entry: one task is one batch of games.
import { type BatchResult, type BatchTask, runBatch } from './batch.js';

export default function work(task: BatchTask): BatchResult {
  return runBatch(task);
}
