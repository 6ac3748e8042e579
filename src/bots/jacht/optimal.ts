import { defineBot } from '../../core/bot.js';
import { cacheProblem } from '../../solvers/jacht/cache.js';
import { decideTurn } from '../../solvers/jacht/policy.js';
import { getSolution, optimalTurn } from '../../solvers/jacht/solution.js';
import type { JachtAction } from '../../games/jacht/actions.js';
import { handIndex } from '../../games/jacht/dice.js';
import { MAX_ROLLS, type JachtObservation } from '../../games/jacht/state.js';

/** Plays the exact solitaire optimum: every keep and category maximizes its own expected
 * final score. Deterministic given the dice; it ignores the other players' scores. */
export const jachtOptimal = defineBot({
  name: 'optimal',
  summary:
    'plays the exact solver: keeps and categories that maximize its expected final score; in multi-player games it still maximizes its own expected score, not its chance to win',
  games: ['jacht'],
  params: {},
  // Workers read or write the cache the solution comes from: a folder that cannot be
  // written is named on the main thread, before the first game.
  check: () => cacheProblem(),
  create: () => {
    // Solving (or reading the cache) takes 0.1–1 s: here it is charged to no decision.
    getSolution();
    optimalTurn(0);
    return {
      act: (obs: JachtObservation): JachtAction => {
        const filled = obs.filled[obs.seat];
        const { tables, after } = optimalTurn(filled);
        const rollsLeft = MAX_ROLLS - obs.rollsUsed;
        return decideTurn(tables, after, handIndex(obs.dice), rollsLeft, rollsLeft >= 2);
      },
    };
  },
});
