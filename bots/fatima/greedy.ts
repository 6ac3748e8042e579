import { defineBot } from '../../src/core/bot.js';
import { CALL, DRAW_CARD, type FatimaAction } from '../../src/games/fatima/actions.js';
import { POINTS } from '../../src/games/fatima/cards.js';
import { type FatimaObservation, PHASE } from '../../src/games/fatima/state.js';
import { discardPoints, takenCard } from './view.js';

/** Calls as soon as it may; otherwise discards what sheds the most points, and takes the
 * lowest card of the previous discard when it is low, else draws. */
export const fatimaGreedy = defineBot({
  name: 'greedy',
  summary: 'calls as soon as it may, discards the most points, takes a discarded card when it is low',
  games: ['fatima'],
  params: {
    low: {
      default: 3,
      doc: 'takes the lowest card of the previous discard when it is worth at most this many points; draws otherwise',
      min: 0,
      max: 10,
      integer: true,
    },
  },
  create: (params) => {
    const { low } = params;
    return {
      act: (obs: FatimaObservation, legal: readonly FatimaAction[]): FatimaAction => {
        if (obs.phase === PHASE.pickup) {
          let best: FatimaAction = DRAW_CARD;
          let bestPoints = low + 1;
          for (const a of legal) {
            const c = takenCard(a);
            if (c >= 0 && POINTS[c] < bestPoints) {
              best = a;
              bestPoints = POINTS[c];
            }
          }
          return legal.includes(best) ? best : legal[0];
        }
        if (legal[0] === CALL) return CALL;
        let best = legal[0];
        let most = -1;
        for (const a of legal) {
          const p = discardPoints(a);
          if (p > most) {
            most = p;
            best = a;
          }
        }
        return best;
      },
    };
  },
});
