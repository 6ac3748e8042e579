// Where a command's words go. The process writes to stdout and stderr; tests hand in an
// Io that collects them, so every command runs in-process under test.
export interface Io {
  /** Results: tables, JSON. */
  out(text: string): void;
  /** Notes and errors: where files went, what failed. */
  err(text: string): void;
}

export const processIo: Io = {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
};
