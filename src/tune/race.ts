// The race before the recommendation: successive halving (Jamieson and Talwalkar 2016)
// on the search's best points. Every round, the points still in play the same fresh deals
// of the race's own deal set (paired, under duplicate seating), and the better half by
// its win share over all the race deals it has played goes on; the search's incumbent is
// among them, so it is played again as long as it holds. What the race ranks rests on
// deals the search never saw, not on the search's estimates, which the best of many noisy
// points always flatters.
import type { Evaluate } from './search.js';
import type { Point } from './searcher.js';

/** Points raced: the search's best eight, halved in three rounds. */
export const RACED = 8;
/** The share of --budget the race takes; the search has the rest. */
export const RACE_SHARE = 0.25;

/** Games each point still in plays in each round (whole deals): the race's games split
 * evenly over its rounds, and each round's over the points in it. */
export function raceRounds(games: number, deal: number, points: number): number[] {
  const rounds = Math.ceil(Math.log2(Math.max(1, points)));
  const perRound = Math.floor(games / deal / Math.max(1, rounds));
  const out: number[] = [];
  for (let r = 0, left = points; r < rounds; r++, left = Math.ceil(left / 2)) {
    out.push(Math.floor(perRound / left) * deal);
  }
  return out;
}

/** Games the race plays in all. */
export function raceGames(rounds: readonly number[], points: number): number {
  let left = points;
  let sum = 0;
  for (const games of rounds) {
    sum += games * left;
    left = Math.ceil(left / 2);
  }
  return sum;
}

export interface Raced {
  readonly point: Point;
  /** Race games it played, and its win share over them. */
  readonly games: number;
  readonly winRate: number;
  /** Rounds it played (the winner and the last one out: all of them). */
  readonly rounds: number;
}

/** Races `points` (best first) over `rounds`, evaluations numbered from `n`. Gives them
 * best first: the winner, then by the round each went out in and its win share; undefined
 * when stopped. */
export async function race(
  points: readonly Point[],
  rounds: readonly number[],
  evaluate: Evaluate,
  n: number,
  onRound?: (games: number) => void,
): Promise<Raced[] | undefined> {
  const state = points.map((point) => ({ point, games: 0, wins: 0, rounds: 0 }));
  let alive = state;
  let first = 0;
  for (const games of rounds) {
    const values = await evaluate(
      alive.map((s) => ({ point: s.point, deals: 'race' as const, first, games })),
      n,
    );
    if (!values) return undefined;
    alive.forEach((s, i) => {
      s.games += games;
      s.wins += values[i] * games;
      s.rounds++;
    });
    n += alive.length;
    first += games;
    onRound?.(games * alive.length);
    // A stable sort: equals keep the search's order.
    alive = [...alive].sort((a, b) => b.wins - a.wins).slice(0, Math.ceil(alive.length / 2));
  }
  const rate = (s: (typeof state)[number]) => (s.games ? s.wins / s.games : 0);
  return [...state]
    .sort((a, b) => b.rounds - a.rounds || rate(b) - rate(a))
    .map((s) => ({ point: s.point, games: s.games, winRate: rate(s), rounds: s.rounds }));
}
