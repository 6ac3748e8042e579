// Klaverjassen positions for the search players' tests: a seeded round played by the
// heuristic bots up to a given number of cards, where the player to move has a choice.
import { SeededChance } from '../../../src/core/chance.js';
import { klaverjassen } from '../../../src/games/klaverjassen/index.js';
import { PHASE, type KlaverjasState } from '../../../src/games/klaverjassen/state.js';
import { resolveBot } from '../../../bots/registry.js';
import { botContext } from '../../helpers.js';

/** Round 1 of the game of `seed`, played by heuristic bots until `cards` are on the
 * table, then on to the next card decision with more than one legal card; undefined when
 * the round ends first. */
export function position(seed: number, cards: number, options: Record<string, unknown> = {}): KlaverjasState | undefined {
  const chance = new SeededChance(seed);
  const state = klaverjassen.setup(4, klaverjassen.options.parse(options), chance);
  const resolved = resolveBot('klaverjassen', 'heuristic');
  const bot = resolved.definition.create(resolved.params, klaverjassen);
  for (;;) {
    if (state.round > 0 || state.phase === PHASE.over) return undefined;
    const legal = klaverjassen.legalActions(state);
    if (state.phase === PHASE.play && state.playedCount >= cards && legal.length > 1) return state;
    const seat = klaverjassen.currentPlayer(state);
    const choice = bot.act(klaverjassen.observe(state, seat), legal, botContext(seat, seed));
    klaverjassen.apply(state, choice as string, chance);
  }
}

/** The first `count` positions of seeds 1… with `cards` on the table. */
export function positions(count: number, cards: number, options: Record<string, unknown> = {}): KlaverjasState[] {
  const found: KlaverjasState[] = [];
  for (let seed = 1; found.length < count; seed++) {
    const s = position(seed, cards, options);
    if (s) found.push(s);
  }
  return found;
}
