import { describe, expect, it } from 'vitest';
import type { Bot } from '../../src/core/bot.js';
import { playGame, winShares } from '../../src/core/match.js';
import { gesjaakt } from '../../src/games/gesjaakt/index.js';
import { randomBot } from '../../bots/random.js';

const options = gesjaakt.options.parse({});
const random = randomBot.create({}, gesjaakt);

describe('the match loop', () => {
  it('G-2: a k-way tie for first gives each 1/k of a win', () => {
    expect(winShares([3, 7, 7, 1])).toEqual([0, 0.5, 0.5, 0]);
    expect(winShares([2, 2, 2])).toEqual([1 / 3, 1 / 3, 1 / 3]);
    expect(winShares([9, 1])).toEqual([1, 0]);
  });

  it('a bot that throws forfeits: it wins nothing, the reason is kept, the others are ranked', () => {
    const thrower: Bot = {
      act: () => {
        throw new Error('boom');
      },
    };
    const played = playGame({ game: gesjaakt, options, bots: [thrower, random, random], seed: 1, keepActions: false });
    expect(played.forfeit).toEqual({ seat: 0, reason: 'threw: boom' });
    expect(played.wins[0]).toBe(0);
    expect(played.wins[1] + played.wins[2]).toBeCloseTo(1, 12);
  });

  it('a bot that answers with an illegal action forfeits', () => {
    const cheat: Bot = { act: () => 'steal' };
    const played = playGame({ game: gesjaakt, options, bots: [random, cheat, random], seed: 2, keepActions: false });
    expect(played.forfeit?.seat).toBe(1);
    expect(played.forfeit?.reason).toMatch(/illegal action "steal"/);
  });

  it('a bot that overruns its time budget forfeits', () => {
    const slow: Bot = {
      act: (_o, legal) => {
        const until = performance.now() + 15;
        while (performance.now() < until);
        return legal[0];
      },
    };
    const played = playGame({ game: gesjaakt, options, bots: [slow, random, random], seed: 3, keepActions: false, budgetMs: 5 });
    expect(played.forfeit?.reason).toMatch(/longer than its budget of 5 ms/);
  });

  it('a bot that does not look gets no observation; one that looks gets its own seat’s', () => {
    const seen: unknown[] = [];
    const looker: Bot = { act: (o, legal) => (seen.push(o), legal[0]) };
    const blind: Bot = { observes: false, act: (o, legal) => (seen.push(o), legal[0]) };
    playGame({ game: gesjaakt, options, bots: [looker, blind, blind], seed: 4, keepActions: false });
    expect(seen.filter((o) => o === undefined).length).toBe(0); // seat 0 takes every card: only it decides
    playGame({ game: gesjaakt, options: { ...options }, bots: [blind, looker, looker], seed: 4, keepActions: false });
    expect(seen.some((o) => o === undefined)).toBe(true);
  });

  it('the same seed and bots give the same game', () => {
    const a = playGame({ game: gesjaakt, options, bots: [random, random, random, random], seed: 77, keepActions: true });
    const b = playGame({ game: gesjaakt, options, bots: [random, random, random, random], seed: 77, keepActions: true });
    expect(b).toEqual(a);
  });
});
