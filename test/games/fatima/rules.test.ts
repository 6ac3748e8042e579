import { describe, expect, it } from 'vitest';
import { SeededChance } from '../../../src/core/chance.js';
import { scriptedChance } from '../../helpers.js';
import { SeededRng } from '../../../src/core/rng.js';
import { cardName, parseCard } from '../../../src/games/fatima/cards.js';
import { fatima } from '../../../src/games/fatima/index.js';
import { handPoints } from '../../../src/games/fatima/score.js';
import { HAND, KIND, PHASE, PILE, SHOWN } from '../../../src/games/fatima/state.js';
import { card, discards, handOf, play, stage, topGroup } from './stage.js';

const options = (o: Record<string, unknown> = {}) => fatima.options.parse(o);

describe('FT-1: players and decks', () => {
  it.each([
    [2, 54],
    [3, 54],
    [4, 54],
    [5, 108],
    [6, 108],
  ])('FT-1: %i players play with %i cards, 5 each and one face up', (players, cards) => {
    const s = fatima.setup(players, options(), new SeededChance(3));
    expect(s.cards).toBe(cards);
    for (let p = 0; p < players; p++) expect(s.handSize[p]).toBe(HAND);
    expect(s.pileSize).toBe(1);
    expect(s.drawSize).toBe(cards - 5 * players - 1);
  });

  it('G-1, FT-9: round 1 begins at seat 0, with the opening card face up on the discard pile', () => {
    for (const players of [2, 6]) {
      const s = fatima.setup(players, options(), new SeededChance(11));
      expect([s.current, s.starter, s.round, s.phase]).toEqual([0, 0, 0, PHASE.discard]);
      expect(s.place[s.pile[0]]).toBe(PILE);
    }
  });

  it('FT-1: the notation is rank then suit, jokers X1..X4, and the second deck carries a mark', () => {
    expect(['AC', 'TD', 'KS', 'X1', 'X2', "5C'", 'X3', 'X4'].map((n) => cardName(parseCard(n)))).toEqual([
      'AC',
      'TD',
      'KS',
      'X1',
      'X2',
      "5C'",
      'X3',
      'X4',
    ]);
    expect(parseCard("5C'", 54)).toBe(-1); // one deck has no second 5C
    expect(parseCard('X3', 54)).toBe(-1);
    expect(parseCard('1C')).toBe(-1);
    const names = new Set(Array.from({ length: 108 }, (_, c) => cardName(c)));
    expect(names.size).toBe(108);
  });

  it('card points: joker 0, ace 1, numbers as printed, pictures 10', () => {
    const s = stage({}, { hands: [['X1', 'AC', '9D', 'TH', 'KS'], []] });
    expect(handPoints(s, 0)).toBe(0 + 1 + 9 + 10 + 10);
    const q = stage({}, { hands: [['JC', 'QD'], []] });
    expect(handPoints(q, 0)).toBe(20);
  });
});

describe('FT-2, FT-3: the call and its limit', () => {
  it('FT-2: a call is legal at the start of the turn with 7 points, not with 8', () => {
    expect(fatima.legalActions(stage({}, { hands: [['4C', '3D'], ['KS']] }))).toContain('call');
    expect(fatima.legalActions(stage({}, { hands: [['4C', '4D'], ['KS']] }))).not.toContain('call');
  });

  it('FT-2: the call limit is an option (callLimit=6 refuses 7 points; callLimit=10 allows 10)', () => {
    expect(fatima.legalActions(stage({ callLimit: 6 }, { hands: [['4C', '3D'], ['KS']] }))).not.toContain('call');
    expect(fatima.legalActions(stage({ callLimit: 10 }, { hands: [['TC'], ['KS']] }))).toContain('call');
  });

  it('FT-3: a call with more than the limit is no legal action, and there is no call after the discard', () => {
    const s = stage({}, { hands: [['AC', '2D'], ['KS']] });
    play(s, 'AC');
    expect(fatima.legalActions(s)).not.toContain('call');
  });

  it('FT-3, FT-4: someone lower: the caller gets +30 on top of the hand, everyone adds their hand', () => {
    const s = stage({}, { hands: [['4C', '3D'], ['5S'], ['KS', 'QS']], totals: [10, 20, 30] });
    play(s, 'call');
    expect(Array.from(s.totals)).toEqual([10 + 7 + 30, 20 + 5, 30 + 20]);
  });

  it('FT-3: a tie is not penalized by default', () => {
    const s = stage({}, { hands: [['4C', '3D'], ['7S'], ['KS']] });
    play(s, 'call');
    expect(Array.from(s.totals)).toEqual([7, 7, 10]);
  });

  it('FT-3: with tiesPenalized a tie costs the caller 30', () => {
    const s = stage({ tiesPenalized: true }, { hands: [['4C', '3D'], ['7S'], ['KS']] });
    play(s, 'call');
    expect(Array.from(s.totals)).toEqual([37, 7, 10]);
  });

  it('FT-3: the caller lowest is not penalized, under both options', () => {
    for (const tiesPenalized of [false, true]) {
      const s = stage({ tiesPenalized }, { hands: [['AC', '2D'], ['7S'], ['KS']] });
      play(s, 'call');
      expect(Array.from(s.totals)).toEqual([3, 7, 10]);
    }
  });
});

