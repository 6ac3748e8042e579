// Ratings that rest on every game of an event: each table's placings are gathered game
// by game (placings.ts, a few additions per game) and a Bradley–Terry model is fitted
// once at the end to how often each entrant finished ahead of each other one
// (bradley-terry.ts). The fit is the pairwise likelihood of all placings, so a rating
// agrees with the head-to-head shares it comes from.
//
// The scale is Elo-like points: 400·log10 of the strength ratio, 0 the mean entrant (the
// geometric mean of the strengths). An entrant 100 points above another finishes ahead
// of it 64% of the time, 200 points 76%, 400 points 91%.
import { aheadChance, derivatives, fitStrengths } from './bradley-terry.js';
import { type Interval, Z95 } from './intervals.js';
import { TablePlacings } from './placings.js';

const POINTS = 400 / Math.LN10;

export interface Rating {
  /** Elo-like points, 0 the mean entrant. NaN for an entrant that played no game. */
  readonly points: number;
  /** Its 95% interval (see Ratings.summary for what it counts). */
  readonly interval: Interval;
  /** Games the entrant played that the rating rests on: all, but a duplicate deal cut
   * short by a stopped run. */
  readonly games: number;
}

interface RatedTable {
  /** The event's entrant at each side of the table. */
  readonly members: readonly number[];
  /** Games per independent unit: 1, or under duplicate seating a deal's rotations. */
  readonly unitGames: number;
}

export class Ratings {
  private readonly tables: TablePlacings[];

  constructor(
    private readonly size: number,
    private readonly layout: readonly RatedTable[],
    /** The tables deal the same cards in unit k (a gauntlet's one deal set): unit k of
     * every table is then one independent unit, not one per table. */
    private readonly sharedUnits = false,
  ) {
    this.tables = layout.map((t) => new TablePlacings(t.members.length, t.unitGames, sharedUnits));
  }

  /** Game `index` of table `table`, in the table's order: each side's place (1 first). */
  add(table: number, index: number, places: ArrayLike<number>): void {
    this.tables[table].add(index, places);
  }

  /**
   * The fit, and an interval per rating. One virtual drawn game between every two
   * entrants is added to the games: it keeps the fit finite when an entrant finished
   * behind its opponents in every game (the maximum would be −∞), and it is worth
   * nothing beside thousands of real games.
   *
   * The interval is a sandwich estimate that counts independent units: a game, or under
   * duplicate seating a deal (whose rotations share their cards and dice), with all the
   * pair outcomes of a unit as one draw, since they are correlated. It holds the other
   * entrants at their fitted ratings: it says how precisely this entrant's own games
   * place it against the field. (An interval on the distance from the mean would carry
   * the mean's uncertainty too, and an entrant that almost never finishes ahead, whose
   * log-odds are barely pinned down, would spread that over everyone.)
   */
  summary(): Rating[] {
    const games = new Array<number>(this.size).fill(0);
    this.layout.forEach((t, ti) => t.members.forEach((e) => (games[e] += this.tables[ti].games)));
    const rated = games.flatMap((g, e) => (g > 0 ? [e] : []));
    const at = new Map(rated.map((e, i) => [e, i]));
    const k = rated.length;
    const ahead = new Float64Array(k * k);
    const met = new Float64Array(k * k);
    for (let i = 0; i < k; i++) {
      for (let j = 0; j < k; j++) if (i !== j) [ahead[i * k + j], met[i * k + j]] = [0.5, 1];
    }
    this.layout.forEach(({ members }, ti) => {
      const table = this.tables[ti];
      if (table.games === 0) return;
      for (let s = 0; s < members.length; s++) {
        for (let t = 0; t < members.length; t++) {
          if (s === t) continue;
          const [i, j] = [at.get(members[s])!, at.get(members[t])!];
          ahead[i * k + j] += table.ahead[s * table.sides + t];
          met[i * k + j] += table.games;
        }
      }
    });
    const theta = k > 0 ? fitStrengths(ahead, met, k) : new Float64Array(0);
    const spread = this.sharedUnits ? this.sharedSpread(theta, at, k) : this.unitSpread(theta, at, k);
    const { information } = derivatives(ahead, met, theta, k);
    return games.map((g, e) => {
      const i = at.get(e);
      if (i === undefined) return { points: NaN, interval: [NaN, NaN], games: g };
      const half = (Z95 * Math.sqrt(spread[i])) / information[i * k + i];
      return { points: POINTS * theta[i], interval: [POINTS * (theta[i] - half), POINTS * (theta[i] + half)], games: g };
    });
  }

  /** Per rated entrant, Σ over units of its score's square (the sandwich's middle):
   * the score of a unit is the opponents it finished ahead of, less those the fit
   * expected. From the units' moments: Σ(z − g c)² = Σz² − 2 g c Σz + units g² c². */
  private unitSpread(theta: Float64Array, at: Map<number, number>, k: number): Float64Array {
    const spread = new Float64Array(k);
    this.layout.forEach(({ members }, ti) => {
      const table = this.tables[ti];
      const m = table.sides;
      const g = table.unitGames;
      for (let s = 0; s < m; s++) {
        const i = at.get(members[s]);
        if (i === undefined) continue;
        let beaten = 0;
        let expected = 0;
        for (let t = 0; t < m; t++) {
          if (t === s) continue;
          beaten += table.ahead[s * m + t];
          expected += aheadChance(theta[i], theta[at.get(members[t])!]);
        }
        spread[i] += table.unitSquares[s] - 2 * g * expected * beaten + table.units * g * g * expected * expected;
      }
    });
    addVirtualGames(spread, theta, k);
    return spread;
  }

  /** unitSpread where the tables share their units: an entrant's score of unit k is
   * summed over every table it sat at before it is squared, so a deal that favoured it
   * at one table and at another counts as the one draw it is. */
  private sharedSpread(theta: Float64Array, at: Map<number, number>, k: number): Float64Array {
    const byUnit = Array.from({ length: k }, () => new Map<number, number>());
    this.layout.forEach(({ members }, ti) => {
      const table = this.tables[ti];
      const m = table.sides;
      for (let s = 0; s < m; s++) {
        const i = at.get(members[s]);
        if (i === undefined) continue;
        let expected = 0;
        for (let t = 0; t < m; t++) if (t !== s) expected += aheadChance(theta[i], theta[at.get(members[t])!]);
        table.unitNumbers.forEach((unit, u) => {
          const z = table.unitBeaten[u * m + s] - table.unitGames * expected;
          byUnit[i].set(unit, (byUnit[i].get(unit) ?? 0) + z);
        });
      }
    });
    const spread = new Float64Array(k);
    for (let i = 0; i < k; i++) for (const z of byUnit[i].values()) spread[i] += z * z;
    addVirtualGames(spread, theta, k);
    return spread;
  }
}

/** Each virtual drawn game (see summary) is a unit of its own. */
function addVirtualGames(spread: Float64Array, theta: Float64Array, k: number): void {
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < k; j++) if (i !== j) spread[i] += (0.5 - aheadChance(theta[i], theta[j])) ** 2;
  }
}
