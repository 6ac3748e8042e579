import { describe, expect, it } from 'vitest';
import { SeededChance } from '../../../src/core/chance.js';
import { jatten } from '../../../src/games/jatten/index.js';
import { DECK, KINDS, PHASE, type JattenState } from '../../../src/games/jatten/state.js';
import {
  act,
  card,
  collectionOf,
  deckCount,
  emptyTable,
  handOf,
  legal,
  rigged,
  stackDeck,
  toCollection,
  toHand,
} from './stage.js';

const options = jatten.options.parse({});
const middleOf = (s: JattenState) => Array.from(s.middle.subarray(0, s.middleSize));

describe('JT-2 setup', () => {
  it.each([2, 3, 4, 5])('JT-2: %i players get 7 cards and a swindler; seat i draws i+1 into the collection', (players) => {
    const s = jatten.setup(players, options, new SeededChance(4));
    for (let seat = 0; seat < players; seat++) {
      expect(s.handSize[seat]).toBe(7);
      expect(s.swindler[seat]).toBe(1);
      expect(collectionOf(s, seat)).toHaveLength(seat + 1);
    }
    expect(deckCount(s)).toBe(98 - 7 * players - (players * (players + 1)) / 2);
    expect(jatten.currentPlayer(s)).toBe(0); // G-1
    expect(s.phase).toBe(PHASE.play);
  });

  it('deals the same for the same seed and differently for another', () => {
    const a = jatten.setup(3, options, new SeededChance(1));
    expect(Array.from(a.deck)).toEqual(Array.from(jatten.setup(3, options, new SeededChance(1)).deck));
    expect(Array.from(a.deck)).not.toEqual(Array.from(jatten.setup(3, options, new SeededChance(2)).deck));
  });
});

describe('JT-3 playing a card', () => {
  it('JT-3: a hand with number cards must play one, of any kind it holds; it goes to the collection', () => {
    const s = emptyTable(3);
    toHand(s, 0, '4', '4eye', '6');
    expect(legal(s)).toEqual(['{"play":4}', '{"play":4,"symbol":"eye"}', '{"play":6}']);
    act(s, { play: 4, symbol: 'eye' });
    expect(collectionOf(s, 0)).toEqual(['4eye']);
    expect(handOf(s, 0)).toEqual(['4', '6']);
    expect(s.phase).toBe(PHASE.victim);
  });

  it('JT-3: a hand of only the swindler skips phase 1', () => {
    const s = emptyTable(3);
    toHand(s, 1, '2');
    toHand(s, 2, '3');
    toHand(s, 0, '5');
    toCollection(s, 0, '1', '1');
    const chance = rigged(s, ['2']);
    act(s, { play: 5 });
    act(s, { steal: 1 }, chance);
    act(s, 'stop', chance); // seat 0, emptied to its swindler, refills from an empty deck: nothing, no choice
    // Seat 1 was emptied too and could not refill, so its turn starts at stealing.
    expect(s.thief).toBe(1);
    expect(s.handSize[1]).toBe(0);
    expect(s.phase).toBe(PHASE.victim);
  });
});

