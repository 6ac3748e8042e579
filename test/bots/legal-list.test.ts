// The legal-action list a bot is handed cannot be used to cheat: pushing an action into
// it, overwriting one of its entries or changing an action gets a bot nothing but a
// forfeit, in every game, and the next games' lists are as the rules say.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Bot } from '../../src/core/bot.js';
import type { Action, AnyGame } from '../../src/core/game.js';
import { playGame } from '../../src/core/match.js';
import { dealSeed } from '../../src/core/seeds.js';
import { GAMES, resolveOptions } from '../../src/games/registry.js';

/** Every distinct action (by key) a few random games offer: the pool forgeries come from. */
function actionPool(game: AnyGame, players: number): Action[] {
  const options = resolveOptions(game, {});
  const pool = new Map<unknown, Action>();
  const collector: Bot = {
    act(_o, legal, ctx) {
      for (const a of legal) pool.set(game.actionKey(a), a);
      return legal[ctx.rng.int(legal.length)];
    },
  };
  for (let g = 0; g < 5; g++)
    playGame({ game, options, bots: Array(players).fill(collector), seed: dealSeed(1, game.id, g), keepActions: false });
  return [...pool.values()];
}

describe.each(GAMES.map((g) => [g.id, g] as const))('%s: the legal list cannot be used to cheat', (_id, game) => {
  const options = resolveOptions(game, {});
  const players = Math.max(game.players.min, 3);
  const pool = actionPool(game, players);

  it('every list handed out is frozen or, in a freshLegal game, new; every object action is frozen', () => {
    // A frozen list is what the match loop checks answers against (core/game.ts); an
    // unfrozen one must never be handed out twice, or a bot could change another's.
    // Faults are collected, not thrown: the match loop takes a bot that throws for one
    // that forfeits, and the test would not see it.
    let lists = 0;
    const faults = new Set<string>();
    const handed = new Set<unknown>();
    const inspector: Bot = {
      act(_o, legal, ctx) {
        lists++;
        if (!Object.isFrozen(legal)) {
          if (game.freshLegal !== true) faults.add('an unfrozen list, and the game is not freshLegal');
          if (handed.has(legal)) faults.add('an unfrozen list handed out twice');
          handed.add(legal);
        }
        for (const a of legal) if (typeof a === 'object' && !Object.isFrozen(a)) faults.add('an unfrozen action');
        return legal[ctx.rng.int(legal.length)];
      },
    };
    for (let g = 0; g < 10; g++) {
      const played = playGame({
        game,
        options,
        bots: Array(players).fill(inspector),
        seed: dealSeed(3, game.id, g),
        keepActions: false,
      });
      expect(played.forfeit).toBeUndefined();
    }
    expect([...faults]).toEqual([]);
    expect(lists).toBeGreaterThan(10);
  });

  it.each(['push', 'overwrite', 'change an action'] as const)('%s: the forged action is never played', (how) => {
    let applied = 0;
    let forged = 0;
    const spyGame: AnyGame = {
      ...game,
      apply: (state, action, chance) => {
        // Every action played must be one the rules offer here, by key.
        const keys = game.legalActions(state).map((a) => game.actionKey(a));
        expect(keys).toContain(game.actionKey(action));
        applied++;
        game.apply(state, action, chance);
      },
    };
    const cheater: Bot = {
      act(_o, legal) {
        const keys = new Set(legal.map((a) => game.actionKey(a)));
        const forgery = pool.find((a) => !keys.has(game.actionKey(a)));
        // Nothing to forge here: the last action (Gesjaakt's pay) soon leaves something to forge.
        if (forgery === undefined) return legal[legal.length - 1];
        forged++;
        const list = legal as Action[];
        try {
          if (how === 'push') list.push(forgery);
          else if (how === 'overwrite') list[0] = forgery;
          else if (typeof list[0] === 'object') Object.assign(list[0], forgery);
        } catch {
          // a frozen list or action: the attempt alone is the test
        }
        return how === 'change an action' ? list[0] : forgery;
      },
    };
    const honest: Bot = { act: (_o, legal, ctx) => legal[ctx.rng.int(legal.length)] };
    let cheated = 0;
    for (let g = 0; g < 8; g++) {
      const bots = Array.from({ length: players }, (_, s) => (s === g % players ? cheater : honest));
      const before = forged;
      const played = playGame({ game: spyGame, options, bots, seed: dealSeed(2, game.id, g), keepActions: false });
      if (forged === before || how === 'change an action') continue;
      // A game in which the cheater forged ends with its forfeit at its first forgery.
      cheated++;
      expect(forged).toBe(before + 1);
      expect(played.forfeit?.seat).toBe(g % players);
      expect(played.forfeit?.reason).toMatch(/^illegal action/);
    }
    expect(applied).toBeGreaterThan(0);
    if (how !== 'change an action') expect(cheated).toBeGreaterThan(2);
  });
});

describe('a freshLegal game: the copy the match loop checks against', () => {
  // One player: three actions, then one. The loop's copy of the second list is the first
  // one's array with its start overwritten, so an answer from the old tail must still fail.
  const shrinking: AnyGame = {
    id: 'shrinking',
    name: 'Shrinking',
    summary: 'a fixture: three choices, then one',
    players: { min: 1, max: 1 },
    options: z.object({ maxDecisions: z.number().default(10) }),
    optionDocs: { maxDecisions: 'cap' },
    freshLegal: true,
    checkPlayers: () => undefined,
    setup: () => ({ step: 0 }),
    currentPlayer: () => 0,
    legalActions: (s) => ((s as { step: number }).step === 0 ? ['a', 'c', 'b'] : ['a']),
    apply: (s) => {
      (s as { step: number }).step++;
    },
    isTerminal: (s) => (s as { step: number }).step >= 2,
    result: () => ({ scores: [0], standing: [0] }),
    observe: () => ({}),
    determinize: () => ({ step: 0 }),
    clone: (s) => ({ ...(s as object) }),
    actionKey: (a) => (typeof a === 'string' ? a : -1),
    describe: (a) => String(a),
  };

  it('an action only an earlier, longer list offered is illegal, lengthened list or not', () => {
    for (const lengthen of [false, true]) {
      const bot: Bot = {
        act(_o, legal) {
          if (legal.length === 3) return legal[0];
          if (lengthen) (legal as Action[]).push('c');
          return 'c';
        },
      };
      const played = playGame({ game: shrinking, options: { maxDecisions: 10 }, bots: [bot], seed: 1, keepActions: true });
      expect(played.forfeit?.reason).toBe('illegal action "c"; legal were "a"');
      expect(played.actions).toEqual(['a']);
    }
  });
});
