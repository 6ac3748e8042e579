// What a seat sees: its own hand and nobody else's, the bidding and the proposals shown,
// every card played and by whom, the trick under way, the roem claimed and the score;
// refilled in place.
import { describe, expect, it } from 'vitest';
import { bit, parseCard } from '../../../src/games/klaverjassen/cards.js';
import { highestTrump, ledSuit, legalMask, partnerWinning } from '../../../src/games/klaverjassen/trick.js';
import { klaverjassen } from '../../../src/games/klaverjassen/index.js';
import { BID, T, playerOfCard } from '../../../src/games/klaverjassen/state.js';
import { card, stage } from './stage.js';

describe('observe', () => {
  // Seats 0 and 1 pass hearts, seat 2 takes it and leads the 8 of clubs; seat 3 follows.
  const g = stage(['', '', '8C 9C', 'TC 7C'], {}, ['H', 'C']);
  g.play('pass', 'pass', 'play', '8C', 'TC');

  it('its own hand, no other hand, and the second proposal only once shown', () => {
    const o = klaverjassen.observe(g.state, 1);
    expect(o.hand).toBe(g.state.t[T.hands + 1]);
    expect(o.t[T.hands + 1]).toBe(o.hand);
    for (const s of [0, 2, 3]) expect(o.t[T.hands + s]).toBe(0);
    expect(o.t[T.proposals]).toBe(2);
    expect(o.t[T.proposals + 1]).toBe(-1);
    expect([...o.t.subarray(T.bids, T.bids + o.bidCount)]).toEqual([BID.pass, BID.pass, BID.play]);
    expect([o.trump, o.player]).toEqual([2, 2]);
  });

  it('every card played and by whom, the trick under way, the roem claimed, the score', () => {
    // 8, 9, 10, jack of clubs: seat 2's ten wins, claims the 50 roem and leads the ace.
    const seen = stage(['8C', '9C', 'TC AC', 'JC'], {}, ['H', 'C']);
    seen.play('play', '8C', '9C', 'TC', 'JC', 'claim', 'AC');
    const o = klaverjassen.observe(seen.state, 3);
    expect(o.playedCount).toBe(5);
    const played = Array.from({ length: 5 }, (_, i) => [o.t[T.played + i], playerOfCard(o.t, i)]);
    expect(played).toEqual([
      [card('8C'), 0],
      [card('9C'), 1],
      [card('TC'), 2],
      [card('JC'), 3],
      [card('AC'), 2],
    ]);
    expect(o.t[T.winners]).toBe(2);
    expect(o.t[T.trickRoem]).toBe(50);
    expect(o.t[T.roem]).toBe(50);
    expect(o.t[T.points]).toBe(10 + 2);
    expect([o.leader, o.turn, o.bestSeat]).toEqual([2, 3, 2]);
    expect(o.t[T.hands + 2] & bit(card('AC'))).toBe(0);
  });

  it('the trick helpers read an observation as they read the state: the legal cards of the seat to play', () => {
    const o = klaverjassen.observe(g.state, g.state.turn);
    const legal = klaverjassen.legalActions(g.state).reduce((m, a) => m | bit(parseCard(a)), 0);
    expect(legalMask(o)).toBe(legal);
    expect([ledSuit(o), highestTrump(o), partnerWinning(o)]).toEqual([0, -1, false]);
  });

  it('refills in place: the same object and table, rewritten', () => {
    const first = klaverjassen.observe(g.state, 1);
    const table = first.t;
    const again = klaverjassen.observe(g.state, 3, first);
    expect(again).toBe(first);
    expect(again.t).toBe(table);
    expect(again.seat).toBe(3);
    expect(again.hand).toBe(g.state.t[T.hands + 3]);
    expect(again.t[T.hands + 1]).toBe(0);
  });
});
