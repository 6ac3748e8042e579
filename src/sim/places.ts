// A game's placings: 1 for the best standing, ties share a place, and a forfeit puts the
// seat (in a team game its whole team) below everyone. Ratings and head-to-head counts
// read them; the win shares of G-2 stay what the game's figures rest on.
export function placesOf(standing: readonly number[], forfeitSeat = -1, teams = 0): number[] {
  const lost = (s: number) => forfeitSeat >= 0 && (teams ? s % teams === forfeitSeat % teams : s === forfeitSeat);
  const value = standing.map((v, s) => (lost(s) ? -Infinity : v));
  return value.map((v) => 1 + value.filter((w) => w > v).length);
}

/** placesOf without allocating, for the hot path: writes seat s's place into
 * `out[at + seats[s]]` (by entrant, as a batch's rows are). */
export function placeSeats(
  standing: readonly number[],
  forfeitSeat: number,
  teams: number,
  out: Float64Array,
  at: number,
  seats: readonly number[],
): void {
  const n = standing.length;
  // No closure: this runs once per game on the hot path.
  for (let s = 0; s < n; s++) {
    const v = lostIn(s, forfeitSeat, teams) ? -Infinity : standing[s];
    let place = 1;
    for (let t = 0; t < n; t++) if ((lostIn(t, forfeitSeat, teams) ? -Infinity : standing[t]) > v) place++;
    out[at + seats[s]] = place;
  }
}

/** Seat s forfeited, or (in a team game) a partner did. */
function lostIn(s: number, forfeitSeat: number, teams: number): boolean {
  return forfeitSeat >= 0 && (teams ? s % teams === forfeitSeat % teams : s === forfeitSeat);
}
