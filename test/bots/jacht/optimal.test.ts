// The optimal Jacht bot's decisions: fixed by the dice alone, and its summary. How it
// scores over thousands of games (against the solver's expectation, and against greedy)
// is checked in test:slow (optimal.slow.test.ts).
import { describe, expect, it } from 'vitest';
import { botContext } from '../../helpers.js';
import { jachtOptimal } from '../../../bots/jacht/optimal.js';
import type { AnyGame } from '../../../src/core/game.js';
import { SeededChance } from '../../../src/core/chance.js';
import { jacht } from '../../../src/games/jacht/index.js';
import type { JachtAction } from '../../../src/games/jacht/actions.js';

const game = jacht as unknown as AnyGame;
const OPTIONS = jacht.options.parse({});
describe('optimal (jacht)', () => {
  it('is deterministic given the dice: its random stream and its instance change nothing', () => {
    const one = jachtOptimal.create({ objective: 'points' }, game);
    const two = jachtOptimal.create({ objective: 'points' }, game);
    const chance = new SeededChance(11);
    const state = jacht.setup(1, OPTIONS, chance);
    let decisions = 0;
    while (!jacht.isTerminal(state)) {
      const legal = jacht.legalActions(state);
      const a = one.act(jacht.observe(state, 0), legal, botContext(0, 1));
      const b = two.act(jacht.observe(state, 0), legal, botContext(0, 2));
      expect(b).toBe(a);
      expect(legal).toContain(a);
      jacht.apply(state, a as JachtAction, chance);
      decisions++;
    }
    expect(decisions).toBeGreaterThanOrEqual(12);
  });

  it('says in its summary that it maximizes its own expected score in multi-player games', () => {
    expect(jachtOptimal.summary).toMatch(/multi-player/);
    expect(jachtOptimal.summary).toMatch(/its own expected score/);
    expect(jachtOptimal.games).toEqual(['jacht']);
  });
});
