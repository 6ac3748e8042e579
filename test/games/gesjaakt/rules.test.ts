import { describe, expect, it } from 'vitest';
import { SeededChance } from '../../../src/core/chance.js';
import type { Bot } from '../../../src/core/bot.js';
import { playGame, winShares } from '../../../src/core/match.js';
import { gesjaakt } from '../../../src/games/gesjaakt/index.js';
import { penaltyPoints } from '../../../src/games/gesjaakt/score.js';
import { NOBODY, type GesjaaktState } from '../../../src/games/gesjaakt/state.js';
import { checkPlayerCount } from '../../../src/games/registry.js';
import { SeededRng } from '../../../src/core/rng.js';
import { snapshot } from '../../helpers.js';

const options = gesjaakt.options.parse({});
const fresh = (players = 3, seed = 1) => gesjaakt.setup(players, options, new SeededChance(seed));
const faceUp = (s: GesjaaktState) => s.deck[s.next];

function ownerOf(cards: Record<number, number>): Int8Array {
  const owner = new Int8Array(37).fill(NOBODY);
  for (const [card, seat] of Object.entries(cards)) owner[Number(card)] = seat;
  return owner;
}

describe('GS-1 cards, removed cards and chips', () => {
  it('GS-1: uses the cards 3..35, removes 9 unseen and plays the other 24', () => {
    const s = fresh();
    expect([...s.deck].sort((a, b) => a - b)).toEqual(Array.from({ length: 33 }, (_, i) => i + 3));
    expect(s.next).toBe(9);
    expect(s.deck.length - s.next).toBe(24);
  });

  it.each([
    [3, 11],
    [4, 11],
    [5, 11],
    [6, 9],
    [7, 7],
  ])('GS-1: with %i players everyone starts with %i chips', (players, chips) => {
    expect([...fresh(players).chips]).toEqual(Array(players).fill(chips));
  });

  it('GS-1: two players only with the option twoPlayers, then with 11 chips', () => {
    expect(() => checkPlayerCount(gesjaakt, 2, options)).toThrow(/2 need the option twoPlayers=true/);
    const two = gesjaakt.options.parse({ twoPlayers: true });
    expect(() => checkPlayerCount(gesjaakt, 2, two)).not.toThrow();
    expect([...gesjaakt.setup(2, two, new SeededChance(1)).chips]).toEqual([11, 11]);
    expect(() => checkPlayerCount(gesjaakt, 8, options)).toThrow(/2 to 7 players, not 8/);
  });

  it('deals differently for different seeds and the same for the same seed', () => {
    expect([...fresh(3, 1).deck]).toEqual([...fresh(3, 1).deck]);
    expect([...fresh(3, 1).deck]).not.toEqual([...fresh(3, 2).deck]);
  });
});

describe('GS-2 what is public', () => {
  it('GS-2: the observation shows chips and taken cards but not the removed cards or the deck order', () => {
    const s = fresh(4, 3);
    gesjaakt.apply(s, 'pay', new SeededChance(0));
    gesjaakt.apply(s, 'take', new SeededChance(0));
    const obs = gesjaakt.observe(s, 2);
    expect(obs.card).toBe(faceUp(s));
    expect([...obs.chips]).toEqual([10, 12, 11, 11]);
    expect(Object.keys(obs).sort()).toEqual(['cardsLeft', 'card', 'chips', 'owner', 'players', 'pot', 'seat'].sort());
    // Rearranging what nobody has seen changes nothing a seat can observe.
    const other = gesjaakt.clone(s);
    const hidden = [...other.deck.slice(0, 9), ...other.deck.slice(other.next + 1)].reverse();
    other.deck.set(hidden.slice(0, 9), 0);
    other.deck.set(hidden.slice(9), other.next + 1);
    expect(snapshot(other.deck)).not.toBe(snapshot(s.deck));
    for (let seat = 0; seat < 4; seat++)
      expect(snapshot(gesjaakt.observe(other, seat))).toBe(snapshot(gesjaakt.observe(s, seat)));
  });

  it('GS-2: determinize keeps everything public and reshuffles only unseen cards', () => {
    const s = fresh(3, 8);
    for (const a of ['pay', 'pay', 'take', 'take', 'pay'] as const) gesjaakt.apply(s, a, new SeededChance(0));
    const obs = gesjaakt.observe(s, s.current);
    const guess = gesjaakt.determinize(obs, new SeededRng(4));
    expect(snapshot(gesjaakt.observe(guess, s.current))).toBe(snapshot(obs));
    expect([...guess.deck].sort((a, b) => a - b)).toEqual(Array.from({ length: 33 }, (_, i) => i + 3));
  });
});

