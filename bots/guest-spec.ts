// How a bot from outside tafel is written in a lineup: a bot file (`./bots/mine.mjs`,
// `/abs/mine.js(depth=3)`) or a program of any language (`cmd:python3 my_bot.py`,
// `cmd:./engine --fast(depth=3)`), each with its parameters in a final `(…)` as a
// built-in bot takes them.
import { isAbsolute, resolve } from 'node:path';
import { parseSpecParts } from '../src/core/spec.js';
import type { GuestSource } from '../src/guests/guest.js';

/** The prefix that makes a spec a program's command line. */
const PROGRAM = 'cmd:';

/** A guest's source and the parameters the spec gives it, as written. */
interface GuestSpec {
  readonly source: GuestSource;
  readonly given: ReadonlyArray<readonly [key: string, text: string]>;
  /** The spec without its parameters, as the user wrote it (for messages). */
  readonly written: string;
}

const FILE = /\.(m?js|cjs)$/;

/** A path-like spec: a file of the user's rather than a bot tafel knows by name. */
function isFilePath(text: string): boolean {
  return text.startsWith('./') || text.startsWith('../') || isAbsolute(text) || FILE.test(text);
}

/** Splits a final `(key=value,…)` off a spec: a `(…)` that holds anything else (a
 * command's own `print(1)`) stays part of it. */
function splitParams(spec: string): { body: string; given: GuestSpec['given'] } {
  const text = spec.trim();
  if (!text.endsWith(')')) return { body: text, given: [] };
  let depth = 0;
  for (let i = text.length - 1; i >= 0; i--) {
    if (text[i] === ')') depth++;
    else if (text[i] === '(' && --depth === 0) {
      const inner = text.slice(i + 1, -1).trim();
      if (inner !== '' && !/^[A-Za-z][\w-]*\s*=/.test(inner)) return { body: text, given: [] };
      // parseSpecParts reads `x(k=v,…)`: a stand-in name keeps its rules for the values.
      return { body: text.slice(0, i).trim(), given: parseSpecParts(`x(${inner})`).args };
    }
  }
  return { body: text, given: [] };
}

/** The guest a spec names, or undefined for a bot tafel knows by name. Relative paths
 * and commands are read from `base` (the folder tafel runs in, or a tournament file's). */
export function guestSpecOf(spec: string, base: string): GuestSpec | undefined {
  const text = spec.trim();
  if (text.startsWith(PROGRAM)) {
    const { body, given } = splitParams(text.slice(PROGRAM.length));
    return { source: { cmd: body, cwd: base }, given, written: `${PROGRAM}${body}` };
  }
  const { body, given } = splitParams(text);
  if (!isFilePath(body)) return undefined;
  return { source: { file: resolve(base, body) }, given, written: body };
}

/** A guest source as one line, for messages and keys. */
export function sourceText(source: GuestSource): string {
  return 'file' in source ? source.file : `${PROGRAM}${source.cmd}`;
}
