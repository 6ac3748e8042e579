// Ratings fitted to every game: the Bradley–Terry fit, its scale, and intervals that
// count games (or duplicate deals) as the independent units they are.
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../src/core/rng.js';
import { aheadChance, fitStrengths } from '../../src/stats/bradley-terry.js';
import { TablePlacings } from '../../src/stats/placings.js';
import { type Rating, Ratings } from '../../src/stats/ratings.js';

const POINTS = 400 / Math.LN10;

/** Places (1 first) of sides with log-strengths θ under Plackett–Luce: the next to
 * finish is drawn in proportion to e^θ among those left. Any two sides then finish in
 * Bradley–Terry order: P(s ahead of t) = e^θs / (e^θs + e^θt). */
function plackettLuce(rng: SeededRng, theta: readonly number[]): number[] {
  const left = theta.map((_, s) => s);
  const places = new Array<number>(theta.length);
  for (let place = 1; left.length; place++) {
    const weights = left.map((s) => Math.exp(theta[s]));
    let r = rng.next() * weights.reduce((a, b) => a + b, 0);
    let pick = 0;
    while (r >= weights[pick] && pick < left.length - 1) r -= weights[pick++];
    places[left.splice(pick, 1)[0]] = place;
  }
  return places;
}

/** One table seating every entrant, `games` games of Plackett–Luce placings. */
function rate(theta: readonly number[], games: number, seed: number): Rating[] {
  const rng = new SeededRng(seed);
  const r = new Ratings(theta.length, [{ members: theta.map((_, s) => s), unitGames: 1 }]);
  for (let g = 0; g < games; g++) r.add(0, g, plackettLuce(rng, theta));
  return r.summary();
}

const centred = (theta: readonly number[]) => theta.map((t) => t - theta.reduce((a, b) => a + b, 0) / theta.length);
const contains = (r: Rating, x: number) => r.interval[0] <= x && x <= r.interval[1];
const overlap = (a: Rating, b: Rating) => a.interval[0] <= b.interval[1] && b.interval[0] <= a.interval[1];

describe('the Bradley–Terry fit', () => {
  it('gives back the strengths that made the counts, to 1e-6', () => {
    const truth = centred([1.2, 0.4, 0, -2.5]);
    const k = truth.length;
    const ahead = new Float64Array(k * k);
    const games = new Float64Array(k * k);
    for (let i = 0; i < k; i++) {
      for (let j = 0; j < k; j++) {
        if (i === j) continue;
        games[i * k + j] = 1000 * (1 + i + j); // unequal numbers of meetings
        ahead[i * k + j] = games[i * k + j] * aheadChance(truth[i], truth[j]);
      }
    }
    const fitted = fitStrengths(ahead, games, k);
    fitted.forEach((t, i) => expect(t).toBeCloseTo(truth[i], 6));
  });

  it('recovers known strengths from 20,000 games of four, each within its interval', () => {
    const truth = centred([0.9, 0.3, 0, -0.8]);
    const ratings = rate(truth, 20_000, 7);
    ratings.forEach((r, i) => {
      expect(r.points).toBeCloseTo(POINTS * truth[i], -1); // within 5 points
      expect(contains(r, POINTS * truth[i])).toBe(true);
      expect(r.games).toBe(20_000);
    });
  });
});

describe('ratings', () => {
  it('a bot that finishes ahead in 59% of 9,000 games is rated above, intervals apart, by the points of 59%', () => {
    const rng = new SeededRng(11);
    const r = new Ratings(2, [{ members: [1, 0], unitGames: 1 }]);
    let ahead = 0;
    for (let g = 0; g < 9000; g++) {
      const first = rng.next() < 0.59;
      ahead += first ? 1 : 0;
      r.add(0, g, first ? [2, 1] : [1, 2]); // side 0 is entrant 1
    }
    const [strong, weak] = r.summary();
    expect(strong.points).toBeGreaterThan(weak.points);
    expect(strong.interval[0]).toBeGreaterThan(weak.interval[1]);
    expect(strong.points + weak.points).toBeCloseTo(0, 9); // 0 is the mean entrant
    // Two entrants: the fit gives back their share (with its one virtual drawn game).
    const share = (ahead + 0.5) / 9001;
    expect(strong.points - weak.points).toBeCloseTo(400 * Math.log10(share / (1 - share)), 6);
    expect(strong.points - weak.points).toBeGreaterThan(50); // 59%: about 63 points
  });

  it('two copies of one bot are rated equal within their intervals, both below the better bot', () => {
    const [best, copy, twin] = rate([0.7, 0, 0], 6000, 3);
    expect(contains(copy, twin.points)).toBe(true);
    expect(contains(twin, copy.points)).toBe(true);
    expect(overlap(best, copy) || overlap(best, twin)).toBe(false);
  });

  it('stays finite when one entrant finished behind in every game', () => {
    const r = new Ratings(3, [{ members: [0, 1, 2], unitGames: 1 }]);
    for (let g = 0; g < 500; g++) r.add(0, g, g % 2 ? [1, 2, 3] : [2, 1, 3]);
    const [a, b, hopeless] = r.summary();
    // As if it had drawn one game with each: 500.5 of 501 ahead is about 1,200 points.
    expect(hopeless.points).toBeGreaterThan(a.points - 1400);
    expect(hopeless.points).toBeLessThan(a.points - 1000);
    expect(hopeless.interval[1] - hopeless.interval[0]).toBeGreaterThan(a.interval[1] - a.interval[0]);
    expect(a.points).toBeCloseTo(b.points, 6);
  });

  it('an entrant with no games has no rating, and does not move the others', () => {
    const r = new Ratings(3, [
      { members: [0, 1], unitGames: 1 },
      { members: [1, 2], unitGames: 1 },
    ]);
    for (let g = 0; g < 100; g++) r.add(0, g, g % 4 ? [1, 2] : [2, 1]);
    const [a, b, absent] = r.summary();
    expect(absent).toEqual({ points: NaN, interval: [NaN, NaN], games: 0 });
    expect(a.points).toBeCloseTo(-b.points, 9);
  });
});

