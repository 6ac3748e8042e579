// The bid rollouts (bench/bid-rollouts.ts): each branch plays the bid it names and scores
// the round for the bidder's team, the deals are the seed's, and the caution table counts
// what a caution would have changed. The heuristic bot plays the rounds here: pimc's take
// seconds.
import { describe, expect, it } from 'vitest';
import { type Rollout, playOut, rollouts, summary } from '../../bench/bid-rollouts.js';
import { stage } from '../games/klaverjassen/stage.js';

describe('a bid rolled out', () => {
  it('plays the bid it names, and scores the round for the bidder’s team', () => {
    // Seat 1 bids second (dealer 3) and holds every heart, the proposed trump: taking it
    // wins every trick, so its team's score is far above the other's.
    const s = stage(['7C 8C 9C TC 7D 8D 9D TD', 'JH 9H AH TH KH QH 8H 7H']);
    s.play('pass');
    const played = playOut(s.state, 'play', 'heuristic', 1, 0, 'test');
    expect(played.player).toBe(1);
    expect(played.diff).toBeGreaterThan(162);
    // Passing it, the bidder's team does worse: nobody else can play hearts as well.
    expect(playOut(s.state, 'pass', 'heuristic', 1, 0, 'test').diff).toBeLessThan(played.diff);
  });

  it('covers every bid of a deal in order, the same for the same seed and another for another deal', () => {
    const rows = rollouts(3, 0, 'heuristic');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({ deal: 0, secondCircle: false, later: 3 });
    rows.forEach((r, i) => expect(r.later).toBe(3 - (i % 4)));
    expect(rollouts(3, 0, 'heuristic')).toEqual(rows);
    const others = [1, 2, 3].map((deal) => rollouts(3, deal, 'heuristic'));
    // Another deal is other cards: its bids, set as deal 0's, are not deal 0's.
    expect(others.some((o) => JSON.stringify(o.map((r) => ({ ...r, deal: 0 }))) !== JSON.stringify(rows))).toBe(true);
  });
});

describe('the caution table', () => {
  it('counts, a bid, what playing only from the caution on changes against caution 0', () => {
    const row = (model: number, play: number, pass: number): Rollout => ({
      deal: 0,
      secondCircle: false,
      later: 1,
      model,
      play,
      pass,
    });
    // Caution 20 turns the first bid (model 10) into a pass: +60 there, nothing on the
    // others; 40 the second too (model 30): −40 there.
    const text = summary([row(10, -50, 10), row(30, 40, 0), row(-5, 100, 0)], [20, 40]);
    expect(text).toContain('first circle, 1 after');
    expect(text).toContain('3 bids  gain as played 26.7 (se 46.7), by the models 11.7');
    expect(text).toContain('20: 20.0 (se 20.0), 40: 6.7 (se 29.1)');
  });
});