describe('JT-4 stealing', () => {
  it('JT-4: the victim is any other player; the swindler can be drawn and never busts', () => {
    const s = emptyTable(3);
    toHand(s, 0, '1');
    toHand(s, 1, '2', '3');
    toHand(s, 2, '2');
    act(s, { play: 1 });
    expect(legal(s)).toEqual(['{"steal":1}', '{"steal":2}']);
    const chance = rigged(s, ['2', 'swindler', '3']);
    act(s, { steal: 1 }, chance);
    act(s, 'draw', chance);
    expect(middleOf(s)).toEqual([card('2'), KINDS]);
    expect(s.phase).toBe(PHASE.drawOrStop);
    expect(s.swindler[1]).toBe(0);
  });

  it('JT-4: when the victim’s hand runs out the thief stops, as a voluntary stop', () => {
    const s = emptyTable(3);
    toHand(s, 0, '1', '1');
    toHand(s, 1, '2');
    stackDeck(s, '7', '7', '7', '7', '7', '7', '7');
    const chance = rigged(s, ['2', 'swindler']);
    act(s, { play: 1 });
    act(s, { steal: 1 }, chance);
    act(s, 'draw', chance); // the swindler, the last card: a stop with no collection to reward from
    expect(collectionOf(s, 0)).toEqual(['1', '2']);
    expect(s.swindler[1]).toBe(1);
    expect(s.handSize[1]).toBe(7); // JT-10: left with only the swindler, seat 1 drew 7
    expect(s.phase).toBe(PHASE.refill);
  });

  it('JT-4: a player with nothing in hand, not even the swindler, is no victim; that list is frozen too', () => {
    // Only with both piles empty can a hand stay empty: then the victims are filtered, and
    // the list must be frozen, since allows trusts the list it handed out (core/game.ts).
    const s = emptyTable(3);
    s.phase = PHASE.victim;
    s.swindler[2] = 0; // seat 2's swindler lies in another turn's middle
    const victims = jatten.legalActions(s);
    expect(victims.map((a) => JSON.stringify(a))).toEqual(['{"steal":1}']);
    expect(Object.isFrozen(victims)).toBe(true);
    expect(jatten.allows!(s, victims[0], victims)).toBe(true);
  });
});

describe('JT-5 the swindler’s reward (the Patricia example)', () => {
  it('JT-5: 2, swindler, 7, stop: the 2 and 7 to the collection, a 3 from Patricia’s, the swindler back to her hand', () => {
    const s = emptyTable(3);
    toHand(s, 0, '6', '1');
    toHand(s, 1, '2', '7', '5'); // Patricia
    toCollection(s, 1, '3', '4');
    const chance = rigged(s, ['2', 'swindler', '7']);
    act(s, { play: 6 });
    act(s, { steal: 1 }, chance);
    act(s, 'draw', chance);
    act(s, 'draw', chance);
    act(s, 'stop', chance);
    expect(s.phase).toBe(PHASE.reward);
    expect(legal(s)).toEqual(['{"reward":3}', '{"reward":4}']);
    act(s, { reward: 3 }, chance);
    expect(collectionOf(s, 0).sort()).toEqual(['2', '3', '6', '7']);
    expect(collectionOf(s, 1)).toEqual(['4']);
    expect(handOf(s, 1)).toEqual(['5']);
    expect(s.swindler[1]).toBe(1);
    expect(s.middleSize).toBe(0);
  });

  it('JT-5: no reward when the victim’s collection is empty, and none after a bust', () => {
    const s = emptyTable(3);
    toHand(s, 0, '6', '1');
    toHand(s, 1, '2', '7');
    const chance = rigged(s, ['swindler', '7']);
    act(s, { play: 6 });
    act(s, { steal: 1 }, chance);
    act(s, 'draw', chance);
    act(s, 'stop', chance);
    expect(s.phase).toBe(PHASE.refill);
    expect(s.swindler[1]).toBe(1);
    expect(collectionOf(s, 0).sort()).toEqual(['6', '7']);
  });
});

describe('JT-6 bust (the Niki and Sandra example)', () => {
  it('JT-6: Niki draws 4, 5 and 4 again: she gets nothing, Sandra takes all three back', () => {
    const s = emptyTable(2, { deckSteal: false });
    toHand(s, 0, '1', '2'); // Niki
    toHand(s, 1, '4', '5', '4', '6'); // Sandra
    const chance = rigged(s, ['4', '5', '4']);
    act(s, { play: 1 });
    act(s, { steal: 1 }, chance);
    act(s, 'draw', chance);
    act(s, 'draw', chance);
    expect(collectionOf(s, 0)).toEqual(['1']);
    expect(handOf(s, 1)).toEqual(['4', '4', '5', '6']);
    expect(s.middleSize).toBe(0);
    expect(s.phase).toBe(PHASE.refill); // the stealing phase is over
  });

  it('JT-6: the swindler goes back too, and the bust card’s action does not happen', () => {
    const s = emptyTable(3);
    toHand(s, 0, '1', '2');
    toHand(s, 1, '4', '4+1');
    toCollection(s, 0, '4');
    toCollection(s, 2, '4');
    stackDeck(s, '7', '7');
    const chance = rigged(s, ['4', 'swindler', '4+1']);
    act(s, { play: 1 });
    act(s, { steal: 1 }, chance);
    act(s, 'draw', chance);
    act(s, 'draw', chance);
    expect(s.swindler[1]).toBe(1);
    expect(handOf(s, 1)).toEqual(['4', '4+1']);
    expect(deckCount(s)).toBe(2); // nobody drew for the +1
    expect(collectionOf(s, 2)).toEqual(['4']);
  });
});