describe('what the intervals count', () => {
  it('a unit is a game, or a whole duplicate deal: the sums of squares are per unit, a deal cut short is left out', () => {
    const rng = new SeededRng(5);
    const table = new TablePlacings(4, 4);
    const deals: number[][][] = [];
    for (let g = 0; g < 4 * 50 + 2; g++) {
      const places = [1, 2, 3, 4].map(() => 1 + rng.int(4)); // ties too
      table.add(g, places);
      (deals[Math.floor(g / 4)] ??= []).push(places);
    }
    deals.pop(); // two games of a deal that never finished
    const beaten = (places: number[], s: number) =>
      places.reduce((n, p, t) => n + (t === s ? 0 : p < places[s] ? 0 : p > places[s] ? 1 : 0.5), 0);
    for (let s = 0; s < 4; s++) {
      const squares = deals.reduce((sum, deal) => sum + deal.reduce((z, places) => z + beaten(places, s), 0) ** 2, 0);
      expect(table.unitSquares[s]).toBeCloseTo(squares, 9);
    }
    expect(table.units).toBe(50);
    expect(table.games).toBe(200);
  });

  // Replications of one design, each fitted on its own: across them the spread of an
  // estimate should be what each fit's interval claims.
  function spreads(replications: number, play: (rng: SeededRng) => { estimate: number; halfWidth: number }) {
    const rng = new SeededRng(2024);
    const runs = Array.from({ length: replications }, () => play(rng));
    const mean = runs.reduce((s, r) => s + r.estimate, 0) / replications;
    const seen = Math.sqrt(runs.reduce((s, r) => s + (r.estimate - mean) ** 2, 0) / (replications - 1));
    const claimed = runs.reduce((s, r) => s + r.halfWidth, 0) / replications / 1.959963984540054;
    return seen / claimed;
  }

  it('games of three: the pair outcomes of one game are one draw (an interval counting pairs apart is too narrow)', () => {
    // a against two equal others, whose difference many two-player games pin down: the
    // interval, which holds the others fixed, is then the whole uncertainty of a's rating.
    const theta = [0.4, 0, 0];
    const ratio = spreads(400, (rng) => {
      const r = new Ratings(3, [
        { members: [0, 1, 2], unitGames: 1 },
        { members: [1, 2], unitGames: 1 },
      ]);
      for (let g = 0; g < 300; g++) r.add(0, g, plackettLuce(rng, theta));
      for (let g = 0; g < 4000; g++) r.add(1, g, g % 2 ? [1, 2] : [2, 1]);
      const [a, b, c] = r.summary();
      return { estimate: a.points - (b.points + c.points) / 2, halfWidth: (a.interval[1] - a.interval[0]) / 2 };
    });
    expect(ratio).toBeGreaterThan(0.9);
    expect(ratio).toBeLessThan(1.1);
  });

  it('duplicate deals: the luck a deal shares between its rotations cancels, and the interval knows it', () => {
    // Two seats; each deal favours one seat strongly, and both rotations play it.
    const ratio = spreads(400, (rng) => {
      const r = new Ratings(2, [{ members: [0, 1], unitGames: 2 }]);
      for (let deal = 0; deal < 200; deal++) {
        const favoured = rng.next() < 0.5 ? 0 : 1;
        for (let turn = 0; turn < 2; turn++) {
          const seatOfA = turn; // entrant 0 sits in seat `turn`
          const p = aheadChance(0.3, 0) + (seatOfA === favoured ? 0.35 : -0.35);
          const aAhead = rng.next() < p;
          r.add(0, deal * 2 + turn, aAhead ? [1, 2] : [2, 1]);
        }
      }
      const [a] = r.summary();
      return { estimate: a.points, halfWidth: (a.interval[1] - a.interval[0]) / 2 / 2 }; // a − mean is half the gap
    });
    expect(ratio).toBeGreaterThan(0.9);
    expect(ratio).toBeLessThan(1.1);
  });
});
