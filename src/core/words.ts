// Counts in words, for every message and report: a noun agrees with its number (1 point,
// 2 points) and a repetition is said as one says it (once, twice, 3 times).

/** A count and its noun: 1 point, 2 points, 1,000 deals; `many` for an irregular plural. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/** How often: once, twice, 3 times. */
export function times(n: number): string {
  return n === 1 ? 'once' : n === 2 ? 'twice' : `${n.toLocaleString('en-US')} times`;
}
