// Staging Klaverjassen positions from explicit deals: a test names the cards that matter,
// the rest are dealt round to fill each hand to eight.
import { SeededChance } from '../../../src/core/chance.js';
import { NAMES, parseCard } from '../../../src/games/klaverjassen/cards.js';
import { klaverjassen } from '../../../src/games/klaverjassen/index.js';
import { type KlaverjasOptions, klaverjasOptions } from '../../../src/games/klaverjassen/options.js';
import type { KlaverjasState } from '../../../src/games/klaverjassen/state.js';

/** Four hands of eight: each given hand (names split by spaces) topped up, in seat order,
 * with the cards nobody was given. */
export function fill(partial: readonly string[]): string[] {
  const given = new Set(partial.flatMap((h) => h.split(/\s+/).filter(Boolean)));
  const rest = NAMES.filter((n) => !given.has(n));
  return [0, 1, 2, 3].map((s) => {
    const hand = (partial[s] ?? '').split(/\s+/).filter(Boolean);
    while (hand.length < 8) hand.push(rest.shift()!);
    return hand.join(' ');
  });
}

export interface Staged {
  readonly state: KlaverjasState;
  readonly chance: SeededChance;
  /** Plays each action (notation), failing when one is not legal. */
  play(...actions: string[]): Staged;
  legal(): string[];
}

export function stage(
  hands: readonly string[],
  options: Partial<KlaverjasOptions> = {},
  trumps: [string, string] = ['H', 'C'],
  dealer = 3,
): Staged {
  const opts = klaverjasOptions.parse({ ...options, deal: { dealer, hands: fill(hands), trumps } });
  const chance = new SeededChance(1);
  const state = klaverjassen.setup(4, opts, chance);
  const staged: Staged = {
    state,
    chance,
    legal: () => [...klaverjassen.legalActions(state)],
    play(...actions) {
      for (const a of actions) {
        const legal = klaverjassen.legalActions(state);
        if (!legal.includes(a)) throw new Error(`${a} is not legal here: ${legal.join(' ')}`);
        klaverjassen.apply(state, a, chance);
      }
      return staged;
    },
  };
  return staged;
}

export const card = (name: string): number => {
  const c = parseCard(name);
  if (c < 0) throw new Error(`no card ${name}`);
  return c;
};
