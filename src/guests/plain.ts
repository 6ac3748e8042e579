// The observation a bot from outside tafel gets from a game without `view`: plain data,
// typed arrays turned into arrays all the way down, made anew, so nothing in it is the
// state's or the match loop's buffer.

export function plainCopy(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (ArrayBuffer.isView(value)) return Array.from(value as unknown as ArrayLike<number>);
  if (Array.isArray(value)) return value.map(plainCopy);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = plainCopy((value as Record<string, unknown>)[key]);
  return out;
}
