// A bot sees its observation, the legal actions and its context — nothing that leads
// back to the game state, the deck order or the removed cards.
import { describe, expect, it } from 'vitest';
import type { Bot, BotContext } from '../../src/core/bot.js';
import type { AnyGame } from '../../src/core/game.js';
import { playGame } from '../../src/core/match.js';
import { gesjaakt } from '../../src/games/gesjaakt/index.js';
import type { GesjaaktState } from '../../src/games/gesjaakt/state.js';
import type { GesjaaktOptions } from '../../src/games/gesjaakt/options.js';
import { gesjaaktGreedy } from '../../bots/gesjaakt/greedy.js';
import { randomBot } from '../../bots/random.js';
import { GAMES, resolveOptions } from '../../src/games/registry.js';

/** Every object reachable from `roots` through properties. */
function reachable(roots: unknown[]): Set<unknown> {
  const seen = new Set<unknown>();
  const stack = [...roots];
  while (stack.length) {
    const v = stack.pop();
    if (v === null || (typeof v !== 'object' && typeof v !== 'function') || seen.has(v)) continue;
    seen.add(v);
    if (ArrayBuffer.isView(v)) {
      seen.add((v as Uint8Array).buffer);
      continue;
    }
    for (const key of Reflect.ownKeys(v as object)) {
      const d = Object.getOwnPropertyDescriptor(v, key);
      if (d && 'value' in d) stack.push(d.value);
    }
  }
  return seen;
}

/** The state and every array it holds, with their buffers: nothing a bot may touch. */
function stateParts(state: object): unknown[] {
  const parts: unknown[] = [state];
  for (const v of Object.values(state)) {
    if (ArrayBuffer.isView(v)) parts.push(v, (v as Uint8Array).buffer);
    else if (Array.isArray(v)) parts.push(v);
  }
  return parts;
}

describe.each(GAMES.map((g) => [g.id, g] as const))('%s: a bot’s inputs lead nowhere near the state', (_id, game) => {
  it('no observation, legal action list or context reaches the state or its arrays', () => {
    let current: object | undefined;
    const spyGame: AnyGame = {
      ...game,
      setup: (players, options, chance) => (current = game.setup(players, options, chance) as object),
    };
    const random = randomBot.create({}, game);
    let checked = 0;
    const spy: Bot = {
      act(observation, legal, ctx) {
        const seen = reachable([observation, legal, ctx]);
        for (const secret of stateParts(current!)) expect(seen.has(secret)).toBe(false);
        checked++;
        return random.act(observation, legal, ctx);
      },
    };
    const players = Math.max(game.players.min, 3);
    const played = playGame({
      game: spyGame,
      options: resolveOptions(game, {}),
      bots: Array(players).fill(spy),
      seed: 17,
      keepActions: false,
    });
    expect(played.forfeit?.reason).toBeUndefined(); // a failed check inside act is a forfeit
    expect(checked).toBeGreaterThan(10);
  });
});

describe('bots cannot reach hidden state', () => {
  it('nothing a Gesjaakt bot receives leads to the state, the deck or their buffers', () => {
    const states: GesjaaktState[] = [];
    const spyGame: AnyGame = {
      ...gesjaakt,
      setup: (players, options, chance) => {
        const s = gesjaakt.setup(players, options as GesjaaktOptions, chance);
        states.push(s);
        return s;
      },
    };
    const greedy = gesjaaktGreedy.create({ threshold: 10 }, gesjaakt);
    let checked = 0;
    const spy: Bot = {
      act(observation, legal, ctx: BotContext) {
        const state = states[states.length - 1];
        const seen = reachable([observation, legal, ctx]);
        for (const secret of [state, state.deck, state.deck.buffer, state.chips.buffer, state.owner.buffer]) {
          expect(seen.has(secret)).toBe(false);
        }
        checked++;
        return greedy.act(observation, legal, ctx);
      },
    };
    playGame({ game: spyGame, options: gesjaakt.options.parse({}), bots: [spy, spy, spy], seed: 9, keepActions: false });
    expect(checked).toBeGreaterThan(24);
  });

  it('a bot that scribbles on its observation cannot change the game', () => {
    const greedy = gesjaaktGreedy.create({ threshold: 6 }, gesjaakt);
    const vandal: Bot = {
      act(observation, legal, ctx) {
        const choice = greedy.act(observation, legal, ctx);
        const o = observation as { chips: Int16Array; owner: Int8Array };
        o.chips.fill(0);
        o.owner.fill(0);
        return choice;
      },
    };
    const options = gesjaakt.options.parse({});
    const clean = playGame({ game: gesjaakt, options, bots: [greedy, greedy, greedy], seed: 21, keepActions: true });
    const scribbled = playGame({ game: gesjaakt, options, bots: [vandal, vandal, vandal], seed: 21, keepActions: true });
    expect(scribbled).toEqual(clean);
  });
});
