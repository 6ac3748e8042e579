// Each bot is handed its own seat's observation and nobody else's: every observation a
// bot received is checked, on replay, against observe(state, the seat that decided).
import { describe, expect, it } from 'vitest';
import type { Bot } from '../../src/core/bot.js';
import { SeededChance } from '../../src/core/chance.js';
import { findLegal, playGame } from '../../src/core/match.js';
import { dealSeed } from '../../src/core/seeds.js';
import { GAMES, resolveOptions } from '../../src/games/registry.js';
import { snapshot } from '../helpers.js';

interface Seen {
  readonly seat: number;
  readonly observation: string;
}

describe.each(GAMES.map((g) => [g.id, g] as const))('%s: a bot sees its own seat’s observation', (_id, game) => {
  it('at every decision, the observation handed over is observe(state, deciding seat)', () => {
    const options = resolveOptions(game, {});
    const players = Math.max(game.players.min, 3);
    let differs = 0;
    for (let g = 0; g < 4; g++) {
      const seed = dealSeed(21, game.id, g);
      const seen: Seen[] = [];
      const recorder: Bot = {
        act(observation, legal, ctx) {
          seen.push({ seat: ctx.seat, observation: snapshot(observation) });
          return legal[ctx.rng.int(legal.length)];
        },
      };
      const played = playGame({ game, options, bots: Array(players).fill(recorder), seed, keepActions: true });
      const chance = new SeededChance(seed);
      const state = game.setup(players, options, chance);
      played.actions!.forEach((action, k) => {
        const seat = game.currentPlayer(state);
        expect(seen[k].seat).toBe(seat);
        expect(seen[k].observation).toBe(snapshot(game.observe(state, seat)));
        if (snapshot(game.observe(state, (seat + 1) % players)) !== seen[k].observation) differs++;
        game.apply(state, findLegal(game, game.legalActions(state), action)!, chance);
      });
    }
    // Where seats see different things (hidden hands, one's own seat), the check bites.
    if (game.id !== 'jacht') expect(differs).toBeGreaterThan(0);
  });
});