describe('JT-7 +1', () => {
  it('JT-7: everyone with that number in the collection draws one, clockwise from the thief, thief and victim included', () => {
    const s = emptyTable(4);
    toHand(s, 2, '1', '2'); // seat 2 is the thief
    s.thief = 2;
    toHand(s, 3, '5+1', '6');
    toCollection(s, 0, '5');
    toCollection(s, 2, '5', '5');
    toCollection(s, 3, '5');
    toCollection(s, 1, '6');
    stackDeck(s, '1', '2', '3', '4');
    const chance = rigged(s, ['5+1']);
    act(s, { play: 1 });
    act(s, { steal: 3 }, chance);
    expect(collectionOf(s, 2).sort()).toEqual(['1', '1', '5', '5']); // the thief first
    expect(collectionOf(s, 3).sort()).toEqual(['2', '5']); // then the victim, clockwise
    expect(collectionOf(s, 0).sort()).toEqual(['3', '5']);
    expect(collectionOf(s, 1)).toEqual(['6']); // no 5: nothing
    expect(deckCount(s)).toBe(1);
  });

  it('JT-7: the +1 card in the middle is in nobody’s collection; from a played card nothing happens', () => {
    const s = emptyTable(3);
    toHand(s, 0, '5+1', '2');
    toHand(s, 1, '3+1');
    toCollection(s, 1, '5');
    stackDeck(s, '1', '2', '3');
    act(s, { play: 5, symbol: 'plusOne' }); // played, not stolen
    expect(deckCount(s)).toBe(3);
    act(s, { steal: 1 }, rigged(s, ['3+1']));
    expect(deckCount(s)).toBe(3); // nobody has a 3 in the collection
    expect(collectionOf(s, 0)).toEqual(['5+1']);
  });
});

describe('JT-8 Eye', () => {
  it('JT-8: the thief looks at a chosen hand; only the thief’s observation keeps it, as it was seen', () => {
    const s = emptyTable(3);
    toHand(s, 0, '1', '2');
    toHand(s, 1, '3eye', '4');
    toHand(s, 2, '6', '6', '7');
    const chance = rigged(s, ['3eye', '4']);
    act(s, { play: 1 });
    act(s, { steal: 1 }, chance);
    expect(s.phase).toBe(PHASE.eye);
    expect(legal(s)).toEqual(['{"eye":1}', '{"eye":2}']);
    act(s, { eye: 2 }, chance);
    expect(s.phase).toBe(PHASE.drawOrStop);
    const mine = jatten.observe(s, 0);
    expect(mine.seen[2]?.cards[card('6')]).toBe(2);
    expect(mine.seen[2]?.cards[card('7')]).toBe(1);
    expect(mine.seen[1]).toBeNull();
    expect(jatten.observe(s, 1).seen.every((x) => x === null)).toBe(true);
    expect(jatten.observe(s, 2).seen.every((x) => x === null)).toBe(true);
    // Seat 2 plays a 6 later: the sighting stays as seen, what is known still held shrinks.
    act(s, 'stop', chance);
    act(s, 'noRefill', chance);
    s.thief = 2;
    s.phase = PHASE.play;
    act(s, { play: 6 }, chance);
    const later = jatten.observe(s, 0);
    expect(later.seen[2]?.cards[card('6')]).toBe(2);
    expect(later.known[2 * KINDS + card('6')]).toBe(1);
  });
});

