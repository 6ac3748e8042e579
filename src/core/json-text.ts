// JSON a user hands in (a tournament file, a deal, a record, an option's value) is parsed
// only when it nests no deeper than any of tafel's files do. JSON.parse takes any depth,
// but what reads the value afterwards recurses (zod, JSON.stringify in an error message,
// a record's comparison), and a file nested 500,000 deep overflowed the stack.
import { UsageError } from './errors.js';

/** Arrays and objects within each other; tafel's own files nest four or five deep. */
export const MAX_NESTING = 64;

/** How deep `text` nests arrays and objects, counted outside strings, when that is more
 * than MAX_NESTING; else 0. Counted on the text, so nothing deep is ever built. */
export function excessNesting(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the next character, a quote too.
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest > MAX_NESTING ? deepest : 0;
}

/** The JSON value in `text`, or a usage error naming `where` (a file, a line of one) that
 * says what is wrong; `hint` says what the text should hold. */
export function parseJsonText(text: string, where: string, hint = ''): unknown {
  // Parsed first: text that is no JSON at all (random bytes hold many brackets) is told
  // as such, not by its depth. JSON.parse itself takes any depth; what reads its value may not.
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UsageError(`${where} is not valid JSON${hint}`);
  }
  const deepest = excessNesting(text);
  if (deepest) {
    throw new UsageError(
      `${where} nests arrays and objects ${deepest.toLocaleString('en-US')} deep, and at most ${MAX_NESTING} are read${hint}`,
    );
  }
  return value;
}