describe('paying and taking', () => {
  it('paying puts one chip on the card and passes the turn; the first payer may pay again', () => {
    const s = fresh(3);
    const card = faceUp(s);
    for (const expected of [1, 2, 0]) {
      gesjaakt.apply(s, 'pay', new SeededChance(0));
      expect(s.current).toBe(expected);
    }
    expect(s.pot).toBe(3);
    expect([...s.chips]).toEqual([10, 10, 10]);
    expect(faceUp(s)).toBe(card);
    expect(gesjaakt.legalActions(s)).toEqual(['take', 'pay']);
  });

  it('GS-3: the taker keeps the chips, turns up the next card and decides again', () => {
    const s = fresh(3);
    const card = faceUp(s);
    gesjaakt.apply(s, 'pay', new SeededChance(0));
    gesjaakt.apply(s, 'pay', new SeededChance(0));
    gesjaakt.apply(s, 'take', new SeededChance(0)); // seat 2 takes
    expect(s.owner[card]).toBe(2);
    expect([...s.chips]).toEqual([10, 10, 13]);
    expect(s.pot).toBe(0);
    expect(s.current).toBe(2);
    expect(faceUp(s)).not.toBe(card);
  });

  it('GS-4: a player with no chips must take', () => {
    const s = fresh(3);
    s.chips[0] = 0;
    expect(gesjaakt.legalActions(s)).toEqual(['take']);
    s.chips[0] = 1;
    expect(gesjaakt.legalActions(s)).toEqual(['take', 'pay']);
  });

  it('GS-4: a bot that pays with no chips left forfeits in the match loop, and no chip goes below zero', () => {
    let chipsWhenCaught = -1;
    const payer: Bot = {
      act: (obs) => {
        chipsWhenCaught = (obs as { chips: Int16Array }).chips[0];
        return 'pay';
      },
    };
    const paysWhileAllowed: Bot = { observes: false, act: (_obs, legal) => legal[legal.length - 1] };
    const bots = [payer, paysWhileAllowed, paysWhileAllowed];
    const played = playGame({ game: gesjaakt, options, bots, seed: 5, keepActions: true });
    expect(played.forfeit).toEqual({ seat: 0, reason: 'illegal action "pay"; legal were "take"' });
    expect(chipsWhenCaught).toBe(0);
    expect(played.actions).toHaveLength(3 * 11);
    expect(played.wins[0]).toBe(0);
  });

  it('the game ends once the 24th card is taken, not before', () => {
    const s = fresh(3);
    for (let i = 0; i < 23; i++) gesjaakt.apply(s, 'take', new SeededChance(0));
    expect(gesjaakt.isTerminal(s)).toBe(false);
    gesjaakt.apply(s, 'take', new SeededChance(0));
    expect(gesjaakt.isTerminal(s)).toBe(true);
  });
});

describe('GS-5 scoring', () => {
  it('GS-5: a run counts only its lowest card, whatever its length; chips count one point off', () => {
    const owner = ownerOf({ 20: 0, 21: 0, 22: 0, 23: 0, 30: 0, 10: 1, 12: 1 });
    expect(penaltyPoints(owner, Int16Array.from([5, 3]))).toEqual([20 + 30 - 5, 10 + 12 - 3]);
  });

  it('GS-5: cards of different players never form a run together', () => {
    const owner = ownerOf({ 5: 0, 6: 1, 7: 0 });
    expect(penaltyPoints(owner, Int16Array.from([0, 0]))).toEqual([12, 6]);
  });

  it('GS-5: the lowest score wins and G-2 ties share the win', () => {
    const s = fresh(3);
    s.owner.set(ownerOf({ 10: 0, 11: 1, 35: 2 }));
    s.chips.set([0, 1, 0]);
    const { scores, standing } = gesjaakt.result(s);
    expect(scores).toEqual([10, 10, 35]);
    expect(winShares(standing)).toEqual([0.5, 0.5, 0]);
  });
});
