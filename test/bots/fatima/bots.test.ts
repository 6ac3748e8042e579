import { describe, expect, it } from 'vitest';
import { botContext } from '../../helpers.js';
import type { Bot } from '../../../src/core/bot.js';
import { playGame } from '../../../src/core/match.js';
import { dealSeed } from '../../../src/core/seeds.js';
import { fatima } from '../../../src/games/fatima/index.js';
import type { FatimaState } from '../../../src/games/fatima/state.js';
import { SHOWN } from '../../../src/games/fatima/state.js';
import { resolveBot } from '../../../bots/registry.js';
import { safeToCall } from '../../../bots/fatima/heuristic.js';
import { unseenPoints } from '../../../bots/fatima/view.js';
import { card, play, stage } from '../../games/fatima/stage.js';

const make = (spec: string): Bot => {
  const r = resolveBot('fatima', spec);
  return r.definition.create(r.params, fatima);
};
const decide = (bot: Bot, s: FatimaState) =>
  bot.act(fatima.observe(s, s.current), fatima.legalActions(s), botContext(s.current, 1)) as string;

describe('greedy', () => {
  const greedy = make('greedy');

  it('calls as soon as it may', () => {
    expect(decide(greedy, stage({}, { hands: [['7C'], ['AS']] }))).toBe('call'); // even though undercut
  });

  it('discards the legal discard that sheds the most points: a pair of 8s over a king', () => {
    expect(decide(greedy, stage({}, { hands: [['8C', '8D', 'KS', '2H'], ['AS']] }))).toBe('8C 8D');
    expect(decide(greedy, stage({}, { hands: [['4C', '5C', '6C', 'KS'], ['AS']] }))).toBe('4C 5C 6C');
  });

  it('takes the lowest card of the previous discard when it is low (at most 3 by default), else draws', () => {
    const s = stage({}, { hands: [['KS', '9C'], ['AS']], pile: ['3H'] });
    play(s, 'KS');
    expect(decide(greedy, s)).toBe('take 3H');
    const t = stage({}, { hands: [['KS', '9C'], ['AS']], pile: ['4H'] });
    play(t, 'KS');
    expect(decide(greedy, t)).toBe('draw');
    const u = stage({}, { hands: [['KS', '9C'], ['AS']], pile: ['4H'] });
    play(u, 'KS');
    expect(decide(make('greedy(low=4)'), u)).toBe('take 4H');
  });
});

describe('heuristic', () => {
  const heuristic = make('heuristic');

  it('keeps a pair that it can shed next turn rather than breaking it', () => {
    // Q and Q together shed 20 next turn; greedy would shed the pair now, heuristic too —
    // but with 9D 9H and a lone TS, it sheds the ten and keeps the nines for later.
    const s = stage(
      {},
      {
        hands: [
          ['9D', '9H', 'TS', 'AC'],
          ['AS', '2S', '3D', '4D', '5D'],
        ],
      },
    );
    expect(decide(make('greedy'), s)).toBe('9D 9H');
    expect(decide(make('heuristic(keep=1.5)'), s)).toBe('TS');
  });

  it('calls when no other hand is likely lower, not when one is', () => {
    // 2 points against full hands: safe.
    expect(decide(heuristic, stage({}, { hands: [['2C'], ['9S', 'TS', 'KD', 'QD', 'JD']] }))).toBe('call');
    // 6 points against one card: likely undercut, so it plays on.
    expect(decide(heuristic, stage({}, { hands: [['6C'], ['KS']] }))).not.toBe('call');
  });

  it('tracks the cards an opponent picked up in view: a known ace in a one-card hand makes calling unsafe', () => {
    const s = stage({}, { hands: [['2C'], ['AC']] });
    const chance = () => {
      const o = fatima.observe(s, 0);
      const counts = new Float64Array(11);
      return safeToCall(o, counts, unseenPoints(o, counts));
    };
    // Drawn unseen, the ace is one of the unseen cards: seat 1 is probably higher.
    expect(chance()).toBeGreaterThan(0.8);
    s.place[card('AC')] = 1 + SHOWN; // picked up from the discard pile, in view
    expect(chance()).toBe(0);
    expect(decide(heuristic, s)).not.toBe('call');
  });

  it('estimates hidden points from the unseen cards: the chance of being undercut grows with the points held', () => {
    const chances = [1, 4, 7].map((p) => {
      const s = stage({}, { hands: [[`${p === 1 ? 'A' : p}C`], ['KS', 'QS']] });
      const o = fatima.observe(s, 0);
      const counts = new Float64Array(11);
      return safeToCall(o, counts, unseenPoints(o, counts));
    });
    expect(chances[0]).toBeGreaterThan(chances[1]);
    expect(chances[1]).toBeGreaterThan(chances[2]);
  });
});

describe('strength: heuristic beats greedy, greedy beats random (2 players, seats alternating)', () => {
  function share(a: Bot, b: Bot, games: number): number {
    let wins = 0;
    for (let g = 0; g < games; g++) {
      const bots = g % 2 === 0 ? [a, b] : [b, a];
      const played = playGame({
        game: fatima,
        options: fatima.options.parse({}),
        bots,
        seed: dealSeed(41, 'fatima/strength', g),
        keepActions: false,
      });
      wins += played.wins[g % 2 === 0 ? 0 : 1];
    }
    return wins / games;
  }

  it('greedy wins nearly every game against random', () => {
    expect(share(make('greedy'), make('random'), 100)).toBeGreaterThan(0.9);
  });

  it('heuristic wins clearly more than half against greedy', () => {
    const won = share(make('heuristic'), make('greedy'), 300);
    expect(won).toBeGreaterThan(0.55);
  });
});
