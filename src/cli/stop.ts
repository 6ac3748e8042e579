// Ctrl-C and SIGTERM stop a run after the batches under way: the figures so far are
// printed, the records kept, the summary written. The first signal says so at once; a
// second Ctrl-C finds no handler left and ends the process straight away.
import type { Io } from './io.js';

const SIGNALS = { SIGINT: 2, SIGTERM: 15 } as const;
type StopSignal = keyof typeof SIGNALS;

export interface Stop {
  readonly signal: AbortSignal;
  /** The exit code a stopped run ends with: 128 + the signal's number (130 for Ctrl-C). */
  readonly exitCode: number;
  /** Removes the handlers; call when the run is over. */
  dispose(): void;
}

export function stopOnSignals(io: Io): Stop {
  const controller = new AbortController();
  let exitCode = 130;
  const handlers = new Map<StopSignal, () => void>();
  const dispose = () => {
    for (const [name, handler] of handlers) process.off(name, handler);
    handlers.clear();
  };
  for (const name of Object.keys(SIGNALS) as StopSignal[]) {
    const handler = () => {
      exitCode = 128 + SIGNALS[name];
      io.err(`\n${name === 'SIGINT' ? 'Ctrl-C' : name}: stopping after the games under way (Ctrl-C again quits at once)\n`);
      dispose();
      controller.abort();
    };
    handlers.set(name, handler);
    process.on(name, handler);
  }
  return {
    signal: controller.signal,
    get exitCode() {
      return exitCode;
    },
    dispose,
  };
}
