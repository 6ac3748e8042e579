// Ctrl-C and SIGTERM stop a run: a game under way on a worker thread is dropped before
// its next decision (a --resume plays it again), the figures of the games finished are
// printed, the records kept, the summary written. The first signal says so at once; a
// second one quits at once, saying what is kept, for when even that is too long to wait
// for (or a lost queue keeps the stop from ending). Its handlers stay until the command
// has ended (releaseStops), so that a second signal while the run's end is written is
// heard too, and never left to the default, which would end the process without a word.
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

interface StopOptions {
  /** What a run quit by a second signal leaves behind, in a few words (the records of
   * the batches finished so far, how to resume). */
  readonly kept?: string;
  /** Ends the process with the code; tests hand in their own. */
  readonly quit?: (code: number) => void;
}

/** The removal of every stop's handlers that a signal kept in place. */
const kept = new Set<() => void>();

/** Removes the handlers of every stop of this command (runCli, as a command ends). */
export function releaseStops(): void {
  for (const remove of kept) remove();
  kept.clear();
}

export function stopOnSignals(
  io: Io,
  { kept: whatIsKept = 'nothing of the run is kept', quit = (code) => process.exit(code) }: StopOptions = {},
): Stop {
  const controller = new AbortController();
  let exitCode = 130;
  const handlers = new Map<StopSignal, () => void>();
  const remove = () => {
    for (const [name, handler] of handlers) process.off(name, handler);
    handlers.clear();
    kept.delete(remove);
  };
  // Once a signal has come, a second one may come as the run ends: heard until the end.
  const dispose = () => (controller.signal.aborted ? kept.add(remove) : remove());
  const said = (name: StopSignal) => (name === 'SIGINT' ? 'Ctrl-C' : name);
  for (const name of Object.keys(SIGNALS) as StopSignal[]) {
    const handler = () => {
      if (controller.signal.aborted) {
        // Handled here, not left to the default: when the handlers were removed on the
        // first signal, a second one sent while this thread was still in a game went
        // unheard, and a Klaverjassen run went on for 26 s.
        io.err(`\n${said(name)} again: quitting at once; ${whatIsKept}\n`);
        remove();
        quit(128 + SIGNALS[name]);
        return;
      }
      exitCode = 128 + SIGNALS[name];
      // Aborted first, so that the games under way have been told when the line is seen.
      controller.abort();
      io.err(`\n${said(name)}: stopping; the games finished are kept, any under way dropped (Ctrl-C again quits at once)\n`);
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