describe('FT-5, FT-11: discards', () => {
  it('FT-5: one card, two or more of a rank, or a run of exactly three of one suit', () => {
    const s = stage({}, { hands: [['5C', '5D', '5H', '6C', '7C'], ['KS']] });
    expect(discards(s).sort()).toEqual(['5C', '5D', '5H', '6C', '7C', '5C 5D', '5C 5H', '5D 5H', '5C 5D 5H', '5C 6C 7C'].sort());
  });

  it('FT-5: no run of four without longerRuns; with it runs of three, four and five', () => {
    const hand = ['3S', '4S', '5S', '6S', '7S'];
    const runs = (o: Record<string, unknown>) => discards(stage(o, { hands: [hand, ['KD']] })).filter((a) => a.includes(' '));
    expect(runs({})).toEqual(['3S 4S 5S', '4S 5S 6S', '5S 6S 7S']);
    expect(runs({ longerRuns: true }).sort()).toEqual(
      ['3S 4S 5S', '4S 5S 6S', '5S 6S 7S', '3S 4S 5S 6S', '4S 5S 6S 7S', '3S 4S 5S 6S 7S'].sort(),
    );
  });

  it('FT-5: ace is low (A-2-3), with no wrap-around (Q-K-A, K-A-2), one suit only', () => {
    const pairs = (hand: string[]) => discards(stage({}, { hands: [hand, ['KD']] })).filter((a) => a.includes(' '));
    expect(pairs(['AC', '2C', '3C'])).toEqual(['AC 2C 3C']);
    expect(pairs(['QC', 'KC', 'AC'])).toEqual([]);
    expect(pairs(['KC', 'AC', '2C'])).toEqual([]);
    expect(pairs(['4C', '5D', '6C'])).toEqual([]);
    expect(pairs(['4C', '6C', '7C'])).toEqual([]); // a gap without a joker
  });

  it('FT-5: a joker in a set, in a run’s middle and at its ends', () => {
    const groups = (hand: string[]) => discards(stage({}, { hands: [hand, ['2H']] })).filter((a) => a.includes(' '));
    expect(groups(['5C', '5D', 'X1'])).toEqual(['5C 5D', '5C X1', '5D X1', '5C 5D X1']);
    expect(groups(['4H', '6H', 'X1'])).toEqual(['4H X1', '6H X1', '4H 6H X1']); // X1 is 5H
    expect(groups(['5C', '6C', 'X1'])).toEqual(['5C X1', '6C X1', '5C 6C X1']); // X1 is 4C (FT-11)
    expect(groups(['JD', 'KD', 'X2'])).toContain('JD KD X2');
    expect(groups(['TD', 'KD', 'X2'])).not.toContain('TD KD X2'); // a joker fills one gap, not two
  });

  it('FT-5: two jokers: with one card a set, alone a pair; with two cards a run only with longerRuns', () => {
    const groups = (o: Record<string, unknown>, hand: string[]) =>
      discards(stage(o, { hands: [hand, ['KD']] })).filter((a) => a.includes(' '));
    expect(groups({}, ['X1', 'X2'])).toEqual(['X1 X2']);
    expect(groups({}, ['9C', 'X1', 'X2'])).toEqual(['9C X1', 'X1 X2', '9C X1 X2']);
    expect(groups({}, ['9C', 'JC', 'X1', 'X2'])).not.toContain('9C JC X1 X2');
    expect(groups({ longerRuns: true }, ['9C', 'JC', 'X1', 'X2'])).toContain('9C JC X1 X2');
  });

  it('FT-11: a group that is both a set and a run is a set (5C X1 X2): every card may be taken', () => {
    const s = stage({}, { hands: [['5C', 'X1', 'X2', 'KH'], ['KD']] });
    play(s, '5C X1 X2');
    expect(s.topKind).toBe(KIND.set);
    play(s, 'draw', 'KD');
    expect(fatima.legalActions(s)).toEqual(['take 5C', 'take X1', 'draw']); // X2 is the same choice as X1
  });

  it.each([
    ['5C 6C X1', '4-5-6: the joker is the low end', 'X1', '6C'],
    ['QC KC X1', 'J-Q-K: the joker is the low end', 'X1', 'KC'],
    ['AC 2C X1', 'A-2-3: below the ace there is no place, so the joker is the high end', 'AC', 'X1'],
    ['5C 7C X1', '5-6-7: the joker fills the middle', '5C', '7C'],
  ])('FT-11: jokers take the lowest places: %s is %s', (group, _why, low, high) => {
    const hand = group.split(' ');
    const s = stage({}, { hands: [hand, ['KD']] });
    play(s, group);
    expect(s.topKind).toBe(KIND.run);
    expect([cardName(s.topLow), cardName(s.topHigh)]).toEqual([low, high]);
    play(s, 'draw', 'KD');
    const takes = fatima.legalActions(s).filter((a) => a.startsWith('take'));
    expect(takes.sort()).toEqual([`take ${low}`, `take ${high}`].sort());
  });

  it('FT-11: with longerRuns, two jokers: the first lies lowest (AC 3C X1 X2 is A-2-3-4: X1 inside, X2 the high end)', () => {
    const s = stage({ longerRuns: true }, { hands: [['AC', '3C', 'X1', 'X2'], ['KD']] });
    play(s, 'AC 3C X1 X2');
    expect([cardName(s.topLow), cardName(s.topHigh)]).toEqual(['AC', 'X2']);
    const t = stage({ longerRuns: true }, { hands: [['5C', '6C', 'X1', 'X2'], ['KD']] });
    play(t, '5C 6C X1 X2'); // 3-4-5-6: both jokers below, X1 the low end
    expect([cardName(t.topLow), cardName(t.topHigh)]).toEqual(['X1', '6C']);
  });

  it('cards alike in play make one decision: 5C and 5C’ offer one single and one pair', () => {
    const s = stage({}, { hands: [['5C', "5C'", '9D'], ['KD'], ['QD'], ['JD'], ['TD']] });
    expect(discards(s)).toEqual(['5C', '9D', "5C 5C'"]);
  });
});

