import { describe, expect, it } from 'vitest';
import type { Bot } from '../../../src/core/bot.js';
import { SeededChance } from '../../../src/core/chance.js';
import { playGame } from '../../../src/core/match.js';
import type { JattenAction } from '../../../src/games/jatten/actions.js';
import { jatten } from '../../../src/games/jatten/index.js';
import { largestNumber } from '../../../src/games/jatten/score.js';
import { act, collectionOf, emptyTable, rigged, toCollection, toHand } from './stage.js';

describe('JT-14 tournament', () => {
  it('JT-14: a win scores 7, the others 1 per card of their largest number; the next game starts one seat on', () => {
    const s = emptyTable(3, { tournament: true });
    expect(s.games).toBe(3);
    toHand(s, 0, '5', '1');
    toHand(s, 1, '5', '2');
    toCollection(s, 0, '5', '5', '5', '5');
    toCollection(s, 1, '2', '2', '2', '1');
    toCollection(s, 2, '3', '3', '3', '3', '6');
    act(s, { play: 5 });
    act(s, { steal: 1 }, rigged(s, ['5']));
    act(s, 'stop');
    act(s, 'noRefill');
    expect(jatten.isTerminal(s)).toBe(false);
    expect(Array.from(s.points)).toEqual([7, 3, 4]);
    expect(s.gameIndex).toBe(1);
    expect(s.startPlayer).toBe(1);
    expect(s.thief).toBe(1);
    expect(collectionOf(s, 1)).toHaveLength(1); // a fresh deal from the new start player
    expect(collectionOf(s, 2)).toHaveLength(2);
    expect(collectionOf(s, 0)).toHaveLength(3);
    // Stopped now, each seat scores its points plus the largest number of the game under way.
    expect(jatten.result(s).scores).toEqual([0, 1, 2].map((seat) => s.points[seat] + largestNumber(s, seat)));
    expect(largestNumber(s, 0)).toBeGreaterThan(0);
  });

  it('JT-14: a whole tournament plays one game per player and scores the points', () => {
    const options3 = jatten.options.parse({ tournament: true });
    const s = jatten.setup(3, options3, new SeededChance(9));
    const chance = new SeededChance(9);
    const starts = [s.startPlayer];
    let steps = 0;
    while (!jatten.isTerminal(s) && steps++ < 20_000) {
      const moves = jatten.legalActions(s);
      const before = s.gameIndex;
      jatten.apply(s, moves[steps % moves.length], chance);
      if (s.gameIndex !== before && !jatten.isTerminal(s)) starts.push(s.startPlayer);
    }
    expect(jatten.isTerminal(s)).toBe(true);
    expect(starts).toEqual([0, 1, 2]);
    const r = jatten.result(s);
    expect(r.scores).toEqual(Array.from(s.points));
    expect(r.standing).toEqual(r.scores);
    expect(r.scores.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(21);
  });
});

describe('JT-17 a series stopped by the decision cap', () => {
  it('JT-17: ranked by the points so far, plus each player’s largest number in the unfinished game', () => {
    const s = emptyTable(3, { tournament: true });
    s.gameIndex = 1;
    s.points.set([7, 3, 4]);
    toCollection(s, 0, '2', '2');
    toCollection(s, 1, '3', '3', '3', '5');
    toCollection(s, 2, '6');
    expect(jatten.result(s)).toEqual({ scores: [9, 6, 5], standing: [9, 6, 5] });
  });

  const random: Bot = { observes: false, act: (_obs, legal, ctx) => legal[ctx.rng.int(legal.length)] };
  const seed = 21;
  const play = (maxDecisions: number) =>
    playGame({
      game: jatten,
      options: jatten.options.parse({ tournament: true, maxDecisions }),
      bots: [random, random, random],
      seed,
      keepActions: true,
    });

  it('JT-17: the match loop’s cap, in the second game of a series, gives those scores', () => {
    const actions = play(20_000).actions!;
    const chance = new SeededChance(seed);
    const s = jatten.setup(3, jatten.options.parse({ tournament: true }), chance);
    let decisions = 0;
    const replayTo = (until: () => boolean) => {
      while (!until()) jatten.apply(s, actions[decisions++] as JattenAction, chance);
    };
    replayTo(() => s.gameIndex === 1);
    const cap = decisions + 10;
    replayTo(() => decisions === cap);
    expect(s.gameIndex).toBe(1);
    expect(Array.from(s.points).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(7);
    const capped = play(cap);
    expect(capped.capped).toBe(true);
    expect(capped.scores).toEqual([0, 1, 2].map((seat) => s.points[seat] + largestNumber(s, seat)));
  });
});
