import { defineBot } from '../../src/core/bot.js';
import { cacheProblem } from '../../src/games/jacht/solver/cache.js';
import { decideTurn } from '../../src/games/jacht/solver/policy.js';
import { getDistributions, getSolution, optimalTurn } from '../../src/games/jacht/solver/solution.js';
import { type WinTurn, decideToWin } from '../../src/games/jacht/solver/win-turn.js';
import { winTurnOf } from '../../src/games/jacht/solver/standing.js';
import type { JachtAction } from '../../src/games/jacht/actions.js';
import { handIndex } from '../../src/games/jacht/dice.js';
import { MAX_ROLLS, type JachtObservation } from '../../src/games/jacht/state.js';

/** Plays the exact solitaire optimum: every keep and category maximizes its own expected
 * final score. Deterministic given the dice. With objective=win it maximizes its chance
 * of finishing first instead (win-turn.ts), the expected score breaking ties. */
export const jachtOptimal = defineBot({
  name: 'optimal',
  summary:
    'plays the exact solver: keeps and categories that maximize its expected final score (by default, in multi-player games too: its own expected score, blind to the others); objective=win maximizes its chance to finish first instead',
  games: ['jacht'],
  params: {
    objective: {
      default: 'points',
      doc: 'points = its own expected final score (the solitaire optimum, blind to the others); win = its chance to finish first (a tie a share), valuing later turns by their score distribution under optimal play',
      choices: ['points', 'win'],
    },
  },
  // Workers read or write the cache the solution comes from: a folder that cannot be
  // written is named on the main thread, before the first game.
  check: () => cacheProblem(),
  create: (params) => {
    // Solving (or reading the cache) takes 0.1–1 s: here it is charged to no decision.
    getSolution();
    optimalTurn(0);
    if (params.objective === 'win') {
      getDistributions();
      // The turn's tables are made at its first decision and serve the turn's other two.
      let turn: WinTurn | undefined;
      let key = '';
      return {
        act: (obs: JachtObservation): JachtAction => {
          const now = `${obs.round}:${obs.seat}:${obs.filled.join(',')}:${obs.totals.join(',')}`;
          if (turn === undefined || now !== key) {
            turn = winTurnOf(obs);
            key = now;
          }
          return decideToWin(turn, handIndex(obs.dice), MAX_ROLLS - obs.rollsUsed);
        },
      };
    }
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
