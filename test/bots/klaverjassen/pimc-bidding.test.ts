// pimc's bidding on solved deals, with a solver a test writes (a value per leader and
// trump), so that each choice's arithmetic is seen: playing against the modelled pass —
// a later seat that takes the suit, nobody (0), or the forced naming of the second circle.
import { describe, expect, it } from 'vitest';
import { SUITS } from '../../../src/games/klaverjassen/cards.js';
import type { OpenDeal } from '../../../src/games/klaverjassen/solver/index.js';
import type { KlaverjasState } from '../../../src/games/klaverjassen/state.js';
import { bidMeans, chooseBid, nameMeans } from '../../../bots/klaverjassen/pimc-bidding.js';
import { stage } from '../../games/klaverjassen/stage.js';

/** A solver of the round's value for the leader's team, from a table `seat+suit → value`
 * (0 for what it does not list), e.g. { '0H': 50 }: seat 0 playing hearts makes 50. */
function solverOf(values: Record<string, number>) {
  return (deal: OpenDeal): number => values[`${deal.leader}${SUITS[deal.trump]}`] ?? 0;
}

/** The state at seat 0's first bid (dealer 3; hearts proposed, then clubs), after `passes`. */
function bidding(passes = 0): KlaverjasState {
  const s = stage([]);
  for (let i = 0; i < passes; i++) s.play('pass');
  return s.state;
}

describe('pimc bidding', () => {
  it('plays a suit that makes more than passing it round, when nobody after would take it', () => {
    const deals = [bidding()];
    expect(bidMeans(deals, 20, solverOf({ '0H': 50, '1H': 10, '2H': 15, '3H': 5 }))).toEqual({ play: 50, pass: 0 });
    expect(chooseBid(deals, ['play', 'pass'], 20, solverOf({ '0H': 50 }))).toBe('play');
    // The first circle passed round is 0 however a trump named later would go.
    expect(bidMeans(deals, 20, solverOf({ '0H': 50, '0D': 99, '0S': 99 })).pass).toBe(0);
    // A round that goes badly is passed: nobody takes it, and the round counts 0.
    expect(chooseBid(deals, ['play', 'pass'], 20, solverOf({ '0H': -30 }))).toBe('pass');
  });

  it('plays where passing would come out the same: the partner of the model sees the deal, a real one may not', () => {
    const solve = solverOf({ '0H': 50, '2H': 50 });
    expect(bidMeans([bidding()], 20, solve)).toEqual({ play: 50, pass: 50 });
    expect(chooseBid([bidding()], ['play', 'pass'], 20, solve)).toBe('play');
  });

  it('passes to a partner who would take the suit for more', () => {
    const solve = solverOf({ '0H': 50, '2H': 80 });
    expect(bidMeans([bidding()], 20, solve)).toEqual({ play: 50, pass: 80 });
    expect(chooseBid([bidding()], ['play', 'pass'], 20, solve)).toBe('pass');
  });

  it("models the first later seat that beats the margin: an opponent's take counts against it", () => {
    // Seat 1 makes 30 with hearts: it takes them over a margin of 20, not over one of 40.
    const solve = solverOf({ '0H': -10, '1H': 30, '2H': 60 });
    expect(bidMeans([bidding()], 20, solve).pass).toBe(-30);
    expect(chooseBid([bidding()], ['play', 'pass'], 20, solve)).toBe('play');
    expect(bidMeans([bidding()], 40, solve).pass).toBe(60);
    expect(chooseBid([bidding()], ['play', 'pass'], 40, solve)).toBe('pass');
  });

  it('looks only at the seats still to bid in this circle', () => {
    // Seat 2 bids third: only seat 3 comes after it before the circle closes.
    const state = bidding(2);
    expect(state.turn).toBe(2);
    expect(bidMeans([state], 20, solverOf({ '2H': 5, '3H': 40, '0H': 90 })).pass).toBe(-40);
    expect(bidMeans([state], 20, solverOf({ '2H': 5, '0H': 90, '1H': 90 })).pass).toBe(0);
  });

  it('in the second circle, counts on the forced naming when everyone passes again', () => {
    // Seat 1 passes clubs; if seats 2 and 3 pass too, seat 0 must name diamonds or spades.
    const state = bidding(5);
    expect(state.turn).toBe(1);
    expect(bidMeans([state], 20, solverOf({ '1C': 10, '0D': 30, '0S': 70 })).pass).toBe(-70);
    // This seat itself is the one to name (seat 0, left of the dealer): its best suit on average.
    const own = bidding(4);
    const deals = [own, own];
    expect(bidMeans(deals, 20, solverOf({ '0C': 10, '0D': 30, '0S': 25 }))).toEqual({ play: 10, pass: 30 });
  });

  it('names the suit with the best mean', () => {
    const state = bidding(8);
    expect(nameMeans([state], ['trump D', 'trump S'], solverOf({ '0D': 12, '0S': 40 }))).toEqual([12, 40]);
    expect(chooseBid([state], ['trump D', 'trump S'], 20, solverOf({ '0D': 12, '0S': 40 }))).toBe('trump S');
    expect(chooseBid([state], ['trump D', 'trump S'], 20, solverOf({ '0D': 41, '0S': 40 }))).toBe('trump D');
  });
});
