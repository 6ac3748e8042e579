import { describe, expect, it } from 'vitest';
import { botContext } from '../../helpers.js';
import type { Bot } from '../../../src/core/bot.js';
import { playGame } from '../../../src/core/match.js';
import { dealSeed } from '../../../src/core/seeds.js';
import { jatten } from '../../../src/games/jatten/index.js';
import type { JattenAction } from '../../../src/games/jatten/actions.js';
import { DECK, PHASE, SWINDLER, type JattenState } from '../../../src/games/jatten/state.js';
import { resolveBot } from '../../../bots/registry.js';
import { bustChance } from '../../../bots/jatten/view.js';
import { card, emptyTable, stackDeck, toCollection, toHand } from '../../games/jatten/stage.js';

const make = (spec: string): Bot => {
  const r = resolveBot('jatten', spec);
  return r.definition.create(r.params, jatten);
};
const ctx = botContext(0, 1);
const decide = (bot: Bot, s: JattenState) => bot.act(jatten.observe(s, s.thief), jatten.legalActions(s), ctx) as JattenAction;

/** Seat 0 has stolen one 4 from seat 1, who holds three more cards and the swindler. */
function midSteal(): JattenState {
  const s = emptyTable(3);
  toHand(s, 0, '1');
  toCollection(s, 0, '4', '4');
  toHand(s, 1, '5', '6', '7');
  s.phase = PHASE.drawOrStop;
  s.victim = 1;
  s.middle[0] = card('4');
  s.middleSize = 1;
  s.middleMask = 1 << 3;
  return s;
}

describe('bust chance by card counting', () => {
  it('counts the unseen cards: 11 of 94 unseen are 4s, 3 of the 4 cards in the hand are unknown', () => {
    // Seen by seat 0: its own 1, its two 4s, the 4 in the middle: 94 unseen, 14 - 3 = 11 of them 4s.
    expect(bustChance(jatten.observe(midSteal(), 0))).toBeCloseTo((3 * 11) / 94 / 4, 12);
  });

  it('uses the hand seen with Eye: known cards count as they are', () => {
    const s = midSteal();
    s.known[(0 * 3 + 1) * 28 + card('5')] = 1;
    s.known[(0 * 3 + 1) * 28 + card('6')] = 1;
    s.known[(0 * 3 + 1) * 28 + card('7')] = 1;
    expect(bustChance(jatten.observe(s, 0))).toBe(0); // the whole hand is known and holds no 4
    s.hands[28 + card('7')]--;
    s.hands[28 + card('4+1')]++;
    s.known[(0 * 3 + 1) * 28 + card('7')] = 0;
    s.known[(0 * 3 + 1) * 28 + card('4+1')] = 1;
    expect(bustChance(jatten.observe(s, 0))).toBeCloseTo(1 / 4, 12);
  });

  it('never reads the hidden hand: the estimate is the same whatever the victim really holds', () => {
    const a = midSteal();
    const b = midSteal();
    b.hands.fill(0, 28, 56);
    b.hands[28 + card('4')] = 3; // every card a bust, yet unseen
    expect(bustChance(jatten.observe(b, 0))).toBe(bustChance(jatten.observe(a, 0)));
  });

  it('JT-13: from the deck, the unseen share of busting numbers', () => {
    const s = emptyTable(2);
    toHand(s, 0, '1');
    stackDeck(s, '2', '3');
    s.victim = DECK;
    s.phase = PHASE.drawOrStop;
    s.middle[0] = card('2');
    s.middleSize = 1;
    // Unseen: 98 minus the 1 in hand and the 2 in the middle; 13 of them are 2s.
    expect(bustChance(jatten.observe(s, 0))).toBeCloseTo(13 / 96, 12);
  });
});

describe('threshold', () => {
  it('with risk=0 stops after one card; with risk=1 and room left it draws on', () => {
    expect(decide(make('threshold(risk=0)'), midSteal())).toBe('stop');
    expect(decide(make('threshold(risk=1,maxCards=9)'), midSteal())).toBe('draw');
  });

  it('stops at maxCards whatever the risk', () => {
    const s = midSteal();
    s.middle[1] = SWINDLER;
    s.middleSize = 2;
    expect(decide(make('threshold(risk=1,maxCards=2)'), s)).toBe('stop');
    expect(decide(make('threshold(risk=1,maxCards=3)'), s)).toBe('draw');
  });

  it('with risk=0 never has more than one number card in the middle over whole games', () => {
    const bots = [make('threshold(risk=0)'), make('random'), make('random')];
    let stops = 0;
    const spy: Bot = {
      act: (obs, legal, c) => {
        const o = obs as ReturnType<typeof jatten.observe>;
        if (o.phase === PHASE.drawOrStop) {
          expect(o.middle.filter((k) => k !== SWINDLER).length).toBe(1);
          stops++;
        }
        return bots[0].act(obs, legal, c);
      },
    };
    for (let i = 0; i < 20; i++)
      playGame({
        game: jatten,
        options: jatten.options.parse({}),
        bots: [spy, bots[1], bots[2]],
        seed: dealSeed(5, 'risk0', i),
        keepActions: false,
      });
    expect(stops).toBeGreaterThan(50);
  });

  it('refuses a parameter it does not have and a value out of range', () => {
    expect(() => make('threshold(nerve=3)')).toThrow(/no parameter nerve: valid are risk, maxCards/);
    expect(() => make('threshold(risk=2)')).toThrow(/above the maximum 1/);
    expect(() => make('threshold(victim=weakest)')).toThrow(/not one of fullest, leader or richest/);
  });
});

describe('greedy', () => {
  it('steals from the fullest hand and stops once a card helps', () => {
    const s = emptyTable(3);
    toHand(s, 0, '1');
    toHand(s, 1, '2');
    toHand(s, 2, '3', '4');
    s.phase = PHASE.victim;
    expect(decide(make('greedy'), s)).toEqual({ steal: 2 });
    const m = midSteal(); // a 4 in the middle, and 4s in the collection
    expect(decide(make('greedy'), m)).toBe('stop');
    m.collections.fill(0);
    m.numbers.fill(0);
    expect(decide(make('greedy'), m)).toBe('draw');
  });
});

/** Win shares of each bot over `rounds` deals, every deal played with the seats rotated. */
function shares(specs: string[], rounds: number): number[] {
  const bots = specs.map(make);
  const n = specs.length;
  const wins = new Array<number>(n).fill(0);
  const options = jatten.options.parse({});
  for (let i = 0; i < rounds; i++) {
    for (let rot = 0; rot < n; rot++) {
      const seated = bots.map((_, s) => bots[(s + rot) % n]);
      const r = playGame({ game: jatten, options, bots: seated, seed: dealSeed(2, 'strength', i), keepActions: false });
      expect(r.forfeit).toBeUndefined();
      for (let s = 0; s < n; s++) wins[(s + rot) % n] += r.wins[s] / (rounds * n);
    }
  }
  return wins;
}

describe('strength', () => {
  it('greedy beats two random bots by far over 300 seeded games', () => {
    const [greedy] = shares(['greedy', 'random', 'random'], 100);
    expect(greedy).toBeGreaterThan(0.6); // a fair share is 1/3
  });

  it('threshold beats random head to head over 200 seeded games', () => {
    const [threshold] = shares(['threshold', 'random'], 100);
    expect(threshold).toBeGreaterThan(0.75);
  });
});
