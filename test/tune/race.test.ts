import { describe, expect, it } from 'vitest';
import { race, raceGames, raceRounds } from '../../src/tune/race.js';
import type { Evaluate } from '../../src/tune/search.js';

type Evaluation = Parameters<Evaluate>[0][number];

describe('the race', () => {
  it('splits its games evenly over three rounds of 8, 4 and 2 points, in whole deals', () => {
    const rounds = raceRounds(10000, 3, 8);
    expect(rounds).toEqual([414, 831, 1665]);
    expect(raceGames(rounds, 8)).toBe(414 * 8 + 831 * 4 + 1665 * 2);
    expect(raceRounds(1000, 3, 1)).toEqual([]);
  });

  it('keeps the better half each round on the same fresh deals, and ranks by the round each went out in', async () => {
    const played: Evaluation[][] = [];
    const numbers: number[] = [];
    // A point's win share: its one value, tenths (point [7] is the best), except that
    // the last-played round flatters point [0]: a point out early stays out.
    const evaluate: Evaluate = (batch, n) => {
      played.push([...batch]);
      numbers.push(n);
      return Promise.resolve(batch.map((e) => (e.first >= 90 && e.point[0] === 0 ? 1 : e.point[0] / 10)));
    };
    const points = [3, 0, 7, 1, 6, 2, 5, 4].map((v) => [v]);
    const raced = (await race(points, [30, 60, 90], evaluate, 100))!;
    expect(raced.map((r) => r.point[0])).toEqual([7, 6, 5, 4, 3, 2, 1, 0]);
    expect(raced.map((r) => r.rounds)).toEqual([3, 3, 2, 2, 1, 1, 1, 1]);
    expect(raced[0]).toMatchObject({ games: 180, winRate: 0.7 });
    // Every point of a round plays the same deals; each round deals of its own.
    expect(played.map((b) => b.map((e) => `${e.deals} ${e.first} ${e.games}`))).toEqual([
      Array(8).fill('race 0 30'),
      Array(4).fill('race 30 60'),
      Array(2).fill('race 90 90'),
    ]);
    // Evaluations numbered on from the search's.
    expect(numbers).toEqual([100, 108, 112]);
  });

  it('gives nothing when stopped', async () => {
    expect(await race([[0], [1]], [30], () => Promise.resolve(undefined), 0)).toBeUndefined();
  });
});