describe('FT-6, FT-10: the pick-up', () => {
  it('FT-10: the face-up opening card may be taken by the round’s first player', () => {
    const s = fatima.setup(3, options(), new SeededChance(5));
    const opening = cardName(s.pile[0]);
    const first = fatima.legalActions(s).find((a) => a !== 'call')!;
    play(s, first);
    expect(fatima.legalActions(s)).toEqual([`take ${opening}`, 'draw']);
    play(s, `take ${opening}`);
    expect(handOf(s, 0)).toContain(opening);
    expect(s.place[parseCard(opening)]).toBe(0 + SHOWN);
  });

  it('FT-6: any card of a set, the previous player’s discard only; the rest stays buried', () => {
    const s = stage(
      {},
      {
        hands: [
          ['8C', '8D', '8H', 'KC'],
          ['2S', 'QD'],
        ],
        pile: ['4D'],
      },
    );
    play(s, '8C 8D 8H', 'draw');
    play(s, 'QD');
    expect(fatima.legalActions(s)).toEqual(['take 8C', 'take 8D', 'take 8H', 'draw']);
    play(s, 'take 8D');
    expect(handOf(s, 1)).toEqual(['8D', '2S']); // in card order: clubs, diamonds, hearts, spades
    expect(topGroup(s)).toEqual(['QD']);
    play(s, 'KC');
    expect(fatima.legalActions(s)).toEqual(['take QD', 'draw']); // 8C and 8H are buried now
  });

  it('FT-6: only the highest or lowest card of a run', () => {
    const s = stage({}, { hands: [['9H', 'TH', 'JH'], ['2S']] });
    play(s, '9H TH JH', 'draw', '2S');
    expect(fatima.legalActions(s)).toEqual(['take 9H', 'take JH', 'draw']);
  });

  it('FT-6: a joker picked up is a joker: 0 points, and it still stands for any card', () => {
    const s = stage(
      {},
      {
        hands: [
          ['X1', '4S'],
          ['4C', 'KC'],
        ],
      },
    );
    play(s, 'X1', 'draw', 'KC', 'take X1');
    expect(handOf(s, 1)).toEqual(['4C', 'X1']);
    expect(handPoints(s, 1)).toBe(4);
    expect(s.place[card('X1')]).toBe(1 + SHOWN);
    play(s, discards(s)[0], 'draw');
    expect(s.current).toBe(1);
    expect(discards(s)).toContain('4C X1');
  });

  it('FT-6: the top card of the draw pile goes to the hand, unseen by the others', () => {
    const s = stage({}, { hands: [['KC'], ['2S']], draw: ['7H'] });
    play(s, 'KC', 'draw');
    expect(handOf(s, 0)).toEqual(['7H']);
    expect(s.place[card('7H')]).toBe(0);
    expect(fatima.observe(s, 1).place[card('7H')]).toBe(-1);
    expect(fatima.observe(s, 1).place[card('KC')]).toBe(PILE);
  });
});

