// An observation handed to a bot is its own. The match loop refills one buffer per seat
// in place, but only for the bot it was last handed to, and rewrites every part of it:
// nothing one bot writes on, keeps or breaks in its observation reaches another bot.
import { describe, expect, it } from 'vitest';
import type { Bot } from '../../src/core/bot.js';
import type { AnyGame } from '../../src/core/game.js';
import { playGame, seatContexts } from '../../src/core/match.js';
import { SeededChance } from '../../src/core/chance.js';
import { heldParts } from '../../src/core/refill.js';
import { SeededRng } from '../../src/core/rng.js';
import { dealSeed } from '../../src/core/seeds.js';
import { GAMES, resolveOptions } from '../../src/games/registry.js';
import { snapshot } from '../helpers.js';

/** Writes nonsense over every part of `observation` it can reach, and plants a note. */
function scribble(observation: unknown, rng: SeededRng): void {
  if (observation === null || typeof observation !== 'object') return;
  const o = observation as Record<string, unknown>;
  const attempt = (write: () => void) => {
    try {
      write();
    } catch {
      // frozen or sealed: a vandal carries on
    }
  };
  for (const key of Object.keys(o)) {
    const v = o[key];
    if (ArrayBuffer.isView(v)) attempt(() => (v as Int8Array).fill(rng.int(100) - 50));
    else if (Array.isArray(v)) v.forEach((item) => scribble(item, rng));
    else if (typeof v === 'object') scribble(v, rng);
    else if (typeof v === 'number') attempt(() => (o[key] = -7));
  }
  attempt(() => (o.planted = 'a note for the next one'));
}

/** Replaces parts with things of the wrong kind: a shorter array, a plain array, a
 * typed array with its own `set`, and finally makes the whole thing unwritable. */
function spoil(observation: unknown, how: number): void {
  if (observation === null || typeof observation !== 'object') return;
  const o = observation as Record<string, unknown>;
  const arrays = Object.keys(o).filter((k) => ArrayBuffer.isView(o[k]));
  if (arrays.length === 0) return;
  const key = arrays[how % arrays.length];
  if (how % 4 === 0) o[key] = new Int8Array(1);
  else if (how % 4 === 1) o[key] = [1, 2, 3];
  else if (how % 4 === 2) {
    const trap = new Int8Array((o[key] as Int8Array).length);
    Object.defineProperty(trap, 'set', { value: () => void (stolen = true) });
    o[key] = trap;
  } else Object.freeze(o);
}
let stolen = false;

describe.each(GAMES.map((g) => [g.id, g] as const))('%s: an observation is its bot’s own', (_id, game) => {
  const options = resolveOptions(game, {});
  const players = Math.max(game.players.min, 3);

  it('refilling a scribbled-on or spoilt observation gives exactly a fresh one', () => {
    const rng = new SeededRng(4);
    const seed = dealSeed(8, game.id, 0);
    let checked = 0;
    const spy: Bot = {
      act(observation, legal, ctx) {
        return legal[ctx.rng.int(legal.length)];
      },
    };
    // Walk a game; at each position refill an old, damaged observation and compare.
    let old: unknown;
    const walker: AnyGame = {
      ...game,
      observe: (state, seat, into) => {
        const fresh = snapshot(game.observe(state, seat));
        if (old !== undefined) {
          let refilled: unknown;
          try {
            refilled = game.observe(state, seat, old);
          } catch {
            refilled = undefined; // an unwritable one may be refused: the match loop then makes a fresh one
          }
          if (refilled !== undefined) {
            expect(snapshot(refilled)).toBe(fresh);
            checked++;
          }
        }
        old = game.observe(state, seat);
        if (checked % 2) scribble(old, rng);
        else spoil(old, checked);
        return game.observe(state, seat, into);
      },
    };
    playGame({ game: walker, options, bots: Array(players).fill(spy), seed, keepActions: false });
    expect(checked).toBeGreaterThan(10);
    expect(stolen).toBe(false);
  });

  it('a bot that keeps, scribbles on and breaks every observation it gets changes nothing another bot sees', () => {
    const rng = new SeededRng(9);
    const kept: unknown[] = [];
    let fresh = '';
    const vandal: Bot = {
      act(observation, legal, ctx) {
        kept.push(observation);
        for (const o of kept.slice(-6)) scribble(o, rng);
        spoil(observation, kept.length);
        return legal[ctx.rng.int(legal.length)];
      },
    };
    let checks = 0;
    const checker: Bot = {
      act(observation, legal, ctx) {
        expect(snapshot(observation)).toBe(fresh);
        expect(kept.includes(observation)).toBe(false);
        checks++;
        return legal[ctx.rng.int(legal.length)];
      },
    };
    const spyGame: AnyGame = {
      ...game,
      observe: (state, seat, into) => {
        fresh = snapshot(game.observe(state, seat));
        return game.observe(state, seat, into);
      },
    };
    // One set of seats for many games, as a worker's batch has, the bots moving round.
    const contexts = seatContexts(players);
    const lineup = Array.from({ length: players }, (_, s) => (s % 2 ? checker : vandal));
    for (let g = 0; g < 6; g++) {
      const bots = lineup.map((_, s) => lineup[(s + g) % players]);
      const played = playGame({ game: spyGame, options, bots, seed: dealSeed(3, game.id, g), keepActions: false, contexts });
      expect(played.forfeit).toBeUndefined();
    }
    expect(checks).toBeGreaterThan(20);
    expect(stolen).toBe(false);
  });
});

describe('an observation of another game', () => {
  // Outside Game.observe's contract (the match loop drops its buffers when the game
  // changes), but a game must not mistake one for its own: it refuses it (the match loop
  // then makes a fresh one) or gives a fresh one.
  it('given to refill, is never taken for one of this game', () => {
    const made = GAMES.map((game) => {
      const players = Math.max(game.players.min, 3);
      const chance = new SeededChance(dealSeed(12, game.id, 0));
      const state = game.setup(players, resolveOptions(game, {}), chance);
      return { game, state, observation: game.observe(state, 0) };
    });
    let tried = 0;
    for (const { game, state } of made) {
      for (const other of made) {
        if (other.game === game) continue;
        let refilled: unknown;
        try {
          refilled = game.observe(state, 0, other.observation);
        } catch {
          refilled = game.observe(state, 0);
        }
        expect(snapshot(refilled)).toBe(snapshot(game.observe(state, 0)));
        tried++;
      }
    }
    expect(tried).toBe(GAMES.length * (GAMES.length - 1));
  });
});

describe('heldParts', () => {
  it('keeps parts out of sight, and each holder knows only its own observations', () => {
    const Jacht = heldParts<{ dice: number[] }>();
    const Jatten = heldParts<{ hand: number[] }>();
    const parts = { dice: [1, 2, 3] };
    const obs = new Jacht(parts);
    expect(Jacht.partsOf(obs)).toBe(parts);
    expect(Jatten.partsOf(obs)).toBeUndefined();
    expect(Jacht.partsOf({ dice: [1, 2, 3] })).toBeUndefined();
    expect(Reflect.ownKeys(obs)).toEqual([]);
  });
});
