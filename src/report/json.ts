// JSON written piece by piece, the same text as JSON.stringify(value, null, 2): a
// tournament of thousands of matches or a sweep of a large grid is never built as one
// string (V8 caps a string near 512 MB, and memory should not follow the output's size).

const FLUSH_AT = 1 << 16;

/** The pieces of `value`'s indented JSON, in order. */
export function* jsonPieces(value: unknown, indent = ''): Generator<string> {
  const v = toJsonValue(value);
  if (v === null || typeof v !== 'object') {
    yield JSON.stringify(v) ?? 'null';
    return;
  }
  const inner = `${indent}  `;
  if (Array.isArray(v)) {
    if (v.length === 0) {
      yield '[]';
      return;
    }
    yield '[';
    for (let i = 0; i < v.length; i++) {
      yield `${i ? ',' : ''}\n${inner}`;
      const item = toJsonValue(v[i]);
      // Like JSON.stringify: what has no JSON form stands as null in an array.
      if (item === undefined || typeof item === 'function' || typeof item === 'symbol') yield 'null';
      else yield* jsonPieces(item, inner);
    }
    yield `\n${indent}]`;
    return;
  }
  let first = true;
  for (const [key, raw] of Object.entries(v)) {
    const item = toJsonValue(raw);
    // ...and is left out of an object.
    if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
    yield `${first ? '{' : ','}\n${inner}${JSON.stringify(key)}: `;
    first = false;
    yield* jsonPieces(item, inner);
  }
  yield first ? '{}' : `\n${indent}}`;
}

function toJsonValue(value: unknown): unknown {
  const withToJson = value as { toJSON?: () => unknown } | null;
  return withToJson !== null && typeof withToJson === 'object' && typeof withToJson.toJSON === 'function'
    ? withToJson.toJSON()
    : value;
}

/** Hands `value`'s indented JSON and a newline to `write` in pieces of about 64 KB. */
export function writeJson(value: unknown, write: (text: string) => void): void {
  let buffer = '';
  for (const piece of jsonPieces(value)) {
    buffer += piece;
    if (buffer.length >= FLUSH_AT) {
      write(buffer);
      buffer = '';
    }
  }
  write(`${buffer}\n`);
}