describe('JT-9 2→3', () => {
  function staged() {
    const s = emptyTable(3);
    toHand(s, 0, '1', '2');
    toHand(s, 1, '3swap', '4');
    toCollection(s, 0, '6', '6eye', '5', '5');
    stackDeck(s, '7', '7', '2', '3'); // one to spare: the deck does not run out (JT-15)
    return s;
  }

  it('JT-9: the thief may trade two cards of one number from the collection for three from the deck', () => {
    const s = staged();
    act(s, { play: 1 });
    act(s, { steal: 1 }, rigged(s, ['3swap']));
    expect(s.phase).toBe(PHASE.twoForThree);
    expect(legal(s)).toEqual(['{"swap":5}', '{"swap":6}', '"noSwap"']);
    act(s, { swap: 6 });
    expect(collectionOf(s, 0).sort()).toEqual(['1', '2', '5', '5', '7', '7']);
    expect(s.discardSize).toBe(2);
    expect(s.phase).toBe(PHASE.drawOrStop);
  });

  it('JT-9: the trade is optional, and not offered without a pair', () => {
    const s = staged();
    act(s, { play: 1 });
    act(s, { steal: 1 }, rigged(s, ['3swap']));
    act(s, 'noSwap');
    expect(collectionOf(s, 0).sort()).toEqual(['1', '5', '5', '6', '6eye']);
    const bare = emptyTable(3);
    toHand(bare, 0, '1');
    toHand(bare, 1, '3swap', '4');
    act(bare, { play: 1 });
    act(bare, { steal: 1 }, rigged(bare, ['3swap']));
    expect(bare.phase).toBe(PHASE.drawOrStop);
  });
});

describe('JT-16 which two cards 2→3 discards', () => {
  function tradeFives(...fives: string[]) {
    const s = emptyTable(3);
    toHand(s, 0, '1', '2');
    toHand(s, 1, '3swap', '4');
    toCollection(s, 0, ...fives);
    stackDeck(s, '7', '7', '7', '6');
    act(s, { play: 1 });
    act(s, { steal: 1 }, rigged(s, ['3swap']));
    return s;
  }

  it('JT-16: the cards without a symbol go first; the choice is the number only', () => {
    const s = tradeFives('5eye', '5', '5+1', '5');
    expect(legal(s)).toEqual(['{"swap":5}', '"noSwap"']);
    act(s, { swap: 5 });
    expect(collectionOf(s, 0).sort()).toEqual(['1', '5+1', '5eye', '7', '7', '7']);
  });

  it('JT-16: with one plain card, it goes with one symbol card', () => {
    const s = tradeFives('5swap', '5eye', '5');
    act(s, { swap: 5 });
    const fives = collectionOf(s, 0).filter((c) => c.startsWith('5'));
    expect(fives).toHaveLength(1);
    expect(fives[0]).not.toBe('5');
  });
});

describe('JT-10 refilling', () => {
  it('JT-10: a thief left with only the swindler draws 7 at once, and has no refill choice', () => {
    const s = emptyTable(3);
    toHand(s, 0, '1');
    toHand(s, 1, '2', '3');
    stackDeck(s, '7', '7', '7', '7', '7', '7', '7', '6');
    act(s, { play: 1 });
    act(s, { steal: 1 }, rigged(s, ['2']));
    act(s, 'stop');
    expect(s.handSize[0]).toBe(7);
    expect(s.thief).toBe(1); // the turn passed without a refill decision
  });

  it('JT-10: the victim left with only the swindler draws 7 too', () => {
    const s = emptyTable(3);
    toHand(s, 0, '1', '2');
    toHand(s, 1, '3');
    stackDeck(s, '7', '7', '7', '7', '7', '7', '7');
    act(s, { play: 1 });
    act(s, { steal: 1 }, rigged(s, ['3']));
    act(s, 'stop');
    expect(s.handSize[1]).toBe(7);
    expect(s.phase).toBe(PHASE.refill);
  });

  it('JT-10: the optional refill gives up every card of one number and fills the hand to 8 with the swindler', () => {
    const s = emptyTable(3);
    toHand(s, 0, '1', '2', '3');
    toHand(s, 1, '4', '4');
    toCollection(s, 0, '5', '5+1', '6');
    stackDeck(s, '7', '7', '7', '7', '7', '7', '7', '7');
    act(s, { play: 1 });
    act(s, { steal: 1 }, rigged(s, ['4']));
    act(s, 'stop');
    expect(legal(s)).toEqual(['{"refill":1}', '{"refill":4}', '{"refill":5}', '{"refill":6}', '"noRefill"']);
    act(s, { refill: 5 });
    expect(collectionOf(s, 0).sort()).toEqual(['1', '4', '6']);
    expect(s.discardSize).toBe(2);
    expect(s.handSize[0] + s.swindler[0]).toBe(8);
    expect(deckCount(s)).toBe(3);
  });

  it('JT-10: declining keeps the hand as it is', () => {
    const s = emptyTable(3);
    toHand(s, 0, '1', '2');
    toHand(s, 1, '4', '4');
    stackDeck(s, '7');
    act(s, { play: 1 });
    act(s, { steal: 1 }, rigged(s, ['4']));
    act(s, 'stop');
    act(s, 'noRefill');
    expect(handOf(s, 0)).toEqual(['2']);
    expect(collectionOf(s, 0).sort()).toEqual(['1', '4']);
  });
});

