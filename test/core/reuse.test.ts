// The match loop deals each game into the previous game's state (Game.setup's `reuse`),
// and checks a bot's answer by the state where a game can judge it (Game.allows). Neither
// may change a game: a game played after others is the game played first, and `allows`
// says yes exactly to the values legalActions hands out.
import { describe, expect, it } from 'vitest';
import type { Bot } from '../../src/core/bot.js';
import { SeededChance } from '../../src/core/chance.js';
import type { Action, AnyGame } from '../../src/core/game.js';
import { type PlayedGame, playGame, seatContexts } from '../../src/core/match.js';
import { dealSeed } from '../../src/core/seeds.js';
import { GAMES, resolveOptions } from '../../src/games/registry.js';

const random: Bot = { act: (_o, legal, ctx) => legal[ctx.rng.int(legal.length)] };
/** Looks at every observation, so the seats' observation buffers are refilled too. */
const looker: Bot = { act: (o, legal, ctx) => (JSON.stringify(o) ? legal[ctx.rng.int(legal.length)] : legal[0]) };

describe.each(GAMES.map((g) => [g.id, g] as const))('%s: a state dealt anew is a new state', (_id, game) => {
  const options = resolveOptions(game, {});
  const players = Math.max(game.players.min, 3);
  const bots = Array.from({ length: players }, (_, s) => (s % 2 ? random : looker));
  const play = (seed: number, contexts = seatContexts(players)): PlayedGame =>
    playGame({ game, options, bots, seed: dealSeed(9, game.id, seed), keepActions: true, contexts });

  it('each game on seats that played others equals the game on fresh seats', () => {
    const seats = seatContexts(players);
    for (let g = 0; g < 6; g++) expect(play(g, seats)).toEqual(play(g));
  });

  it('setup with a used state gives what setup without one gives', () => {
    const chance = new SeededChance(0);
    chance.reseed(1);
    const used = game.setup(players, options, chance);
    // Play the used state to its end, so every part of it has moved.
    for (let d = 0; !game.isTerminal(used) && d < 5000; d++) {
      const legal = game.legalActions(used);
      game.apply(used, legal[d % legal.length], chance);
    }
    chance.reseed(2);
    const dealt = game.setup(players, options, chance, used);
    chance.reseed(2);
    expect(dealt).toEqual(game.setup(players, options, chance));
  });
});

/** Every value `legal` lists, by identity, gathered over some random games: what allows is asked about. */
function pool(game: AnyGame, players: number): Action[] {
  const options = resolveOptions(game, {});
  const seen = new Set<Action>();
  const collector: Bot = {
    act(_o, legal, ctx) {
      for (const a of legal) seen.add(a);
      return legal[ctx.rng.int(legal.length)];
    },
  };
  for (let g = 0; g < 6; g++)
    playGame({ game, options, bots: Array(players).fill(collector), seed: dealSeed(5, game.id, g), keepActions: false });
  return [...seen];
}

const judging = GAMES.filter((g) => g.allows !== undefined);

describe.each(judging.map((g) => [g.id, g] as const))('%s: allows is legalActions without the list', (_id, game) => {
  it('at every decision of random games, allows(state, a, handed) is whether the list holds a itself', () => {
    const options = resolveOptions(game, {});
    const players = Math.max(game.players.min, 3);
    const values = pool(game, players);
    let yes = 0;
    let no = 0;
    for (let g = 0; g < 4; g++) {
      const chance = new SeededChance(dealSeed(6, game.id, g));
      const state = game.setup(players, options, chance);
      for (let d = 0; !game.isTerminal(state) && d < 400; d++) {
        const legal = game.legalActions(state);
        // A new list may come back holding anything (every value seen); a frozen one as made.
        const tampered = Object.isFrozen(legal) ? legal : [...values];
        for (const a of values) {
          const listed = legal.includes(a);
          expect(game.allows!(state, a, legal), `${game.describe(a)} at decision ${d}`).toBe(listed);
          expect(game.allows!(state, a, tampered), `${game.describe(a)} at decision ${d}, list changed`).toBe(listed);
          if (listed) yes++;
          else no++;
          // An equal value that is not the handed-out one: found by key, never allowed as it is.
          if (typeof a === 'object') expect(game.allows!(state, structuredClone(a), legal)).toBe(false);
        }
        game.apply(state, legal[chance.stream(99, g, d).int(legal.length)], chance);
      }
      // Once the game is over nothing is allowed, whatever list comes back.
      for (let d = 0; !game.isTerminal(state); d++) {
        const legal = game.legalActions(state);
        game.apply(state, legal[chance.stream(98, g, d).int(legal.length)], chance);
      }
      for (const a of values) expect(game.allows!(state, a, values)).toBe(false);
    }
    expect(yes).toBeGreaterThan(100);
    expect(no).toBeGreaterThan(100);
  });
});

describe('the games that judge answers by their state', () => {
  it('include Jacht and Jatten, whose lists are made fresh at every decision', () => {
    expect(judging.map((g) => g.id)).toEqual(expect.arrayContaining(['jacht', 'jatten']));
    for (const game of judging) expect(game.freshLegal).toBe(true);
  });
});
