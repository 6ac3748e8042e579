// Round-robin tables: every combination of `size` entrants out of `count`, in
// lexicographic order. In a team game the size counts partnerships: an entrant plays
// every seat of its team.
export function roundRobinTables(count: number, size: number): number[][] {
  const out: number[][] = [];
  const pick: number[] = [];
  const walk = (from: number) => {
    if (pick.length === size) {
      out.push([...pick]);
      return;
    }
    for (let e = from; e <= count - (size - pick.length); e++) {
      pick.push(e);
      walk(e + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

/** The most tables a tournament plays: its summary keeps every table (some 30 KB of memory
 * and 2.6 KB of summary.json each), so 10,000 tables are some 300 MB and a 26 MB file. */
export const MAX_TABLES = 10_000;

/** How many tables roundRobinTables(count, size) makes, C(count, size), counted without
 * making them: exact up to 2^53, and more than `cap` is all that matters beyond. */
export function tableCount(count: number, size: number): number {
  if (size < 0 || size > count) return 0;
  const k = Math.min(size, count - size);
  let c = 1;
  // C(count, i) grows with i up to k <= count/2, and each step is a whole number.
  for (let i = 1; i <= k && c <= Number.MAX_SAFE_INTEGER; i++) c = (c * (count - k + i)) / i;
  return c;
}

/** The most entrants whose tables of `size` stay within MAX_TABLES. */
export function mostEntrants(size: number): number {
  let n = size;
  while (tableCount(n + 1, size) <= MAX_TABLES) n++;
  return n;
}

/** A gauntlet's tables: each challenger (in the file's order) at a table with every
 * combination of `size` − 1 of the other entrants (the opponents), the challenger first.
 * Challengers never meet each other: they are compared through the same opponents on the
 * same deals. */
export function gauntletTables(challengers: readonly number[], opponents: readonly number[], size: number): number[][] {
  const combos = roundRobinTables(opponents.length, size - 1);
  return challengers.flatMap((c) => combos.map((combo) => [c, ...combo.map((o) => opponents[o])]));
}