describe('JT-12 winning', () => {
  it('JT-12: six of one number at the end of one’s own turn wins', () => {
    const s = emptyTable(3);
    toHand(s, 0, '5', '1');
    toHand(s, 1, '5', '2');
    toCollection(s, 0, '5', '5', '5', '5');
    act(s, { play: 5 });
    act(s, { steal: 1 }, rigged(s, ['5']));
    act(s, 'stop');
    act(s, 'noRefill');
    expect(jatten.isTerminal(s)).toBe(true);
    const r = jatten.result(s);
    expect(r.scores).toEqual([7, 0, 0]);
    expect(r.standing[0]).toBeGreaterThan(Math.max(r.standing[1], r.standing[2]));
  });

  it('JT-12: a sixth card from another’s +1 wins only if still held at the end of one’s own turn', () => {
    const s = emptyTable(3);
    toHand(s, 0, '1', '2');
    toHand(s, 1, '4+1', '3');
    toHand(s, 2, '6');
    toCollection(s, 2, '4', '4', '4', '4', '4');
    stackDeck(s, '4', '7', '7');
    act(s, { play: 1 });
    act(s, { steal: 1 }, rigged(s, ['4+1']));
    expect(s.numbers[2 * 7 + 3]).toBe(6);
    act(s, 'stop');
    act(s, 'noRefill');
    expect(jatten.isTerminal(s)).toBe(false);
    expect(s.thief).toBe(1);
  });

  it('JT-12, G-3: a game stopped early is ranked by the most cards of one number', () => {
    const s = emptyTable(3);
    toCollection(s, 0, '1', '1', '2');
    toCollection(s, 1, '3', '3', '3');
    toCollection(s, 2, '4', '5', '6');
    expect(jatten.result(s)).toEqual({ scores: [2, 3, 1], standing: [2, 3, 1] });
  });
});

describe('JT-13 two players', () => {
  it('JT-13: with two players the thief may steal from the deck; not with the option off, nor with three', () => {
    const two = emptyTable(2);
    toHand(two, 0, '1');
    stackDeck(two, '2');
    act(two, { play: 1 });
    expect(legal(two)).toEqual(['{"steal":1}', '{"steal":"deck"}']);
    const off = emptyTable(2, { deckSteal: false });
    toHand(off, 0, '1');
    stackDeck(off, '2');
    act(off, { play: 1 });
    expect(legal(off)).toEqual(['{"steal":1}']);
    const three = emptyTable(3);
    toHand(three, 0, '1');
    stackDeck(three, '2');
    act(three, { play: 1 });
    expect(legal(three)).toEqual(['{"steal":1}', '{"steal":2}']);
  });

  it('JT-13: cards from the deck set off no action; a stop keeps them, a bust discards them', () => {
    const s = emptyTable(2);
    toHand(s, 0, '1', '2');
    toCollection(s, 1, '5');
    stackDeck(s, '5+1', '3', '5', '6');
    act(s, { play: 1 });
    act(s, { steal: 'deck' });
    expect(s.victim).toBe(DECK);
    expect(collectionOf(s, 1)).toEqual(['5']); // no +1
    act(s, 'draw');
    act(s, 'draw'); // the second 5: bust
    expect(s.discardSize).toBe(3);
    expect(collectionOf(s, 0)).toEqual(['1']);
    expect(deckCount(s)).toBe(1);
  });
});
