// The piscina worker entry: one task is one batch of games.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { type BatchResult, type BatchTask, runBatch } from './batch.js';
import { builtModule } from './pool.js';

type Movable = Parameters<typeof Piscina.move>[0];

/** The game modules this thread has imported (see BatchTask.modules). */
const imported = new Set<string>();

export default function work(task: BatchTask): BatchResult | Promise<BatchResult> {
  // A registered game is known here once its module has run in this thread: import it
  // first, once (every later batch of the run plays at once, as a shipped game's does).
  const missing = task.modules?.filter((url) => !imported.has(url));
  if (missing?.length) return importModules(missing).then(() => work(task));
  const result = runBatch(task);
  // The result's arrays are handed over, not copied: copying them kept the main thread
  // busy a third of a two-worker run, and each worker waited on it between batches.
  const buffers = [result.rows.buffer, result.places.buffer];
  if (result.counts) buffers.push(result.counts.buffer);
  const moved = { [Piscina.transferableSymbol]: buffers, [Piscina.valueSymbol]: result };
  // piscina sends the value and transfers the buffers; its types name only single ones.
  return Piscina.move(moved as unknown as Movable) as unknown as BatchResult;
}

async function importModules(urls: readonly string[]): Promise<void> {
  for (const url of urls) {
    const built = builtModule(url);
    // A queue worker on another machine finds the module where the run registered it, or
    // says plainly that it cannot.
    if (built.startsWith('file:') && !existsSync(fileURLToPath(built))) {
      throw new Error(`game module ${built} is not on this machine: install the game at the same path here`);
    }
    await import(built);
    imported.add(url);
  }
}