describe('FT-7, FT-12: the draw pile rebuilt', () => {
  it('FT-12: an empty draw pile is rebuilt when the player draws: all but the group just discarded, shuffled', () => {
    const s = stage({}, { hands: [['QH', 'QS'], ['2S']], pile: ['AC', 'KD'], draw: [], drawOnly: true });
    // drawOnly with nothing named: every other card lies on the discard pile.
    expect(s.drawSize).toBe(0);
    const under = s.pileSize;
    play(s, 'QH QS');
    expect(fatima.legalActions(s)).toEqual(['take KD', 'draw']);
    play(s, 'draw');
    expect(topGroup(s)).toEqual(['QH', 'QS']);
    expect(s.pileSize).toBe(2);
    expect(s.drawSize).toBe(under - 1); // the drawn card is in the hand
    expect(s.reshuffles).toBe(1);
    for (let i = 0; i < s.drawSize; i++) expect(s.gen[s.drawPile[i]]).toBe(1);
  });

  it('FT-7: the rebuild is a shuffle from the round’s rebuild stream', () => {
    const keys: number[][] = [];
    const chance = scriptedChance((key) => {
      keys.push([...key]);
      return new SeededRng(1);
    });
    const s = stage({}, { hands: [['QS'], ['2S']], pile: ['AC', 'KD'], drawOnly: true });
    s.round = 3;
    fatima.apply(s, 'QS', chance);
    fatima.apply(s, 'draw', chance);
    expect(keys).toEqual([[4, 3, 1]]);
  });

  it('FT-12: taking from the discard when the draw pile is empty rebuilds nothing', () => {
    const s = stage({}, { hands: [['QS'], ['2S']], pile: ['AC', 'KD'], drawOnly: true });
    play(s, 'QS', 'take KD');
    expect(s.reshuffles).toBe(0);
    expect(s.drawSize).toBe(0);
  });
});

