// Ctrl-C and SIGTERM stop a run after the games under way: the figures so far are
// printed, the records kept, the summary written. The first signal says so at once; a
// second one quits at once, saying what is kept, for when the games under way are too
// long to wait for (or a lost queue keeps the stop from ending).
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

export function stopOnSignals(
  io: Io,
  { kept = 'nothing of the run is kept', quit = (code) => process.exit(code) }: StopOptions = {},
): Stop {
  const controller = new AbortController();
  let exitCode = 130;
  const handlers = new Map<StopSignal, () => void>();
  const dispose = () => {
    for (const [name, handler] of handlers) process.off(name, handler);
    handlers.clear();
  };
  const said = (name: StopSignal) => (name === 'SIGINT' ? 'Ctrl-C' : name);
  for (const name of Object.keys(SIGNALS) as StopSignal[]) {
    const handler = () => {
      if (controller.signal.aborted) {
        // Handled here, not left to the default: when the handlers were removed on the
        // first signal, a second one sent while this thread was still in a game went
        // unheard, and a Klaverjassen run went on for 26 s.
        io.err(`\n${said(name)} again: quitting at once; ${kept}\n`);
        dispose();
        quit(128 + SIGNALS[name]);
        return;
      }
      exitCode = 128 + SIGNALS[name];
      io.err(`\n${said(name)}: stopping after the games under way (Ctrl-C again quits at once)\n`);
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
