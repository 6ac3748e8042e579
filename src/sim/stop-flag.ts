// A stop that reaches games under way. A signal is heard on the main thread, between
// turns of its event loop; a batch in a worker thread hears nothing until it ends, which
// with a large batch can be minutes. So a run raises one shared word of memory as well,
// handed to every batch it sends, and a batch looks at it between games: a stopped batch
// returns the games it finished, a prefix of what it would have returned.

/** An Int32Array over a SharedArrayBuffer: the same memory in every thread it is sent to. */
export type StopFlag = Int32Array;

export function isStopped(flag: StopFlag | undefined): boolean {
  return flag !== undefined && Atomics.load(flag, 0) !== 0;
}

/** A flag raised when `signal` aborts, or by `raise` (a run that ends early for another
 * reason stops its batches under way too); `release` drops the listener (a sweep runs
 * many plans under one signal). */
export function stopFlagOf(signal: AbortSignal | undefined): { flag: StopFlag; raise(): void; release(): void } {
  const flag: StopFlag = new Int32Array(new SharedArrayBuffer(4));
  const raise = () => void Atomics.store(flag, 0, 1);
  if (signal?.aborted) raise();
  else signal?.addEventListener('abort', raise, { once: true });
  return { flag, raise, release: () => signal?.removeEventListener('abort', raise) };
}
