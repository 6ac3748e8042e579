/** A mistake in what the user asked for: printed as one line, exit code 2, no stack. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Lists choices the way every error message does: `a, b or c`. */
export function choices(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** Not a usage mistake but a run that did not end well (a replay that differs, a run
 * stopped by the user): main prints the message and exits with `exitCode`. */
export class ExitError extends Error {
  override readonly name = 'ExitError';
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}
