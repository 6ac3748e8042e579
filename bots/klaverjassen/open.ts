// `open`: a cheat that sees all four hands, for the upper bound only (issue 26: what
// hidden information costs is `open` against `pimc` on the same deals). The match loop
// hands it a copy of the whole state (Bot.seesAll), which only a definition that says
// `cheat` gets; `tafel list` and every run that seats it say so.
import { type Bot, defineBot } from '../../src/core/bot.js';
import type { AnyPlay } from '../../src/core/game.js';
import { PHASE, type KlaverjasObservation, type KlaverjasState } from '../../src/games/klaverjassen/state.js';
import { claim } from './claim.js';
import { chooseBid } from './pimc-bidding.js';
import { PIMC_PARAMS } from './pimc.js';

export const klaverjasOpen = defineBot({
  name: 'open',
  slow: true,
  summary:
    "plays the solver's card on the true deal, bids as pimc does on that one deal, claims roem as the heuristic; measures what hidden information costs, never a fair entrant",
  games: ['klaverjassen'],
  cheat: 'every hand',
  params: { margin: PIMC_PARAMS.margin },
  create: ({ margin }, game) => openBot(game, margin),
});

function openBot(game: AnyPlay, margin: number): Bot {
  const values: number[] = [];
  return {
    seesAll: true,
    act(whole, legal) {
      const state = whole as KlaverjasState;
      switch (state.phase) {
        case PHASE.play: {
          if (legal.length === 1) return legal[0];
          game.solver!.values(state, legal, values);
          // The true deal is the only one: the best value, ties to the first in legal order.
          let best = 0;
          for (let i = 1; i < legal.length; i++) if (values[i] > values[best]) best = i;
          return legal[best];
        }
        case PHASE.bid:
        case PHASE.name:
          return chooseBid([state], legal as readonly string[], margin);
        case PHASE.claim:
          return claim(game.observe(state, state.turn) as KlaverjasObservation);
        default:
          return legal[0];
      }
    },
  };
}
