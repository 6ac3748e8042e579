// Ratings from placings with openskill (Weng-Lin, Plackett-Luce): each rated game moves
// every entrant's mean mu and shrinks its uncertainty sigma. The conservative ordinal,
// mu - 3 sigma, is what openskill ranks by.
import { type Rating, ordinal, rate, rating } from 'openskill';

export interface RatingSummary {
  readonly mu: number;
  readonly sigma: number;
  readonly ordinal: number;
  /** Games this entrant's rating was updated from. */
  readonly games: number;
}

export class Ratings {
  private ratings: Rating[];
  private readonly games: number[];

  constructor(size: number) {
    this.ratings = Array.from({ length: size }, () => rating());
    this.games = new Array<number>(size).fill(0);
  }

  /** One game: the entrants at the table and their places (1 is first, ties equal). */
  add(entrants: readonly number[], places: readonly number[]): void {
    const teams = entrants.map((e) => [this.ratings[e]]);
    const after = rate(teams, { rank: [...places] });
    entrants.forEach((e, i) => {
      this.ratings[e] = after[i][0];
      this.games[e]++;
    });
  }

  summary(): RatingSummary[] {
    return this.ratings.map((r, e) => ({ mu: r.mu, sigma: r.sigma, ordinal: ordinal(r), games: this.games[e] }));
  }
}
