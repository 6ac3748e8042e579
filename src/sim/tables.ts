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
