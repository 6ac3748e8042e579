// The queue as the simulation core sees it: a way to open a runner, handed to withRunner
// by the CLI and the sweep, so the core never names its transport. bullmq and ioredis are
// loaded only when a queue is asked for.
import type { BatchRunner } from '../sim/runner.js';

interface QueueRequest {
  /** The Redis address of the queue, when the batches are to go there. */
  readonly queue?: string;
  /** Leave the run's batches and results in the queue (see openQueue). */
  readonly keepQueue?: boolean;
  /** Told what the workers are to be started with. */
  readonly onQueue?: (message: string) => void;
}

/** Opens the queue `queue` names, or undefined when none is asked for. */
export function queueOpener({ queue, keepQueue, onQueue }: QueueRequest): (() => Promise<BatchRunner>) | undefined {
  if (queue === undefined) return undefined;
  return async () => {
    const { openQueue } = await import('./submit.js');
    return openQueue(queue, { keep: keepQueue, say: onQueue });
  };
}