describe('FT-8, FT-9, FT-13: rounds and the end of the game', () => {
  it('FT-8: the caller begins the next round, which is dealt afresh (FT-9)', () => {
    const s = stage({}, { hands: [['2C'], ['AC'], ['QS']], current: 1 });
    play(s, 'call');
    expect(s.round).toBe(1);
    expect(s.current).toBe(1);
    expect(s.starter).toBe(1);
    expect(Array.from(s.handSize)).toEqual([5, 5, 5]);
    expect(s.pileSize).toBe(1);
    expect(s.phase).toBe(PHASE.discard);
  });

  it('FT-9: round r is dealt from its own stream: seat s gets the same cards whatever happened before', () => {
    const a = stage({}, { hands: [['2C'], ['KS'], ['QS']] });
    const b = stage({}, { hands: [['KS', 'KH'], ['QS'], ['AC', '3D']], current: 2, totals: [40, 50, 60] });
    const chance = new SeededChance(99);
    fatima.apply(a, 'call', chance);
    fatima.apply(b, 'call', chance);
    expect(Array.from(a.hands)).toEqual(Array.from(b.hands));
    expect(a.pile[0]).toBe(b.pile[0]);
  });

  it('FT-8: a total of exactly 100 drops to 0', () => {
    const s = stage({}, { hands: [['AC'], ['5S'], ['KS']], totals: [0, 95, 50] });
    play(s, 'call');
    expect(Array.from(s.totals)).toEqual([1, 0, 60]);
    expect(s.phase).toBe(PHASE.discard);
  });

  it('FT-13: the reset comes after the +30: 63 + 7 + 30 = 100 drops to 0', () => {
    const s = stage({}, { hands: [['4C', '3D'], ['5S'], ['KS']], totals: [63, 0, 0] });
    play(s, 'call');
    expect(Array.from(s.totals)).toEqual([0, 5, 10]);
  });

  it('FT-8: above 100 the game ends and the lowest total wins', () => {
    const s = stage({}, { hands: [['AC'], ['5S'], ['KS']], totals: [10, 30, 95] });
    play(s, 'call');
    expect(fatima.isTerminal(s)).toBe(true);
    const { scores, standing } = fatima.result(s);
    expect(scores).toEqual([11, 35, 105]);
    expect(standing.indexOf(Math.max(...standing))).toBe(0);
  });

  it('FT-13: when every player passes 100 in the same round, the lowest total still wins', () => {
    const s = stage({}, { hands: [['7C'], ['KS'], ['QS', 'JS']], totals: [98, 95, 99], current: 0 });
    play(s, 'call'); // nobody has fewer than 7: no penalty, and 105, 105, 119
    expect(fatima.isTerminal(s)).toBe(true);
    expect(fatima.result(s).scores).toEqual([105, 105, 119]);
    const { standing } = fatima.result(s);
    expect(standing[0]).toBe(standing[1]);
    expect(standing[0]).toBeGreaterThan(standing[2]); // seats 0 and 1 share the win (G-2)
  });

  it('FT-8 play-on: a player above 100 leaves, the rest play on; the caller still begins', () => {
    const s = stage({ playOn: true }, { hands: [['AC'], ['5S'], ['KS']], totals: [10, 30, 95] });
    play(s, 'call');
    expect(fatima.isTerminal(s)).toBe(false);
    expect(Array.from(s.out)).toEqual([0, 0, 1]);
    expect(Array.from(s.handSize)).toEqual([5, 5, 0]);
    expect(s.current).toBe(0);
    // The player out is skipped: seat 1 plays after seat 0, then seat 0 again.
    const d = fatima.legalActions(s).find((a) => a !== 'call')!;
    play(s, d, 'draw');
    expect(s.current).toBe(1);
  });

  it('FT-9 play-on: a caller who is out is followed by the next remaining seat', () => {
    const s = stage({ playOn: true }, { hands: [['7C'], ['2S'], ['KS'], ['QS']], totals: [90, 0, 0, 0], current: 0 });
    play(s, 'call'); // 90 + 7 + 30 = 127: out
    expect(Array.from(s.out)).toEqual([1, 0, 0, 0]);
    expect(s.current).toBe(1);
  });

  it('FT-8 play-on: the game ends when one player is left, who wins; earlier leavers rank below later ones', () => {
    // Round 1 (0-based) after seat 2 left in round 0: seat 0 calls, seat 1 passes 100.
    const r2 = stage({ playOn: true }, { hands: [['AC'], ['KS', 'QS', 'JS', 'TS', '9S'], []], totals: [11, 60, 105] });
    r2.out[2] = 1;
    r2.round = 1;
    play(r2, 'call');
    expect(fatima.isTerminal(r2)).toBe(true);
    expect(Array.from(r2.out)).toEqual([0, 2, 1]);
    const { standing } = fatima.result(r2);
    expect(standing[0]).toBeGreaterThan(standing[1]);
    expect(standing[1]).toBeGreaterThan(standing[2]); // seat 2 left first, though its 105 is below seat 1's 109
  });

  it('FT-13: a round ends only by a call: with nobody calling it goes on through rebuilds', () => {
    const s = fatima.setup(2, options({ callLimit: 0 }), new SeededChance(8));
    const chance = new SeededChance(8);
    for (let i = 0; i < 2000; i++) {
      const legal = fatima.legalActions(s);
      // Never call, and always draw: the draw pile must be rebuilt again and again.
      fatima.apply(s, legal.includes('draw') ? 'draw' : legal.find((a) => a !== 'call')!, chance);
    }
    expect(s.round).toBe(0);
    expect(s.reshuffles).toBeGreaterThan(10);
  });
});

describe('notation in actions and words', () => {
  it('describe names every kind of action in the card notation', () => {
    expect(fatima.describe('call')).toBe('call Fatima');
    expect(fatima.describe('draw')).toBe('draw from the draw pile');
    expect(fatima.describe('take X1')).toBe('take X1 from the discard pile');
    expect(fatima.describe('9H')).toBe('discard 9H');
    expect(fatima.describe("5C 5C' X2")).toBe("discard a set: 5C 5C' X2");
    expect(fatima.describe('5C 6C X1')).toBe('discard a run: 5C 6C X1 (ends X1 and 6C)');
    expect(fatima.describe('5C 9D')).toBe('not a Fatima discard: 5C 9D');
    expect(fatima.describe('take ZZ')).toBe('not a Fatima action: take ZZ');
  });

  it('actionKey is the action itself, and never throws on a malformed one', () => {
    expect(fatima.actionKey('take 5C')).toBe('take 5C');
    for (const bad of [17, null, { take: '5C' }, undefined]) expect(fatima.actionKey(bad as never)).toBe(-1);
  });
});
