// What a rating needs from one table's games, gathered as they come: for every two sides
// how often one finished ahead of the other (a tie counts half), and per independent
// unit (a game, or under duplicate seating a deal of `unitGames` rotations) each side's
// count of opponents beaten. The units' second moments are what the rating's interval
// rests on: the pair outcomes of one unit move together (first place beats everyone at
// once), so they are one draw, not several.
export class TablePlacings {
  /** Row s, column t: games s finished ahead of t, from complete units. */
  readonly ahead: Float64Array;
  /** Per side, Σ over units of the square of the opponents it finished ahead of. */
  readonly unitSquares: Float64Array;
  units = 0;
  games = 0;
  /** With `keepUnits`: each complete unit's number (its first game's index over
   * unitGames), and per unit the opponents each side finished ahead of, side by side. */
  readonly unitNumbers: number[] = [];
  readonly unitBeaten: number[] = [];
  private readonly pending: Float64Array;
  private pendingGames = 0;
  private pendingUnit = 0;

  constructor(
    readonly sides: number,
    readonly unitGames: number,
    /** Keep every unit apart, for units that other tables share (a gauntlet's deals). */
    private readonly keepUnits = false,
  ) {
    this.ahead = new Float64Array(sides * sides);
    this.unitSquares = new Float64Array(sides);
    this.pending = new Float64Array(sides * sides);
  }

  /** Game `index` of the table (played in order): each side's place, 1 first, ties equal.
   * A unit counts once all its games are in, so a run stopped inside a deal leaves the
   * deal out, as the head-to-head does. */
  add(index: number, places: ArrayLike<number>): void {
    const m = this.sides;
    const pending = this.pending;
    // A unit left unfinished (a deal cut short) is dropped when the next one starts.
    if (index % this.unitGames === 0 && this.pendingGames > 0) {
      pending.fill(0);
      this.pendingGames = 0;
    }
    if (this.pendingGames === 0) this.pendingUnit = Math.floor(index / this.unitGames);
    for (let s = 0; s < m; s++) {
      for (let t = s + 1; t < m; t++) {
        const share = places[s] < places[t] ? 1 : places[s] > places[t] ? 0 : 0.5;
        pending[s * m + t] += share;
        pending[t * m + s] += 1 - share;
      }
    }
    if (++this.pendingGames === this.unitGames) this.closeUnit();
  }

  private closeUnit(): void {
    const m = this.sides;
    const pending = this.pending;
    for (let s = 0; s < m; s++) {
      let beaten = 0;
      for (let t = 0; t < m; t++) {
        beaten += pending[s * m + t];
        this.ahead[s * m + t] += pending[s * m + t];
        pending[s * m + t] = 0;
      }
      this.unitSquares[s] += beaten * beaten;
      if (this.keepUnits) this.unitBeaten.push(beaten);
    }
    if (this.keepUnits) this.unitNumbers.push(this.pendingUnit);
    this.units++;
    this.games += this.unitGames;
    this.pendingGames = 0;
  }
}
