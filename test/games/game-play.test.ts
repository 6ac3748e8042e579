// The wiring (src/games/game-play.ts): each game's play holds its own modules' functions
// under the contract's names (view.ts's too), `allows` exactly where legal.ts has one, and no other field
// (a spread module namespace would bring its helpers and constants along).
import { describe, expect, it } from 'vitest';
import { SeededChance } from '../../src/core/chance.js';
import type { AnyPlay } from '../../src/core/game.js';
import { SeededRng } from '../../src/core/rng.js';
import { CATALOGUE } from '../../src/games/catalogue.js';
import { findPlay } from '../../src/games/play-registry.js';
import { findGame, resolveOptions } from '../../src/games/registry.js';

/** Every field GamePlay names: facts, hints and functions. */
const CONTRACT = new Set([
  ...['id', 'name', 'summary', 'players', 'checkPlayers', 'teams', 'figures', 'standingRange', 'horizon', 'freshLegal'],
  ...['setup', 'currentPlayer', 'legalActions', 'allows', 'apply', 'isTerminal', 'result', 'observe', 'determinize'],
  ...['clone', 'actionKey', 'describe', 'view', 'readAnswer', 'solver', 'betterScore'],
]);

const modulesOf = (id: string) =>
  Promise.all(
    ['rules', 'legal', 'observe', 'determinize', 'score', 'actions', 'view'].map(
      // The source itself (not the build): the very modules play.ts imported. A game that
      // hides nothing has no determinize.ts (an empty module here).
      (file) =>
        import(/* @vite-ignore */ `../../src/games/${id}/${file}.ts`).catch((e: unknown) => {
          if (file === 'determinize' && (e as Error).message.includes('determinize.ts')) return {};
          throw e;
        }) as Promise<Record<string, unknown>>,
    ),
  );

describe.each(CATALOGUE)('%s: the wired play', (id) => {
  it('holds the functions of its own modules under the contract’s names, and no other field', async () => {
    const play: AnyPlay = findPlay(id);
    const [rules, legal, observe, determinize, score, actions, view] = await modulesOf(id);
    const wired: Record<string, unknown> = {
      setup: rules.setup,
      currentPlayer: rules.currentPlayer,
      apply: rules.apply,
      isTerminal: rules.isTerminal,
      clone: rules.clone,
      legalActions: legal.legalActions,
      observe: observe.observe,
      result: score.result,
      actionKey: actions.actionKey,
      describe: actions.describeAction,
    };
    if (legal.allows) wired.allows = legal.allows;
    // determinize.ts's, or for a game that hides nothing a clone of the observation itself.
    if (determinize.determinize) wired.determinize = determinize.determinize;
    else {
      const state = play.setup(2, resolveOptions(findGame(id), {}), new SeededChance(3));
      const seen = play.observe(state, 0);
      expect(play.determinize(seen, new SeededRng(1))).toEqual(seen);
      expect(play.determinize(seen, new SeededRng(1))).not.toBe(seen);
      wired.determinize = play.determinize;
    }
    // What bots from outside see, from view.ts (every game folder has one).
    wired.view = view.view;
    wired.readAnswer = view.readAnswer;
    const functions = Object.fromEntries(Object.entries(play).filter(([, value]) => typeof value === 'function'));
    // Given, or for a game whose player range is all there is, one that refuses no count.
    delete functions.checkPlayers;
    expect(typeof play.checkPlayers).toBe('function');
    expect(functions).toEqual(wired);
    for (const [name, fn] of Object.entries(wired)) expect(play[name as keyof AnyPlay], name).toBe(fn);
    expect('allows' in play).toBe(legal.allows !== undefined);
    // An exact solve (solve.ts) exactly where the game has one.
    const solve = await import(/* @vite-ignore */ `../../src/games/${id}/solve.ts`).catch(() => undefined);
    expect(play.solver).toBe(solve?.solver);
    expect(Object.keys(play).filter((key) => !CONTRACT.has(key))).toEqual([]);
  });
});
